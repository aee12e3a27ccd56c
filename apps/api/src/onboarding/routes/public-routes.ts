import type {} from '@wl/db/fastify';
import {
  fileMetadataSchema,
  idSchema,
  kycDataSchema,
  publicKycFormSchema,
  publicKycPreviewSchema,
} from '@wl/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../core/error-handler.ts';
import { documentedPublic, readErrorResponses, writeErrorResponses } from '../../core/routes.ts';
import { sendStoredFile } from '../../files/downloads.ts';
import { readUpload } from '../../files/uploads.ts';
import { addKycDocument, KYC_DOCUMENT_UPLOAD_DESCRIPTION, kycDocumentFile } from '../../kyc/services/kyc-documents.ts';
import {
  openPublicKycForm,
  type PublicKycContext,
  previewPublicKyc,
  requestIdOfToken,
  submitPublicKyc,
} from '../services/public-kyc.ts';

/** A token as the link carries it; anything unknown is "Token is invalid.". */
const tokenParams = z.strictObject({ token: z.string().min(1).max(512) });
const tokenDocumentParams = tokenParams.extend({ documentId: idSchema });

const documented = (summary: string) => documentedPublic('public', summary);

function publicContext(app: FastifyInstance, request: FastifyRequest): PublicKycContext {
  return { db: app.db, tenantId: request.tenant.tenantId, language: requestLanguage(request), tenant: request.tenant };
}

/**
 * Spec §7 "Public": the KYC form of an invitation link, without a login (the token is the
 * credential). Works also when the host blocks the investor panel.
 */
export async function publicKycRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/public-api/kyc/investor-request/preview/:token',
    {
      schema: {
        ...documented('The KYC data of a link read-only: as submitted once finished, else the latest draft'),
        params: tokenParams,
        response: { 200: publicKycPreviewSchema, ...writeErrorResponses },
      },
    },
    (request) => previewPublicKyc(publicContext(api, request), request.params.token),
  );

  api.get(
    '/public-api/kyc/investor-request/:token',
    {
      schema: {
        ...documented('The KYC form of a link; the first open marks the request viewed'),
        params: tokenParams,
        response: { 200: publicKycFormSchema, ...writeErrorResponses },
      },
    },
    (request) => openPublicKycForm(publicContext(api, request), request.params.token),
  );

  api.put(
    '/public-api/kyc/investor-request/:token/submit',
    {
      schema: {
        ...documented('Submits the complete KYC questionnaire (JSON) and finishes the request'),
        params: tokenParams,
        body: kycDataSchema,
        response: { 200: publicKycPreviewSchema, ...writeErrorResponses },
      },
    },
    (request) => submitPublicKyc(publicContext(api, request), request.params.token, request.body),
  );

  api.post(
    '/public-api/kyc/investor-request/:token/documents',
    {
      schema: {
        ...documented('Uploads a supporting document (origin of funds) to the KYC form of a link'),
        description: KYC_DOCUMENT_UPLOAD_DESCRIPTION,
        params: tokenParams,
        response: {
          201: fileMetadataSchema,
          ...writeErrorResponses,
          413: writeErrorResponses[400],
          415: writeErrorResponses[400],
        },
      },
    },
    async (request, reply) => {
      const context = publicContext(api, request);
      // An unknown token is refused before the body is read.
      const requestId = await requestIdOfToken(context, request.params.token);
      const upload = await readUpload(request);
      const document = await addKycDocument({ ...context, storage: api.storage, userId: null }, requestId, upload);
      return reply.code(201).send(document);
    },
  );

  api.get(
    '/public-api/kyc/investor-request/:token/documents/:documentId',
    {
      schema: {
        ...documented('A supporting document of the KYC form of a link, as an attachment'),
        params: tokenDocumentParams,
        response: readErrorResponses,
      },
    },
    async (request, reply) => {
      const requestId = await requestIdOfToken(publicContext(api, request), request.params.token);
      const file = await kycDocumentFile(api.db, requestId, request.params.documentId);
      return sendStoredFile(reply, api.storage, file);
    },
  );
}
