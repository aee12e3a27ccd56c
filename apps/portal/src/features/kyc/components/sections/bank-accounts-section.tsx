import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { formatBankAccount } from '@wl/shared/format';
import { isValidBankAccount } from '@wl/shared/rules';
import { useTranslation } from 'react-i18next';
import { emptyBankAccount } from '../../lib/form-values.ts';
import { errorAt, type KycForm } from '../../lib/kyc-form.ts';
import { GroupError } from '../fields/group-error.tsx';
import { AddRowButton, RowCard } from '../fields/row-card.tsx';
import { useKycValue } from '../fields/use-kyc-value.ts';

const S = 'bankAccounts';
const MAX_ACCOUNTS = 5;

/**
 * Section 5, bank account (at least one, up to five): owner, account number — an IBAN of any
 * country or a Polish NRB, typed with or without spaces and shown grouped as spec §9 prints it —
 * SWIFT (optional), bank name and city.
 */
export function BankAccountsSection({ form }: { form: KycForm }) {
  const { t } = useTranslation(['kyc', 'admin']);
  const rows = useKycValue(form, (values) => values[S].bankAccounts.map((row) => row.key));
  const label = (name: string) => t(`admin:kyc.fields.${name}` as 'admin:kyc.fields.firstName');
  const text = (field: string, name: string, required = true, description?: string) => (
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
    <Stack gap="sm">
      <GroupError message={errorAt(form, `${S}.bankAccounts`)} />
      {rows.map((key, index) => {
        const field = (name: string) => `${S}.bankAccounts.${index}.${name}`;
        const account = form.getInputProps(field('iban'));
        return (
          <RowCard
            key={key}
            title={t('kyc:rows.bankAccount', { number: index + 1 })}
            onRemove={rows.length > 1 ? () => form.removeListItem(`${S}.bankAccounts`, index) : undefined}
          >
            {text(field('owner'), 'owner', true, t('kyc:hints.accountOwner'))}
            <TextInput
              {...account}
              onBlur={(event) => {
                // Grouped as printed on statements once it is a valid number; what was typed otherwise.
                const typed = event.currentTarget.value;
                if (isValidBankAccount(typed)) form.setFieldValue(field('iban'), formatBankAccount(typed));
                account.onBlur?.(event);
              }}
              label={label('iban')}
              description={t('kyc:hints.iban')}
              required
              autoComplete="off"
              spellCheck={false}
              styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
              key={form.key(field('iban'))}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {text(field('swift'), 'swift', false, t('kyc:hints.swift'))}
              {text(field('bankName'), 'bankName')}
              {text(field('city'), 'city')}
            </SimpleGrid>
          </RowCard>
        );
      })}
      <AddRowButton
        label={t('kyc:actions.addBankAccount')}
        onClick={() => {
          const info = form.getValues().investorInformation;
          form.insertListItem(`${S}.bankAccounts`, emptyBankAccount(`${info.firstName} ${info.surname}`.trim()));
        }}
        disabled={rows.length >= MAX_ACCOUNTS}
      />
    </Stack>
  );
}
