import type { FastifyInstance } from 'fastify';

/** Advisor and network routes of spec §7. */
export async function advisorModule(_api: FastifyInstance): Promise<void> {}
