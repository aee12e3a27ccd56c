import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { PageShell } from '@/components/layout/page-shell.tsx';

/**
 * The layouts of spec §2. `auth`: the branded frame with a narrow column for sign-in screens.
 * `blank`: nothing around the page (public campaign and invest pages bring their own frame).
 * `form-blank`: a centred form column without navigation, under the host's logo and language
 * switch (public KYC form). `branded`: the branded frame around a full-width page (the advisor
 * landing page). The signed-in area has its own shell (features/app-shell). The public pages keep
 * the session of a link, the language and the KYC draft in the browser's storage, so they show
 * the cookie notice too (issue 19): every page does, from the router's root layout.
 */
export function AuthLayout() {
  return (
    <PageShell>
      <Container size={460} py="xl">
        <Outlet />
      </Container>
    </PageShell>
  );
}

export function BlankLayout() {
  return <Outlet />;
}

export function FormBlankLayout() {
  return (
    <PageShell>
      <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
        <Outlet />
      </Container>
    </PageShell>
  );
}

export function BrandedLayout() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}
