import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconDots, IconMailForward, IconPencil, IconPlayerPlay, IconUserShare } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdvisorStatus } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { useSession } from '@/lib/session/session-context.tsx';
import {
  activateAdvisor,
  advisorKeys,
  archiveAdvisor,
  impersonateAdvisor,
  sendAdvisorActivation,
} from '../api/advisors-api.ts';

export interface AdvisorRef {
  id: string;
  firstName: string;
  surname: string;
  email: string;
  status: AdvisorStatus;
}

/**
 * What an admin may do with an advisor in its status (DESIGN §4: initial → active → deleted):
 * activate a new or archived one, mail the activation link while it is new, archive it unless
 * archived (never oneself), act as it while it is active (never oneself). Oneself is the
 * signed-in user's e-mail (the session knows the user, not its advisor id).
 */
export function availableAdvisorActions(advisor: Pick<AdvisorRef, 'email' | 'status'>, selfEmail: string | null) {
  const self = selfEmail !== null && advisor.email.toLowerCase() === selfEmail.toLowerCase();
  return {
    activate: advisor.status === 'initial' || advisor.status === 'deleted',
    sendActivation: advisor.status === 'initial',
    archive: advisor.status !== 'deleted' && !self,
    impersonate: advisor.status === 'active' && !self,
  };
}

const fullName = (advisor: AdvisorRef) => `${advisor.firstName} ${advisor.surname}`.trim() || advisor.email;

