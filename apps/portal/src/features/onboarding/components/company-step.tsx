import { Alert, Button, Flex, Paper, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconCloudDownload, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { existingCompanySchema, registerLookupSchema } from '@wl/shared/rules';
import type {
  Company,
  CompanyRegisterEntry,
  InvestorCompanyChoice,
  OnboardingClientPayload,
  OnboardingRequestDetail,
  OnboardingRole,
} from '@wl/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { validateWithSchema } from '@/lib/forms/validation.ts';
import { investorOnboardingKeys, lookUpCompany, saveClient } from '../api/onboarding-api.ts';
import { type CompanyFormValues, companyToValues, emptyCompanyValues } from '../lib/company-form.ts';
import { CompanyForm } from './company-form.tsx';
import { StepActions } from './step-actions.tsx';

type Mode = 'existing' | 'new';

function withoutExists({ exists: _exists, ...company }: CompanyRegisterEntry): Company {
  return company;
}

/** An existing company of the investor's (spec §5 "company must be chosen from existing ones"). */
function ExistingCompany({
  companies,
  initialId,
  saving,
  onBack,
  onSave,
}: {
  companies: readonly InvestorCompanyChoice[];
  initialId: string | null;
  saving: boolean;
  onBack: () => void;
  onSave: (companyId: string) => void;
}) {
  const { t } = useTranslation(['onboarding', 'validation']);
  const { language } = useBranding();
  const [companyId, setCompanyId] = useState<string | null>(initialId);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const errors = validateWithSchema(
      existingCompanySchema(companies.map((company) => company.id)),
      companyId ?? undefined,
      language,
    );
    const message = Object.values(errors)[0];
    if (message) setError(String(message));
    else if (companyId) onSave(companyId);
  };
  return (
    <Stack gap="md">
      <Select
        label={t('company.choose')}
        placeholder={t('company.choosePlaceholder')}
        required
        data={companies.map((company) => ({
          value: company.id,
          label: t('company.chooseOption', { name: company.name, registerNumber: company.registerNumber }),
        }))}
        value={companyId}
        onChange={(value) => {
          setCompanyId(value);
          setError(null);
        }}
        error={error}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <StepActions onBack={onBack}>
        <Button onClick={submit} loading={saving} rightSection={<IconArrowRight size={16} aria-hidden />}>
          {t('company.save')}
        </Button>
      </StepActions>
    </Stack>
  );
}

/**
 * A new company: its KRS number, loaded from the company register (never without a number,
 * spec §5), then reviewed and saved. A company the tenant already has is not added again: the
 * "company exists" warning sends the investor to the existing ones.
 */
