import type { FastifyInstance } from 'fastify';
import { investorRoutes } from './routes/investor-routes.ts';
import { leadFormRoutes } from './routes/lead-form-routes.ts';

/** The investor panel (spec §7 "Investor"): the signed-in investor's own offers and products, and the last lead form to prefill. */
export async function investorModule(api: FastifyInstance): Promise<void> {
  await api.register(investorRoutes);
  await api.register(leadFormRoutes);
}
