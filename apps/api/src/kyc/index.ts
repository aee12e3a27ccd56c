import type { FastifyInstance } from 'fastify';
import { kycRoutes } from './routes/kyc-routes.ts';

/** The KYC questionnaire: its dictionaries, versions and supporting documents. */
export async function kycModule(api: FastifyInstance): Promise<void> {
  await api.register(kycRoutes);
}
