import { Checkbox, Fieldset, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { documentTypes, maritalStatuses, propertyRegimes, titles } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import type { KycForm } from '../../lib/kyc-form.ts';
import { AddressFields } from '../fields/address-fields.tsx';
import { CountriesSelect, CountrySelect } from '../fields/country-select.tsx';
import { DateField } from '../fields/date-field.tsx';
import { useKycValue } from '../fields/use-kyc-value.ts';

const S = 'investorInformation';
const path = (name: string) => `${S}.${name}`;

/**
 * Section 1, investor information: who the investor is (names, birth, PESEL, citizenships),
 * their identity document, phone, residential and mailing address, marital status and, when
 * married, the property regime.
 */
export function InvestorInformationSection({ form }: { form: KycForm }) {
  const { t } = useTranslation(['kyc', 'admin', 'enums']);
  const shown = useKycValue(form, (values) => ({
    polish: values[S].citizenships.includes('PL'),
    mailingSameAsResidential: values[S].mailingAddressSameAsResidential,
    married: values[S].maritalStatus === 'Married',
  }));
  const label = (name: string) => t(`admin:kyc.fields.${name}` as 'admin:kyc.fields.firstName');
  const text = (name: string, options: { required?: boolean; autoComplete?: string; description?: string } = {}) => (
    <TextInput
      {...form.getInputProps(path(name))}
      label={label(name)}
      required={options.required}
      description={options.description}
      autoComplete={options.autoComplete ?? 'off'}
      key={form.key(path(name))}
    />
  );

  return (
    <Stack gap="lg">
      <Fieldset legend={t('kyc:groups.personalData')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            {...form.getInputProps(path('title'))}
            label={label('title')}
            required
            data={titles.map((title) => ({ value: title, label: t(`enums:title.${title}`) }))}
            allowDeselect={false}
            key={form.key(path('title'))}
          />
          {text('firstName', { required: true, autoComplete: 'given-name' })}
          {text('middleName', { autoComplete: 'additional-name' })}
          {text('surname', { required: true, autoComplete: 'family-name' })}
          {text('maidenName', { description: t('kyc:hints.maidenName') })}
          {text('fatherName')}
          {text('motherName')}
          <DateField form={form} path={path('birthDate')} label={label('birthDate')} required />
          {text('birthPlace', { required: true })}
          <CountriesSelect
            form={form}
            path={path('citizenships')}
            label={label('citizenships')}
            description={t('kyc:hints.citizenships')}
            max={5}
          />
          <TextInput
            {...form.getInputProps(path('pesel'))}
            label={label('pesel')}
            description={t('kyc:hints.pesel')}
            required={shown.polish}
            inputMode="numeric"
            maxLength={11}
            autoComplete="off"
            key={form.key(path('pesel'))}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={label('identityDocument')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            {...form.getInputProps(path('identityDocument.type'))}
            label={t('kyc:fields.documentType')}
            required
            data={documentTypes.map((type) => ({ value: type, label: t(`enums:documentType.${type}`) }))}
            allowDeselect={false}
            key={form.key(path('identityDocument.type'))}
          />
          <TextInput
            {...form.getInputProps(path('identityDocument.number'))}
            label={t('kyc:fields.documentNumber')}
            required
            autoComplete="off"
            key={form.key(path('identityDocument.number'))}
          />
          <DateField
            form={form}
            path={path('identityDocument.expiryDate')}
            label={label('expiryDate')}
            description={t('kyc:hints.documentExpiry')}
            required
          />
          <CountrySelect form={form} path={path('identityDocument.issuingCountry')} label={label('issuingCountry')} />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t('kyc:groups.contact')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            {...form.getInputProps(path('phone'))}
            label={label('phone')}
            description={t('kyc:hints.phone')}
            required
            type="tel"
            autoComplete="tel"
            key={form.key(path('phone'))}
          />
        </SimpleGrid>
      </Fieldset>

      <AddressFields form={form} path={path('residentialAddress')} legend={label('residentialAddress')} />
      <Checkbox
        {...form.getInputProps(path('mailingAddressSameAsResidential'), { type: 'checkbox' })}
        label={t('kyc:fields.mailingSameAsResidential')}
        key={form.key(path('mailingAddressSameAsResidential'))}
      />
      {shown.mailingSameAsResidential ? null : (
        <AddressFields form={form} path={path('mailingAddress')} legend={label('mailingAddress')} />
      )}

      <Fieldset legend={t('kyc:groups.maritalStatus')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            {...form.getInputProps(path('maritalStatus'))}
            label={label('maritalStatus')}
            required
            data={maritalStatuses.map((status) => ({ value: status, label: t(`enums:maritalStatus.${status}`) }))}
            allowDeselect={false}
            key={form.key(path('maritalStatus'))}
          />
          {shown.married ? (
            <Select
              {...form.getInputProps(path('propertyRegime'))}
              label={label('propertyRegime')}
              required
              data={propertyRegimes.map((regime) => ({ value: regime, label: t(`enums:propertyRegime.${regime}`) }))}
              allowDeselect={false}
              key={form.key(path('propertyRegime'))}
            />
          ) : null}
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
