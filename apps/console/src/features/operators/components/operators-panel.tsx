import { Alert, Badge, Center, Loader, Select, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type OperatorRole, type OperatorRow, operatorRoles } from '@wl/shared/console';
import { useState } from 'react';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { InviteForm } from './invite-form.tsx';
import { OperatorActions } from './operator-actions.tsx';

const stateColor = { invited: 'orange', active: 'green', deactivated: 'red' } as const;

/** What was done last, or what failed: one line above the table. */
type Notice = { kind: 'done' | 'error'; text: string } | null;

/**
 * The console's operators (issue 17, item 7; decision 046), for admins: invite by mail, change
 * roles, reset access, deactivate and reactivate. An admin's own row has no actions: another
 * admin changes it, so nobody locks themselves out.
 */
export function OperatorsPanel() {
  const { language, t } = useI18n();
  const me = trpc.auth.me.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY, retry: false });
  const list = trpc.operators.list.useQuery();
  const [notice, setNotice] = useState<Notice>(null);
  const onDone = (message: string | null, error?: unknown) =>
    setNotice(message ? { kind: 'done', text: message } : { kind: 'error', text: errorText(error, language) });

  return (
    <Stack gap="lg" component="section" aria-labelledby="operators-heading">
      <div>
        <Title order={2} size="h3" id="operators-heading">
          {t('operators.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('operators.caption')}
        </Text>
      </div>
      <RoleLegend />
      <InviteForm onDone={onDone} />
      {notice && (
        <Alert color={notice.kind === 'done' ? 'green' : 'red'} variant="light" withCloseButton={false}>
          {notice.text}
        </Alert>
      )}
      {list.isPending ? (
        <Center role="status" py="md">
          <Loader size="sm" />
          <VisuallyHidden>{t('operators.loading')}</VisuallyHidden>
        </Center>
      ) : list.isError ? (
        <Alert color="red" variant="light">
          {errorText(list.error, language)}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" striped>
            <Table.Caption>{t('operators.tableCaption', { count: list.data.length })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('operators.columns.email')}</Table.Th>
                <Table.Th scope="col">{t('operators.columns.role')}</Table.Th>
                <Table.Th scope="col">{t('operators.columns.state')}</Table.Th>
                <Table.Th scope="col">{t('operators.columns.totp')}</Table.Th>
                <Table.Th scope="col">{t('operators.columns.lastSignIn')}</Table.Th>
                <Table.Th scope="col">{t('operators.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((operator) => (
                <OperatorLine
                  key={operator.id}
                  operator={operator}
                  self={operator.id === me.data?.id}
                  onDone={onDone}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function RoleLegend() {
  const { t } = useI18n();
  return (
    <Stack gap={4} component="dl" m={0}>
      {operatorRoles.map((role) => (
        <Text key={role} size="sm" component="div">
          <Text span fw={600} component="dt" display="inline">
            {t(`operators.roles.${role}`)}:
          </Text>{' '}
          <Text span component="dd" display="inline" m={0}>
            {t(`operators.roleHelp.${role}`)}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

function OperatorLine({
  operator,
  self,
  onDone,
}: {
  operator: OperatorRow;
  self: boolean;
  onDone: (message: string | null, error?: unknown) => void;
}) {
  const { language, t } = useI18n();
  const utils = trpc.useUtils();
  const setRole = trpc.operators.setRole.useMutation();
  return (
    <Table.Tr>
      <Table.Th scope="row" fw="normal">
        <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
          {operator.email}
        </Text>
        {self && (
          <Text size="xs" c="dimmed">
            {t('operators.you')}
          </Text>
        )}
      </Table.Th>
      <Table.Td>
        {self ? (
          t(`operators.roles.${operator.role}`)
        ) : (
          <Select
            aria-label={t('operators.roleFor', { email: operator.email })}
            data={operatorRoles.map((value) => ({ value, label: t(`operators.roles.${value}`) }))}
            value={operator.role}
            allowDeselect={false}
            disabled={setRole.isPending || operator.state === 'deactivated'}
            w={150}
            onChange={(value) => {
              if (!value || value === operator.role) return;
              setRole.mutate(
                { operatorId: operator.id, role: value as OperatorRole },
                {
                  onSuccess: async (result) => {
                    await utils.operators.list.invalidate();
                    onDone(
                      t('operators.roleChanged', { email: operator.email, role: t(`operators.roles.${result.role}`) }),
                    );
                  },
                  onError: (error) => onDone(null, error),
                },
              );
            }}
          />
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={stateColor[operator.state]} variant="light" tt="none">
          {t(`operators.states.${operator.state}`)}
        </Badge>
        {operator.linkExpiresAt && (
          <Text size="xs" c="dimmed">
            {t('operators.linkUntil', { until: formatDateTime(operator.linkExpiresAt, language) })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{operator.totpEnrolled ? t('operators.totp.on') : t('operators.totp.off')}</Table.Td>
      <Table.Td>
        {operator.lastSignInAt ? (
          <time dateTime={operator.lastSignInAt}>{formatDateTime(operator.lastSignInAt, language)}</time>
        ) : (
          t('operators.never')
        )}
      </Table.Td>
      <Table.Td>{self ? null : <OperatorActions operator={operator} onDone={onDone} />}</Table.Td>
    </Table.Tr>
  );
}
