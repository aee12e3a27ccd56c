import { kycDataFixture } from '@wl/shared/demo';
import { kycDataSchema, kycFormParametersSchema } from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';
import { isKycIndustry, kycFormParameters, kycIndustries } from './form-parameters.ts';
import { requestIdentity } from './kyc-versions.ts';

describe('KYC form parameters', () => {
  it('has 12 industries with stable ids 1–12, named in both languages', () => {
    expect(kycIndustries.map((industry) => industry.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const language of ['pl', 'en'] as const) {
      const parameters = kycFormParametersSchema.parse(kycFormParameters(language));
      for (const entry of parameters.industries) expect(entry.name).not.toMatch(/kycIndustry/);
    }
    expect(kycFormParameters('pl').industries[6]?.name).toBe('Informacja i komunikacja');
    expect(kycFormParameters('en').industries[6]?.name).toBe('Information and communication');
  });

  it('knows its ids as numbers or text', () => {
    expect([isKycIndustry(3), isKycIndustry('3'), isKycIndustry(' 12 ')]).toEqual([true, true, true]);
    expect([isKycIndustry(0), isKycIndustry(13), isKycIndustry('three')]).toEqual([false, false, false]);
  });
});

describe('requestIdentity', () => {
  it('names the request after the investor (or the company) with the main tax number', () => {
    const data = kycDataSchema.parse(kycDataFixture({ firstName: 'Jan', middleName: 'Piotr', surname: 'Nowak' }));
    expect(requestIdentity(data, null)).toEqual({ name: 'Jan Piotr Nowak', taxNumber: '5260250274' });
    expect(requestIdentity(data, 'Kodeks Software sp. z o.o.').name).toBe('Kodeks Software sp. z o.o.');
  });
});
