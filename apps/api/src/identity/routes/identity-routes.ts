import type {} from '@wl/db/fastify';
import { identityVerificationAnswerSchema, idSchema } from '@wl/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../core/error-handler.ts';
import { principalOf, requireInvestor, requireInvestorPanelOpen } from '../../core/principal.ts';
import { documented, writeErrorResponses } from '../../core/routes.ts';
import type { OnboardingCaller } from '../../onboarding/onboarding-scope.ts';
import { latestIdentityVerification, startIdentityVerification } from '../services/identity-service.ts';

const requestIdParams = z.strictObject({ id: idSchema });

function callerOf(request: FastifyRequest): OnboardingCaller {
  const principal = principalOf(request);
  return { tenantId: principal.tenantId, userId: principal.userId, email: principal.username };
}

/**
 * The identity verification of an investor's onboarding request (decision 011): started at the
 * signing provider, done on a phone, reported back by the provider's callback.
 */
export async function identityRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [requireInvestor, requireInvestorPanelOpen];

  api.post(
    '/investor-api/onboarding/request/:id/identity',
    {
      onRequest,
      schema: {
        ...documented('investor', 'Starts the identity verification of the request (or answers the current one)'),
        params: requestIdParams,
        response: { 200: identityVerificationAnswerSchema, ...writeErrorResponses },
      },
    },
    (request) =>
      startIdentityVerification(
        { db: api.db, signing: api.signing, tenant: request.tenant, language: requestLanguage(request) },
        callerOf(request),
        request.params.id,
      ),
  );

  api.get(
    '/investor-api/onboarding/request/:id/identity',
    {
      onRequest,
      schema: {
        ...documented('investor', 'The latest identity verification of the request'),
        params: requestIdParams,
        response: { 200: identityVerificationAnswerSchema, ...writeErrorResponses },
      },
    },
    (request) => latestIdentityVerification(api.db, callerOf(request), request.params.id),
  );
}
