import type {} from '@wl/db/fastify';
import {
  idSchema,
  invitationCheckPayloadSchema,
  invitationCheckSchema,
  invitationLinkSchema,
  invitationResentSchema,
} from '@wl/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tooManyRequests } from '../../auth/auth-errors.ts';
import { advisorCallerOfRequest } from '../../core/advisor-caller.ts';
import { requestLanguage } from '../../core/error-handler.ts';
import { requireAdvisor } from '../../core/principal.ts';
import { limitKey, type WindowRule } from '../../core/rate-limiter.ts';
import { documented, writeErrorResponses } from '../../offers/routes/route-schemas.ts';
import { checkInvitations } from '../services/invitation-check.ts';
import { issueInvitationLink, resendInvitation } from '../services/offer-invitation.ts';

const offerIdParams = z.strictObject({ offerId: idSchema });
const invitationParams = z.strictObject({ campaignId: idSchema, productId: idSchema });

/**
 * Invitations mailed again per offer: three an hour. Enough to mend a mistyped spam filter or a
 * lost mail, and no lever for filling an investor's mailbox. Kept in PostgreSQL (decision 035).
 */
export const INVITATION_RESENDS: WindowRule = { max: 3, windowMs: 60 * 60_000 };
/** New links per offer: ten an hour (each one ends the one before). */
export const INVITATION_LINKS: WindowRule = { max: 10, windowMs: 60 * 60_000 };

async function limit(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  offerId: string,
  action: string,
  rule: WindowRule,
) {
  const key = limitKey(action, request.tenant.tenantId, offerId);
  const verdict = await app.rateLimiter.window(key, rule);
  if (verdict === null) return;
  reply.header('retry-after', verdict);
  throw tooManyRequests(requestLanguage(request));
}

/**
 * The invitation of an offer after it was made (issue 19, decision 065): checked before sending,
 * mailed again, or its link handed to the advisor. Every role of the advisor panel, within
 * offer-scope.ts.
 */
export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const anyAdvisor = requireAdvisor();

  api.post(
    '/api/advisor/campaign/:campaignId/product/:productId/invitation-check',
    {
      onRequest: anyAdvisor,
      schema: {
        ...documented(
          'campaigns',
          'Which of the addresses already have an open offer for the product: the caller’s own, or another advisor’s (the invitation would be refused); nothing is written',
        ),
        params: invitationParams,
        body: invitationCheckPayloadSchema,
        response: { 200: invitationCheckSchema, ...writeErrorResponses },
      },
    },
    (request) => checkInvitations(api.db, advisorCallerOfRequest(request), request.params, request.body),
  );

  api.post(
    '/api/advisor/investor/:offerId/invitation',
    {
      onRequest: anyAdvisor,
      schema: {
        ...documented(
          'offers',
          'Mails the invitation of an offer again with a new link (the earlier one stops working); three an hour per offer, then 429',
        ),
        params: offerIdParams,
        response: { 200: invitationResentSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await limit(app, request, reply, request.params.offerId, 'offer-invitation', INVITATION_RESENDS);
      return resendInvitation(
        api.db,
        advisorCallerOfRequest(request),
        request.tenant,
        request.params.offerId,
        app.linkLifetimes.offerGraceDays,
      );
    },
  );

  api.post(
    '/api/advisor/investor/:offerId/invitation-link',
    {
      onRequest: anyAdvisor,
      schema: {
        ...documented(
          'offers',
          'A new public link of an offer for the advisor to pass on (the earlier one stops working); ten an hour per offer, then 429',
        ),
        params: offerIdParams,
        response: { 200: invitationLinkSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await limit(app, request, reply, request.params.offerId, 'offer-invitation-link', INVITATION_LINKS);
      const link = await issueInvitationLink(
        api.db,
        advisorCallerOfRequest(request),
        request.tenant,
        request.params.offerId,
        app.linkLifetimes.offerGraceDays,
      );
      // The link opens the offer as its investor: no cache keeps it.
      reply.header('cache-control', 'no-store');
      return link;
    },
  );
}
