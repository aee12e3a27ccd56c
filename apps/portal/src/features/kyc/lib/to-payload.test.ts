import { kycDataFixture } from '@wl/shared/demo';
import { kycDataSchema, kycSectionSchemas } from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';
import { industries, validFormValues } from '../testing/fixtures.ts';
import { emptyKycFormValues } from './form-values.ts';
import { formValuesFromData, sectionsIn } from './from-data.ts';
import { kycPayload, moneyInput, sectionPayload } from './to-payload.ts';

/** What the API stores for the fixture: money is sent normalised (`250000.00` and `250000` are one amount). */
function savedFixture() {
  const saved = kycDataSchema.parse(kycDataFixture());
  const origin = saved.investmentDetails.originOfFunds[0];
  if (origin) origin.receivedValue = '250000';
  return saved;
}

describe('form values → the schemas’ input', () => {
  it('turns the shared fixture into form values and back into a payload the API accepts unchanged', () => {
    const payload = kycPayload(validFormValues(), undefined, { industries });
    expect(kycDataSchema.parse(payload)).toEqual(savedFixture());
  });

  it('reads saved data (the schemas’ output: electronic IBAN, E.164 phone, numbers) back as typed text', () => {
    const saved = kycDataSchema.parse(kycDataFixture());
    const values = formValuesFromData(saved);
    expect(values.bankAccounts.bankAccounts[0]?.iban).toBe('61 1090 1014 0000 0712 1981 2874');
    expect(values.investorInformation.phone).toBe('+48600123456');
    expect(values.sanctions.percentages.russia).toBe('12,5');
    expect(values.investmentDetails.originOfFunds[0]?.receivedValue).toBe('250000,00');
    expect(values.investmentDetails.industries).toEqual(['3']);
    // …and what it makes of them is what was saved.
    expect(kycDataSchema.parse(kycPayload(values, undefined, { industries }))).toEqual(savedFixture());
  });

  it('accepts a comma as the decimal separator and spaces between thousands', () => {
    expect(moneyInput('250 000,50')).toBe('250000.5');
    expect(moneyInput('1234.5')).toBe('1234.5');
    expect(moneyInput('  ')).toBeUndefined();
    // Not a number: kept, so the schema says why.
    expect(moneyInput('dużo')).toBe('dużo');
    const values = validFormValues();
    values.investorStatus.wellInformedInvestor.commitmentEur = '100 000,00';
    values.investorStatus.wellInformedInvestor.transactionsPerQuarter = ['10', '12', '', 'x'];
    expect(sectionPayload('investorStatus', values).wellInformedInvestor).toEqual({
      declaresWellInformed: true,
      commitmentEur: '100000',
      transactionsPerQuarter: [10, 12, undefined, 'x'],
    });
  });

  it('leaves out blanks and the questions that were not asked', () => {
    const values = emptyKycFormValues();
    const info = sectionPayload('investorInformation', values);
    expect(info).not.toHaveProperty('middleName');
    expect(info).not.toHaveProperty('pesel');
    expect(info).not.toHaveProperty('mailingAddress');
    expect(info).not.toHaveProperty('propertyRegime');
    values.investorInformation.mailingAddressSameAsResidential = false;
    values.investorInformation.maritalStatus = 'Married';
    values.investorInformation.propertyRegime = 'community';
    const asked = sectionPayload('investorInformation', values);
    expect(asked.mailingAddress).toEqual({ country: 'PL' });
    expect(asked.propertyRegime).toBe('community');

    values.taxStatus.beneficialOwners = [
      { key: 'a', firstName: 'Jan', surname: 'Nowak', birthDate: '', pesel: '', citizenship: 'PL', relationship: '' },
    ];
    values.taxStatus.actsOnOwnBehalf = true;
    expect(sectionPayload('taxStatus', values).beneficialOwners).toEqual([]);
    values.taxStatus.actsOnOwnBehalf = false;
    expect(sectionPayload('taxStatus', values).beneficialOwners).toEqual([
      { firstName: 'Jan', surname: 'Nowak', citizenship: 'PL' },
    ]);

    values.sanctions = {
      activityInSanctionedCountries: false,
      percentages: { ...values.sanctions.percentages, russia: '10' },
    };
    expect(sectionPayload('sanctions', values).percentages).toEqual({});
    values.sanctions.activityInSanctionedCountries = true;
    expect(sectionPayload('sanctions', values).percentages).toEqual({ russia: '10' });
  });

  it('asks for industries only when money comes from a business, with the dictionary’s ids', () => {
    const values = validFormValues();
    values.investmentDetails.industries = ['3', '7'];
    expect(sectionPayload('investmentDetails', values, { industries }).industries).toEqual([3, 7]);
    const row = values.investmentDetails.originOfFunds[0];
    if (row) row.type = 'SavingsFromEarnings';
    expect(sectionPayload('investmentDetails', values, { industries }).industries).toEqual([]);
  });

  it('sends the ids of supporting documents and keeps their names in the form only', () => {
    const values = validFormValues();
    const id = '00000000-0000-4000-8000-000000000009';
    const row = values.investmentDetails.originOfFunds[0];
    if (row) row.supportingDocuments = [{ id, fileName: 'wyciąg.pdf' }];
    const payload = sectionPayload('investmentDetails', values, { industries });
    expect(payload.originOfFunds).toEqual([expect.objectContaining({ supportingDocuments: [id] })]);
    expect(kycSectionSchemas.investmentDetails.safeParse(payload).success).toBe(true);
    // A restored local copy keeps the names; saved data knows only the ids.
    expect(
      formValuesFromData({ investmentDetails: payload }).investmentDetails.originOfFunds[0]?.supportingDocuments,
    ).toEqual([{ id, fileName: '' }]);
    expect(formValuesFromData(values).investmentDetails.originOfFunds[0]?.supportingDocuments).toEqual([
      { id, fileName: 'wyciąg.pdf' },
    ]);
  });

  it('reads broken saved data as blanks rather than failing', () => {
    const values = formValuesFromData({
      investorInformation: { firstName: 42, citizenships: 'PL', identityDocument: null },
      sanctions: 'nope',
      bankAccounts: { bankAccounts: [null, { iban: {} }] },
    });
    expect(values.investorInformation.firstName).toBe('42');
    expect(values.investorInformation.citizenships).toEqual(['PL']);
    expect(values.investorInformation.identityDocument.number).toBe('');
    expect(values.bankAccounts.bankAccounts).toHaveLength(1);
    expect(values.bankAccounts.bankAccounts[0]?.iban).toBe('');
    expect(values.sanctions.activityInSanctionedCountries).toBeNull();
    expect(sectionsIn({ investorInformation: {}, sanctions: 'nope', unknown: {} })).toEqual(['investorInformation']);
  });
});
