import type { FastifyInstance } from 'fastify';
import { legalTermsRoutes } from './routes/legal-terms-routes.ts';

/** What investors agreed to of a host's legal documents and consents, and renewing it (decision 043). */
export async function legalModule(api: FastifyInstance): Promise<void> {
  await api.register(legalTermsRoutes);
}
