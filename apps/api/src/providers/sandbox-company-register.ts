import type { Company } from '@wl/shared/schemas';
import type { CompanyRegister } from './company-register.ts';

/** PLACEHOLDER — replaced by the company-register helper. */
export class SandboxCompanyRegister implements CompanyRegister {
  readonly name = 'sandbox';
  async lookup(_registerNumber: string): Promise<Company | null> {
    return null;
  }
}
