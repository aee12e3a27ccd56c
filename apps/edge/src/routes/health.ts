import type { FastifyInstance } from 'fastify';

const DATABASE_PROBE_TIMEOUT_MS = 500;

async function databaseReachable(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_PROBE_TIMEOUT_MS);
  });
  try {
    const probe = app.pgPool.query('SELECT 1').then(
      () => true,
      () => false,
    );
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz`: the process is alive. `/readyz`: `ready` with the database and the config
 * listener up; `degraded` (still 200: branded pages keep coming from the last known configs)
 * while the database is unreachable; 503 only before any config was ever loaded.
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const store = app.hostConfigs.status();
    const database = await databaseReachable(app);
    const status = !store.loaded ? 'unavailable' : database && store.listening ? 'ready' : 'degraded';
    reply.header('cache-control', 'no-store');
    return reply.code(status === 'unavailable' ? 503 : 200).send({
      status,
      checks: {
        database: database ? 'up' : 'down',
        hostConfigListener: store.listening ? 'listening' : 'reconnecting',
        hostConfigs: store.hosts,
        lastLoadedAt: store.lastLoadedAt,
      },
    });
  });
}
