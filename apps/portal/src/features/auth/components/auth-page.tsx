import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { SessionExpiredNotice } from '@/components/notices/session-expired-notice.tsx';

/** What every sign-in screen carries besides its card: the session-expiry notice (the cookie notice is the root layout's). */
export function AuthPage({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg">
      <SessionExpiredNotice />
      {children}
    </Stack>
  );
}
