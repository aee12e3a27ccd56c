import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatNumber } from '@wl/shared/format';
import {
  SANCTION_COUNTRIES,
  SANCTION_TOTAL_MAX,
  type SanctionPercentages,
  sanctionPercentageSchema,
  sanctionTotal,
} from '@wl/shared/rules';
import { useTranslation } from 'react-i18next';
import { errorAt, type KycForm } from '../../lib/kyc-form.ts';
import { DecimalInput } from '../fields/decimal-input.tsx';
import { GroupError } from '../fields/group-error.tsx';
import { useKycValue } from '../fields/use-kyc-value.ts';
import { YesNoField } from '../fields/yes-no-field.tsx';

const S = 'sanctions';

/**
 * Section 7, sanctions: whether the investor does business in the sanctioned countries and, if
 * so, the share of their business in each (0–100, a comma for decimals, together at most 100).
 * The running total is the rule's own sum, shown as the person types.
 */
export function SanctionsSection({ form }: { form: KycForm }) {
  const { t } = useTranslation(['kyc', 'enums']);
  const shown = useKycValue(form, (values) => {
    const percentages: SanctionPercentages = Object.fromEntries(
      SANCTION_COUNTRIES.map((country) => [
        country,
        sanctionPercentageSchema.safeParse(values[S].percentages[country]).data,
      ]),
    );
    const total = sanctionTotal(percentages);
    return {
      active: values[S].activityInSanctionedCountries,
      total: total.toFixed(),
      overMax: total.gt(SANCTION_TOTAL_MAX),
    };
  });

  return (
    <Stack gap="lg">
      <YesNoField
        form={form}
        path={`${S}.activityInSanctionedCountries`}
        label={t('kyc:fields.activityInSanctionedCountries')}
        description={t('kyc:hints.sanctions')}
      />
      {shown.active ? (
        <Stack gap="sm">
          <Text size="sm" fw={500}>
            {t('kyc:fields.sanctionPercentages', { max: SANCTION_TOTAL_MAX })}
          </Text>
          <GroupError message={errorAt(form, `${S}.percentages`)} />
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {SANCTION_COUNTRIES.map((country) => (
              <DecimalInput
                key={country}
                form={form}
                path={`${S}.percentages.${country}`}
                label={t(`enums:sanctionCountry.${country}`)}
                rightSection="%"
              />
            ))}
          </SimpleGrid>
          <Text size="sm" c={shown.overMax ? 'red' : 'dimmed'} aria-live="polite" data-testid="sanctions-total">
            {t('kyc:fields.sanctionTotal', { total: formatNumber(shown.total), max: SANCTION_TOTAL_MAX })}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
