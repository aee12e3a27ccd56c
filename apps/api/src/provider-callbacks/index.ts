import type { FastifyInstance } from 'fastify';
import { providerCallbackRoutes } from './routes/provider-callback-routes.ts';

/** The signing provider's callbacks (contracts and identity verifications), signed and applied once. */
export async function providerCallbacksModule(api: FastifyInstance): Promise<void> {
  await api.register(providerCallbackRoutes);
}
