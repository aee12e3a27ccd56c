import type {} from '@wl/db/fastify';
import {
  advisorCampaignListResponseSchema,
  advisorCampaignSchema,
  campaignChoicesResponseSchema,
  idSchema,
  investmentListQuerySchema,
  investmentRowSchema,
  invitationPayloadSchema,
  productSchema,
} from '@wl/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advisorCallerOfRequest } from '../../core/advisor-caller.ts';
import { requestLanguage } from '../../core/error-handler.ts';
import { requireAdvisor } from '../../core/principal.ts';
import { documented, errorResponses, sendTotal, writeErrorResponses } from '../../offers/routes/route-schemas.ts';
import { inviteInvestor } from '../services/invite-investor.ts';
import {
  campaignChoices,
  getCampaign,
  getProduct,
  listCampaignOffers,
  listCampaigns,
} from '../services/read-campaigns.ts';

const idParams = z.strictObject({ id: idSchema });
const invitationParams = z.strictObject({ campaignId: idSchema, productId: idSchema });

/** Campaign routes of spec §7 for every advisor-panel role (offers within offer-scope.ts). */
export async function campaignRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const anyAdvisor = requireAdvisor();

  api.get(
    '/api/advisor/campaigns',
    {
      onRequest: anyAdvisor,
      schema: {
        ...documented('campaigns', 'Campaigns of the tenant with their phase'),
        response: { 200: advisorCampaignListResponseSchema, ...errorResponses },
      },
    },
    (request) => listCampaigns(api.db, advisorCallerOfRequest(request), requestLanguage(request)),
  );

  api.get(
    '/api/advisor/campaign/:id',
    {
      onRequest: anyAdvisor,
      schema: {
        ...documented('campaigns', 'One campaign with its products and terms'),
        params: idParams,
        response: { 200: advisorCampaignSchema, ...errorResponses },
      },
    },
    (request) => getCampaign(api.db, advisorCallerOfRequest(request), request.params.id, requestLanguage(request)),
  );

  api.get(
    '/api/advisor/campaign-choices',
    {
      onRequest: anyAdvisor,
      schema: {
        ...documented('campaigns', 'Campaigns open for invitations, with their products'),
        response: { 200: campaignChoicesResponseSchema, ...errorResponses },
      },
    },
    (request) => campaignChoices(api.db, advisorCallerOfRequest(request), requestLanguage(request)),
  );

  api.get(
    '/api/advisor/campaign/:id/offers',
    {
      onRequest: anyAdvisor,
      schema: {
        ...documented(
          'campaigns',
          "Offers of a campaign within the caller's scope; the total in x-total-count, counted to the next thousand past the page (beyond it x-total-count-capped: true)",
        ),
        params: idParams,
        querystring: investmentListQuerySchema,
        response: { 200: z.array(investmentRowSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await listCampaignOffers(
        api.db,
        advisorCallerOfRequest(request),
        request.params.id,
        request.query,
        requestLanguage(request),
      );
      sendTotal(reply, page.total, page.totalCapped);
      return page.rows;
    },
  );

  api.get(
    '/api/advisor/product/:id',
    {
      onRequest: anyAdvisor,
      schema: {
        ...documented('campaigns', 'One product with its terms'),
        params: idParams,
        response: { 200: productSchema, ...errorResponses },
      },
    },
    (request) => getProduct(api.db, advisorCallerOfRequest(request), request.params.id),
  );

  api.post(
    '/api/advisor/campaign/:campaignId/product/:productId/invite-investor',
    {
      onRequest: anyAdvisor,
      schema: {
        ...documented('campaigns', 'Invites one investor to a product: creates the offer and queues the mail'),
        params: invitationParams,
        body: invitationPayloadSchema,
        response: { 201: investmentRowSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      const row = await inviteInvestor(
        api.db,
        advisorCallerOfRequest(request),
        request.tenant,
        request.params,
        request.body,
        app.linkLifetimes.offerGraceDays,
        requestLanguage(request),
      );
      return reply.code(201).send(row);
    },
  );
}
