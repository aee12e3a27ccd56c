// The fault suite's harness: a real PostgreSQL that can be stopped and started again on the same
// data and port, edge processes started as in production (compiled: apps/edge/dist/server.js,
// decision 050), and a bounded HTTP client that sends any Host header (fetch drops it).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, freePort, migrate, type RunningPostgres, seedDemo, startEmbeddedPostgres } from '@wl/db';
import { type ErrorBody, errorBodySchema } from '@wl/shared/errors';
import pg from 'pg';
import { type Child, compiledEdgeArgs, ensureCompiledServer, startNode, waitForOk } from '../bench/processes.ts';

export const DEMO_HOST = 'demo.localhost';
/** The console answers on loopback hosts in development, on none of the brokers' hosts (decision 031). */
export const CONSOLE_HOST = 'localhost';
/** One secret for every edge, as replicas behind one load balancer share it. */
export const JWT_SECRET = 'test-faults-suite-jwt-secret-0123456789ab';

/** A PostgreSQL with the demo data that a test can stop and start again (same files, same port). */
export class Database {
  private running: RunningPostgres | undefined;
  private constructor(
    readonly dataDir: string,
    readonly port: number,
  ) {}

  static async start(): Promise<Database> {
    const database = new Database(mkdtempSync(join(tmpdir(), 'wl-faults-pg-')), await freePort());
    await database.startServer();
    await migrate(database.url);
    const { db, pool } = createDatabase(database.url);
    try {
      await seedDemo(db);
    } finally {
      await db.$disconnect();
      await pool.end();
    }
    return database;
  }

