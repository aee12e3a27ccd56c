import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { findDemoAccounts, repositoryRoot, seedDemo } from '@wl/db';
import { createTestDatabase } from '@wl/db/testing';
import { describe, expect, it } from 'vitest';
import { consoleOrigins, listenHost, loadConfig, seedDemoEnabled } from '../config.ts';
import { createTestApp } from '../testing/test-app.ts';

/**
 * Issue #15, finding 4 and the console part of finding 10 (decision 031): production never ships
 * the demo, never starts with a demo account, development listens on loopback only, and the
 * console answers only on its configured origin(s) (plus loopback in development).
 */

const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_ORIGIN: 'https://platform.example' };

describe('defaults by NODE_ENV', () => {
  it('development: the demo is seeded and the edge listens on loopback only', () => {
    const config = loadConfig({});
    expect(seedDemoEnabled(config)).toBe(true);
    expect(listenHost(config)).toBe('127.0.0.1');
  });

  it('production: no demo unless asked for explicitly; every interface', () => {
    const config = loadConfig(production);
    expect(seedDemoEnabled(config)).toBe(false);
    expect(listenHost(config)).toBe('0.0.0.0');
    expect(seedDemoEnabled(loadConfig({ ...production, SEED_DEMO: 'true' }))).toBe(true);
  });

  it('HOST and SEED_DEMO say otherwise when set', () => {
    expect(listenHost(loadConfig({ HOST: '0.0.0.0' }))).toBe('0.0.0.0');
    expect(seedDemoEnabled(loadConfig({ SEED_DEMO: 'false' }))).toBe(false);
  });

  it('takes console origins, and loopback only in development', () => {
    expect(
      consoleOrigins(loadConfig({ CONSOLE_ORIGINS: 'https://console.platform.example, http://ops.local:8080' })),
    ).toEqual({
      origins: ['https://console.platform.example', 'http://ops.local:8080'],
      loopback: true,
    });
    expect(consoleOrigins(loadConfig(production))).toEqual({ origins: [], loopback: false });
    expect(() => consoleOrigins(loadConfig({ CONSOLE_ORIGINS: 'https://console.example/path' }))).toThrow(
      /CONSOLE_ORIGINS/,
    );
  });
});

describe('demo accounts', () => {
  it('are found in a seeded database, by id, e-mail or the published password, and not in an empty one', async () => {
    const { db } = await createTestDatabase();
    expect(await findDemoAccounts(db)).toEqual([]);
    await seedDemo(db);
    const found = await findDemoAccounts(db);
    expect(found).toContain('operator@demo.localhost');
    expect(found).toContain('admin@demo.localhost');
    expect(found).toContain('inwestor@demo.localhost');
    // Renamed, the published password still gives it away.
    await db.operator.update({ where: { email: 'operator@demo.localhost' }, data: { email: 'ops@broker.example' } });
    expect(await findDemoAccounts(db)).toContain('ops@broker.example');
  });
});

/** Runs the real server (what `npm start` runs) until it exits or says it listens. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'apps/edge/src/server.ts')], {
      cwd: repositoryRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening')) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('a production start', () => {
  it('is refused while a demo account is in the database, and goes ahead without one', async () => {
    const seeded = await createTestDatabase();
    await seedDemo(seeded.db);
    const refused = await startServer({ ...production, DATABASE_URL: seeded.url });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Refusing to start in production');
    expect(refused.output).toContain('operator@demo.localhost');
    expect(refused.output).not.toContain('Server listening');

    const clean = await createTestDatabase();
    const started = await startServer({ ...production, DATABASE_URL: clean.url });
    expect(started.output).toContain('Server listening');
    expect(started.output).not.toContain('Refusing to start');
    // An empty production database gets no demo.
    expect(await findDemoAccounts(clean.db)).toEqual([]);
    expect(await clean.db.operator.count()).toBe(0);
  }, 120_000);
});

describe('the console is served only on its origin', () => {
  it('answers 404 on a broker host, and works on the console origin and (in development) on loopback', async () => {
    const t = await createTestApp({ CONSOLE_ORIGINS: 'https://console.platform.example' });
    const call = (host: string, url: string, proto = 'http') =>
      t.app.inject({ url, headers: { host, 'x-forwarded-proto': proto } });
    for (const host of ['demo.localhost', 'custom.localhost:3000', 'console.platform.example.evil.test']) {
      for (const url of ['/console/', '/console/hosts', '/console/trpc/auth.me', '/console/assets/x.js']) {
        const response = await call(host, url);
        expect(response.statusCode, `${host}${url}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 'error.not_found' });
      }
    }
    expect((await call('localhost:3000', '/console/trpc/auth.me')).statusCode).toBe(200);
    expect((await call('127.0.0.1', '/console/trpc/auth.me')).statusCode).toBe(200);
  });

  it('in production answers only on the configured origin, not on loopback', async () => {
    const t = await createTestApp({ ...production, CONSOLE_ORIGINS: 'https://console.platform.example' });
    const call = (host: string) =>
      t.app.inject({ url: '/console/trpc/auth.me', headers: { host }, remoteAddress: '127.0.0.1' });
    expect((await call('localhost:3000')).statusCode).toBe(404);
    expect((await call('demo.localhost')).statusCode).toBe(404);
    // The console origin over plain HTTP is another origin (TRUST_PROXY unset: the scheme is http).
    expect((await call('console.platform.example')).statusCode).toBe(404);
    const proxied = await createTestApp({
      ...production,
      CONSOLE_ORIGINS: 'https://console.platform.example',
      TRUST_PROXY: 'true',
    });
    const response = await proxied.app.inject({
      url: '/console/trpc/auth.me',
      headers: { host: 'console.platform.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
  });
});
