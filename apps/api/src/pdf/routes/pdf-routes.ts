import type {} from '@wl/db/fastify';
import { offerPdfPayloadSchema } from '@wl/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../auth/auth-errors.ts';
import { requestLanguage } from '../../core/error-handler.ts';
import { principalOf, requireInvestor, requireInvestorPanelOpen } from '../../core/principal.ts';
import { limitKey } from '../../core/rate-limiter.ts';
import { documented, writeErrorResponses } from '../../core/routes.ts';
import { hashToken } from '../../core/tokens.ts';
import { sendPdf, sendStoredFile } from '../../files/downloads.ts';
import { ownOfferTarget } from '../../investor/services/investor-services.ts';
import { offerIdParams, offerTokenParams } from '../../offers/routes/action-schemas.ts';
import { tokenTarget } from '../../offers/services/offer-links.ts';
import { offerPdf } from '../../offers/services/offer-summary.ts';
import { signedAgreement } from '../../offers/services/signed-agreement.ts';

/**
 * Summaries one link (or one offer of the investor) may ask for in 15 minutes (decision 030): plenty
 * for a person, and no lever for making the server render all day. Kept in PostgreSQL.
 */
export const PDF_PER_LINK = { max: 20, windowMs: 15 * 60_000 };

async function limitPdf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, subject: string) {
  const verdict = await app.rateLimiter.window(limitKey('pdf', request.tenant.tenantId, subject), PDF_PER_LINK);
  if (verdict === null) return;
  reply.header('retry-after', verdict);
  throw tooManyRequests(requestLanguage(request));
}

const pdfDescription =
  'The PDF summary of the investment application (application/pdf), rendered by the server from its own ' +
  'data in the host’s branding and the request’s language; a body (e.g. `{html}`) is accepted and ignored ' +
  '(decision 010). 409 contract.not_available before the offer was accepted with an amount.';

/**
 * Spec §7 POST /public-api/campaign-offer/{token}/pdf and /investor-api/offer/{id}/pdf: the
 * summary of an accepted offer, by public token or for the signed-in investor's own offer; rendered
 * once per version of what it shows and limited per link (decision 030).
 */
export async function pdfRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/public-api/campaign-offer/:token/pdf',
    {
      schema: {
        tags: ['public'],
        summary: 'The PDF summary of the accepted offer of a public link',
        description: pdfDescription,
        params: offerTokenParams,
        body: offerPdfPayloadSchema,
        response: writeErrorResponses,
      },
    },
    async (request, reply) => {
      await limitPdf(app, request, reply, `link:${hashToken(request.params.token)}`);
      const pdf = await offerPdf(
        api.db,
        tokenTarget(request, request.params.token),
        request.tenant.branding,
        requestLanguage(request),
      );
      return sendPdf(reply, pdf);
    },
  );

  api.post(
    '/investor-api/offer/:id/pdf',
    {
      onRequest: [requireInvestor, requireInvestorPanelOpen],
      schema: {
        ...documented('investor', 'The PDF summary of one of the investor’s accepted offers', pdfDescription),
        params: offerIdParams,
        body: offerPdfPayloadSchema,
        response: writeErrorResponses,
      },
    },
    async (request, reply) => {
      await limitPdf(app, request, reply, `offer:${request.params.id}`);
      const principal = principalOf(request);
      const caller = {
        tenantId: principal.tenantId,
        investorId: principal.investorId as string,
        userId: principal.userId,
      };
      const pdf = await offerPdf(
        api.db,
        ownOfferTarget(caller, request.params.id),
        request.tenant.branding,
        requestLanguage(request),
      );
      return sendPdf(reply, pdf);
    },
  );

  const agreementDescription =
    'The agreement the investor signed (application/pdf, as an attachment), once the offer’s latest contract is ' +
    'Completed; 409 contract.not_available before that (decision 062).';

  api.get(
    '/public-api/campaign-offer/:token/agreement',
    {
      schema: {
        tags: ['public'],
        summary: 'The signed agreement of the offer of a public link',
        description: agreementDescription,
        params: offerTokenParams,
        response: writeErrorResponses,
      },
    },
    async (request, reply) => {
      const target = tokenTarget(request, request.params.token);
      return sendStoredFile(reply, api.storage, await signedAgreement(api.db, target, requestLanguage(request)));
    },
  );

  api.get(
    '/investor-api/offer/:id/agreement',
    {
      onRequest: [requireInvestor, requireInvestorPanelOpen],
      schema: {
        ...documented('investor', 'The signed agreement of one of the investor’s offers', agreementDescription),
        params: offerIdParams,
        response: writeErrorResponses,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const caller = {
        tenantId: principal.tenantId,
        investorId: principal.investorId as string,
        userId: principal.userId,
      };
      const target = ownOfferTarget(caller, request.params.id);
      return sendStoredFile(reply, api.storage, await signedAgreement(api.db, target, requestLanguage(request)));
    },
  );
}
