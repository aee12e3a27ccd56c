import type { FastifyInstance } from 'fastify';
import { publicOfferRoutes } from './routes/public-offer-routes.ts';

/** The offer of a public link (spec §7 "Public"): open, show interest, accept, with the link's token as the credential. */
export async function publicModule(api: FastifyInstance): Promise<void> {
  await api.register(publicOfferRoutes);
}
