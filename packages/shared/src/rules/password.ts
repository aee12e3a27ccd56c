import { z } from 'zod';
import { addRuleIssue, ruleMessage } from './messages.ts';
import { isStrongPassword, PASSWORD_MIN_LENGTH } from './password-strength.ts';

export { isStrongPassword, PASSWORD_MIN_LENGTH } from './password-strength.ts';

/**
 * A new password. Not trimmed: spaces are part of what the user chose. Only for setting a
 * password; the login form must accept whatever the account was created with.
 */
export const passwordSchema = z
  .string()
  .min(1, { message: 'validation:required', abort: true })
  .refine(isStrongPassword, ruleMessage('validation:passwordWeak', { min: PASSWORD_MIN_LENGTH }));

export interface PasswordFields<K extends string = string> {
  password: K;
  confirmation: K;
}

/**
 * passwords must match: a refinement for an object holding a password and its confirmation,
 * reporting on the confirmation (the field the user fixes). Field names default to
 * `password` / `passwordConfirmation`. Use with `.superRefine(passwordsMatch())`.
 */
export function passwordsMatch(
  fields: PasswordFields = { password: 'password', confirmation: 'passwordConfirmation' },
): (value: Record<string, unknown>, ctx: z.core.$RefinementCtx<Record<string, unknown>>) => void {
  return (value, ctx) => {
    const password = value[fields.password];
    const confirmation = value[fields.confirmation];
    // A blank confirmation is the field's own "required"; saying "must match" too would be noise.
    if (typeof confirmation !== 'string' || confirmation === '') return;
    if (password !== confirmation) addRuleIssue(ctx, { key: 'validation:passwordsMatch' }, [fields.confirmation]);
  };
}

/** A new password with its confirmation: strong, and the two the same. */
export const newPasswordSchema = z
  .object({
    password: passwordSchema,
    passwordConfirmation: z.string().min(1, ruleMessage('validation:required')),
  })
  .superRefine(passwordsMatch());
export type NewPassword = z.infer<typeof newPasswordSchema>;
