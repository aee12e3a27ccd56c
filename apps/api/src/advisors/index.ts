import type { FastifyInstance } from 'fastify';
import { networkRoutes } from './routes/network-routes.ts';
import { advisorReadRoutes } from './routes/read-routes.ts';
import { advisorWriteRoutes } from './routes/write-routes.ts';

/**
 * Advisor and network routes of spec §7: reads for every advisor-panel role within its scope
 * (advisor-scope.ts), management for admins of advisors. `GET /api/advisor/campaign-choices`
 * belongs to the campaigns module.
 */
export async function advisorModule(api: FastifyInstance): Promise<void> {
  await api.register(advisorReadRoutes);
  await api.register(advisorWriteRoutes);
  await api.register(networkRoutes);
}