function NewCompany({
  ownCompanies,
  saving,
  onBack,
  onSave,
  onChooseExisting,
}: {
  ownCompanies: readonly InvestorCompanyChoice[];
  saving: boolean;
  onBack: () => void;
  onSave: (company: Company) => void;
  onChooseExisting: (companyId: string) => void;
}) {
  const { t } = useTranslation(['onboarding', 'errors', 'validation']);
  const { language } = useBranding();
  const [registerNumber, setRegisterNumber] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [form, setForm] = useState<{ id: string; values: CompanyFormValues; loaded: boolean } | null>(null);
  const [existing, setExisting] = useState<CompanyRegisterEntry | null>(null);

  const lookup = useMutation({
    mutationFn: lookUpCompany,
    onMutate: () => {
      setExisting(null);
    },
    onSuccess: (entry) => {
      if (entry.exists) {
        setExisting(entry);
        setForm(null);
      } else {
        setForm({
          id: `register-${entry.registerNumber}`,
          values: companyToValues(withoutExists(entry)),
          loaded: true,
        });
      }
    },
  });

  const load = () => {
    const errors = validateWithSchema(registerLookupSchema, { registerNumber }, language);
    const message = errors.registerNumber;
    if (message) {
      setNumberError(String(message));
      return;
    }
    setNumberError(null);
    // The number as the register has it: `KRS 0000-123-456` is asked for as `0000123456`.
    lookup.mutate(registerLookupSchema.parse({ registerNumber }).registerNumber);
  };

  const own = existing ? ownCompanies.find((company) => company.registerNumber === existing.registerNumber) : undefined;

  return (
    <Stack gap="md">
      <TextInput
        label={t('company.registerNumber')}
        description={t('company.registerNumberHint')}
        value={registerNumber}
        onChange={(event) => {
          setRegisterNumber(event.currentTarget.value);
          setNumberError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            load();
          }
        }}
        error={numberError}
        inputMode="numeric"
        autoComplete="off"
        inputContainer={(input) => (
          <Flex gap="xs" direction={{ base: 'column', xs: 'row' }} align={{ base: 'stretch', xs: 'flex-end' }}>
            <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
            <Button
              onClick={load}
              loading={lookup.isPending}
              leftSection={<IconCloudDownload size={16} aria-hidden />}
              variant="light"
            >
              {t('company.load')}
            </Button>
          </Flex>
        )}
      />

      {lookup.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('company.loadFailed')}
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{messageOfError(lookup.error, language).text}</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() =>
                setForm({ id: `manual-${Date.now()}`, values: emptyCompanyValues(registerNumber), loaded: false })
              }
            >
              {t('company.manual')}
            </Button>
          </Stack>
        </Alert>
      ) : null}

      {existing ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={
            <Text component="span" fw={700} size="sm" c="gray.9">
              {t('company.existsTitle', { name: existing.name })}
            </Text>
          }
          role="alert"
          data-testid="company-exists"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('errors:companyExists')}</Text>
            {own ? (
              <Button size="compact-sm" onClick={() => onChooseExisting(own.id)}>
                {t('company.chooseExisting')}
              </Button>
            ) : (
              <Text size="sm">{t('company.existsOther')}</Text>
            )}
          </Stack>
        </Alert>
      ) : null}

      {form ? (
        <>
          {form.loaded ? (
            <Alert color="green" variant="light" icon={<IconInfoCircle size={18} />}>
              {t('company.loaded')}
            </Alert>
          ) : null}
          <CompanyForm
            key={form.id}
            initialValues={form.values}
            submitting={saving}
            onSubmit={onSave}
            actions={
              <StepActions onBack={onBack}>
                <Button type="submit" loading={saving} rightSection={<IconArrowRight size={16} aria-hidden />}>
                  {t('company.save')}
                </Button>
              </StepActions>
            }
          />
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('company.loadHint')}{' '}
            <Button
              variant="transparent"
              size="compact-sm"
              px={0}
              onClick={() =>
                setForm({ id: `manual-${Date.now()}`, values: emptyCompanyValues(registerNumber), loaded: false })
              }
            >
              {t('company.manual')}
            </Button>
          </Text>
          <StepActions onBack={onBack}>
            <span />
          </StepActions>
        </>
      )}
    </Stack>
  );
}

/** Spec §2 "company selection: existing or new, load from the company register, company-exists warning". */
export function CompanyStep({
  request,
  role,
  onBack,
  onSaved,
}: {
  request: OnboardingRequestDetail;
  role: OnboardingRole;
  onBack: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const { language } = useBranding();
  const queryClient = useQueryClient();
  const companies = role.companies;
  const [mode, setMode] = useState<Mode>(companies.length > 0 ? 'existing' : 'new');
  const [chosenId, setChosenId] = useState<string | null>(request.company?.id ?? null);

  const save = useMutation({
    mutationFn: (payload: OnboardingClientPayload) => saveClient(request.id, payload),
    onSuccess: async (detail) => {
      queryClient.setQueryData(investorOnboardingKeys.detail(request.id), detail);
      await queryClient.invalidateQueries({ queryKey: investorOnboardingKeys.role });
      onSaved();
    },
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="company-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="company-title">
            {t('company.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('company.description')}
          </Text>
        </div>
        {companies.length > 0 ? (
          <SegmentedControl
            value={mode}
            onChange={(value) => {
              setMode(value as Mode);
              save.reset();
            }}
            data={[
              { value: 'existing', label: t('company.existing') },
              { value: 'new', label: t('company.new') },
            ]}
            aria-label={t('company.modeLabel')}
            fullWidth
          />
        ) : null}
        {save.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('company.saveFailed')}
            role="alert"
          >
            {messageOfError(save.error, language).text}
          </Alert>
        ) : null}
        {mode === 'existing' && companies.length > 0 ? (
          <ExistingCompany
            key={chosenId ?? 'none'}
            companies={companies}
            initialId={chosenId}
            saving={save.isPending}
            onBack={onBack}
            onSave={(companyId) =>
              save.mutate({ investorType: 'legal-person', company: { kind: 'existing', companyId } })
            }
          />
        ) : (
          <NewCompany
            ownCompanies={companies}
            saving={save.isPending}
            onBack={onBack}
            onSave={(company) => save.mutate({ investorType: 'legal-person', company: { kind: 'new', company } })}
            onChooseExisting={(companyId) => {
              setChosenId(companyId);
              setMode('existing');
              save.reset();
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
