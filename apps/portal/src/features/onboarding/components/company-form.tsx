import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import type { Company } from '@wl/shared/schemas';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '@/lib/branding-context.tsx';
import { countryOptions } from '@/lib/countries.ts';
import { validateOnBlur } from '@/lib/forms/blur-validation.ts';
import {
  type CompanyFormValues,
  emptyRepresentative,
  validateCompanyForm,
  valuesToCompany,
} from '../lib/company-form.ts';

const MAX_REPRESENTATIVES = 50;

/**
 * The data of a new company, loaded from the register or typed in, to review and edit before it
 * is saved: name, legal form, register numbers, core business, tax office, the registered address
 * and the representatives (who signs; whether their identity was verified, which the investor
 * cannot change).
 */
export function CompanyForm({
  initialValues,
  submitting,
  onSubmit,
  actions,
}: {
  initialValues: CompanyFormValues;
  submitting: boolean;
  onSubmit: (company: Company) => void;
  /** Rendered under the form; must contain the submit button (type="submit"). */
  actions: ReactNode;
}) {
  const { t } = useTranslation(['onboarding', 'validation']);
  const { language } = useBranding();
  const form = useForm<CompanyFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validateCompanyForm(values, language),
    ...validateOnBlur,
  });
  const countries = useMemo(
    () => countryOptions(language, initialValues.registeredAddress.country),
    [language, initialValues.registeredAddress.country],
  );
  const field = (name: string, label: string, options: { required?: boolean; description?: string } = {}) => (
    <TextInput
      label={label}
      required={options.required ?? true}
      description={options.description}
      autoComplete="off"
      key={form.key(name)}
      {...form.getInputProps(name)}
    />
  );
  const representatives = form.getValues().representatives;
  const listError = form.errors.representatives;

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(valuesToCompany(values)))} noValidate aria-busy={submitting}>
      <Stack gap="md">
        <Fieldset legend={t('company.details')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('name', t('company.fields.name'))}
            {field('legalForm', t('company.fields.legalForm'))}
            {field('registerNumber', t('company.fields.registerNumber'))}
            {field('statisticalNumber', t('company.fields.statisticalNumber'), {
              description: t('company.statisticalNumberHint'),
            })}
            {field('coreBusiness', t('company.fields.coreBusiness'))}
            {field('taxOffice', t('company.fields.taxOffice'))}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('company.address')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('registeredAddress.street', t('company.fields.street'))}
            <SimpleGrid cols={2} spacing="sm">
              {field('registeredAddress.houseNumber', t('company.fields.houseNumber'))}
              {field('registeredAddress.flatNumber', t('company.fields.flatNumber'), { required: false })}
            </SimpleGrid>
            {field('registeredAddress.zipCode', t('company.fields.zipCode'))}
            {field('registeredAddress.city', t('company.fields.city'))}
            {field('registeredAddress.commune', t('company.fields.commune'), { required: false })}
            {field('registeredAddress.county', t('company.fields.county'), { required: false })}
            {field('registeredAddress.voivodeship', t('company.fields.voivodeship'), { required: false })}
            <Select
              label={t('company.fields.country')}
              required
              searchable
              allowDeselect={false}
              data={countries}
              key={form.key('registeredAddress.country')}
              {...form.getInputProps('registeredAddress.country')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('company.representatives')}>
          <Stack gap="sm">
            {representatives.map((person, index) => {
              const number = index + 1;
              return (
                <Paper key={person.key} withBorder radius="sm" p="sm" data-testid="representative">
                  <Stack gap="xs">
                    <Group justify="space-between" gap="xs">
                      <Text fw={600} size="sm">
                        {t('company.representative', { number })}
                      </Text>
                      <Group gap="xs">
                        <Badge
                          variant="light"
                          color={person.verified ? 'green' : 'gray'}
                          leftSection={person.verified ? <IconShieldCheck size={12} aria-hidden /> : undefined}
                        >
                          {person.verified ? t('company.verified') : t('company.notVerified')}
                        </Badge>
                        {representatives.length > 1 ? (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => form.removeListItem('representatives', index)}
                            aria-label={t('company.removeRepresentative', { number })}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        ) : null}
                      </Group>
                    </Group>
                    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                      {field(`representatives.${index}.firstName`, t('company.fields.firstName'))}
                      {field(`representatives.${index}.surname`, t('company.fields.surname'))}
                      {field(`representatives.${index}.function`, t('company.fields.function'))}
                    </SimpleGrid>
                    <Checkbox
                      label={t('company.fields.signer')}
                      key={form.key(`representatives.${index}.signer`)}
                      {...form.getInputProps(`representatives.${index}.signer`, { type: 'checkbox' })}
                    />
                  </Stack>
                </Paper>
              );
            })}
            {listError ? (
              <Text c="red" size="sm" role="alert">
                {listError}
              </Text>
            ) : null}
            {representatives.length < MAX_REPRESENTATIVES ? (
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => form.insertListItem('representatives', emptyRepresentative())}
                >
                  {t('company.addRepresentative')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Fieldset>
        {actions}
      </Stack>
    </form>
  );
}
