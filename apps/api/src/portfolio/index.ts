import type { FastifyInstance } from 'fastify';
import { portfolioRoutes } from './routes/portfolio-routes.ts';
import { scheduleImportRoutes } from './routes/schedule-import-routes.ts';
import { scheduleRoutes } from './routes/schedule-routes.ts';

/** Issue 20: the investor's portfolio and interest schedules; admins mark payments (decision 071). */
export async function portfolioModule(api: FastifyInstance): Promise<void> {
  await api.register(portfolioRoutes);
  await api.register(scheduleRoutes);
  await api.register(scheduleImportRoutes);
}
