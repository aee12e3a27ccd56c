import { Center, Container, Group, Loader, Stack, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { AuditPanel } from '../features/audit/components/audit-panel.tsx';
import { OperatorMenu } from '../features/auth/components/operator-menu.tsx';
import { SetPasswordForm } from '../features/auth/components/set-password-form.tsx';
import { SignInForm } from '../features/auth/components/sign-in-form.tsx';
import { useSessionGuard } from '../features/auth/hooks/use-session-guard.ts';
import { HostEditor } from '../features/branding/components/host-editor.tsx';
import { CataloguePanel } from '../features/catalogue/index.ts';
import { HostsPanel } from '../features/hosts/components/hosts-panel.tsx';
import { OnboardWizard } from '../features/onboarding/index.ts';
import { OperatorsPanel } from '../features/operators/index.ts';
import { OutboxPanel } from '../features/outbox/components/outbox-panel.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { trpc } from '../lib/trpc.ts';
import { ConsoleNav } from './console-nav.tsx';
import { catalogueHash, hostEditorHash, passwordTokenFromHash, tenantIdFromHash, useView } from './use-view.ts';

/**
 * The console shows its panels only to a signed-in operator (`auth.me`), else the sign-in form;
 * the section (hosts, onboarding, catalogue, audit log, mail outbox) follows the URL hash;
 * `#/hosts/<id>` opens a host's branding editor, `#/catalogue/<tenantId>` a tenant's catalogue.
 */
export function App() {
  const { t } = useI18n();
  const me = trpc.auth.me.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY, retry: false });
  useSessionGuard();
  const operator = me.data ?? null;
  const [view, navigate, hostId] = useView();
  /** What the host list says after a host was deleted from its editor. */
  const [hostsNotice, setHostsNotice] = useState<string | null>(null);
  /** A mailed link's token (`#/password/<token>`): its page shows until the operator signs in. */
  const [passwordToken, setPasswordToken] = useState(() => passwordTokenFromHash(window.location.hash));

  let main: ReactNode;
  if (me.isPending) {
    main = (
      <Center role="status" aria-live="polite" py="xl">
        <Loader size="sm" />
        <VisuallyHidden>{t('auth.checking')}</VisuallyHidden>
      </Center>
    );
  } else if (passwordToken && !operator) {
    main = <SetPasswordForm token={passwordToken} onFinished={() => setPasswordToken(null)} />;
  } else if (!operator) {
    main = <SignInForm />;
  } else {
    const tenantId = tenantIdFromHash(window.location.hash);
    main =
      view === 'onboard' ? (
        <OnboardWizard
          onEditBranding={(id) => {
            window.location.hash = hostEditorHash(id);
          }}
          onOpenCatalogue={(id) => {
            window.location.hash = catalogueHash(id);
          }}
        />
      ) : view === 'catalogue' ? (
        <CataloguePanel key={tenantId ?? 'pick'} {...(tenantId ? { tenantId } : {})} />
      ) : view === 'audit' ? (
        <AuditPanel />
      ) : view === 'outbox' ? (
        <OutboxPanel />
      ) : view === 'operators' ? (
        <OperatorsPanel />
      ) : hostId ? (
        <HostEditor
          key={hostId}
          hostId={hostId}
          onBack={() => navigate('hosts')}
          onDeleted={(message) => {
            setHostsNotice(message);
            navigate('hosts');
          }}
        />
      ) : (
        <HostsPanel notice={hostsNotice} />
      );
  }

  return (
    <Container size={1280} px={{ base: 'sm', sm: 'lg' }} py="lg">
      <Stack gap="xl">
        <Group component="header" justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Group gap="md" wrap="wrap">
            {operator && <OperatorMenu operator={operator} />}
            <LanguageSwitch />
          </Group>
        </Group>
        {operator && <ConsoleNav view={view} onNavigate={navigate} />}
        <main>{main}</main>
      </Stack>
    </Container>
  );
}
