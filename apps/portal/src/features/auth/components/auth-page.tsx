import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { CookieNotice } from '@/features/app-shell/components/cookie-notice.tsx';
import { SessionExpiredNotice } from '@/features/app-shell/components/session-expired-notice.tsx';

/** What every sign-in screen carries besides its card: the cookie and session-expiry notices. */
export function AuthPage({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg">
      <SessionExpiredNotice />
      {children}
      <CookieNotice />
    </Stack>
  );
}
