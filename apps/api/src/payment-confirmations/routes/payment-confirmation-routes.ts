import type {} from '@wl/db/fastify';
import { campaignOfferSchema, idSchema } from '@wl/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advisorCallerOfRequest } from '../../core/advisor-caller.ts';
import { notFound } from '../../core/api-error.ts';
import { requestLanguage } from '../../core/error-handler.ts';
import { principalOf, requireAdvisor, requireInvestor, requireInvestorPanelOpen } from '../../core/principal.ts';
import { documented, documentedPublic, readErrorResponses, writeErrorResponses } from '../../core/routes.ts';
import { sendStoredFile } from '../../files/downloads.ts';
import { readUpload } from '../../files/uploads.ts';
import { type InvestorCaller, ownOfferTarget } from '../../investor/services/investor-services.ts';
import { offerScope } from '../../offers/offer-scope.ts';
import { offerIdParams, offerTokenParams } from '../../offers/routes/action-schemas.ts';
import { tokenTarget } from '../../offers/services/offer-links.ts';
import {
  addPaymentConfirmation,
  findOfferFile,
  type PaymentConfirmationContext,
} from '../services/payment-confirmations.ts';

function investorCallerOf(request: FastifyRequest): InvestorCaller {
  const principal = principalOf(request);
  // requireInvestor made sure of it.
  return { tenantId: principal.tenantId, investorId: principal.investorId as string, userId: principal.userId };
}

function context(api: FastifyInstance, request: FastifyRequest, userId: string | null): PaymentConfirmationContext {
  return {
    db: api.db,
    storage: api.storage,
    language: requestLanguage(request),
    tenantId: request.tenant.tenantId,
    userId,
  };
}

const fileIdParams = { fileId: idSchema };
const tokenFileParams = offerTokenParams.extend(fileIdParams);
const idFileParams = offerIdParams.extend(fileIdParams);
const advisorFileParams = z.strictObject({ offerId: idSchema, ...fileIdParams });

const uploadErrors = { ...writeErrorResponses, 413: writeErrorResponses[400], 415: writeErrorResponses[400] };

const UPLOAD_DESCRIPTION =
  'multipart/form-data with one file in the field `file`: PDF, JPEG or PNG (checked by content, and the name’s extension must agree), at most 10 MB.';
const DOWNLOAD_DESCRIPTION =
  'The bytes of a payment confirmation of this offer, as an attachment (Content-Disposition with an RFC 5987 name).';

const publicDoc = (summary: string, description: string) => documentedPublic('public', summary, description);
const investorDoc = (summary: string, description: string) => documented('investor', summary, description);

/**
 * Spec §7 "…/upload (multipart, field file)": the investor's payment confirmations, by public
 * link and in the investor panel, and their downloads there and in the advisor panel (access
 * checked on every download; files are only reachable through an offer the caller may see).
 */
export async function paymentConfirmationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const investorGuards = [requireInvestor, requireInvestorPanelOpen];

  api.post(
    '/public-api/campaign-offer/:token/upload',
    {
      schema: {
        ...publicDoc('Adds a payment confirmation to the offer of a public link', UPLOAD_DESCRIPTION),
        params: offerTokenParams,
        response: { 200: campaignOfferSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const target = tokenTarget(request, request.params.token);
      // An unknown token is refused before the body is read.
      if (!(await api.db.offer.findFirst({ where: target.where, select: { id: true } }))) throw target.missing();
      const upload = await readUpload(request);
      return addPaymentConfirmation(context(api, request, null), target, upload);
    },
  );

  api.get(
    '/public-api/campaign-offer/:token/files/:fileId',
    {
      schema: {
        ...publicDoc('A payment confirmation of the offer of a public link', DOWNLOAD_DESCRIPTION),
        params: tokenFileParams,
        response: readErrorResponses,
      },
    },
    async (request, reply) => {
      const target = tokenTarget(request, request.params.token);
      const file = await findOfferFile(api.db, target.where, target.missing, request.params.fileId);
      return sendStoredFile(reply, api.storage, file);
    },
  );

  api.post(
    '/investor-api/offer/:id/upload',
    {
      onRequest: investorGuards,
      schema: {
        ...investorDoc('Adds a payment confirmation to one of the investor’s offers', UPLOAD_DESCRIPTION),
        params: offerIdParams,
        response: { 200: campaignOfferSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const caller = investorCallerOf(request);
      const target = ownOfferTarget(caller, request.params.id);
      if (!(await api.db.offer.findFirst({ where: target.where, select: { id: true } }))) throw target.missing();
      const upload = await readUpload(request);
      return addPaymentConfirmation(context(api, request, caller.userId), target, upload);
    },
  );

  api.get(
    '/investor-api/offer/:id/files/:fileId',
    {
      onRequest: investorGuards,
      schema: {
        ...investorDoc('A payment confirmation of one of the investor’s offers', DOWNLOAD_DESCRIPTION),
        params: idFileParams,
        response: readErrorResponses,
      },
    },
    async (request, reply) => {
      const target = ownOfferTarget(investorCallerOf(request), request.params.id);
      const file = await findOfferFile(api.db, target.where, target.missing, request.params.fileId);
      return sendStoredFile(reply, api.storage, file);
    },
  );

  api.get(
    '/api/advisor/investor/:offerId/files/:fileId',
    {
      onRequest: requireAdvisor(),
      schema: {
        ...documented(
          'offers',
          'A payment confirmation of an offer the caller may see (own; coordinator: its networks; admin: all)',
          DOWNLOAD_DESCRIPTION,
        ),
        params: advisorFileParams,
        response: readErrorResponses,
      },
    },
    async (request, reply) => {
      const where = { AND: [offerScope(advisorCallerOfRequest(request)), { id: request.params.offerId }] };
      const file = await findOfferFile(api.db, where, () => notFound(), request.params.fileId);
      return sendStoredFile(reply, api.storage, file);
    },
  );
}
