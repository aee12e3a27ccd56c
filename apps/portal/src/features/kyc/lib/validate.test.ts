import { errorBody, errorCodes } from '@wl/shared/errors';
import { composePesel } from '@wl/shared/rules';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api/api-error.ts';
import { industries, validFormValues } from '../testing/fixtures.ts';
import { emptyBeneficialOwner, emptyKycFormValues } from './form-values.ts';
import { errorPaths, serverErrors, validateSection } from './validate.ts';

const OTHER_BIRTH_DATE_PESEL = '90072312378';

describe('validateSection', () => {
  it('passes every section of a valid questionnaire', () => {
    const values = validFormValues();
    for (const section of Object.keys(values) as (keyof typeof values)[]) {
      expect(validateSection(section, values, 'pl', { industries }), section).toEqual({});
    }
  });

  it('names the fields of the section on screen, in the page language, by the form’s paths', () => {
    const errors = validateSection('investorInformation', emptyKycFormValues(), 'pl');
    expect(errors['investorInformation.firstName']).toBe('To pole jest wymagane.');
    expect(errors['investorInformation.identityDocument.expiryDate']).toBe('To pole jest wymagane.');
    expect(errors['investorInformation.residentialAddress.zipCode']).toBe('To pole jest wymagane.');
    expect(Object.keys(errors).every((path) => path.startsWith('investorInformation.'))).toBe(true);
  });

  it('checks the PESEL and that it matches the birth date (spec §5)', () => {
    const values = validFormValues();
    values.investorInformation.pesel = '85041200005';
    expect(validateSection('investorInformation', values, 'en')).toEqual({
      'investorInformation.pesel': 'The PESEL number is not valid.',
    });
    values.investorInformation.pesel = OTHER_BIRTH_DATE_PESEL;
    expect(validateSection('investorInformation', values, 'pl')).toEqual({
      'investorInformation.birthDate': 'Data urodzenia musi być zgodna z numerem PESEL.',
    });
    // Polish citizens need one; others may leave it blank.
    values.investorInformation.pesel = '';
    expect(validateSection('investorInformation', values, 'en')).toEqual({
      'investorInformation.pesel': 'This field is required.',
    });
    values.investorInformation.citizenships = ['DE'];
    expect(validateSection('investorInformation', values, 'en')).toEqual({});
  });

  it('checks a beneficial owner’s PESEL against their birth date, on the row’s birth date (issue 19)', () => {
    const values = validFormValues();
    values.taxStatus.actsOnOwnBehalf = false;
    const owner = { ...emptyBeneficialOwner(), firstName: 'Jan', surname: 'Nowak', birthDate: '1990-07-24' };
    values.taxStatus.beneficialOwners = [
      { ...owner, birthDate: '1970-01-01' },
      { ...owner, pesel: OTHER_BIRTH_DATE_PESEL },
    ];
    expect(validateSection('taxStatus', values, 'en')).toEqual({
      'taxStatus.beneficialOwners.1.birthDate': 'The birth date must match the PESEL number.',
    });
    const second = values.taxStatus.beneficialOwners[1];
    if (second) second.pesel = composePesel('1990-07-24', 'male');
    expect(validateSection('taxStatus', values, 'en')).toEqual({});
  });

  it('refuses an invalid account number and a mailing address with a foreign-format zip', () => {
    const values = validFormValues();
    const account = values.bankAccounts.bankAccounts[0];
    if (account) account.iban = '61 1090 1014 0000 0712 1981 2875';
    expect(validateSection('bankAccounts', values, 'en')).toEqual({
      'bankAccounts.bankAccounts.0.iban': 'Please enter a valid bank account number or IBAN.',
    });
    values.investorInformation.mailingAddressSameAsResidential = false;
    values.investorInformation.mailingAddress = { ...values.investorInformation.residentialAddress, zipCode: '00950' };
    expect(validateSection('investorInformation', values, 'en')).toEqual({
      'investorInformation.mailingAddress.zipCode': 'Please enter a valid postal code, e.g. 00-950.',
    });
  });

  it('reports sanction percentages over 100 in total on the group, comma decimals accepted', () => {
    const values = validFormValues();
    values.sanctions.percentages = { ...values.sanctions.percentages, russia: '60,5', cuba: '40' };
    expect(validateSection('sanctions', values, 'pl')).toEqual({
      'sanctions.percentages': 'Suma procentów może wynosić najwyżej 100%.',
    });
    values.sanctions.percentages.cuba = '39,5';
    expect(validateSection('sanctions', values, 'pl')).toEqual({});
  });

  it('asks for a threshold when the well-informed status is claimed, and for industries of a business', () => {
    const values = validFormValues();
    values.investorStatus.wellInformedInvestor.commitmentEur = '99 999,99';
    expect(Object.keys(validateSection('investorStatus', values, 'en'))).toEqual([
      'investorStatus.wellInformedInvestor.declaresWellInformed',
    ]);
    values.investmentDetails.industries = [];
    expect(validateSection('investmentDetails', values, 'en', { industries })).toEqual({
      'investmentDetails.industries': 'Choose at least one industry.',
    });
  });

  it('refuses a PEP function that ends before it starts', () => {
    const values = validFormValues();
    const pep = values.investorStatus.pep.functions[0];
    if (pep) pep.endDate = '2010-01-01';
    expect(validateSection('investorStatus', values, 'en')).toEqual({
      'investorStatus.pep.functions.0.endDate': 'The end date cannot be earlier than the start date.',
    });
  });
});

describe('serverErrors', () => {
  const refusal = (...paths: string[]) =>
    new ApiRequestError(
      400,
      errorBody(
        'Invalid',
        errorCodes.validation,
        {},
        paths.map((propertyPath) => ({ propertyPath, title: `bad ${propertyPath}`, message: 'validation:invalid' })),
      ),
    );

  it('puts each violation on the field it names, list indexes included', () => {
    const values = validFormValues();
    const errors = serverErrors(
      refusal(
        'bankAccounts.bankAccounts[0].iban',
        'investmentDetails.originOfFunds[0].supportingDocuments[1]',
        'investmentDetails.industries[0]',
        'sanctions.percentages',
      ),
      values,
    );
    expect(errors).toEqual({
      'bankAccounts.bankAccounts.0.iban': 'bad bankAccounts.bankAccounts[0].iban',
      'investmentDetails.originOfFunds.0.supportingDocuments':
        'bad investmentDetails.originOfFunds[0].supportingDocuments[1]',
      'investmentDetails.industries': 'bad investmentDetails.industries[0]',
      'sanctions.percentages': 'bad sanctions.percentages',
    });
  });

  it('shows a violation of a field the form does not have on its section', () => {
    expect(serverErrors(refusal('fatcaCrs.somethingNew'), validFormValues())).toEqual({
      fatcaCrs: 'bad fatcaCrs.somethingNew',
    });
    expect(serverErrors(new Error('network'), validFormValues())).toEqual({});
  });

  it('lists the deepest paths first and never a row’s own key', () => {
    const paths = errorPaths(validFormValues());
    expect(paths.indexOf('bankAccounts.bankAccounts.0.iban')).toBeLessThan(paths.indexOf('bankAccounts'));
    expect(paths.some((path) => path.endsWith('.key'))).toBe(false);
  });
});
