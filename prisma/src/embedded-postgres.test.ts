import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedPostgresError, freePort, type RunningPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';

/**
 * The embedded PostgreSQL never uses a database that is not its own (issue #16): a port held by
 * another program gives a one-line explanation (or, when allowed, another port), and a server
 * answering for another data folder is refused, even when a stale pid file points at it.
 */

const folders: string[] = [];
const running: RunningPostgres[] = [];
const held: Server[] = [];

function folder(): string {
  const path = mkdtempSync(join(tmpdir(), 'wl-embedded-test-'));
  folders.push(path);
  return join(path, 'pg');
}

async function holdPort(): Promise<number> {
  const port = await freePort();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  held.push(server);
  return port;
}

afterAll(async () => {
  for (const server of held) server.close();
  for (const cluster of running) await cluster.stop();
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

describe('the embedded PostgreSQL on a taken port', () => {
  it('says in one line what holds it and what to do, instead of hanging or connecting elsewhere', async () => {
    const port = await holdPort();
    const dataDir = folder();
    const start = startEmbeddedPostgres({ dataDir, port, ephemeral: true });
    await expect(start).rejects.toBeInstanceOf(EmbeddedPostgresError);
    await expect(start).rejects.toThrow(`Port ${port} is taken by another program`);
    await expect(start).rejects.toThrow(/EMBEDDED_PG_PORT/);
    await expect(start).rejects.not.toThrow(/\n/);
  });

  it('starts on a free port instead when allowed, and says so', async () => {
    const port = await holdPort();
    const logs: string[] = [];
    const cluster = await startEmbeddedPostgres({
      dataDir: folder(),
      port,
      ephemeral: true,
      portFallback: true,
      log: (line) => logs.push(line),
    });
    running.push(cluster);
    expect(cluster.port).not.toBe(port);
    expect(logs.join('\n')).toContain(`Port ${port} is taken by another program`);
    expect(cluster.url()).toContain(`:${cluster.port}/`);
  }, 60_000);

  it('refuses a server that answers for another data folder, even through a stale pid file', async () => {
    const other = await startEmbeddedPostgres({ dataDir: folder(), port: await freePort(), ephemeral: true });
    running.push(other);
    // Our folder's pid file names a live process and the other cluster's port (a reused pid).
    const dataDir = folder();
    mkdirSync(dataDir, { recursive: true });
    const otherPid = readFileSync(join(other.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0];
    writeFileSync(join(dataDir, 'postmaster.pid'), `${otherPid}\n${dataDir}\n0\n${other.port}\n`);
    const start = startEmbeddedPostgres({ dataDir, port: await freePort(), ephemeral: true });
    await expect(start).rejects.toBeInstanceOf(EmbeddedPostgresError);
    await expect(start).rejects.toThrow(`Port ${other.port} answers with another PostgreSQL`);
  }, 60_000);
});
