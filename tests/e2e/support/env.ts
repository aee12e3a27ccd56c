import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Ports of the e2e edge and its own PostgreSQL (override when they are taken). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2ePgPort = Number(process.env.E2E_PG_PORT ?? 54400);
export const e2eDataDir = join(tmpdir(), `wl-e2e-pg-${e2ePgPort}`);
export const e2eDatabaseUrl = `postgresql://postgres@127.0.0.1:${e2ePgPort}/white_label`;

/** A page of the running edge on one of the demo hosts (Chromium resolves *.localhost to loopback). */
export function hostUrl(host: string, path = '/'): string {
  return `http://${host}:${e2ePort}${path}`;
}
