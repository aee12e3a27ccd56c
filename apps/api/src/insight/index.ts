import type { FastifyInstance } from 'fastify';
import { funnelRoutes } from './routes/funnel-routes.ts';

/** Issue 20: what the advisor panel learns from the offers' history (the funnel, decision 070). */
export async function insightModule(api: FastifyInstance): Promise<void> {
  await api.register(funnelRoutes);
}
