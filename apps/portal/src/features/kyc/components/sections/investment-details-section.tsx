import { MultiSelect, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { currencies, type KycDictionaryEntry, originOfFundsTypes } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { emptyOriginOfFunds } from '../../lib/form-values.ts';
import { errorAt, type KycForm } from '../../lib/kyc-form.ts';
import { DateField } from '../fields/date-field.tsx';
import { DecimalInput } from '../fields/decimal-input.tsx';
import { type DocumentActions, DocumentsField } from '../fields/documents-field.tsx';
import { GroupError } from '../fields/group-error.tsx';
import { AddRowButton, RowCard } from '../fields/row-card.tsx';
import { useKycValue } from '../fields/use-kyc-value.ts';

const S = 'investmentDetails';
const MAX_SOURCES = 20;

/**
 * Section 3, investment details: where the invested money comes from (rows: type, amount
 * received with its currency and date, a description — required for "Other" — and supporting
 * documents) and, when any of it comes from a business, that business's industries.
 */
export function InvestmentDetailsSection({
  form,
  industries,
  documents,
}: {
  form: KycForm;
  industries: readonly KycDictionaryEntry[];
  documents: DocumentActions;
}) {
  const { t } = useTranslation(['kyc', 'admin', 'enums']);
  const label = (name: string) => t(`admin:kyc.fields.${name}` as 'admin:kyc.fields.firstName');
  const rows = useKycValue(form, (values) => values[S].originOfFunds.map((row) => ({ key: row.key, type: row.type })));
  const business = rows.some((row) => row.type === 'BusinessActivity');

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Text fw={600}>{label('originOfFunds')}</Text>
        <GroupError message={errorAt(form, `${S}.originOfFunds`)} />
        {rows.map((row, index) => {
          const field = (name: string) => `${S}.originOfFunds.${index}.${name}`;
          return (
            <RowCard
              key={row.key}
              title={t('kyc:rows.originOfFunds', { number: index + 1 })}
              onRemove={rows.length > 1 ? () => form.removeListItem(`${S}.originOfFunds`, index) : undefined}
            >
              <Select
                {...form.getInputProps(field('type'))}
                label={t('kyc:fields.originType')}
                required
                data={originOfFundsTypes.map((type) => ({ value: type, label: t(`enums:originOfFundsType.${type}`) }))}
                allowDeselect={false}
                key={form.key(field('type'))}
              />
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                <DecimalInput
                  form={form}
                  path={field('receivedValue')}
                  label={label('receivedValue')}
                  description={t('kyc:hints.amount')}
                  required
                />
                <Select
                  {...form.getInputProps(field('currency'))}
                  label={label('currency')}
                  required
                  data={[...currencies]}
                  allowDeselect={false}
                  key={form.key(field('currency'))}
                />
                <DateField form={form} path={field('date')} label={t('kyc:fields.receivedOn')} required />
              </SimpleGrid>
              <Textarea
                {...form.getInputProps(field('description'))}
                label={label('description')}
                description={t('kyc:hints.originDescription')}
                required={row.type === 'Other'}
                autosize
                minRows={2}
                key={form.key(field('description'))}
              />
              <DocumentsField
                form={form}
                path={field('supportingDocuments')}
                label={label('supportingDocuments')}
                actions={documents}
              />
            </RowCard>
          );
        })}
        <AddRowButton
          label={t('kyc:actions.addOriginOfFunds')}
          onClick={() => form.insertListItem(`${S}.originOfFunds`, emptyOriginOfFunds())}
          disabled={rows.length >= MAX_SOURCES}
        />
      </Stack>

      {business ? (
        <MultiSelect
          {...form.getInputProps(`${S}.industries`)}
          label={label('industries')}
          description={t('kyc:hints.industries')}
          required
          searchable
          data={industries.map((entry) => ({ value: String(entry.id), label: entry.name }))}
          nothingFoundMessage={t('kyc:hints.noIndustry')}
          hidePickedOptions
          key={form.key(`${S}.industries`)}
        />
      ) : null}
    </Stack>
  );
}
