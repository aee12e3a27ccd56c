import type { FastifyInstance } from 'fastify';
import { paymentConfirmationRoutes } from './routes/payment-confirmation-routes.ts';

/** Payment confirmations of an offer: uploads by public link and in the investor panel, downloads there and in the advisor panel. */
export async function paymentConfirmationModule(api: FastifyInstance): Promise<void> {
  await api.register(paymentConfirmationRoutes);
}
