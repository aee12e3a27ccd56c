import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { consoleErrorDataSchema } from '@wl/shared/console';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleContext, publicProcedure, router } from './trpc.ts';

// A procedure failing as a database call does: its message names source files and queries.
const leaky = 'Invalid `db.product.create()` invocation in /srv/app/apps/api/src/campaigns/write.ts:42';
const testRouter = router({
  broken: publicProcedure.query(() => {
    throw new Error(leaky);
  }),
});

const app = Fastify();
beforeAll(async () => {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: { router: testRouter, createContext: () => ({}) as ConsoleContext },
  });
  await app.ready();
});
afterAll(() => app.close());

describe('an internal error of a console procedure', () => {
  it('reaches the client as a generic 500 with the console error data, never its cause', async () => {
    const response = await app.inject({ url: '/trpc/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('db.product.create');
    expect(response.body).not.toContain('/srv/app');
    const { error } = response.json();
    expect(error.message).toBe('Internal server error');
    expect(consoleErrorDataSchema.parse(error.data)).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', messageKey: null });
  });
});
