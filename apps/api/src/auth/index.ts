import type { FastifyInstance } from 'fastify';

/** Auth routes of spec §7 (login, 2FA, refresh, contexts, investor links, activation, reset). */
export async function authModule(_api: FastifyInstance): Promise<void> {}
