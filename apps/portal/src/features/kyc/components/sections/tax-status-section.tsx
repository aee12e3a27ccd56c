import { Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emptyBeneficialOwner, emptyTaxNumber } from '../../lib/form-values.ts';
import { errorAt, type KycForm } from '../../lib/kyc-form.ts';
import { CountrySelect } from '../fields/country-select.tsx';
import { DateField } from '../fields/date-field.tsx';
import { GroupError } from '../fields/group-error.tsx';
import { AddRowButton, RowCard } from '../fields/row-card.tsx';
import { useKycValue } from '../fields/use-kyc-value.ts';
import { YesNoField } from '../fields/yes-no-field.tsx';

const S = 'taxStatus';
const MAX_TAX_NUMBERS = 10;
const MAX_OWNERS = 20;

/**
 * Section 2, tax status of the beneficial owner: the main tax number and any others (rows), and
 * whether the investor acts on their own behalf; if not, the beneficial owners (rows).
 */
export function TaxStatusSection({ form }: { form: KycForm }) {
  const { t } = useTranslation(['kyc', 'admin']);
  const shown = useKycValue(form, (values) => ({
    taxNumbers: values[S].otherTaxNumbers.map((row) => row.key),
    actsOnOwnBehalf: values[S].actsOnOwnBehalf,
    owners: values[S].beneficialOwners.map((row) => row.key),
  }));
  const label = (name: string) => t(`admin:kyc.fields.${name}` as 'admin:kyc.fields.firstName');
  const input = (field: string, name: string, required = true, description?: string) => (
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
      <Fieldset legend={label('mainTaxNumber')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <CountrySelect form={form} path={`${S}.mainTaxNumber.country`} label={t('kyc:fields.taxCountry')} />
          {input(`${S}.mainTaxNumber.number`, 'number', true, t('kyc:hints.mainTaxNumber'))}
        </SimpleGrid>
      </Fieldset>

      <Stack gap="sm">
        <Text fw={600}>{label('otherTaxNumbers')}</Text>
        {shown.taxNumbers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('kyc:hints.noOtherTaxNumbers')}
          </Text>
        ) : null}
        {shown.taxNumbers.map((key, index) => (
          <RowCard
            key={key}
            title={t('kyc:rows.taxNumber', { number: index + 1 })}
            onRemove={() => form.removeListItem(`${S}.otherTaxNumbers`, index)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <CountrySelect
                form={form}
                path={`${S}.otherTaxNumbers.${index}.country`}
                label={t('kyc:fields.taxCountry')}
              />
              {input(`${S}.otherTaxNumbers.${index}.number`, 'number')}
            </SimpleGrid>
          </RowCard>
        ))}
        <AddRowButton
          label={t('kyc:actions.addTaxNumber')}
          onClick={() => form.insertListItem(`${S}.otherTaxNumbers`, emptyTaxNumber())}
          disabled={shown.taxNumbers.length >= MAX_TAX_NUMBERS}
        />
      </Stack>

      <YesNoField
        form={form}
        path={`${S}.actsOnOwnBehalf`}
        label={t('kyc:fields.actsOnOwnBehalf')}
        description={t('kyc:hints.actsOnOwnBehalf')}
        onAnswer={(own) => {
          if (!own && form.getValues()[S].beneficialOwners.length === 0)
            form.insertListItem(`${S}.beneficialOwners`, emptyBeneficialOwner());
        }}
      />

      {shown.actsOnOwnBehalf === false ? (
        <Stack gap="sm">
          <Text fw={600}>{label('beneficialOwners')}</Text>
          <GroupError message={errorAt(form, `${S}.beneficialOwners`) && t('kyc:errors.beneficialOwnersRequired')} />
          {shown.owners.map((key, index) => {
            const field = (name: string) => `${S}.beneficialOwners.${index}.${name}`;
            return (
              <RowCard
                key={key}
                title={t('kyc:rows.beneficialOwner', { number: index + 1 })}
                onRemove={() => form.removeListItem(`${S}.beneficialOwners`, index)}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {input(field('firstName'), 'firstName')}
                  {input(field('surname'), 'surname')}
                  <DateField form={form} path={field('birthDate')} label={label('birthDate')} required />
                  {input(field('pesel'), 'pesel', false, t('kyc:hints.ownerPesel'))}
                  <CountrySelect form={form} path={field('citizenship')} label={label('citizenship')} />
                  {input(field('relationship'), 'relationship', false, t('kyc:hints.ownerRelationship'))}
                </SimpleGrid>
              </RowCard>
            );
          })}
          <AddRowButton
            label={t('kyc:actions.addBeneficialOwner')}
            onClick={() => form.insertListItem(`${S}.beneficialOwners`, emptyBeneficialOwner())}
            disabled={shown.owners.length >= MAX_OWNERS}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
