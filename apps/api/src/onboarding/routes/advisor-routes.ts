import type {} from '@wl/db/fastify';
import {
  idSchema,
  kycInvitationPayloadSchema,
  onboardingRequestDetailSchema,
  onboardingRequestListQuerySchema,
  onboardingRequestSchema,
} from '@wl/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advisorCallerOfRequest } from '../../core/advisor-caller.ts';
import { notFound } from '../../core/api-error.ts';
import { requireAdvisor } from '../../core/principal.ts';
import { documented, readErrorResponses, sendTotal, writeErrorResponses } from '../../core/routes.ts';
import { sendStoredFile } from '../../files/downloads.ts';
import { kycDocumentFile } from '../../kyc/services/kyc-documents.ts';
import { onboardingDetailInclude, toOnboardingDetail } from '../onboarding-record.ts';
import { advisorOnboardingListScope, advisorOnboardingScope } from '../onboarding-scope.ts';
import { listOnboardingRequests } from '../services/list-requests.ts';
import { sendOnboardingRequest } from '../services/send-request.ts';

const idParams = z.strictObject({ id: idSchema });
const documentParams = z.strictObject({ id: idSchema, documentId: idSchema });

/** Spec §7 "Advisor": KYC invitations and the onboarding requests list and preview, every role. */
export async function advisorOnboardingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const anyAdvisor = requireAdvisor();

  api.post(
    '/api/advisor/kyc/investor-request/send',
    {
      onRequest: anyAdvisor,
      schema: {
        ...documented(
          'onboarding',
          'Sends a KYC invitation to one address: 201 a new request, 200 an open one sent again with a new link',
        ),
        body: kycInvitationPayloadSchema,
        response: { 200: onboardingRequestSchema, 201: onboardingRequestSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      const sent = await sendOnboardingRequest(
        api.db,
        advisorCallerOfRequest(request),
        request.tenant,
        request.body,
        app.linkLifetimes.kycDays,
      );
      return reply.code(sent.created ? 201 : 200).send(sent.request);
    },
  );

  api.get(
    '/api/advisor/kyc/investor-request',
    {
      onRequest: anyAdvisor,
      schema: {
        ...documented(
          'onboarding',
          "Onboarding requests within the caller's scope; the total in x-total-count, counted to the next thousand past the page (beyond it x-total-count-capped: true)",
        ),
        querystring: onboardingRequestListQuerySchema,
        response: { 200: z.array(onboardingRequestSchema), ...readErrorResponses },
      },
    },
    async (request, reply) => {
      const scope = await advisorOnboardingListScope(api.db, advisorCallerOfRequest(request));
      const page = await listOnboardingRequests(api.db, scope, request.query);
      sendTotal(reply, page.total, page.totalCapped);
      return page.rows;
    },
  );

  api.get(
    '/api/advisor/kyc/investor-request/:id',
    {
      onRequest: anyAdvisor,
      schema: {
        ...documented('onboarding', 'One onboarding request with its client and latest KYC version'),
        params: idParams,
        response: { 200: onboardingRequestDetailSchema, ...readErrorResponses },
      },
    },
    async (request) => {
      const scope = advisorOnboardingScope(advisorCallerOfRequest(request));
      const record = await api.db.onboardingRequest.findFirst({
        where: { AND: [scope, { id: request.params.id }] },
        include: onboardingDetailInclude,
      });
      if (!record) throw notFound();
      return toOnboardingDetail(record);
    },
  );

  api.get(
    '/api/advisor/kyc/investor-request/:id/documents/:documentId',
    {
      onRequest: anyAdvisor,
      schema: {
        ...documented(
          'onboarding',
          'A supporting document of a KYC form of a request the caller sees, as an attachment',
        ),
        params: documentParams,
        response: readErrorResponses,
      },
    },
    async (request, reply) => {
      const scope = advisorOnboardingScope(advisorCallerOfRequest(request));
      const record = await api.db.onboardingRequest.findFirst({
        where: { AND: [scope, { id: request.params.id }] },
        select: { id: true },
      });
      if (!record) throw notFound();
      const file = await kycDocumentFile(api.db, record.id, request.params.documentId);
      return sendStoredFile(reply, api.storage, file);
    },
  );
}