/** The status actions, each with its notification; archiving asks for confirmation first. */
export function useAdvisorActions() {
  const { t } = useTranslation('admin');
  const { language } = useBranding();
  const queryClient = useQueryClient();
  const { signIn } = useSession();
  const navigate = useNavigate();

  const failed = (title: string) => (error: unknown) =>
    notifications.show({ color: 'red', title, message: messageOfError(error, language).text });
  const refresh = () => queryClient.invalidateQueries({ queryKey: advisorKeys.all });

  const activate = useMutation({
    mutationFn: (advisor: AdvisorRef) => activateAdvisor(advisor.id),
    onSuccess: (_, advisor) => {
      notifications.show({ color: 'green', message: t('advisors.actions.activated', { name: fullName(advisor) }) });
      return refresh();
    },
    onError: failed(t('advisors.actions.activateFailed')),
  });
  const sendActivation = useMutation({
    mutationFn: (advisor: AdvisorRef) => sendAdvisorActivation(advisor.id),
    onSuccess: (_, advisor) =>
      notifications.show({ color: 'green', message: t('advisors.actions.activationSent', { email: advisor.email }) }),
    onError: failed(t('advisors.actions.sendActivationFailed')),
  });
  const archive = useMutation({
    mutationFn: (advisor: AdvisorRef) => archiveAdvisor(advisor.id),
    onSuccess: (_, advisor) => {
      notifications.show({ color: 'green', message: t('advisors.actions.archived', { name: fullName(advisor) }) });
      return refresh();
    },
    onError: failed(t('advisors.actions.archiveFailed')),
  });
  const impersonate = useMutation({
    mutationFn: (advisor: AdvisorRef) => impersonateAdvisor(advisor.id),
    onSuccess: (tokens) => {
      queryClient.clear();
      signIn(tokens);
      void navigate(paths.app.root.getHref());
    },
    onError: failed(t('advisors.actions.impersonateFailed')),
  });

  const confirmArchive = (advisor: AdvisorRef) =>
    modals.openConfirmModal({
      title: t('advisors.actions.archiveTitle'),
      children: <Text size="sm">{t('advisors.actions.archiveConfirm', { name: fullName(advisor) })}</Text>,
      labels: { confirm: t('advisors.actions.archive'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => archive.mutate(advisor),
    });

  const confirmImpersonate = (advisor: AdvisorRef) =>
    modals.openConfirmModal({
      title: t('advisors.actions.impersonateTitle'),
      children: <Text size="sm">{t('advisors.actions.impersonateConfirm', { name: fullName(advisor) })}</Text>,
      labels: { confirm: t('advisors.actions.impersonate'), cancel: t('common.cancel') },
      onConfirm: () => impersonate.mutate(advisor),
    });

  return {
    activate: (advisor: AdvisorRef) => activate.mutate(advisor),
    sendActivation: (advisor: AdvisorRef) => sendActivation.mutate(advisor),
    archive: confirmArchive,
    impersonate: confirmImpersonate,
    pending: activate.isPending || sendActivation.isPending || archive.isPending || impersonate.isPending,
  };
}

/** The row menu of the advisors list. */
export function AdvisorRowActions({ advisor, selfEmail }: { advisor: AdvisorRef; selfEmail: string | null }) {
  const { t } = useTranslation('admin');
  const actions = useAdvisorActions();
  const allowed = availableAdvisorActions(advisor, selfEmail);
  const name = fullName(advisor);
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        component={Link}
        to={paths.app.advisor.getHref(advisor.id)}
        variant="subtle"
        color="gray"
        aria-label={t('advisors.actions.editOf', { name })}
      >
        <IconPencil size={18} />
      </ActionIcon>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('advisors.actions.menuOf', { name })}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <AdvisorMenuItems advisor={advisor} allowed={allowed} actions={actions} />
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

function AdvisorMenuItems({
  advisor,
  allowed,
  actions,
}: {
  advisor: AdvisorRef;
  allowed: ReturnType<typeof availableAdvisorActions>;
  actions: ReturnType<typeof useAdvisorActions>;
}) {
  const { t } = useTranslation('admin');
  const none = !allowed.activate && !allowed.sendActivation && !allowed.archive && !allowed.impersonate;
  return (
    <>
      {allowed.activate ? (
        <Menu.Item leftSection={<IconPlayerPlay size={16} />} onClick={() => actions.activate(advisor)}>
          {t('advisors.actions.activate')}
        </Menu.Item>
      ) : null}
      {allowed.sendActivation ? (
        <Menu.Item leftSection={<IconMailForward size={16} />} onClick={() => actions.sendActivation(advisor)}>
          {t('advisors.actions.sendActivation')}
        </Menu.Item>
      ) : null}
      {allowed.impersonate ? (
        <Menu.Item leftSection={<IconUserShare size={16} />} onClick={() => actions.impersonate(advisor)}>
          {t('advisors.actions.impersonate')}
        </Menu.Item>
      ) : null}
      {allowed.archive ? (
        <Menu.Item color="red" leftSection={<IconArchive size={16} />} onClick={() => actions.archive(advisor)}>
          {t('advisors.actions.archive')}
        </Menu.Item>
      ) : null}
      {none ? <Menu.Label>{t('advisors.actions.none')}</Menu.Label> : null}
    </>
  );
}

/** The same actions as buttons, on the edit page. */
export function AdvisorActionButtons({ advisor, selfEmail }: { advisor: AdvisorRef; selfEmail: string | null }) {
  const { t } = useTranslation('admin');
  const actions = useAdvisorActions();
  const allowed = availableAdvisorActions(advisor, selfEmail);
  return (
    <Group gap="xs">
      {allowed.activate ? (
        <Button
          variant="light"
          leftSection={<IconPlayerPlay size={16} />}
          onClick={() => actions.activate(advisor)}
          disabled={actions.pending}
        >
          {t('advisors.actions.activate')}
        </Button>
      ) : null}
      {allowed.sendActivation ? (
        <Button
          variant="light"
          leftSection={<IconMailForward size={16} />}
          onClick={() => actions.sendActivation(advisor)}
          disabled={actions.pending}
        >
          {t('advisors.actions.sendActivation')}
        </Button>
      ) : null}
      {allowed.impersonate ? (
        <Button
          variant="light"
          leftSection={<IconUserShare size={16} />}
          onClick={() => actions.impersonate(advisor)}
          disabled={actions.pending}
        >
          {t('advisors.actions.impersonate')}
        </Button>
      ) : null}
      {allowed.archive ? (
        <Button
          variant="light"
          color="red"
          leftSection={<IconArchive size={16} />}
          onClick={() => actions.archive(advisor)}
          disabled={actions.pending}
        >
          {t('advisors.actions.archive')}
        </Button>
      ) : null}
    </Group>
  );
}
