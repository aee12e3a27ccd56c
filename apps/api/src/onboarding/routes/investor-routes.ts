import type {} from '@wl/db/fastify';
import {
  companyRegisterEntrySchema,
  fileMetadataSchema,
  idSchema,
  kycDraftSavedSchema,
  kycDraftSchema,
  kycFormParametersSchema,
  onboardingClientPayloadSchema,
  onboardingRequestDetailSchema,
  onboardingRequestListQuerySchema,
  onboardingRequestSchema,
  onboardingRoleSchema,
} from '@wl/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../core/error-handler.ts';
import { principalOf, requireInvestor, requireInvestorPanelOpen } from '../../core/principal.ts';
import { documented, readErrorResponses, sendTotal, writeErrorResponses } from '../../core/routes.ts';
import { sendStoredFile } from '../../files/downloads.ts';
import { readUpload } from '../../files/uploads.ts';
import { kycFormParameters } from '../../kyc/services/form-parameters.ts';
import { addKycDocument, KYC_DOCUMENT_UPLOAD_DESCRIPTION, kycDocumentFile } from '../../kyc/services/kyc-documents.ts';
import {
  assertOwnRequest,
  getOwnRequest,
  type InvestorOnboardingContext,
  listOwnRequests,
  lookUpCompany,
  onboardingRole,
  openRequestByToken,
  saveKycDraft,
  sendToVerification,
  setClient,
} from '../services/investor-onboarding.ts';

const idParams = z.strictObject({ id: idSchema });
const requestIdParams = z.strictObject({ requestId: idSchema });
const documentParams = z.strictObject({ id: idSchema, documentId: idSchema });
const tokenParams = z.strictObject({ token: z.string().min(1).max(512) });
/** Checked by the handler, so that a blank number gets its own message (spec §5). */
const registerNumberParams = z.strictObject({ registerNumber: z.string().max(100) });

function contextOf(app: FastifyInstance, request: FastifyRequest): InvestorOnboardingContext {
  const principal = principalOf(request);
  return {
    db: app.db,
    // requireInvestor made sure this is an investor of the host's tenant.
    caller: { tenantId: principal.tenantId, userId: principal.userId, email: principal.username },
    tenant: request.tenant,
    language: requestLanguage(request),
  };
}

