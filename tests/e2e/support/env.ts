import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Ports of the e2e edge and its own PostgreSQL (override when they are taken). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2ePgPort = Number(process.env.E2E_PG_PORT ?? 54400);

/**
 * The e2e database's folder: a fresh one per run (made by the first process that loads this file,
 * Playwright's; its workers and the web server inherit E2E_PG_DATA), owned by whoever runs the
 * tests and removed when the server stops (support/serve.ts). A fixed path was shared by every
 * run and user of the machine.
 */
function runDataDir(): string {
  if (!process.env.E2E_PG_DATA) {
    const runDir = mkdtempSync(join(tmpdir(), 'wl-e2e-'));
    // Traversable, so the embedded PostgreSQL (the `postgres` user when run as root) reaches it.
    chmodSync(runDir, 0o711);
    process.env.E2E_PG_DATA = join(runDir, 'pg');
  }
  return process.env.E2E_PG_DATA;
}

export const e2eDataDir = runDataDir();
export const e2eDatabaseUrl = `postgresql://postgres@127.0.0.1:${e2ePgPort}/white_label`;

/** A page of the running edge on one of the demo hosts (Chromium resolves *.localhost to loopback). */
export function hostUrl(host: string, path = '/'): string {
  return `http://${host}:${e2ePort}${path}`;
}
