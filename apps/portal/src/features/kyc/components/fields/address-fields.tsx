import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { ZIP_CODE_FORMATS } from '@wl/shared/rules';
import { useTranslation } from 'react-i18next';
import type { KycForm } from '../../lib/kyc-form.ts';
import { CountrySelect } from './country-select.tsx';
import { useKycValue, valueAt } from './use-kyc-value.ts';

/**
 * A postal address (spec §3): street, house and flat number, the Polish administrative units
 * (optional: addresses abroad have none), city, postal code (checked against the country by the
 * schema; the hint shows the country's format) and country.
 */
export function AddressFields({ form, path, legend }: { form: KycForm; path: string; legend: string }) {
  const { t } = useTranslation(['kyc', 'admin']);
  const field = (name: string) => `${path}.${name}`;
  const country = useKycValue(form, (values) => String(valueAt(values, field('country')) ?? '').toUpperCase());
  const zipExample = ZIP_CODE_FORMATS[country]?.example;
  const text = (name: string, required = false, autoComplete?: string) => (
    <TextInput
      {...form.getInputProps(field(name))}
      label={t(`admin:kyc.fields.${name}` as 'admin:kyc.fields.street')}
      required={required}
      autoComplete={autoComplete ?? 'off'}
      key={form.key(field(name))}
    />
  );
  return (
    <Fieldset legend={legend} radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <CountrySelect form={form} path={field('country')} label={t('admin:kyc.fields.country')} />
        {text('street', true)}
        <SimpleGrid cols={2} spacing="sm">
          {text('houseNumber', true)}
          {text('flatNumber')}
        </SimpleGrid>
        <TextInput
          {...form.getInputProps(field('zipCode'))}
          label={t('admin:kyc.fields.zipCode')}
          description={zipExample ? t('kyc:hints.zipCode', { example: zipExample }) : undefined}
          required
          autoComplete="off"
          key={form.key(field('zipCode'))}
        />
        {text('city', true)}
        {text('voivodeship')}
        {text('county')}
        {text('commune')}
      </SimpleGrid>
    </Fieldset>
  );
}
