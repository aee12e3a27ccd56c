import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminPage, ErrorState, LoadingState, NoAccess } from '@/components/admin-page.tsx';
import { StatusBadge } from '@/components/status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { useSignedInSession } from '@/lib/session/session-context.tsx';
import { advisorKeys, fetchAdvisor, fetchAdvisorFormOptions, updateAdvisor } from '../api/advisors-api.ts';
import { AdvisorActionButtons } from '../components/advisor-actions.tsx';
import { AdvisorForm } from '../components/advisor-form.tsx';
import { advisorToFormValues } from '../lib/advisor-form-values.ts';
import { advisorStatusColor } from '../lib/status.ts';

/** /app/advisors/{id}: an admin edits an advisor and moves it through its states. */
export default function AdvisorEditPage() {
  const { t } = useTranslation(['admin', 'enums']);
  const { id = '' } = useParams();
  const session = useSignedInSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isAdmin = session.roles.includes('admin');
  const advisor = useQuery({ queryKey: advisorKeys.detail(id), queryFn: () => fetchAdvisor(id), enabled: isAdmin });
  const options = useQuery({ queryKey: advisorKeys.formOptions, queryFn: fetchAdvisorFormOptions, enabled: isAdmin });
  const update = useMutation({
    mutationFn: (payload: Parameters<typeof updateAdvisor>[1]) => updateAdvisor(id, payload),
    onSuccess: async (saved) => {
      queryClient.setQueryData(advisorKeys.detail(id), saved);
      await queryClient.invalidateQueries({ queryKey: advisorKeys.all });
      notifications.show({ color: 'green', message: t('advisors.form.saved') });
    },
  });

  const back = (
    <Anchor component={Link} to={paths.app.advisors.getHref()} size="sm">
      {t('advisors.backToList')}
    </Anchor>
  );

  let content: ReactNode;
  let title = t('advisors.editTitle');
  if (!isAdmin) content = <NoAccess />;
  else if (advisor.isLoading || options.isLoading) content = <LoadingState />;
  else if (advisor.isError || options.isError) content = <ErrorState error={advisor.error ?? options.error} />;
  else if (advisor.data) {
    const data = advisor.data;
    title = `${data.firstName} ${data.surname}`;
    content = (
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('advisors.fields.status')}:
              </Text>
              <StatusBadge color={advisorStatusColor[data.status]} data-testid="advisor-status">
                {t(`enums:advisorStatus.${data.status}`)}
              </StatusBadge>
            </Group>
            <AdvisorActionButtons advisor={data} selfEmail={session.user.user.email} />
          </Group>
        </Paper>
        <AdvisorForm
          // A saved or re-read advisor starts the form afresh from what is stored.
          key={JSON.stringify(advisorToFormValues(data))}
          initialValues={advisorToFormValues(data)}
          networks={options.data?.brokerNetworks ?? []}
          submitLabel={t('advisors.form.save')}
          onSubmit={(payload) => update.mutateAsync(payload)}
          onCancel={() => void navigate(paths.app.advisors.getHref())}
        />
      </Stack>
    );
  }

  return (
    <AdminPage title={title} description={t('advisors.editDescription')} actions={back}>
      {content}
    </AdminPage>
  );
}
