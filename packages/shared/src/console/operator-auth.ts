import { z } from 'zod';
import { operatorRoleSchema } from './operators.ts';

/**
 * Sign-in of a console operator. The e-mail is lower-cased here because operators are stored
 * lower-cased (one account per address, whatever the case typed). The password is not checked
 * for strength: sign-in accepts whatever the account was created with.
 */
export const operatorSignInSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(1024),
  /** Six digits from the authenticator app, sent in the second step (sign-in or enrolment). */
  totpCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
});
export type OperatorSignIn = z.infer<typeof operatorSignInSchema>;

/** The signed-in operator as the console shows it; the role decides what the console offers (decision 046). */
export const operatorSchema = z.object({ id: z.uuid(), email: z.string(), role: operatorRoleSchema });
export type Operator = z.infer<typeof operatorSchema>;

/**
 * `totp-required`: the password was right and the account has a second factor; the console asks
 * for the code and sends the same e-mail and password again with it.
 * `totp-enrolment`: the password was right and the account has no second factor yet (decision
 * 031): the console shows the secret (QR code and text) and sends e-mail, password and a code from
 * it; only then is the second factor on and a session started.
 */
export const operatorSignInResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed-in'), operator: operatorSchema }),
  z.object({ status: z.literal('totp-required') }),
  z.object({
    status: z.literal('totp-enrolment'),
    /** Base32, for typing into an app by hand. */
    secret: z.string(),
    otpauthUrl: z.string(),
    /** The otpauth URL as a PNG data URL. */
    qrCodeDataUrl: z.string(),
  }),
]);
export type OperatorSignInResult = z.infer<typeof operatorSignInResultSchema>;

/** `auth.me`: the operator of the session cookie, or null without a valid session. */
export const operatorMeSchema = operatorSchema.nullable();

/**
 * Messages of the sign-in refusals (tRPC UNAUTHORIZED / TOO_MANY_REQUESTS). The console maps
 * them to its translated texts; one generic message for unknown e-mail and wrong password, so
 * the answer never tells whether an account exists.
 */
export const operatorAuthMessages = {
  badCredentials: 'Invalid e-mail or password',
  badTotpCode: 'Invalid authentication code',
  tooManyAttempts: 'Too many sign-in attempts, try again later',
  signedOut: 'Sign-in required',
} as const;

/** `auth.signOut`: always succeeds, signed in or not. */
export const operatorSignOutResultSchema = z.object({ signedOut: z.literal(true) });
