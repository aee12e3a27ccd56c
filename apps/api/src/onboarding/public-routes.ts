import type {} from '@wl/db/fastify';
import { kycDataSchema, publicKycFormSchema, publicKycPreviewSchema } from '@wl/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../core/error-handler.ts';
import { writeErrorResponses } from '../core/routes.ts';
import { openPublicKycForm, type PublicKycContext, previewPublicKyc, submitPublicKyc } from './public-kyc.ts';

/** A token as the link carries it; anything unknown is "Token is invalid.". */
const tokenParams = z.strictObject({ token: z.string().min(1).max(512) });

const documented = (summary: string) => ({ tags: ['public'], summary });

function publicContext(app: FastifyInstance, request: FastifyRequest): PublicKycContext {
  return { db: app.db, tenantId: request.tenant.tenantId, language: requestLanguage(request) };
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
}