/** Spec §7 "Investor": the onboarding of the signed-in investor (blocked with the investor panel). */
export async function investorOnboardingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [requireInvestor, requireInvestorPanelOpen];
  const tag = 'onboarding';

  api.get(
    '/investor-api/onboarding/request',
    {
      onRequest,
      schema: {
        ...documented(
          tag,
          'The investor’s onboarding requests; the total in x-total-count, counted to the next thousand past the page (beyond it x-total-count-capped: true)',
        ),
        querystring: onboardingRequestListQuerySchema,
        response: { 200: z.array(onboardingRequestSchema), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      const page = await listOwnRequests(contextOf(api, request), request.query);
      sendTotal(reply, page.total, page.totalCapped);
      return page.rows;
    },
  );

  api.get(
    '/investor-api/onboarding/request/by-token/:token',
    {
      onRequest,
      schema: {
        ...documented(tag, 'The request of an invitation link: links it to the investor and marks it viewed'),
        params: tokenParams,
        response: { 200: onboardingRequestDetailSchema, ...writeErrorResponses },
      },
    },
    (request) => openRequestByToken(contextOf(api, request), request.params.token),
  );

  api.get(
    '/investor-api/onboarding/request/by-id/:id',
    {
      onRequest,
      schema: {
        ...documented(tag, 'One of the investor’s requests with its client and latest KYC version'),
        params: idParams,
        response: { 200: onboardingRequestDetailSchema, ...writeErrorResponses },
      },
    },
    (request) => getOwnRequest(contextOf(api, request), request.params.id),
  );

  api.get(
    '/investor-api/onboarding/role',
    {
      onRequest,
      schema: {
        ...documented(tag, 'What the investor may onboard as on this host, open requests and own companies'),
        response: { 200: onboardingRoleSchema, ...writeErrorResponses },
      },
    },
    (request) => onboardingRole(contextOf(api, request)),
  );

  api.get(
    '/investor-api/onboarding/request/:id/kyc/parameters',
    {
      onRequest,
      schema: {
        ...documented(tag, 'Dictionaries of the KYC form of one of the investor’s requests'),
        params: idParams,
        response: { 200: kycFormParametersSchema, ...writeErrorResponses },
      },
    },
    async (request) => {
      const context = contextOf(api, request);
      await assertOwnRequest(context, request.params.id);
      return kycFormParameters(context.language);
    },
  );

  for (const mode of ['client', 'add-client'] as const) {
    api.patch(
      `/investor-api/onboarding/request/:id/${mode}`,
      {
        onRequest,
        schema: {
          ...documented(
            tag,
            mode === 'client'
              ? 'Sets who the onboarding is for: natural person, or legal person with an existing or new company'
              : 'Adds a new company (legal person) and sets it as the client of the onboarding',
          ),
          params: idParams,
          body: onboardingClientPayloadSchema,
          response: { 200: onboardingRequestDetailSchema, ...writeErrorResponses },
        },
      },
      (request) => setClient(contextOf(api, request), request.params.id, request.body, mode),
    );
  }

  api.get(
    '/investor-api/onboarding/company-register/:registerNumber',
    {
      onRequest,
      schema: {
        ...documented(tag, 'A company from the company register, and whether the tenant already has it'),
        params: registerNumberParams,
        response: { 200: companyRegisterEntrySchema, ...writeErrorResponses },
      },
    },
    (request) => lookUpCompany(contextOf(api, request), api.companyRegister, request.params.registerNumber),
  );

  api.put(
    '/investor-api/onboarding/request/:requestId/kyc',
    {
      onRequest,
      schema: {
        ...documented(tag, 'Saves the KYC sections filled in so far as the next draft version'),
        params: requestIdParams,
        body: kycDraftSchema,
        response: { 200: kycDraftSavedSchema, ...writeErrorResponses },
      },
    },
    (request) => saveKycDraft(contextOf(api, request), request.params.requestId, request.body),
  );

  api.patch(
    '/investor-api/onboarding/request/:id/kyc/send-to-verification',
    {
      onRequest,
      schema: {
        ...documented(tag, 'Sends the complete KYC to verification (identity verified) and finishes the request'),
        params: idParams,
        response: { 200: onboardingRequestDetailSchema, ...writeErrorResponses },
      },
    },
    (request) => sendToVerification(contextOf(api, request), request.params.id),
  );

  api.post(
    '/investor-api/onboarding/request/:id/documents',
    {
      onRequest,
      schema: {
        ...documented(tag, 'Uploads a supporting document (origin of funds) to one of the investor’s requests'),
        description: KYC_DOCUMENT_UPLOAD_DESCRIPTION,
        params: idParams,
        response: {
          201: fileMetadataSchema,
          ...writeErrorResponses,
          413: writeErrorResponses[400],
          415: writeErrorResponses[400],
        },
      },
    },
    async (request, reply) => {
      const context = contextOf(api, request);
      // Another investor's request is refused before the body is read.
      await assertOwnRequest(context, request.params.id);
      const upload = await readUpload(request);
      const document = await addKycDocument(
        {
          db: api.db,
          storage: api.storage,
          language: context.language,
          tenantId: context.caller.tenantId,
          userId: context.caller.userId,
        },
        request.params.id,
        upload,
      );
      return reply.code(201).send(document);
    },
  );

  api.get(
    '/investor-api/onboarding/request/:id/documents/:documentId',
    {
      onRequest,
      schema: {
        ...documented(tag, 'A supporting document of one of the investor’s requests, as an attachment'),
        params: documentParams,
        response: readErrorResponses,
      },
    },
    async (request, reply) => {
      await assertOwnRequest(contextOf(api, request), request.params.id);
      const file = await kycDocumentFile(api.db, request.params.id, request.params.documentId);
      return sendStoredFile(reply, api.storage, file);
    },
  );
}
