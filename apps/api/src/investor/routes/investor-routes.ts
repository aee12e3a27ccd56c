import type {} from '@wl/db/fastify';
import {
  acceptOfferPayloadSchema,
  campaignOfferSchema,
  investorSummarySchema,
  offerDictionarySchema,
  pageQuerySchema,
  productSchema,
} from '@wl/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../core/error-handler.ts';
import { principalOf, requireInvestor, requireInvestorPanelOpen } from '../../core/principal.ts';
import { documented as documentedRoute, sendTotal } from '../../core/routes.ts';
import { errorResponses, offerIdParams } from '../../offers/routes/action-schemas.ts';
import { declineOffer } from '../../offers/services/decline-offer.ts';
import { offerDictionary } from '../../offers/services/dictionary.ts';
import { acceptOffer, type OfferActionContext, openOffer, showInterest } from '../../offers/services/offer-actions.ts';
import { signAgain } from '../../offers/services/sign-again.ts';
import {
  getOwnProduct,
  type InvestorCaller,
  investorSummary,
  listOwnOffers,
  listOwnProducts,
  ownOfferTarget,
} from '../services/investor-services.ts';

function callerOf(request: FastifyRequest): InvestorCaller {
  const principal = principalOf(request);
  // requireInvestor made sure of it.
  return { tenantId: principal.tenantId, investorId: principal.investorId as string, userId: principal.userId };
}

function actionContext(api: FastifyInstance, request: FastifyRequest): OfferActionContext {
  return {
    db: api.db,
    storage: api.storage,
    signing: api.signing,
    tenant: request.tenant,
    log: request.log,
    language: requestLanguage(request),
    userId: principalOf(request).userId,
  };
}

const documented = (summary: string) => documentedRoute('investor', summary);

/** Spec §7 "Investor": the signed-in investor's own offers and products (upload and PDF not yet). */
export async function investorRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [requireInvestor, requireInvestorPanelOpen];

  api.get(
    '/investor-api/dictionary',
    {
      onRequest,
      schema: {
        ...documented('Enumerations of the investor panel with labels'),
        response: { 200: offerDictionarySchema, ...errorResponses },
      },
    },
    (request) => offerDictionary(requestLanguage(request)),
  );

  api.get(
    '/investor-api/offers',
    {
      onRequest,
      schema: {
        ...documented('The investor’s offers, newest first; the total in x-total-count'),
        querystring: pageQuerySchema,
        response: { 200: z.array(campaignOfferSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await listOwnOffers(api.db, callerOf(request), request.query);
      sendTotal(reply, page.total);
      return page.rows;
    },
  );

  api.get(
    '/investor-api/offer/:id',
    {
      onRequest,
      schema: {
        ...documented('One of the investor’s offers; the first open marks it viewed'),
        params: offerIdParams,
        response: { 200: campaignOfferSchema, ...errorResponses },
      },
    },
    (request) => openOffer(actionContext(api, request), ownOfferTarget(callerOf(request), request.params.id)),
  );

  api.get(
    '/investor-api/investor/summary',
    {
      onRequest,
      schema: {
        ...documented('Counts and sums of the investor’s offers'),
        response: { 200: investorSummarySchema, ...errorResponses },
      },
    },
    (request) => investorSummary(api.db, callerOf(request)),
  );

  api.get(
    '/investor-api/products',
    {
      onRequest,
      schema: {
        ...documented('Products of the campaigns the investor has offers in; the total in x-total-count'),
        querystring: pageQuerySchema,
        response: { 200: z.array(productSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await listOwnProducts(api.db, callerOf(request), request.query);
      sendTotal(reply, page.total);
      return page.rows;
    },
  );

  api.get(
    '/investor-api/product/:id',
    {
      onRequest,
      schema: {
        ...documented('One product of a campaign the investor has offers in'),
        params: offerIdParams,
        response: { 200: productSchema, ...errorResponses },
      },
    },
    (request) => getOwnProduct(api.db, callerOf(request), request.params.id),
  );

  api.patch(
    '/investor-api/offer/:id/interest',
    {
      onRequest,
      schema: {
        ...documented('The investor is interested in the offer'),
        params: offerIdParams,
        response: { 200: campaignOfferSchema, ...errorResponses },
      },
    },
    (request) => showInterest(actionContext(api, request), ownOfferTarget(callerOf(request), request.params.id)),
  );

  api.patch(
    '/investor-api/offer/:id/accept',
    {
      onRequest,
      schema: {
        ...documented('The investor accepts the offer with an amount and both consents'),
        params: offerIdParams,
        body: acceptOfferPayloadSchema,
        response: { 200: campaignOfferSchema, ...errorResponses },
      },
    },
    (request) =>
      acceptOffer(actionContext(api, request), ownOfferTarget(callerOf(request), request.params.id), request.body),
  );

  api.patch(
    '/investor-api/offer/:id/decline',
    {
      onRequest,
      schema: {
        ...documented('The investor declines the offer (before it is active, while its agreement is not signed)'),
        params: offerIdParams,
        response: { 200: campaignOfferSchema, ...errorResponses },
      },
    },
    (request) => declineOffer(actionContext(api, request), ownOfferTarget(callerOf(request), request.params.id)),
  );

  api.post(
    '/investor-api/offer/:id/contract',
    {
      onRequest,
      schema: {
        ...documented('A new signing of an accepted offer whose agreement was refused, withdrawn or failed'),
        params: offerIdParams,
        response: { 200: campaignOfferSchema, ...errorResponses },
      },
    },
    (request) => signAgain(actionContext(api, request), ownOfferTarget(callerOf(request), request.params.id)),
  );
}
