import { z } from 'zod';
import { ruleMessage } from './messages.ts';

type CompanyId = string | number;

/**
 * company must be chosen from existing ones: the value is one of the ids offered (typed text that
 * merely looks like a company name is refused). Ids compare as text, so 7 and "7" are the same
 * company whichever way the form and the API spell them.
 */
export function isExistingCompany(value: unknown, existingIds: Iterable<CompanyId>): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const wanted = String(value).trim();
  if (wanted === '') return false;
  for (const id of existingIds) if (String(id) === wanted) return true;
  return false;
}

/**
 * A company id among `existingIds`. The ids are read when the rule runs (pass a function for a
 * list that changes, e.g. after a search), so the schema can be built once.
 */
export function existingCompanySchema(existingIds: Iterable<CompanyId> | (() => Iterable<CompanyId>)) {
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input == null ? 'validation:required' : 'validation:companyNotListed'),
    })
    .refine(
      (value) => isExistingCompany(value, typeof existingIds === 'function' ? existingIds() : existingIds),
      ruleMessage('validation:companyNotListed'),
    );
}

/**
 * no load from the company register without a register number: the number the register lookup
 * needs, trimmed. Its own message explains why the load button did nothing.
 */
export const registerLookupSchema = z.object({
  registerNumber: z
    .string({ error: () => 'validation:registerNumberRequired' })
    .trim()
    .min(1, ruleMessage('validation:registerNumberRequired')),
});
export type RegisterLookup = z.infer<typeof registerLookupSchema>;

/** Whether a register load may start: only with a register number. */
export function canLoadFromRegister(registerNumber: string | null | undefined): boolean {
  return (registerNumber ?? '').trim() !== '';
}
