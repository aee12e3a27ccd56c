import { Button, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { addDays, DOCUMENT_EXPIRY_MIN_DAYS, todayIso } from '@wl/shared/rules';
import type { AdvisorForm as AdvisorPayload, BrokerNetwork } from '@wl/shared/schemas';
import { documentTypes } from '@wl/shared/schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { countryOptions } from '@/lib/countries.ts';
import { DATE_INPUT_FORMAT, dateToIso, isoToDate, parseTypedDate } from '@/lib/dates.ts';
import { validateOnBlur } from '@/lib/forms/blur-validation.ts';
import { violationsToFormErrors } from '@/lib/forms/validation.ts';
import {
  type AdvisorFormValues,
  advisorFormFields,
  toAdvisorPayload,
  validateAdvisorForm,
} from '../lib/advisor-form-values.ts';

interface AdvisorFormProps {
  initialValues: AdvisorFormValues;
  /** The tenant's networks (GET /api/advisor/advisor-form). */
  networks: readonly BrokerNetwork[];
  submitLabel: string;
  /** Saves the advisor; a refusal's violations are shown beside their fields. */
  onSubmit: (payload: AdvisorPayload) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * The advisor create and edit form (spec §3 fields, §5 rules): validated by the shared
 * `advisorFormSchema` as the user types and on submit, so a refused value never reaches the API;
 * what only the server knows (e-mail already used, an unknown network) comes back as violations
 * and is shown on the field.
 */
export function AdvisorForm({ initialValues, networks, submitLabel, onSubmit, onCancel }: AdvisorFormProps) {
  const { t } = useTranslation(['admin', 'enums']);
  const { language } = useBranding();
  const form = useForm<AdvisorFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validateAdvisorForm(values, language),
    ...validateOnBlur,
  });
  const countries = useMemo(() => countryOptions(language, initialValues.country), [language, initialValues.country]);
  // Earlier days are greyed out in the calendar, but not given to the input as `minDate`: Mantine
  // drops a typed date before `minDate` and empties the field on blur, so the user would read
  // "required" instead of the §5 rule's message about the 7 days, and lose what they typed.
  const earliestExpiry = addDays(todayIso(), DOCUMENT_EXPIRY_MIN_DAYS);
  const beforeEarliestExpiry = (date: Date) => dateToIso(date) < earliestExpiry;

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(toAdvisorPayload(values));
    } catch (error) {
      const fieldErrors = violationsToFormErrors(error, advisorFormFields);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      notifications.show({
        color: 'red',
        title: t('advisors.form.saveFailed'),
        message: messageOfError(error, language).text,
      });
    }
  });

  const dateProps = (field: 'documentExpiryDate' | 'powerOfAttorneyStart' | 'powerOfAttorneyEnd') => {
    const input = form.getInputProps(field);
    return {
      ...input,
      value: isoToDate(form.getValues()[field]),
      onChange: (value: Date | null) => form.setFieldValue(field, dateToIso(value)),
      valueFormat: DATE_INPUT_FORMAT,
      dateParser: (text: string) => parseTypedDate(text) ?? new Date(Number.NaN),
      placeholder: t('advisors.form.datePlaceholder'),
      locale: language,
      clearable: true,
    };
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Fieldset legend={t('advisors.form.personalData')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('advisors.fields.firstName')}
              required
              autoComplete="off"
              key={form.key('firstName')}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('advisors.fields.surname')}
              required
              autoComplete="off"
              key={form.key('surname')}
              {...form.getInputProps('surname')}
            />
            <TextInput
              label={t('advisors.fields.email')}
              type="email"
              required
              autoComplete="off"
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('advisors.fields.externalId')}
              description={t('advisors.form.externalIdHint')}
              autoComplete="off"
              key={form.key('externalId')}
              {...form.getInputProps('externalId')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('advisors.form.identityDocument')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('advisors.fields.documentType')}
              required
              data={documentTypes.map((type) => ({ value: type, label: t(`enums:documentType.${type}`) }))}
              allowDeselect={false}
              key={form.key('documentType')}
              {...form.getInputProps('documentType')}
            />
            <TextInput
              label={t('advisors.fields.documentNumber')}
              required
              autoComplete="off"
              key={form.key('documentNumber')}
              {...form.getInputProps('documentNumber')}
            />
            <DateInput
              label={t('advisors.fields.documentExpiryDate')}
              description={t('advisors.form.expiryHint')}
              required
              excludeDate={beforeEarliestExpiry}
              key={form.key('documentExpiryDate')}
              {...dateProps('documentExpiryDate')}
            />
            <Select
              label={t('advisors.fields.country')}
              required
              searchable
              data={countries}
              allowDeselect={false}
              nothingFoundMessage={t('advisors.form.noCountry')}
              key={form.key('country')}
              {...form.getInputProps('country')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('advisors.form.powerOfAttorney')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateInput
              label={t('advisors.fields.powerOfAttorneyStart')}
              required
              key={form.key('powerOfAttorneyStart')}
              {...dateProps('powerOfAttorneyStart')}
            />
            <DateInput
              label={t('advisors.fields.powerOfAttorneyEnd')}
              description={t('advisors.form.powerOfAttorneyEndHint')}
              key={form.key('powerOfAttorneyEnd')}
              {...dateProps('powerOfAttorneyEnd')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('advisors.fields.brokerNetworkIds')}>
          {networks.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('advisors.form.noNetworks')}
            </Text>
          ) : null}
          <Checkbox.Group
            label={t('advisors.form.networksLabel')}
            required
            key={form.key('brokerNetworkIds')}
            {...form.getInputProps('brokerNetworkIds')}
          >
            <Stack gap="xs" mt="xs">
              {networks.map((network) => (
                <Checkbox key={network.id} value={network.id} label={network.name} />
              ))}
            </Stack>
          </Checkbox.Group>
        </Fieldset>

        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
