import { z } from 'zod';
import { passwordSchema, passwordsMatch } from '../rules/index.ts';
import { advisorRoleSchema, contextTypeSchema } from './enums.ts';
import { emailPayloadSchema, emailSchema, idSchema, requiredText, tokenPayloadSchema } from './fields.ts';

/**
 * Auth contracts of spec §7 "Auth" and DESIGN §4: advisors sign in with e-mail + password and an
 * optional TOTP step; investors with a one-time link; every token is valid for one context
 * (advisor-panel / investor-panel of one tenant).
 */

const tokenString = z.string().min(1).max(4096);

/**
 * POST /auth/login. The password is not checked for strength here: the login form must accept
 * whatever the account was created with. `remember2faToken` is the cookie of a device that
 * passed the second factor before (spec §4), which skips the challenge.
 */
export const loginPayloadSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, { message: 'validation:required' }).max(1024),
  remember2faToken: tokenString.optional(),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** A signed-in session: a short-lived JWT and the opaque, rotating refresh token. */
export const authTokensSchema = z.strictObject({
  accessToken: tokenString,
  refreshToken: tokenString,
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

export const authTokenResponseSchema = authTokensSchema.extend({ type: z.literal('auth-token') });
export type AuthTokenResponse = z.infer<typeof authTokenResponseSchema>;

/**
 * The password was right but the account has a second factor: the caller continues with
 * POST /auth/login-with-two-factor, proving the password step with `twoFactorToken`.
 */
export const twoFactorChallengeResponseSchema = z.strictObject({
  type: z.literal('two-factor'),
  twoFactorToken: tokenString,
});
export type TwoFactorChallengeResponse = z.infer<typeof twoFactorChallengeResponseSchema>;

/** Spec §4: `auth-token` means signed in; any other `type` is handed back to the caller. */
export const loginResponseSchema = z.discriminatedUnion('type', [
  authTokenResponseSchema,
  twoFactorChallengeResponseSchema,
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/login-with-two-factor: the Google Authenticator code of the challenge. */
export const twoFactorLoginPayloadSchema = z.strictObject({
  twoFactorToken: tokenString,
  code: z
    .string()
    .trim()
    .min(1, { message: 'validation:required' })
    .regex(/^\d{6}$/, { message: 'validation:pattern' }),
  /** Ask for a `remember2faToken`, so this device skips the challenge next time. */
  rememberDevice: z.boolean().optional(),
});
export type TwoFactorLoginPayload = z.infer<typeof twoFactorLoginPayloadSchema>;

/**
 * The client stores `remember2faToken` in a cookie named by the token's `username`, until `exp`
 * (spec §4).
 */
export const twoFactorLoginResponseSchema = authTokenResponseSchema.extend({
  remember2faToken: tokenString.optional(),
});
export type TwoFactorLoginResponse = z.infer<typeof twoFactorLoginResponseSchema>;

/** POST /auth/refresh-token and /auth/refresh-investor-token. */
export const refreshTokenPayloadSchema = z.strictObject({ refreshToken: tokenString });
export type RefreshTokenPayload = z.infer<typeof refreshTokenPayloadSchema>;
export const refreshTokenResponseSchema = authTokensSchema;
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;

/** POST /auth/investor/send-token: mails a one-time login link. */
export const investorSendTokenPayloadSchema = emailPayloadSchema;
export type InvestorSendTokenPayload = z.infer<typeof investorSendTokenPayloadSchema>;

/** POST /auth/login-investor: the token of that link; answered with an `auth-token` response. */
export const loginInvestorPayloadSchema = tokenPayloadSchema;
export type LoginInvestorPayload = z.infer<typeof loginInvestorPayloadSchema>;

/** POST /auth/activate/send-token: (re)sends an advisor's activation mail. */
export const activationSendTokenPayloadSchema = emailPayloadSchema;
export type ActivationSendTokenPayload = z.infer<typeof activationSendTokenPayloadSchema>;

/** POST /auth/password/send-remind-request: always answered alike, so it reveals no accounts. */
export const passwordRemindPayloadSchema = emailPayloadSchema;
export type PasswordRemindPayload = z.infer<typeof passwordRemindPayloadSchema>;

/**
 * A mailed token and the password the user chooses with it: a strong password, typed twice.
 * The match is reported on `passwordConfirmation`, the field the user fixes.
 */
export const setPasswordPayloadSchema = z
  .strictObject({
    token: tokenString,
    password: passwordSchema,
    passwordConfirmation: z.string().min(1, { message: 'validation:required' }),
  })
  .superRefine(passwordsMatch());
export type SetPasswordPayload = z.infer<typeof setPasswordPayloadSchema>;

/** POST /auth/activate-from-email (the link of the activation mail, `/auth/activate-from-email/{token}`). */
export const activateFromEmailPayloadSchema = setPasswordPayloadSchema;
export type ActivateFromEmailPayload = SetPasswordPayload;
/** POST /auth/activate: the same, from the in-app activation screen. */
export const activatePayloadSchema = setPasswordPayloadSchema;
export type ActivatePayload = SetPasswordPayload;
/** POST /auth/password/set (the link of the reset mail, `/auth/reset-password/{token}`). */
export const passwordSetPayloadSchema = setPasswordPayloadSchema;
export type PasswordSetPayload = SetPasswordPayload;

/**
 * POST /auth/activate/check and /auth/password/check (decision 067): a mailed link's token, checked
 * when its page opens (204 when it works); in the body, like every other token the auth routes take,
 * never in the URL.
 */
export const linkCheckPayloadSchema = tokenPayloadSchema;
export type LinkCheckPayload = z.infer<typeof linkCheckPayloadSchema>;

/** PATCH /auth/change-context: a redirect token (`/login-with-redirect-token`) for another panel. */
export const changeContextTokenPayloadSchema = tokenPayloadSchema;
export type ChangeContextTokenPayload = z.infer<typeof changeContextTokenPayloadSchema>;

/** PATCH /api/auth/change-context: switch the signed-in user to another of its contexts. */
export const changeContextPayloadSchema = z.strictObject({
  contextId: idSchema,
  contextType: contextTypeSchema.optional(),
});
export type ChangeContextPayload = z.infer<typeof changeContextPayloadSchema>;

/** Spec §7 names only `accessToken`; the rotated refresh token comes along so the session stays one family. */
export const changeContextResponseSchema = z.strictObject({
  accessToken: tokenString,
  refreshToken: tokenString.optional(),
});
export type ChangeContextResponse = z.infer<typeof changeContextResponseSchema>;

/**
 * The claims the API signs into every access token (DESIGN §4). `context_id` is the tenant id
 * (the Context-id header of that panel); `exp` is in seconds; `impersonator` is the id of the
 * operator acting as this user. Loose, because JWT libraries add their own (`iat`, `jti`); the
 * browser reads them, unverified, with `decodeTokenClaims` of the session module.
 */
export const accessTokenClaimsSchema = z.looseObject({
  sub: idSchema,
  context_type: contextTypeSchema,
  context_id: idSchema,
  username: z.string().min(1),
  exp: z.number().int().positive(),
  impersonator: z.string().min(1).optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** One item of GET /api/contexts: a panel of one tenant the user may switch to. */
export const userContextSchema = z.strictObject({
  /** The tenant id: what `context_id` and the Context-id header carry. */
  id: idSchema,
  context: contextTypeSchema,
  tenantName: requiredText(),
});
export type UserContext = z.infer<typeof userContextSchema>;

export const userContextsResponseSchema = z.array(userContextSchema);
export type UserContextsResponse = z.infer<typeof userContextsResponseSchema>;

/**
 * GET /api/auth/data: who is signed in, in which context. `roles` are the advisor-panel roles
 * (empty in the investor panel); `impersonator` is set while an operator acts as this user, for
 * the impersonation banner.
 */
export const activeUserDataSchema = z.strictObject({
  context: z.strictObject({
    type: contextTypeSchema,
    id: idSchema,
    roles: z.array(advisorRoleSchema),
  }),
  user: z.strictObject({
    id: idSchema,
    firstName: z.string(),
    surname: z.string(),
    email: z.string(),
  }),
  impersonator: z.string().nullable(),
  /** Who `impersonator` is, for the banner ("signed in as … by …"); null when nobody impersonates. */
  impersonatorUser: z
    .strictObject({ id: idSchema, firstName: z.string(), surname: z.string(), email: z.string() })
    .nullable()
    .optional(),
});
export type ActiveUserData = z.infer<typeof activeUserDataSchema>;

/**
 * The answer of the calls that must not reveal whether an e-mail has an account (investor login
 * link, activation mail, password reset): the same body whatever happened (spec §8 "a password
 * reset request is reported as processed").
 */
export const requestProcessedResponseSchema = z.strictObject({ status: z.literal('processed') });
export type RequestProcessedResponse = z.infer<typeof requestProcessedResponseSchema>;

/**
 * POST /api/auth/logout. Without a body the session of the access token ends; a refresh token
 * ends its own session too (a client whose access token already expired can still sign out).
 */
export const logoutPayloadSchema = z.strictObject({ refreshToken: tokenString.optional() });
export type LogoutPayload = z.infer<typeof logoutPayloadSchema>;

const totpCode = z
  .string()
  .trim()
  .min(1, { message: 'validation:required' })
  .regex(/^\d{6}$/, { message: 'validation:pattern' });

/**
 * POST /api/auth/two-factor/setup: a new TOTP secret for the signed-in advisor, pending until a
 * code from it is confirmed. `otpauthUrl` and the QR code (a PNG data URL) carry the same secret
 * for the authenticator app; `secret` is for typing it in by hand.
 */
export const twoFactorSetupResponseSchema = z.strictObject({
  secret: z.string().min(16),
  otpauthUrl: z.string().startsWith('otpauth://totp/'),
  qrCodeDataUrl: z.string().startsWith('data:image/png;base64,'),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /api/auth/two-factor/confirm and DELETE /api/auth/two-factor: a current code of the app. */
export const twoFactorCodePayloadSchema = z.strictObject({ code: totpCode });
export type TwoFactorCodePayload = z.infer<typeof twoFactorCodePayloadSchema>;

/** Whether the second factor is on after a confirm or disable. */
export const twoFactorStatusResponseSchema = z.strictObject({ enabled: z.boolean() });
export type TwoFactorStatusResponse = z.infer<typeof twoFactorStatusResponseSchema>;

/** POST /api/auth/impersonate/{advisorId}: an admin of advisors acts as an advisor of the tenant. */
export const impersonateParamsSchema = z.strictObject({ advisorId: idSchema });
export type ImpersonateParams = z.infer<typeof impersonateParamsSchema>;
