import { Alert, Button, Group, MultiSelect, Stack, TextInput, Title } from '@mantine/core';
import { createTenantAdminSchema } from '@wl/shared/console';
import { useState } from 'react';
import { errorText } from '../../../lib/error-text.ts';
import { errorCode, type FieldErrors, localErrors, serverErrors } from '../../../lib/form-issues.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';

const empty = { email: '', firstName: '', surname: '', networkIds: [] as string[] };

/** "Add an admin of advisors": they get a branded activation mail on the tenant's host. */
export function AdminForm({ tenantId }: { tenantId: string }) {
  const { t, language } = useI18n();
  const networks = trpc.catalogue.networks.list.useQuery({ tenantId });
  const create = trpc.catalogue.admins.create.useMutation();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async () => {
    setSent(null);
    setFailure(null);
    const parsed = createTenantAdminSchema.safeParse({
      tenantId,
      email: form.email.trim(),
      firstName: form.firstName.trim(),
      surname: form.surname.trim(),
      networkIds: form.networkIds,
    });
    if (!parsed.success) {
      setErrors(localErrors(parsed.error, language));
      return;
    }
    setErrors({});
    try {
      const result = await create.mutateAsync(parsed.data);
      setSent(t('catalogue.admin.sent', { email: parsed.data.email, origin: result.activationOrigin }));
      setForm(empty);
    } catch (error) {
      if (errorCode(error) === 'CONFLICT') {
        setErrors({ email: errorText(error, language) });
        return;
      }
      const fields = serverErrors(error, language);
      if (fields) setErrors(fields);
      else setFailure(t('catalogue.saveFailed'));
    }
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('catalogue.admin.title')}
      </Title>
      <TextInput
        label={t('catalogue.admin.email')}
        type="email"
        value={form.email}
        onChange={(event) => setForm({ ...form, email: event.currentTarget.value })}
        error={errors.email}
        required
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('catalogue.admin.firstName')}
          value={form.firstName}
          onChange={(event) => setForm({ ...form, firstName: event.currentTarget.value })}
          error={errors.firstName}
          required
        />
        <TextInput
          label={t('catalogue.admin.surname')}
          value={form.surname}
          onChange={(event) => setForm({ ...form, surname: event.currentTarget.value })}
          error={errors.surname}
          required
        />
      </Group>
      <MultiSelect
        label={t('catalogue.admin.networks')}
        data={(networks.data ?? []).map((network) => ({ value: network.id, label: network.name }))}
        value={form.networkIds}
        onChange={(networkIds) => setForm({ ...form, networkIds })}
        error={errors.networkIds}
        required
      />
      {sent && (
        <Alert color="green" role="status">
          {sent}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group>
        <Button onClick={() => void submit()} loading={create.isPending}>
          {t('catalogue.admin.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
