import { MultiSelect, Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '@/lib/branding-context.tsx';
import { countryOptions } from '@/lib/countries.ts';
import type { KycForm } from '../../lib/kyc-form.ts';
import { valueAt } from './use-kyc-value.ts';

function useCountries(extra?: string | null) {
  const { language } = useBranding();
  return useMemo(() => countryOptions(language, extra), [language, extra]);
}

/** A country (ISO code) chosen by its name in the page's language; type to search. */
export function CountrySelect({
  form,
  path,
  label,
  required = true,
}: {
  form: KycForm;
  path: string;
  label: string;
  required?: boolean;
}) {
  const { t } = useTranslation('kyc');
  // The list has the country held when the field was made (a code the list lacks gets a list of its own).
  const countries = useCountries(valueAt(form.getValues(), path) as string);
  return (
    <Select
      {...form.getInputProps(path)}
      label={label}
      required={required}
      searchable
      data={countries}
      allowDeselect={false}
      nothingFoundMessage={t('hints.noCountry')}
      key={form.key(path)}
    />
  );
}

/** Several countries (citizenships), at most `max`. */
export function CountriesSelect({
  form,
  path,
  label,
  description,
  max,
}: {
  form: KycForm;
  path: string;
  label: string;
  description?: string;
  max: number;
}) {
  const { t } = useTranslation('kyc');
  const countries = useCountries();
  return (
    <MultiSelect
      {...form.getInputProps(path)}
      label={label}
      description={description}
      required
      searchable
      maxValues={max}
      data={countries}
      nothingFoundMessage={t('hints.noCountry')}
      hidePickedOptions
      key={form.key(path)}
    />
  );
}
