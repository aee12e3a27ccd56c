import { Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emptyTaxResidency } from '../../lib/form-values.ts';
import { errorAt, type KycForm } from '../../lib/kyc-form.ts';
import { CountrySelect } from '../fields/country-select.tsx';
import { GroupError } from '../fields/group-error.tsx';
import { AddRowButton, RowCard } from '../fields/row-card.tsx';
import { useKycValue } from '../fields/use-kyc-value.ts';
import { YesNoField } from '../fields/yes-no-field.tsx';

const S = 'fatcaCrs';
const MAX_RESIDENCIES = 10;

/**
 * Section 6, FATCA/CRS self-certification: US person (then a US TIN), every country of tax
 * residence with its TIN or the reason there is none, and the declaration that it is true.
 */
export function FatcaCrsSection({ form }: { form: KycForm }) {
  const { t } = useTranslation(['kyc', 'admin']);
  const shown = useKycValue(form, (values) => ({
    usPerson: values[S].usPerson,
    // A reason given makes the TIN optional.
    residencies: values[S].taxResidencies.map((row) => ({ key: row.key, tinRequired: !row.noTinReason.trim() })),
  }));
  const label = (name: string) => t(`admin:kyc.fields.${name}` as 'admin:kyc.fields.firstName');
  const text = (field: string, name: string, required: boolean, description?: string) => (
    <TextInput
      {...form.getInputProps(field)}
      label={label(name)}
      required={required}
      description={description}
      autoComplete="off"
      key={form.key(field)}
    />
  );

  return (
    <Stack gap="lg">
      <YesNoField
        form={form}
        path={`${S}.usPerson`}
        label={t('kyc:fields.usPerson')}
        description={t('kyc:hints.usPerson')}
      />
      {shown.usPerson ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text(`${S}.usTin`, 'usTin', true)}
        </SimpleGrid>
      ) : null}

      <Stack gap="sm">
        <Text fw={600}>{label('taxResidencies')}</Text>
        <Text size="sm" c="dimmed">
          {t('kyc:hints.taxResidencies')}
        </Text>
        <GroupError message={errorAt(form, `${S}.taxResidencies`)} />
        {shown.residencies.map((row, index) => {
          const field = (name: string) => `${S}.taxResidencies.${index}.${name}`;
          return (
            <RowCard
              key={row.key}
              title={t('kyc:rows.taxResidency', { number: index + 1 })}
              onRemove={
                shown.residencies.length > 1 ? () => form.removeListItem(`${S}.taxResidencies`, index) : undefined
              }
            >
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <CountrySelect form={form} path={field('country')} label={label('country')} />
                {text(field('tin'), 'tin', row.tinRequired)}
                {text(field('noTinReason'), 'noTinReason', false, t('kyc:hints.noTinReason'))}
              </SimpleGrid>
            </RowCard>
          );
        })}
        <AddRowButton
          label={t('kyc:actions.addTaxResidency')}
          onClick={() => form.insertListItem(`${S}.taxResidencies`, emptyTaxResidency())}
          disabled={shown.residencies.length >= MAX_RESIDENCIES}
        />
      </Stack>

      <Checkbox
        {...form.getInputProps(`${S}.declarationAccepted`, { type: 'checkbox' })}
        label={t('kyc:fields.fatcaDeclaration')}
        required
        key={form.key(`${S}.declarationAccepted`)}
      />
    </Stack>
  );
}
