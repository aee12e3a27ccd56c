import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { CookieNotice } from '@/components/notices/cookie-notice.tsx';
import { SessionExpiredNotice } from '@/components/notices/session-expired-notice.tsx';

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
