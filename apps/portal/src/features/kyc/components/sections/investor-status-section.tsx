import { Checkbox, Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatDate, formatNumber } from '@wl/shared/format';
import {
  isIsoDate,
  pepWindowEnd,
  WELL_INFORMED_MIN_COMMITMENT_EUR,
  WELL_INFORMED_MIN_TRANSACTIONS_PER_QUARTER,
  WELL_INFORMED_PORTFOLIO_ABOVE_EUR,
  WELL_INFORMED_QUARTERS,
} from '@wl/shared/rules';
import { pepFunctionCounts, pepRelationships } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { emptyPepFunction } from '../../lib/form-values.ts';
import { errorAt, type KycForm } from '../../lib/kyc-form.ts';
import { DateField } from '../fields/date-field.tsx';
import { DecimalInput } from '../fields/decimal-input.tsx';
import { GroupError } from '../fields/group-error.tsx';
import { AddRowButton, RowCard } from '../fields/row-card.tsx';
import { useKycValue } from '../fields/use-kyc-value.ts';
import { YesNoField } from '../fields/yes-no-field.tsx';

const S = 'investorStatus';
const MAX_FUNCTIONS = 10;
const quarters = Array.from({ length: WELL_INFORMED_QUARTERS }, (_, index) => index);

/**
 * Section 4, investor status: the well-informed investor declaration (amount committed,
 * portfolio, transactions in each of the last four quarters — any one threshold qualifies) and
 * the PEP declaration with the functions held (rows; an end date unless still held). A function
 * that ended more than 12 months ago may be listed, with a note that it no longer makes the
 * investor a PEP (spec §5, decision 058).
 */
export function InvestorStatusSection({ form }: { form: KycForm }) {
  const { t } = useTranslation(['kyc', 'admin', 'enums']);
  const shown = useKycValue(form, (values) => ({
    declaresWellInformed: values[S].wellInformedInvestor.declaresWellInformed,
    isPep: values[S].pep.isPep,
    functions: values[S].pep.functions.map((row) => ({
      key: row.key,
      currentlyHolding: row.currentlyHolding,
      // A function that ended over 12 months ago: the day it stopped counting.
      lapsedOn: isIsoDate(row.endDate) && !pepFunctionCounts(row) ? pepWindowEnd(row.endDate) : null,
    })),
  }));
  const label = (name: string) => t(`admin:kyc.fields.${name}` as 'admin:kyc.fields.firstName');
  const thresholds = {
    commitment: formatNumber(WELL_INFORMED_MIN_COMMITMENT_EUR, { decimals: 0 }),
    portfolio: formatNumber(WELL_INFORMED_PORTFOLIO_ABOVE_EUR, { decimals: 0 }),
    transactions: WELL_INFORMED_MIN_TRANSACTIONS_PER_QUARTER,
    quarters: WELL_INFORMED_QUARTERS,
  };

  return (
    <Stack gap="lg">
      <Fieldset legend={label('wellInformedInvestor')} radius="md">
        <Stack gap="sm">
          <YesNoField
            form={form}
            path={`${S}.wellInformedInvestor.declaresWellInformed`}
            label={t('kyc:fields.declaresWellInformed')}
            description={t('kyc:hints.wellInformed', thresholds)}
          />
          {shown.declaresWellInformed ? (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <DecimalInput
                  form={form}
                  path={`${S}.wellInformedInvestor.commitmentEur`}
                  label={label('commitmentEur')}
                  description={t('kyc:hints.commitmentEur', thresholds)}
                  rightSection="EUR"
                  rightSectionWidth={48}
                />
                <DecimalInput
                  form={form}
                  path={`${S}.wellInformedInvestor.portfolioEur`}
                  label={label('portfolioEur')}
                  description={t('kyc:hints.portfolioEur', thresholds)}
                  rightSection="EUR"
                  rightSectionWidth={48}
                />
              </SimpleGrid>
              <Text size="sm" fw={500}>
                {t('kyc:fields.transactionsPerQuarter', thresholds)}
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                {quarters.map((quarter) => (
                  <DecimalInput
                    key={quarter}
                    form={form}
                    integer
                    path={`${S}.wellInformedInvestor.transactionsPerQuarter.${quarter}`}
                    label={t('kyc:fields.quarter', { number: quarter + 1 })}
                  />
                ))}
              </SimpleGrid>
            </>
          ) : null}
        </Stack>
      </Fieldset>

      <Fieldset legend={label('pep')} radius="md">
        <Stack gap="sm">
          <YesNoField
            form={form}
            path={`${S}.pep.isPep`}
            label={t('kyc:fields.isPep')}
            description={t('kyc:hints.pep')}
            onAnswer={(pep) => {
              if (pep && form.getValues()[S].pep.functions.length === 0)
                form.insertListItem(`${S}.pep.functions`, emptyPepFunction());
            }}
          />
          {shown.isPep ? (
            <>
              <GroupError message={errorAt(form, `${S}.pep.functions`) && t('kyc:errors.pepFunctionsRequired')} />
              {shown.functions.map((row, index) => {
                const field = (name: string) => `${S}.pep.functions.${index}.${name}`;
                return (
                  <RowCard
                    key={row.key}
                    title={t('kyc:rows.pepFunction', { number: index + 1 })}
                    onRemove={() => form.removeListItem(`${S}.pep.functions`, index)}
                  >
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                      <TextInput
                        {...form.getInputProps(field('function'))}
                        label={label('function')}
                        required
                        autoComplete="off"
                        key={form.key(field('function'))}
                      />
                      <Select
                        {...form.getInputProps(field('relationship'))}
                        label={t('kyc:fields.pepRelationship')}
                        required
                        data={pepRelationships.map((value) => ({
                          value,
                          label: t(`enums:pepRelationship.${value}`),
                        }))}
                        allowDeselect={false}
                        key={form.key(field('relationship'))}
                      />
                      <DateField form={form} path={field('startDate')} label={label('startDate')} required />
                      {row.currentlyHolding ? null : (
                        <DateField form={form} path={field('endDate')} label={label('endDate')} required />
                      )}
                    </SimpleGrid>
                    <Checkbox
                      {...form.getInputProps(field('currentlyHolding'), { type: 'checkbox' })}
                      label={t('kyc:fields.currentlyHolding')}
                      key={form.key(field('currentlyHolding'))}
                    />
                    {row.lapsedOn ? (
                      <Text size="sm" c="dimmed" mt="xs">
                        {t('kyc:hints.pepLapsed', { date: formatDate(row.lapsedOn) })}
                      </Text>
                    ) : null}
                  </RowCard>
                );
              })}
              <AddRowButton
                label={t('kyc:actions.addPepFunction')}
                onClick={() => form.insertListItem(`${S}.pep.functions`, emptyPepFunction())}
                disabled={shown.functions.length >= MAX_FUNCTIONS}
              />
            </>
          ) : null}
        </Stack>
      </Fieldset>
    </Stack>
  );
}
