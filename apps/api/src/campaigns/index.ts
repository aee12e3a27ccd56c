import type { FastifyInstance } from 'fastify';
import { campaignRoutes } from './routes/campaign-routes.ts';
import { invitationRoutes } from './routes/invitation-routes.ts';

/**
 * Campaign, product and invitation routes of spec §7, and an offer's invitation after it was made
 * (checked, mailed again, its link) (offers are scoped in offers/offer-scope.ts).
 */
export async function campaignModule(api: FastifyInstance): Promise<void> {
  await api.register(campaignRoutes);
  await api.register(invitationRoutes);
}
