import { z } from 'zod';
import { contractStatusSchema } from './enums.ts';

/**
 * Wire shapes of the e-signature and identity platform (the spec's third party) and of our
 * endpoints around it: the signed status callback the provider posts to
 * `/provider-api/e-signature/callback`, our answer to it, and the identity verification of an
 * investor's onboarding request.
 */

export const identityStatuses = ['pending', 'verified', 'failed'] as const;
export const identityStatusSchema = z.enum(identityStatuses);
export type IdentityStatus = z.infer<typeof identityStatusSchema>;

const callbackBase = {
  eventId: z.uuid(),
  providerRef: z.string().min(1).max(200),
  occurredAt: z.iso.datetime({ offset: true }),
};

/** The body of a provider callback (after its `x-sandbox-signature` was checked). */
export const providerCallbackSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('contract'), status: contractStatusSchema, ...callbackBase }),
  z.strictObject({ kind: z.literal('identity'), status: identityStatusSchema, ...callbackBase }),
]);
export type ProviderCallback = z.infer<typeof providerCallbackSchema>;

/** Our answer to an authentic, first-seen callback: whether it changed the status. */
export const providerCallbackAnswerSchema = z.strictObject({ applied: z.boolean() });
export type ProviderCallbackAnswer = z.infer<typeof providerCallbackAnswerSchema>;

/** POST and GET /investor-api/onboarding/request/{id}/identity. */
export const identityVerificationAnswerSchema = z.strictObject({
  status: identityStatusSchema,
  /** The provider's page, opened on a phone. */
  verificationUrl: z.string(),
});
export type IdentityVerificationAnswer = z.infer<typeof identityVerificationAnswerSchema>;

/**
 * POST …/pdf: the portal may send the HTML it shows ("html data", spec §7). The server ignores
 * it and renders the summary from its own data (decision 010); the body is optional.
 */
export const offerPdfPayloadSchema = z.looseObject({ html: z.string().optional() }).nullish();
export type OfferPdfPayload = z.infer<typeof offerPdfPayloadSchema>;
