import { type Company, sandboxCompanies } from '@wl/shared/schemas';
import type { CompanyRegister } from './company-register.ts';
import { normaliseKrsNumber } from './register-number.ts';

/**
 * The built-in company register: looks a number up in {@link sandboxCompanies} after normalising
 * it as the KRS does (digits only, left-padded to 10), so `123456`, `0000123456` and
 * `KRS 0000123456` find the same company. Answers a copy: callers may change what they get.
 */
export class SandboxCompanyRegister implements CompanyRegister {
  readonly name = 'sandbox';
  async lookup(registerNumber: string): Promise<Company | null> {
    const key = normaliseKrsNumber(registerNumber);
    const company = key ? sandboxCompanies.find((entry) => entry.registerNumber === key) : undefined;
    return company ? structuredClone(company) : null;
  }
}
