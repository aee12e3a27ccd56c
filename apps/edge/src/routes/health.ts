import type { FastifyInstance, FastifyRequest } from 'fastify';

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

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a request may see the readiness details: it came from this machine itself (the socket's
 * address, never X-Forwarded-For) and not through a proxy (a local reverse proxy forwards the
 * public's requests from loopback too, with X-Forwarded-For).
 */
function isLocalProbe(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
}

/**
 * `/healthz`: the process is alive. `/readyz`: `ready` with the database and the config
 * listener up; `degraded` (still 200: branded pages keep coming from the last known configs)
 * while the database is unreachable; 503 only before any config was ever loaded. The public gets
 * the status alone (decision 030); the checks (database, listener, host count, last load) only a
 * probe on this machine.
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    const store = app.hostConfigs.status();
    const database = await databaseReachable(app);
    const status = !store.loaded ? 'unavailable' : database && store.listening ? 'ready' : 'degraded';
    reply.header('cache-control', 'no-store').code(status === 'unavailable' ? 503 : 200);
    if (!isLocalProbe(request)) return reply.send({ status });
    return reply.send({
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
