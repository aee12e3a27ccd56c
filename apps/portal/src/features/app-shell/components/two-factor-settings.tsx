import { Alert, Button, Center, Code, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { errorCodes } from '@wl/shared/errors';
import { twoFactorCodePayloadSchema } from '@wl/shared/schemas';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert, TwoFactorCodeInput } from '@/components/auth-card.tsx';
import { ApiRequestError } from '@/lib/api/api-error.ts';
import { authApi } from '@/lib/api/auth-api.ts';
import { useFieldProps } from '@/lib/forms/form-helpers.ts';
import { useOpenedAfterMount } from '@/lib/use-opened-after-mount.ts';

function CodeForm({
  submitLabel,
  color,
  onCode,
}: {
  submitLabel: string;
  color?: string;
  onCode: (code: string) => Promise<unknown>;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: zod4Resolver(twoFactorCodePayloadSchema, { errorPriority: 'first' }),
  });
  const field = useFieldProps(form);
  const mutation = useMutation({ mutationFn: (code: string) => onCode(code) });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values.code.trim()))}>
      <Stack gap="sm">
        <ApiErrorAlert error={mutation.error} />
        <TwoFactorCodeInput {...field('code')} />
        <Button type="submit" loading={mutation.isPending} {...(color ? { color } : {})}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * TOTP enrolment from the advisor's menu: opening it starts a setup (a pending secret that locks
 * nobody out until confirmed). The API refuses a setup only when the second factor is already on
 * (`twoFactorState`), which is how the dialog knows to offer turning it off instead.
 */
function TwoFactorSettingsBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const setup = useMutation({ mutationFn: authApi.twoFactorSetup });
  const { mutate } = setup;
  useEffect(() => {
    mutate();
  }, [mutate]);

  const done = (message: string) => {
    notifications.show({ color: 'green', message });
    onClose();
  };

  if (setup.isPending || setup.isIdle) {
    return (
      <Center py="xl">
        <Loader aria-label={t('twoFactorSettings.loading')} />
      </Center>
    );
  }
  const alreadyOn = setup.error instanceof ApiRequestError && setup.error.code === errorCodes.twoFactorState;
  if (alreadyOn) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light">
          {t('twoFactorSettings.enabled')}
        </Alert>
        <Text size="sm">{t('twoFactorSettings.disableIntro')}</Text>
        <CodeForm
          submitLabel={t('twoFactorSettings.disable')}
          color="red"
          onCode={async (code) => {
            await authApi.twoFactorDisable(code);
            done(t('twoFactorSettings.disabled'));
          }}
        />
      </Stack>
    );
  }
  if (setup.error || !setup.data) return <ApiErrorAlert error={setup.error} />;
  return (
    <Stack gap="md">
      <Text size="sm">{t('twoFactorSettings.setupIntro')}</Text>
      <Center>
        <Image src={setup.data.qrCodeDataUrl} alt={t('twoFactorSettings.qrAlt')} w={200} h={200} />
      </Center>
      <div>
        <Text size="sm" fw={600}>
          {t('twoFactorSettings.secret')}
        </Text>
        <Code block style={{ wordBreak: 'break-all' }}>
          {setup.data.secret}
        </Code>
      </div>
      <CodeForm
        submitLabel={t('twoFactorSettings.enable')}
        onCode={async (code) => {
          await authApi.twoFactorConfirm(code);
          done(t('twoFactorSettings.enabledDone'));
        }}
      />
    </Stack>
  );
}

export function TwoFactorSettings({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  // Loaded when first opened (app-layout.tsx): it opens once mounted, so it gives the focus back.
  const open = useOpenedAfterMount(opened);
  return (
    <Modal opened={open} onClose={onClose} title={t('twoFactorSettings.title')} centered>
      {open && <TwoFactorSettingsBody onClose={onClose} />}
    </Modal>
  );
}
