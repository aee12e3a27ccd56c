import type { FastifyInstance } from 'fastify';
import { pdfRoutes } from './routes/pdf-routes.ts';

/** The PDF summary of an accepted offer, by public link and in the investor panel. */
export async function pdfModule(api: FastifyInstance): Promise<void> {
  await api.register(pdfRoutes);
}
