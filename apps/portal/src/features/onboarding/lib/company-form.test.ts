import { sandboxCompanies } from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';
import { companyToValues, emptyCompanyValues, validateCompanyForm, valuesToCompany } from './company-form.ts';

const kodeks = sandboxCompanies.find((company) => company.registerNumber === '0000345678');
if (!kodeks) throw new Error('sandbox company missing');

describe('company form values', () => {
  it('gives back the register’s company unchanged, with no form-only keys', () => {
    const values = companyToValues(kodeks);
    expect(values.registeredAddress.flatNumber).toBe('');
    expect(values.representatives[0]?.key).toEqual(expect.any(String));
    expect(valuesToCompany(values)).toEqual(kodeks);
  });

  it('leaves out optional address parts left empty, keeps required ones even when empty', () => {
    const company = valuesToCompany(emptyCompanyValues('0000345678'));
    expect(company.registerNumber).toBe('0000345678');
    expect(company.registeredAddress).toEqual({ street: '', houseNumber: '', city: '', zipCode: '', country: 'PL' });
    expect(company.representatives).toEqual([
      { firstName: '', surname: '', function: '', signer: false, verified: false },
    ]);
  });

  it('accepts the register’s data and refuses what the shared company schema refuses', () => {
    expect(validateCompanyForm(companyToValues(kodeks), 'pl')).toEqual({});
    const values = companyToValues(kodeks);
    values.statisticalNumber = '12345';
    values.registeredAddress.zipCode = '31010';
    values.representatives = [];
    const errors = validateCompanyForm(values, 'en');
    expect(Object.keys(errors).sort()).toEqual(['registeredAddress.zipCode', 'representatives', 'statisticalNumber']);
  });

  it('asks for every required field of a company typed in by hand, in the page’s language', () => {
    const errors = validateCompanyForm(emptyCompanyValues(), 'pl');
    expect(errors.name).toBe('To pole jest wymagane.');
    expect(errors['representatives.0.firstName']).toBe('To pole jest wymagane.');
    expect(errors['registeredAddress.flatNumber']).toBeUndefined();
  });
});
