import type { FastifyInstance } from 'fastify';
import { exportRoutes } from './routes/export-routes.ts';

/** Issue 20, item 5: the investments table, the funnel and schedules as CSV and XLSX files (decision 073). */
export async function exportModule(api: FastifyInstance): Promise<void> {
  await api.register(exportRoutes);
}
