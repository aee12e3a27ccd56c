import type {} from '@wl/db/fastify';
import { brokerNetworksResponseSchema } from '@wl/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { advisorCallerOfRequest } from '../../core/advisor-caller.ts';
import { requireAdvisor } from '../../core/principal.ts';
import { listNetworks } from '../services/list-networks.ts';
import { documented, errorResponses } from './schemas.ts';

export async function networkRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/advisor/network',
    {
      onRequest: requireAdvisor(),
      schema: {
        ...documented('The broker networks the caller may see'),
        response: { 200: brokerNetworksResponseSchema, ...errorResponses },
      },
    },
    (request) => listNetworks(api.db, advisorCallerOfRequest(request)),
  );
}