  get url(): string {
    return `postgresql://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async startServer(): Promise<void> {
    this.running = await startEmbeddedPostgres({
      dataDir: this.dataDir,
      port: this.port,
      ephemeral: true,
      keepDataOnStop: true,
    });
  }

  /** PostgreSQL's fast shutdown: open transactions are rolled back, connections cut. */
  async stopServer(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }

  /**
   * Freezes PostgreSQL (SIGSTOP to the postmaster and every backend): connections stay open but
   * nothing answers, as on a host that hangs, a full disk or a network partition. `thaw` resumes it.
   */
  freeze(): number[] {
    const pids = this.serverPids();
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    return pids;
  }

  thaw(pids: number[] = this.serverPids()): void {
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // Gone meanwhile.
      }
    }
  }

  private serverPids(): number[] {
    const postmaster = Number(readFileSync(join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
      .stdout.split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    return [postmaster, ...children];
  }

  /** One SQL statement on a short-lived connection of its own. */
  async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  async destroy(): Promise<void> {
    await this.stopServer();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** A minimal portal build (index.html with the head marker), so no `pnpm build` is needed. */
export function writeFixturePortal(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wl-faults-portal-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html lang="pl">\n<head><meta charset="UTF-8" /><!--wl-head--><script type="module" src="/assets/index-abc123.js"></script></head>\n<body><div id="root"></div></body>\n</html>\n',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("portal");');
  return dir;
}

/** What the edges of this file logged since the last failed test (at most ~1 MB, the newest). */
let edgeLog = '';
const EDGE_LOG_LIMIT = 1_000_000;

/** Keeps an edge's output line by line, each line prefixed with the edge's port. */
function edgeLogKeeper(port: number): (chunk: string) => void {
  let partial = '';
  return (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    const prefixed = lines.map((line) => `[edge :${port}] ${line}\n`).join('');
    edgeLog = (edgeLog + prefixed).slice(-EDGE_LOG_LIMIT);
  };
}

/** The edges' log lines kept so far, and forgets them. */
export function takeEdgeLog(): string {
  const kept = edgeLog;
  edgeLog = '';
  return kept;
}

export interface Edge {
  port: number;
  child: Child;
  /** SIGKILL, as a crash: no graceful close (and its files directory removed). */
  kill(): Promise<void>;
}

/** Starts an edge process on `port` (a free one by default) and waits for its /readyz. */
export async function startEdge(options: {
  databaseUrl: string;
  portalDist: string;
  port?: number;
  env?: NodeJS.ProcessEnv;
}): Promise<Edge> {
  const port = options.port ?? (await freePort());
  const storageDir = mkdtempSync(join(tmpdir(), 'wl-faults-files-'));
  await ensureCompiledServer();
  const child = startNode(compiledEdgeArgs, {
    DATABASE_URL: options.databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    JWT_SECRET,
    PORTAL_DIST: options.portalDist,
    STORAGE_DIR: storageDir,
    ...options.env,
  });
  // The edge logs errors only (LOG_LEVEL=error). A stopped database makes it log on purpose, so
  // the lines are kept and shown only with a failed test (setup.ts), not in a green run.
  child.process.stdout?.setEncoding('utf8');
  child.process.stdout?.on('data', edgeLogKeeper(port));
  const exited = new Promise<never>((_, reject) =>
    child.process.once('exit', (code) => reject(new Error(`edge on :${port} exited (${code}) while starting`))),
  );
  exited.catch(() => {});
  try {
    await Promise.race([waitForOk(`http://127.0.0.1:${port}/readyz`, 60_000), exited]);
  } catch (error) {
    await child.stop();
    rmSync(storageDir, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    child,
    async kill() {
      if (child.process.exitCode === null && child.process.signalCode === null) {
        const gone = new Promise((resolve) => child.process.once('exit', resolve));
        child.process.kill('SIGKILL');
        await gone;
      }
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** Stops processes and databases, each attempt independent of the others' failures. */
export async function cleanUp(...steps: (() => Promise<unknown> | undefined)[]): Promise<void> {
  await Promise.allSettled(steps.map((step) => step()));
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  elapsedMs: number;
  json<T = unknown>(): T;
}

/**
 * One HTTP request with any Host header, bounded: no answer within `timeoutMs` is a failure
 * ("never a hang"), reported as status 0 with the reason in `text`.
 */
export function call(
  port: number,
  options: {
    method?: string;
    path: string;
    host?: string;
    headers?: Record<string, string>;
    body?: unknown;
    timeoutMs?: number;
  },
): Promise<Reply> {
  const started = performance.now();
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const done = (status: number, headers: Reply['headers'], text: string) =>
      resolve({
        status,
        headers,
        text,
        elapsedMs: performance.now() - started,
        json: <T>() => JSON.parse(text) as T,
      });
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: {
          host: options.host ?? DEMO_HOST,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 5000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => done(response.statusCode ?? 0, response.headers, text));
        response.on('error', (error) => done(0, {}, `response error: ${error.message}`));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs ?? 5000} ms`)));
    request.on('error', (error) => done(0, {}, `request error: ${error.message}`));
    request.end(body);
  });
}

/** The branded index page of a host: its status and <title>. */
export async function brandedPage(port: number, host = DEMO_HOST): Promise<{ status: number; title?: string }> {
  const reply = await call(port, { path: '/', host, headers: { accept: 'text/html' } });
  return { status: reply.status, title: reply.text.match(/<title>([^<]*)<\/title>/)?.[1] };
}

/** The error body of a reply, or a failure naming what came instead. */
export function errorBodyOf(reply: Reply): ErrorBody {
  const parsed = errorBodySchema.safeParse(safeJson(reply.text));
  if (!parsed.success) throw new Error(`not an error body (${reply.status}): ${reply.text.slice(0, 300)}`);
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Retries `check` until it stops throwing, or rethrows its last failure after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

/** Sets the site title of a host in both languages (the trigger notifies every edge). */
export async function setSiteTitle(database: Database, host: string, title: string): Promise<void> {
  await database.query('UPDATE host_config SET site_title = $1, version = version + 1 WHERE hostname = $2', [
    JSON.stringify({ pl: title, en: title }),
    host,
  ]);
}

/** Signs in an advisor of the demo host through the API; the token pair. */
export async function advisorLogin(
  port: number,
  email: string,
  password: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const reply = await call(port, { method: 'POST', path: '/auth/login', body: { email, password } });
  if (reply.status !== 200) throw new Error(`login on :${port} answered ${reply.status}: ${reply.text}`);
  const tokens = reply.json<{ type: string; accessToken?: string; refreshToken?: string }>();
  if (tokens.type !== 'auth-token' || !tokens.accessToken || !tokens.refreshToken) {
    throw new Error(`login on :${port} gave no token pair: ${reply.text}`);
  }
  return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}
