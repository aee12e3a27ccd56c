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
import { auditActor } from '../../audit/audit.ts';
import { tooManyRequests } from '../../auth/auth-errors.ts';
import { type AdvisorCaller, advisorCallerOfRequest } from '../../core/advisor-caller.ts';
import { requestLanguage } from '../../core/error-handler.ts';
import { requireAdvisor } from '../../core/principal.ts';
import { limitKey, type WindowRule } from '../../core/rate-limiter.ts';
import type { TenantContext } from '../../core/tenant-context.ts';
import { documented, writeErrorResponses } from '../../offers/routes/route-schemas.ts';
import { checkInvitations } from '../services/invitation-check.ts';
import { issueInvitationLink, type LinkRenewer, resendInvitation } from '../services/offer-invitation.ts';

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

  // Mailed again, or handed to the advisor: each makes a new link (the earlier one stops working).
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
    (request, reply) =>
      renewLink(app, request, reply, request.params.offerId, {
        limit: { action: 'offer-invitation', rule: INVITATION_RESENDS },
        renew: resendInvitation,
      }),
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
    (request, reply) =>
      renewLink(app, request, reply, request.params.offerId, {
        limit: { action: 'offer-invitation-link', rule: INVITATION_LINKS },
        renew: issueInvitationLink,
        // The link opens the offer as its investor: no cache keeps it.
        noStore: true,
      }),
  );
}

/** What differs between the two ways of giving an offer a new link (decision 065). */
interface LinkRenewal<Answer extends { linkExpiresAt: string }> {
  /** Its limit per tenant and offer (decision 035). */
  limit: { action: string; rule: WindowRule };
  /** The renewal; it writes its audit entry in its own transaction (who, which offer, whose link). */
  renew: (
    db: FastifyInstance['db'],
    caller: AdvisorCaller,
    tenant: TenantContext,
    offerId: string,
    offerGraceDays: number,
    actor: LinkRenewer,
  ) => Promise<Answer>;
  noStore?: boolean;
}

/**
 * The shared part of the two routes that renew an offer's link: the limit per offer, then the
 * renewal (within the offer scope) with its audit entry in one transaction (a refused or limited
 * call writes none).
 */
async function renewLink<Answer extends { linkExpiresAt: string }>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  offerId: string,
  renewal: LinkRenewal<Answer>,
): Promise<Answer> {
  await limit(app, request, reply, offerId, renewal.limit.action, renewal.limit.rule);
  const answer = await renewal.renew(
    app.db,
    advisorCallerOfRequest(request),
    request.tenant,
    offerId,
    app.linkLifetimes.offerGraceDays,
    auditActor(request),
  );
  if (renewal.noStore) reply.header('cache-control', 'no-store');
  return answer;
}
