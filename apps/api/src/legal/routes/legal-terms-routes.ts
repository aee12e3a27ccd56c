import { acceptLegalTermsPayloadSchema, investorLegalTermsSchema } from '@wl/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../core/error-handler.ts';
import { principalOf, requireInvestor, requireInvestorPanelOpen } from '../../core/principal.ts';
import { documented, readErrorResponses, writeErrorResponses } from '../../core/routes.ts';
import { acceptLegalTerms, investorLegalTerms } from '../services/legal-terms.ts';

function investorOf(request: FastifyRequest): string {
  // requireInvestor made sure of it.
  return principalOf(request).investorId as string;
}

/** GET /investor-api/legal-terms and POST /investor-api/legal-terms/accept (decision 043). */
export async function legalTermsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/investor-api/legal-terms',
    {
      onRequest: [requireInvestor, requireInvestorPanelOpen],
      schema: {
        ...documented(
          'investor',
          'The host’s legal documents and consents in the reader’s language, and whether the investor must accept changed ones again',
        ),
        response: { 200: investorLegalTermsSchema, ...readErrorResponses },
      },
    },
    (request) => investorLegalTerms(api.db, request.tenant, investorOf(request), requestLanguage(request)),
  );
  api.post(
    '/investor-api/legal-terms/accept',
    {
      onRequest: [requireInvestor, requireInvestorPanelOpen],
      schema: {
        ...documented('investor', 'Accepts the host’s current legal documents and consents again (after a change)'),
        body: acceptLegalTermsPayloadSchema,
        response: { 200: investorLegalTermsSchema, ...writeErrorResponses },
      },
    },
    (request) => acceptLegalTerms(api.db, request.tenant, investorOf(request), requestLanguage(request), request.body),
  );
}
