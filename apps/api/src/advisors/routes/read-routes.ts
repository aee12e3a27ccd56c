import type {} from '@wl/db/fastify';
import {
  advisorDetailSchema,
  advisorFormOptionsSchema,
  advisorListQuerySchema,
  advisorListRowSchema,
} from '@wl/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advisorCallerOfRequest } from '../../core/advisor-caller.ts';
import { requireAdvisor } from '../../core/principal.ts';
import { sendTotal } from '../../core/routes.ts';
import { advisorFormOptions, getAdvisor } from '../services/get-advisor.ts';
import { listAdvisors } from '../services/list-advisors.ts';
import { advisorIdParams, documented, errorResponses } from './schemas.ts';

/** Reads of the advisor panel: every advisor-panel role, each within its scope (advisor-scope.ts). */
export async function advisorReadRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const anyAdvisor = requireAdvisor();

  api.get(
    '/api/advisor/advisor-form',
    {
      onRequest: anyAdvisor,
      schema: {
        ...documented('Choices of the advisor form'),
        response: { 200: advisorFormOptionsSchema, ...errorResponses },
      },
    },
    (request) => advisorFormOptions(api.db, advisorCallerOfRequest(request)),
  );

  api.get(
    '/api/advisor/advisor',
    {
      onRequest: anyAdvisor,
      schema: {
        ...documented('Advisors, filtered, sorted and paged; the total in x-total-count'),
        querystring: advisorListQuerySchema,
        response: { 200: z.array(advisorListRowSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await listAdvisors(api.db, advisorCallerOfRequest(request), request.query);
      // The portal reads the total from the header, so a browser on another origin must see it.
      sendTotal(reply, page.total);
      return page.rows;
    },
  );

  api.get(
    '/api/advisor/advisor/:id',
    {
      onRequest: anyAdvisor,
      schema: {
        ...documented('One advisor, as the edit form shows it'),
        params: advisorIdParams,
        response: { 200: advisorDetailSchema, ...errorResponses },
      },
    },
    (request) => getAdvisor(api.db, advisorCallerOfRequest(request), request.params.id),
  );
}
