import type { Company } from '@wl/shared/schemas';

/**
 * The company register (KRS), behind an interface: a company by its register number with its
 * name, legal form, statistical number (REGON), core business, address and representatives.
 * The built-in sandbox (`sandbox-company-register.ts`) holds a fixed set of companies.
 */
export interface CompanyRegister {
  readonly name: string;
  /** The company of a register number; `null` when the register has none. */
  lookup(registerNumber: string): Promise<Company | null>;
}
