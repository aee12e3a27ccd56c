import { AppShell, Burger, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBellRinging,
  IconBuildingBank,
  IconChartBar,
  IconChartFunnel,
  IconChartPie,
  IconFileText,
  IconIdBadge2,
  IconLayoutDashboard,
  IconNetwork,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch/language-switch.tsx';
import { InsideFrame } from '@/components/layout/frame-context.tsx';
import { PageLoader } from '@/components/layout/page-loader.tsx';
import { paths } from '@/config/paths.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { type SignedInSession, useSession } from '@/lib/session/session-context.tsx';
import { expectSessionEnd, watchSessionExpiry } from '@/lib/session/session-expiry.ts';
import { useDialogOnDemand } from '@/lib/use-dialog-on-demand.ts';
import classes from './components/app-shell.module.css';
import { ImpersonationBanner } from './components/impersonation-banner.tsx';
import { InvestorPanelBlocked } from './components/investor-panel-blocked.tsx';
import { LegalTermsRenewal } from './components/legal-terms-renewal.tsx';
import { UserMenu } from './components/user-menu.tsx';
import { LiveChat } from './live-chat.tsx';
import { activeNavigationKey, type NavigationKey, navigationFor } from './navigation.ts';

/**
 * The two-factor settings (a form on the shared contract, with zod) load when first opened from
 * the user menu: the dashboard and every other screen paint without them (decision 077).
 */
const TwoFactorSettings = lazy(() =>
  import('./components/two-factor-settings.tsx').then((module) => ({ default: module.TwoFactorSettings })),
);

const icons: Record<NavigationKey, ReactNode> = {
  dashboard: <IconLayoutDashboard size={18} aria-hidden="true" />,
  offers: <IconBuildingBank size={18} aria-hidden="true" />,
  investments: <IconChartPie size={18} aria-hidden="true" />,
  funnel: <IconChartFunnel size={18} aria-hidden="true" />,
  followUp: <IconBellRinging size={18} aria-hidden="true" />,
  networkInvestments: <IconNetwork size={18} aria-hidden="true" />,
  onboarding: <IconIdBadge2 size={18} aria-hidden="true" />,
  onboardingRequests: <IconUserCheck size={18} aria-hidden="true" />,
  portfolio: <IconChartBar size={18} aria-hidden="true" />,
  documents: <IconFileText size={18} aria-hidden="true" />,
  advisors: <IconUsers size={18} aria-hidden="true" />,
};

const MAIN_ID = 'main-content';

/** The host's logo (its alt text is the site title), or the site title as a wordmark. */
function Brand() {
  const { resolved } = useBranding();
  return (
    <Link to={paths.app.root.getHref()} className={classes.brand}>
      {resolved.logo ? (
        <img className={classes.logo} src={resolved.logo} alt={resolved.texts.siteTitle} />
      ) : (
        <span className={classes.siteTitle}>{resolved.texts.siteTitle}</span>
      )}
    </Link>
  );
}

function SignedInShell({ session, onSignOut }: { session: SignedInSession; onSignOut: () => void }) {
  const { t } = useTranslation('app');
  const { t: tCommon } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const twoFactor = useDialogOnDemand();
  const items = navigationFor(session.kind, session.roles);
  const active = activeNavigationKey(items, pathname);
  const { user } = session.user;
  const { branding } = useBranding();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={0}
    >
      <a className={classes.skipLink} href={`#${MAIN_ID}`}>
        {tCommon('layout.skipToContent')}
      </a>
      <AppShell.Header className={classes.header}>
        <div className={classes.headerInner}>
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('nav.toggle')}
            aria-expanded={opened}
            aria-controls="app-navbar"
          />
          <Brand />
          <div className={classes.headerEnd}>
            <LanguageSwitch />
            <UserMenu session={session} onTwoFactor={twoFactor.open} onSignOut={onSignOut} />
          </div>
        </div>
      </AppShell.Header>
      <AppShell.Navbar id="app-navbar" p="sm" aria-label={t('nav.label')}>
        <AppShell.Section grow component={ScrollArea}>
          {items.map((item) => (
            <NavLink
              key={item.key}
              component={Link}
              to={item.href}
              label={t(`nav.${item.key}`)}
              leftSection={icons[item.key]}
              active={active === item.key}
              aria-current={active === item.key ? 'page' : undefined}
              variant="light"
              // A link followed on a phone closes the menu it was chosen from.
              onClick={close}
            />
          ))}
        </AppShell.Section>
        <AppShell.Section hiddenFrom="sm" pt="sm">
          <Text size="xs" c="gray.7" truncate>
            {user.email}
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <ImpersonationBanner session={session} />
        <InsideFrame>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </InsideFrame>
      </AppShell.Main>
      {twoFactor.mounted ? (
        <Suspense fallback={null}>
          <TwoFactorSettings opened={twoFactor.opened} onClose={twoFactor.close} />
        </Suspense>
      ) : null}
      {session.kind === 'investor' && <LegalTermsRenewal onSignOut={onSignOut} />}
      <LiveChat
        scriptUrl={branding.features.liveChatScriptUrl}
        name={`${user.firstName} ${user.surname}`.trim()}
        email={user.email}
      />
    </AppShell>
  );
}

/** The signed-in area (spec §2 `/app…`): header, role-based navbar, the page. */
export default function AppLayout() {
  const { session, signOut } = useSession();
  const { branding } = useBranding();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => watchSessionExpiry(), []);

  const handleSignOut = () => {
    setSigningOut(true);
    expectSessionEnd();
    void signOut().then(() => navigate(paths.home.getHref(), { replace: true }));
  };

  if (session.status !== 'signed-in' || signingOut) return <PageLoader />;
  if (session.kind === 'investor' && branding.features.investorPanelBlocked) {
    return <InvestorPanelBlocked onSignOut={handleSignOut} />;
  }
  return <SignedInShell session={session} onSignOut={handleSignOut} />;
}
