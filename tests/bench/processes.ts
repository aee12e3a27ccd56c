import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { get, request } from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { createDatabase, freePort, migrate, repositoryRoot, seedDemo, startEmbeddedPostgres } from '@wl/db';
import { compileServer, serverBuildStale } from '../../scripts/compile-server.mjs';

export interface Child {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a TypeScript entry point under tsx as its own process. */
export function startTs(entry: string, args: string[], env: NodeJS.ProcessEnv = {}): Child {
  return startNode(['--import', 'tsx', entry, ...args], env);
}

/** The edge as production runs it (decision 050): compiled JavaScript, no TypeScript loader, its heap capped (decision 074). */
export const compiledEdgeArgs = [
  '--conditions=wl-compiled',
  '--enable-source-maps',
  // `PROF_DIR=/tmp/prof pnpm exec tsx tests/bench/run.ts`: each edge writes its CPU profile there as it stops.
  ...(process.env.PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROF_DIR}`] : []),
  '--max-old-space-size=512',
  join(repositoryRoot, 'apps', 'edge', 'dist', 'server.js'),
];

/** Compiles the server when a source is newer than its build (a bench or fault run measures the build). */
export async function ensureCompiledServer(): Promise<void> {
  if (serverBuildStale()) await compileServer();
}

/** Starts Node with `args` as its own process. */
export function startNode(args: string[], env: NodeJS.ProcessEnv = {}): Child {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.resume();
  return {
    process: child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until a URL answers 200 (a started server is ready). */
export async function waitForOk(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${url} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/** Stops the bench when the portal is not built: the edge would answer its pages with 503. */
export function requirePortalBuild(): void {
  if (!existsSync(join(repositoryRoot, 'apps', 'portal', 'dist', 'index.html'))) {
    console.error('The portal is not built: run `pnpm build` first.');
    process.exit(1);
  }
}

/** A throw-away embedded PostgreSQL, migrated and seeded with the demo data (and the server compiled). */
export async function startDemoDatabase(): Promise<{ databaseUrl: string; stop(): Promise<void> }> {
  // Every bench that starts edges starts here: the edges it measures are the current build.
  await ensureCompiledServer();
  const postgres = await startEmbeddedPostgres({
    dataDir: mkdtempSync(join(tmpdir(), 'wl-bench-pg-')),
    port: await freePort(),
    ephemeral: true,
  });
  const databaseUrl = postgres.url('postgres');
  await migrate(databaseUrl);
  const { db, pool } = createDatabase(databaseUrl);
  await seedDemo(db);
  await db.$disconnect();
  await pool.end();
  return { databaseUrl, stop: () => postgres.stop() };
}

/** One JWT secret for every edge of a bench, as replicas behind one load balancer share it. */
const BENCH_JWT_SECRET = 'bench-jwt-secret-0123456789abcdefghijkl';

/** The real edge, compiled (call {@link ensureCompiledServer} first), on a loopback port, without demo seeding. */
export function startEdge(port: number, databaseUrl: string, env: NodeJS.ProcessEnv = {}): Child {
  return startNode(compiledEdgeArgs, {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    JWT_SECRET: BENCH_JWT_SECRET,
    ...env,
  });
}

/** Whether an edge serves `title` as the page title of `host` (node:http: fetch drops a custom Host). */
export function servesTitle(port: number, host: string, title: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: '/', headers: { host, accept: 'text/html' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve(body.includes(`<title>${title}</title>`)));
    });
    request.on('error', reject);
  });
}

/** The machine a bench ran on, for its results file. */
export function machineInfo() {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
}

/** POST /auth/login on `host` of an edge (node:http: fetch drops a custom Host header): the session's tokens. */
export function signInOverHttp(
  port: number,
  host: string,
  email: string,
  password: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/auth/login',
        headers: { host, 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          const tokens = JSON.parse(text) as { accessToken?: string; refreshToken?: string };
          if (response.statusCode === 200 && tokens.accessToken && tokens.refreshToken) {
            resolve({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
          } else reject(new Error(`login answered ${response.statusCode}: ${text}`));
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}
