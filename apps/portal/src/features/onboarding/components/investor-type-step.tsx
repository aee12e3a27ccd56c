import { Alert, Button, Group, Paper, Radio, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconBuilding, IconUser } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvestorType, OnboardingRequestDetail, OnboardingRole } from '@wl/shared/schemas';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { investorOnboardingKeys, saveClient } from '../api/onboarding-api.ts';
import { rememberedTypeChoice, rememberTypeChoice } from '../lib/type-choice.ts';
import { StepActions } from './step-actions.tsx';

function TypeCard({ value, icon, title, hint }: { value: InvestorType; icon: ReactNode; title: string; hint: string }) {
  return (
    <Radio.Card value={value} radius="md" p="md" data-testid={`investor-type-${value}`}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Radio.Indicator mt={4} />
        <ThemeIcon variant="light" color="brand" size={36} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
    </Radio.Card>
  );
}

/**
 * Spec §2 "investor type choice: natural person or legal person"; legal persons only where the
 * host enables them (the role's `investorTypes`). A natural person is saved at once; a legal
 * person goes on to the company step, where the company is saved with the type.
 */
export function InvestorTypeStep({
  request,
  role,
  onBack,
  onSaved,
  onLegalPerson,
}: {
  request: OnboardingRequestDetail;
  role: OnboardingRole;
  onBack: () => void;
  onSaved: () => void;
  onLegalPerson: () => void;
}) {
  const { t } = useTranslation(['onboarding', 'validation']);
  const { language } = useBranding();
  const queryClient = useQueryClient();
  const offered = role.investorTypes;
  // What the server holds, else what was chosen here before a reload, else the only choice.
  const remembered = rememberedTypeChoice(request.id);
  const initial =
    request.investorType && offered.includes(request.investorType)
      ? request.investorType
      : remembered && offered.includes(remembered)
        ? remembered
        : offered.length === 1
          ? offered[0]
          : null;
  const [value, setValue] = useState<InvestorType | null>(initial ?? null);
  const [error, setError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () => saveClient(request.id, { investorType: 'natural-person' }),
    onSuccess: (detail) => {
      queryClient.setQueryData(investorOnboardingKeys.detail(request.id), detail);
      onSaved();
    },
    onError: (failure) =>
      notifications.show({
        color: 'red',
        title: t('type.saveFailed'),
        message: messageOfError(failure, language).text,
      }),
  });

  const next = () => {
    if (value === null) {
      setError(t('validation:required'));
      return;
    }
    if (value === 'legal-person') onLegalPerson();
    else if (request.investorType === 'natural-person') onSaved();
    else save.mutate();
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="type-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="type-title">
            {t('type.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('type.description')}
          </Text>
        </div>
        <Radio.Group
          value={value}
          onChange={(next) => {
            setValue(next as InvestorType);
            rememberTypeChoice(request.id, next as InvestorType);
            setError(null);
          }}
          label={t('type.label')}
          error={error}
          required
        >
          <Stack gap="sm" mt="xs">
            <TypeCard
              value="natural-person"
              icon={<IconUser size={20} />}
              title={t('type.natural')}
              hint={t('type.naturalHint')}
            />
            {offered.includes('legal-person') ? (
              <TypeCard
                value="legal-person"
                icon={<IconBuilding size={20} />}
                title={t('type.legal')}
                hint={t('type.legalHint')}
              />
            ) : null}
          </Stack>
        </Radio.Group>
        {!role.legalPersonsEnabled ? (
          <Alert variant="light" color="gray">
            {t('type.legalUnavailable')}
          </Alert>
        ) : null}
        <StepActions onBack={onBack}>
          <Button onClick={next} loading={save.isPending} rightSection={<IconArrowRight size={16} aria-hidden />}>
            {t('nav.next')}
          </Button>
        </StepActions>
      </Stack>
    </Paper>
  );
}
