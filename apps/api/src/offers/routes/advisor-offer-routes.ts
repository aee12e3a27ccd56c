import type {} from '@wl/db/fastify';
import {
  changeOfferOwnerParamsSchema,
  investmentListQuerySchema,
  investmentRowSchema,
  investmentTotalsSchema,
  offerStatusChangePayloadSchema,
  offerStatusHistorySchema,
} from '@wl/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advisorCallerOfRequest } from '../../core/advisor-caller.ts';
import { requestLanguage } from '../../core/error-handler.ts';
import { requireAdvisor } from '../../core/principal.ts';
import { networkOfferScope, ownOfferScope } from '../offer-scope.ts';
import { changeOfferOwner } from '../services/change-owner.ts';
import { changeOfferStatus } from '../services/change-status.ts';
import { getAdvisorOffer } from '../services/get-offer.ts';
import { listOffers } from '../services/list-offers.ts';
import { offerTotals } from '../services/offer-totals.ts';
import { offerStatusHistory } from '../services/status-history.ts';
import { documented, errorResponses, offerIdParams, sendCachedPage, writeErrorResponses } from './route-schemas.ts';

const investmentRowsSchema = z.array(investmentRowSchema);

/** The investors table, the coordinator's view of it, owner changes and the kanban's moves. */
export async function advisorOfferRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const overseer = requireAdvisor('coordinator', 'admin');

  api.get(
    '/api/advisor/investor/offers',
    {
      onRequest: requireAdvisor(),
      schema: {
        ...documented(
          'offers',
          'The offers the caller owns, filtered, sorted and paged; the total in x-total-count, counted to the next thousand past the page (beyond it x-total-count-capped: true)',
        ),
        querystring: investmentListQuerySchema,
        response: { 200: investmentRowsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = advisorCallerOfRequest(request);
      const scope = ownOfferScope(caller);
      const language = requestLanguage(request);
      // Decision 052: a repeated page comes from memory until a listed row changes; the key holds
      // the reader's language, which names the campaigns (decision 066).
      const page = await api.listCache.page(['offers', scope, request.query, language], investmentRowsSchema, () =>
        listOffers(api.db, { tenantId: caller.tenantId, scope }, request.query, false, language),
      );
      return sendCachedPage(reply, page);
    },
  );

  api.get(
    '/api/advisor/investor/offers-by-network',
    {
      onRequest: overseer,
      schema: {
        ...documented(
          'offers',
          'Offers of the networks the caller coordinates (an admin: of the tenant), with their owner; the total in x-total-count, counted to the next thousand past the page (beyond it x-total-count-capped: true)',
        ),
        querystring: investmentListQuerySchema,
        response: { 200: investmentRowsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = advisorCallerOfRequest(request);
      const scope = networkOfferScope(caller);
      const language = requestLanguage(request);
      const page = await api.listCache.page(
        ['offers-by-network', scope, request.query, language],
        investmentRowsSchema,
        () => listOffers(api.db, { tenantId: caller.tenantId, scope }, request.query, true, language),
      );
      return sendCachedPage(reply, page);
    },
  );

  api.get(
    '/api/advisor/investor/offers/totals',
    {
      onRequest: requireAdvisor(),
      schema: {
        ...documented(
          'offers',
          'The amounts of every offer the caller owns that the filters match, summed per currency (sort and paging are ignored)',
        ),
        querystring: investmentListQuerySchema,
        response: { 200: investmentTotalsSchema, ...errorResponses },
      },
    },
    (request) => offerTotals(api.db, ownOfferScope(advisorCallerOfRequest(request)), request.query.filter),
  );

  api.get(
    '/api/advisor/investor/offers-by-network/totals',
    {
      onRequest: overseer,
      schema: {
        ...documented(
          'offers',
          'The amounts of the offers of the networks the caller oversees that the filters match, summed per currency',
        ),
        querystring: investmentListQuerySchema,
        response: { 200: investmentTotalsSchema, ...errorResponses },
      },
    },
    (request) => offerTotals(api.db, networkOfferScope(advisorCallerOfRequest(request)), request.query.filter),
  );

  api.get(
    '/api/advisor/investor/:offerId/history',
    {
      onRequest: requireAdvisor(),
      schema: {
        ...documented(
          'offers',
          'The status history of one offer the caller may read: who, when, from and to which status, and why; oldest first',
        ),
        params: offerIdParams,
        response: { 200: offerStatusHistorySchema, ...errorResponses },
      },
    },
    (request) => offerStatusHistory(api.db, advisorCallerOfRequest(request), request.params.offerId),
  );

  api.get(
    '/api/advisor/investor/:offerId',
    {
      onRequest: requireAdvisor(),
      schema: {
        ...documented('offers', 'One offer the caller may read (own; a coordinator’s networks; an admin’s tenant)'),
        params: offerIdParams,
        response: { 200: investmentRowSchema, ...errorResponses },
      },
    },
    (request) =>
      getAdvisorOffer(api.db, advisorCallerOfRequest(request), request.params.offerId, requestLanguage(request)),
  );

  api.patch(
    '/api/advisor/investor/:offerId/owner/:ownerId',
    {
      onRequest: overseer,
      schema: {
        ...documented('offers', 'Hands an offer to another active advisor of its network (coordinators and admins)'),
        params: changeOfferOwnerParamsSchema,
        response: { 200: investmentRowSchema, ...writeErrorResponses },
      },
    },
    (request) =>
      changeOfferOwner(
        api.db,
        advisorCallerOfRequest(request),
        request.params.offerId,
        request.params.ownerId,
        requestLanguage(request),
      ),
  );

  api.patch(
    '/api/advisor/investor/:offerId/status',
    {
      onRequest: requireAdvisor(),
      schema: {
        ...documented(
          'offers',
          'Moves an offer along the advisor edges of the investment state machine (kanban); a rejection needs a reason, kept in the history',
        ),
        params: offerIdParams,
        body: offerStatusChangePayloadSchema,
        response: { 200: investmentRowSchema, ...writeErrorResponses },
      },
    },
    (request) =>
      changeOfferStatus(
        api.db,
        advisorCallerOfRequest(request),
        request.params.offerId,
        request.body.status,
        request.body.reason,
        requestLanguage(request),
      ),
  );
}
