import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AdminPage, ErrorState, LoadingState, NoAccess } from '@/components/admin-page.tsx';
import { paths } from '@/config/paths.ts';
import { useSignedInSession } from '@/lib/session/session-context.tsx';
import { advisorKeys, createAdvisor, fetchAdvisorFormOptions } from '../api/advisors-api.ts';
import { AdvisorForm } from '../components/advisor-form.tsx';
import { emptyAdvisorForm } from '../lib/advisor-form-values.ts';

/** /app/advisors/new: an admin adds an advisor (status initial; the API mails the activation link). */
export default function AdvisorNewPage() {
  const { t } = useTranslation('admin');
  const session = useSignedInSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useQuery({ queryKey: advisorKeys.formOptions, queryFn: fetchAdvisorFormOptions });
  const create = useMutation({
    mutationFn: createAdvisor,
    onSuccess: async (advisor) => {
      await queryClient.invalidateQueries({ queryKey: advisorKeys.all });
      notifications.show({
        color: 'green',
        message: t('advisors.form.created', { name: `${advisor.firstName} ${advisor.surname}` }),
      });
      await navigate(paths.app.advisor.getHref(advisor.id));
    },
  });

  const back = (
    <Anchor component={Link} to={paths.app.advisors.getHref()} size="sm">
      {t('advisors.backToList')}
    </Anchor>
  );

  let content: ReactNode;
  if (!session.roles.includes('admin')) content = <NoAccess />;
  else if (options.isLoading) content = <LoadingState />;
  else if (options.isError) content = <ErrorState error={options.error} />;
  else
    content = (
      <AdvisorForm
        initialValues={emptyAdvisorForm}
        networks={options.data?.brokerNetworks ?? []}
        submitLabel={t('advisors.form.create')}
        onSubmit={(payload) => create.mutateAsync(payload)}
        onCancel={() => void navigate(paths.app.advisors.getHref())}
      />
    );

  return (
    <AdminPage title={t('advisors.newTitle')} description={t('advisors.newDescription')} actions={back}>
      {content}
    </AdminPage>
  );
}
