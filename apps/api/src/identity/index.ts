import type { FastifyInstance } from 'fastify';
import { identityRoutes } from './routes/identity-routes.ts';

/** Identity verification of an onboarding request through the signing provider (decision 011). */
export async function identityModule(api: FastifyInstance): Promise<void> {
  await api.register(identityRoutes);
}
