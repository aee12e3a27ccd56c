import { z } from 'zod';
import { languageSchema } from '../config/fields.ts';
import { isStrongPassword } from '../rules/password.ts';
import { emailSchema, idSchema } from '../schemas/fields.ts';
import type { ConsoleMessageParams, ConsoleRefusal } from './refusal.ts';

/*
 * Operators in the console (issue 17, item 7; decision 046): an admin invites them by mail,
 * gives each a role, deactivates, reactivates and resets them; the invited operator chooses a
 * password from the mailed link and enrols a second factor at the first sign-in.
 */

/** Each role holds the ones before it: a publisher may edit, an admin may publish. */
export const operatorRoles = ['viewer', 'editor', 'publisher', 'admin'] as const;
export const operatorRoleSchema = z.enum(operatorRoles);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

/** Whether `role` may do what `needed` may. */
export function hasRole(role: OperatorRole, needed: OperatorRole): boolean {
  return operatorRoles.indexOf(role) >= operatorRoles.indexOf(needed);
}

/** Operators' passwords: the platform's rule and at least this many characters (ASVS 2.1.1). */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

/** An operator's new password: strong by the platform's rule and at least 12 characters. */
export const operatorPasswordSchema = z
  .string()
  .max(1024)
  .refine((password) => [...password].length >= OPERATOR_PASSWORD_MIN_LENGTH && isStrongPassword(password), {
    message: 'validation:passwordWeak',
    params: { min: OPERATOR_PASSWORD_MIN_LENGTH },
  });

/** How long the links of the mails work. */
export const OPERATOR_INVITATION_HOURS = 72;
export const OPERATOR_RESET_HOURS = 24;

/** `operators.list`: every operator; `state` says whether they can sign in. */
export const operatorStates = ['invited', 'active', 'deactivated'] as const;
export type OperatorState = (typeof operatorStates)[number];

export const operatorRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: operatorRoleSchema,
  language: languageSchema,
  state: z.enum(operatorStates),
  /** A second factor is set up (false: the next sign-in enrols one). */
  totpEnrolled: z.boolean(),
  /** The link of the last invitation or reset mail still works until then (null: none open). */
  linkExpiresAt: z.iso.datetime().nullable(),
  lastSignInAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  invitedBy: z.string().nullable(),
});
export type OperatorRow = z.infer<typeof operatorRowSchema>;
export const operatorListSchema = z.array(operatorRowSchema);

/** `operators.invite`: a new operator gets a mail with a link to choose a password. */
export const inviteOperatorSchema = z.strictObject({
  email: emailSchema.transform((email) => email.toLowerCase()),
  role: operatorRoleSchema,
  /** The language of the invitation (and of later mails). */
  language: languageSchema,
});
export type InviteOperator = z.infer<typeof inviteOperatorSchema>;
export const operatorMailResultSchema = z.object({ sentTo: z.string(), linkExpiresAt: z.iso.datetime() });
export type OperatorMailResult = z.infer<typeof operatorMailResultSchema>;

/** `operators.setRole`. */
export const setOperatorRoleSchema = z.strictObject({ operatorId: idSchema, role: operatorRoleSchema });
export type SetOperatorRole = z.infer<typeof setOperatorRoleSchema>;

/** `operators.deactivate` / `operators.reactivate` / `operators.resendInvitation`. */
export const operatorIdSchema = z.strictObject({ operatorId: idSchema });
export type OperatorId = z.infer<typeof operatorIdSchema>;

/**
 * `operators.resetAccess`: the password stops working at once, sessions end, and a mail carries a
 * link to choose a new one; `resetTotp` also removes the second factor (a lost phone), so the
 * next sign-in enrols a new one.
 */
export const resetOperatorSchema = z.strictObject({ operatorId: idSchema, resetTotp: z.boolean() });
export type ResetOperator = z.infer<typeof resetOperatorSchema>;

/** `auth.passwordLink`: what the console shows for a mailed link (an unusable one says only that). */
export const passwordLinkInputSchema = z.strictObject({ token: z.string().min(1).max(200) });
export const passwordLinkSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('valid'),
    email: z.string(),
    purpose: z.enum(['invitation', 'password_reset']),
  }),
  z.object({ status: z.literal('invalid') }),
]);
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

/** `auth.setPassword`: the mailed link's token and the new password; then the operator signs in. */
export const setOperatorPasswordSchema = z.strictObject({
  token: z.string().min(1).max(200),
  password: operatorPasswordSchema,
});
export type SetOperatorPassword = z.infer<typeof setOperatorPasswordSchema>;
export const setOperatorPasswordResultSchema = z.object({ email: z.string() });

const operatorRefusal = (name: string, params?: ConsoleMessageParams): ConsoleRefusal => ({
  key: `console:refusals.operators.${name}`,
  ...(params ? { params } : {}),
});

export const operatorMessages = {
  /** FORBIDDEN: the operator's role does not allow the call. */
  roleRequired: (role: OperatorRole) => operatorRefusal('roleRequired', { role }),
  /** CONFLICT: an operator with this e-mail exists. */
  emailTaken: (email: string) => operatorRefusal('emailTaken', { email }),
  /** NOT_FOUND. */
  notFound: operatorRefusal('notFound'),
  /** BAD_REQUEST: an admin does not demote, deactivate or reset themselves (another admin does). */
  notYourself: operatorRefusal('notYourself'),
  /** CONFLICT: the platform keeps at least one active admin. */
  lastAdmin: operatorRefusal('lastAdmin'),
  /** CONFLICT: a deactivated operator is reactivated before anything else. */
  deactivated: operatorRefusal('deactivated'),
  /** CONFLICT: only a deactivated operator is reactivated. */
  notDeactivated: operatorRefusal('notDeactivated'),
  /** CONFLICT: the invitation was accepted already (reset the access instead). */
  notInvited: operatorRefusal('notInvited'),
  /** BAD_REQUEST: the link is unknown, used or expired (one answer for all three). */
  linkInvalid: operatorRefusal('linkInvalid'),
  /** SERVICE_UNAVAILABLE: no console origin is configured, so a mail could not link to it. */
  noConsoleOrigin: operatorRefusal('noConsoleOrigin'),
} as const;
