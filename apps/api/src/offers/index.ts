import type { FastifyInstance } from 'fastify';
import { advisorOfferRoutes } from './routes/advisor-offer-routes.ts';

/** The advisor panel's offer routes of spec §7 (investors table, owner change) and the kanban moves. */
export async function offerModule(api: FastifyInstance): Promise<void> {
  await api.register(advisorOfferRoutes);
}
