import type {} from '@wl/db/fastify';
import { acceptOfferPayloadSchema, campaignOfferSchema, offerDictionarySchema } from '@wl/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../core/error-handler.ts';
import { documentedPublic } from '../../core/routes.ts';
import { errorResponses, offerTokenParams } from '../../offers/routes/action-schemas.ts';
import { declineOffer } from '../../offers/services/decline-offer.ts';
import { offerDictionary } from '../../offers/services/dictionary.ts';
import { acceptOffer, type OfferActionContext, openOffer, showInterest } from '../../offers/services/offer-actions.ts';
import { tokenTarget } from '../../offers/services/offer-links.ts';
import { signAgain } from '../../offers/services/sign-again.ts';

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

const documented = (summary: string) => documentedPublic('public', summary);

/**
 * Spec §7 "Public": the offer an investor was invited to, by the token of the link, without a
 * login. Works also when the host blocks the investor panel (the invitation link is how the
 * investor gets there). Upload and PDF are not here yet.
 */
export async function publicOfferRoutes(app: FastifyInstance): Promise<void> {
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

  api.patch(
    '/public-api/campaign-offer/:token/decline',
    {
      schema: {
        ...documented('The investor declines the offer (before it is active, while its agreement is not signed)'),
        params: offerTokenParams,
        response: { 200: campaignOfferSchema, ...errorResponses },
      },
    },
    (request) => declineOffer(publicContext(api, request), tokenTarget(request, request.params.token)),
  );

  api.post(
    '/public-api/campaign-offer/:token/contract',
    {
      schema: {
        ...documented('A new signing of an accepted offer whose agreement was refused, withdrawn or failed'),
        params: offerTokenParams,
        response: { 200: campaignOfferSchema, ...errorResponses },
      },
    },
    (request) => signAgain(publicContext(api, request), tokenTarget(request, request.params.token)),
  );
}
