import { z } from 'zod';
import { addRuleIssue, ruleMessage } from './messages.ts';

/** Spec §9: passwords have at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Spec §5: at least 8 characters with an upper- and a lower-case letter, a digit and a special
 * character. Letters are Unicode letters (Ł and ż count), a special character is anything that is
 * neither a letter, a digit nor white space, and length counts characters, not UTF-16 units.
 */
export function isStrongPassword(password: string): boolean {
  return (
    [...password].length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password)
  );
}

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
