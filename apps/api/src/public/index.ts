import type {} from '@wl/db/fastify';
import { addDays, todayIso } from '@wl/shared';
import { errorBody, errorCodes } from '@wl/shared/errors';
import { acceptOfferPayloadSchema, campaignOfferSchema, offerDictionarySchema } from '@wl/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../core/api-error.ts';
import { requestLanguage } from '../core/error-handler.ts';
import { hashToken } from '../core/tokens.ts';
import { offerDictionary } from '../offer-actions/dictionary.ts';
import { acceptOffer, type OfferActionContext, openOffer, showInterest } from '../offer-actions/offer-actions.ts';
import type { OfferTarget } from '../offer-actions/offer-view.ts';
import { errorResponses, offerTokenParams } from '../offer-actions/schemas.ts';

/**
 * Spec §8 'Token is invalid.': a token no offer of this host's tenant has (unknown, mistyped, or
 * another tenant's). 404, since the token names the resource; the portal maps it by label and code.
 */
export const tokenInvalid = () => new ApiError(404, errorBody('Token is invalid.', errorCodes.tokenNotActive));

/** The offer a public link names: its token's hash within the tenant of the host. */
/**
 * The last campaign end date whose offer links still work today (decision 033): a link works until
 * `offerGraceDays` after its campaign ended (the investor can still see the terms, sign, upload a
 * payment confirmation); after that it is 'Token is invalid.' like any other.
 */
export function offerLinkCutoff(offerGraceDays: number, today = todayIso()): Date {
  return new Date(`${addDays(today, -offerGraceDays)}T00:00:00.000Z`);
}

/** When an offer link of a campaign ending on `endDate` stops working (the end of the grace). */
export function offerLinkExpiry(endDate: Date, offerGraceDays: number): Date {
  return new Date(endDate.getTime() + (offerGraceDays + 1) * 86_400_000);
}

/** The offer of a public link: its token's hash within the tenant of the host, while the link works. */
export function tokenTarget(request: FastifyRequest, token: string): OfferTarget {
  return {
    where: {
      tenantId: request.tenant.tenantId,
      publicTokenHash: hashToken(token),
      campaign: { endDate: { gte: offerLinkCutoff(request.server.linkLifetimes.offerGraceDays) } },
    },
    missing: tokenInvalid,
    // The investor comes back to the offer's own page (the link they were sent).
    returnPath: `/campaign?token=${encodeURIComponent(token)}`,
  };
}

/** The investor by public link: no user, the token is the credential. */
function publicContext(api: FastifyInstance, request: FastifyRequest): OfferActionContext {
  return {
    db: api.db,
    storage: api.storage,
    signing: api.signing,
    tenant: request.tenant,
    log: request.log,
    language: requestLanguage(request),
    userId: null,
  };
}

const documented = (summary: string) => ({ tags: ['public'], summary });

/**
 * Spec §7 "Public": the offer an investor was invited to, by the token of the link, without a
 * login. Works also when the host blocks the investor panel (the invitation link is how the
 * investor gets there). Upload and PDF are not here yet.
 */
export async function publicModule(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/public-api/campaign-offer/dictionary',
    {
      schema: {
        ...documented('Enumerations of the offer screens with labels'),
        response: { 200: offerDictionarySchema },
      },
    },
    (request) => offerDictionary(requestLanguage(request)),
  );

  api.get(
    '/public-api/campaign-offer/:token',
    {
      schema: {
        ...documented('The offer of a public link; the first open marks it viewed'),
        params: offerTokenParams,
        response: { 200: campaignOfferSchema, ...errorResponses },
      },
    },
    (request) => openOffer(publicContext(api, request), tokenTarget(request, request.params.token)),
  );

  api.patch(
    '/public-api/campaign-offer/:token/interest',
    {
      schema: {
        ...documented('The investor is interested in the offer'),
        params: offerTokenParams,
        response: { 200: campaignOfferSchema, ...errorResponses },
      },
    },
    (request) => showInterest(publicContext(api, request), tokenTarget(request, request.params.token)),
  );

  api.patch(
    '/public-api/campaign-offer/:token/accept',
    {
      schema: {
        ...documented('The investor accepts the offer with an amount and both consents'),
        params: offerTokenParams,
        body: acceptOfferPayloadSchema,
        response: { 200: campaignOfferSchema, ...errorResponses },
      },
    },
    (request) => acceptOffer(publicContext(api, request), tokenTarget(request, request.params.token), request.body),
  );
}
