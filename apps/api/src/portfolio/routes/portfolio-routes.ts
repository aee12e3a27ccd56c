import type {} from '@wl/db/fastify';
import { portfolioSchema } from '@wl/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../core/error-handler.ts';
import { principalOf, requireInvestor, requireInvestorPanelOpen } from '../../core/principal.ts';
import { documented } from '../../core/routes.ts';
import { errorResponses } from '../../offers/routes/action-schemas.ts';
import { portfolioOf } from '../services/portfolio.ts';

/** Issue 20: the investor's portfolio, every investment with its interest schedule. */
export async function portfolioRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/investor-api/portfolio',
    {
      onRequest: [requireInvestor, requireInvestorPanelOpen],
      schema: {
        ...documented('investor', 'The investor’s investments with their interest schedules, and sums per currency'),
        response: { 200: portfolioSchema, ...errorResponses },
      },
    },
    (request) => {
      const principal = principalOf(request);
      // requireInvestor made sure the principal is an investor.
      const caller = { tenantId: principal.tenantId, investorId: principal.investorId as string };
      return portfolioOf(api.db, caller, requestLanguage(request));
    },
  );
}
