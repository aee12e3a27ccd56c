import type { FastifyInstance } from 'fastify';
import { documentRoutes } from './routes/document-routes.ts';

/** Documents of the advisor panel (spec §7): the tenant's and the advisors' files, scoped by role. */
export async function documentModule(api: FastifyInstance): Promise<void> {
  await api.register(documentRoutes);
}
