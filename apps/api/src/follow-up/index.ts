import type { FastifyInstance } from 'fastify';
import { followUpRoutes } from './routes/follow-up-routes.ts';

/**
 * Issue 20, item 4: the follow-up of stalled offers, reminders by hand and the tenant's automatic
 * ones (decision 072). The automatic job runs in every API process (app.ts starts it).
 */
export async function followUpModule(api: FastifyInstance): Promise<void> {
  await api.register(followUpRoutes);
}
