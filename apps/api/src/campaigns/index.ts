import type { FastifyInstance } from 'fastify';
import { campaignRoutes } from './routes/campaign-routes.ts';

/** Campaign, product and invitation routes of spec §7 (offers are scoped in offers/offer-scope.ts). */
export async function campaignModule(api: FastifyInstance): Promise<void> {
  await api.register(campaignRoutes);
}
