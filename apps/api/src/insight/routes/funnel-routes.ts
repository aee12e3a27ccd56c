import type {} from '@wl/db/fastify';
import { funnelQuerySchema, funnelSchema } from '@wl/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { advisorCallerOfRequest } from '../../core/advisor-caller.ts';
import { requireAdvisor } from '../../core/principal.ts';
import { documented, readErrorResponses } from '../../core/routes.ts';
import { funnelOf } from '../services/funnel.ts';

/** Issue 20: the funnel, for every advisor-panel role within its offer scope (decision 070). */
export async function funnelRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/advisor/funnel',
    {
      onRequest: requireAdvisor(),
      schema: {
        ...documented(
          'insight',
          'The funnel: of the offers invited in a period, how many reached each step, conversions, medians and money',
          'Steps invited → viewed → interested → accepted → signed → active. The period is `from`…`to` (calendar ' +
            'days, both included; the last 90 days by default, at most three years). `campaignId`, `networkId` and ' +
            "`advisorId` narrow the caller's offer scope; they never widen it.",
        ),
        querystring: funnelQuerySchema,
        response: { 200: funnelSchema, ...readErrorResponses },
      },
    },
    (request) => funnelOf(api.db, advisorCallerOfRequest(request), request.query),
  );
}
