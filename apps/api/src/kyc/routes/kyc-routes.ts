import type {} from '@wl/db/fastify';
import { kycFormParametersSchema } from '@wl/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../core/error-handler.ts';
import { requireSignedIn } from '../../core/principal.ts';
import { documented, readErrorResponses } from '../../core/routes.ts';
import { kycFormParameters } from '../services/form-parameters.ts';

/** KYC dictionaries for any signed-in caller (the advisor's KYC preview, the investor's form). */
export async function kycRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/onboarding/kyc/kyc-form-parameters/natural-person',
    {
      onRequest: requireSignedIn,
      schema: {
        ...documented('onboarding', 'Dictionaries of the natural-person KYC form (industries), translated'),
        response: { 200: kycFormParametersSchema, ...readErrorResponses },
      },
    },
    (request) => kycFormParameters(requestLanguage(request)),
  );
}
