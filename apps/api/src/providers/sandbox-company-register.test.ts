import { companySchema, sandboxCompanies } from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';
import { SandboxCompanyRegister } from './sandbox-company-register.ts';

describe('sandbox company register', () => {
  const register = new SandboxCompanyRegister();

  it.each(sandboxCompanies.map((company) => [company.registerNumber, company] as const))(
    'holds %s as a valid company with a 10-digit KRS number and a 9-digit REGON',
    (number, company) => {
      expect(companySchema.safeParse(company).success).toBe(true);
      expect(number).toMatch(/^\d{10}$/);
      expect(company.statisticalNumber).toMatch(/^\d{9}$/);
      expect(company.representatives.every((person) => person.verified === false)).toBe(true);
      expect(company.representatives.some((person) => person.signer)).toBe(true);
    },
  );

  it('has distinct register numbers', () => {
    expect(new Set(sandboxCompanies.map((company) => company.registerNumber)).size).toBe(sandboxCompanies.length);
  });

  it.each(['0000123456', '123456', ' KRS 0000-123-456 ', '000 012 3456'])(
    'finds %j after normalising it',
    async (n) => {
      expect((await register.lookup(n))?.name).toBe('Zielona Dolina Energia sp. z o.o.');
    },
  );

  it.each(['0000999999', '', 'abc', '12345678901'])('finds nothing for %j', async (number) => {
    expect(await register.lookup(number)).toBeNull();
  });

  it('answers a copy that callers may change', async () => {
    const first = await register.lookup('0000234567');
    if (!first) throw new Error('missing');
    first.name = 'Changed';
    expect((await register.lookup('0000234567'))?.name).toBe('Bałtycka Flota Logistyka S.A.');
  });
});
