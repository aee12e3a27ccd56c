import { z } from 'zod';
import { ifValidSoFar } from './check-order.ts';
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

/** A KRS number (the National Court Register's) has 10 digits, leading zeros included. */
export const KRS_NUMBER_LENGTH = 10;

const KRS_NUMBER = new RegExp(`^\\d{${KRS_NUMBER_LENGTH}}$`);

/**
 * The KRS number as people copy it, without what is not part of it: a leading "KRS", spaces and
 * hyphens (`KRS 0000-123-456` → `0000123456`). Anything else stays, so the format check sees it.
 */
export function krsNumberOf(text: string): string {
  return text.trim().replace(/^KRS/i, '').replace(/[\s-]/g, '');
}

/** Whether the text is a KRS number: 10 digits once a leading "KRS", spaces and hyphens are dropped. */
export function isKrsNumber(text: string): boolean {
  return KRS_NUMBER.test(krsNumberOf(text));
}

/**
 * no load from the company register without a register number: the number the register lookup
 * needs, as its 10 digits (`KRS 0000-123-456` → `0000123456`). Its own message explains why the
 * load button did nothing; a number that is not 10 digits (`12345`) is refused by its format
 * before the register is asked, rather than answered "no such company" (decision 055).
 */
export const registerLookupSchema = z.object({
  registerNumber: z
    .string({ error: () => 'validation:registerNumberRequired' })
    .trim()
    .min(1, ruleMessage('validation:registerNumberRequired'))
    .overwrite(krsNumberOf)
    .refine((number) => KRS_NUMBER.test(number), {
      ...ruleMessage('validation:registerNumberFormat'),
      ...ifValidSoFar,
    }),
});
export type RegisterLookup = z.infer<typeof registerLookupSchema>;

/** Whether a register load may start: only with a register number. */
export function canLoadFromRegister(registerNumber: string | null | undefined): boolean {
  return (registerNumber ?? '').trim() !== '';
}
