import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dbPlugin from '@wl/db/fastify';
import { createTestDatabase } from '@wl/db/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import consolePlugin from './plugin.ts';

const INDEX_HTML = '<!doctype html><title>console</title><div id="root"></div>';
const loopback = { remoteAddress: '127.0.0.1' } as const;

let url: string;
let distDir: string;

async function buildApp(dir: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(dbPlugin, { databaseUrl: url });
  await app.register(consolePlugin, { distDir: dir });
  app.get('/elsewhere', async () => ({ ok: true }));
  app.post('/echo', async (request) => ({ body: request.body }));
  await app.ready();
  return app;
}

beforeAll(async () => {
  ({ url } = await createTestDatabase());
  distDir = mkdtempSync(join(tmpdir(), 'wl-console-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return () => rmSync(distDir, { recursive: true, force: true });
});

describe('the console app', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(distDir);
  });
  afterAll(() => app.close());

  it('redirects /console to /console/, keeping the query', async () => {
    const response = await app.inject({ url: '/console?lang=en', ...loopback });

    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/console/?lang=en');
  });

  it('serves index.html, never cached, at /console/ and at every client-side route', async () => {
    for (const path of ['/console/', '/console/hosts/demo.localhost', '/console/index.html']) {
      const response = await app.inject({ url: path, ...loopback });

      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.body, path).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets with a long immutable cache, other files revalidated', async () => {
    const asset = await app.inject({ url: '/console/assets/index-abc123.js', ...loopback });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log(1);');

    const favicon = await app.inject({ url: '/console/favicon.svg', ...loopback });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset or tRPC path with 404 instead of the app', async () => {
    for (const path of ['/console/assets/missing.js', '/console/trpc/a/b']) {
      const response = await app.inject({ url: path, ...loopback });

      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toMatchObject({ code: 'error.not_found', parameters: {}, violations: [] });
    }
    const procedure = await app.inject({ url: '/console/trpc/hosts.missing', ...loopback });
    expect(procedure.statusCode).toBe(404);
    expect(procedure.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses every console path to a caller that is not on loopback', async () => {
    for (const path of ['/console', '/console/', '/console/assets/index-abc123.js', '/console/trpc/hosts.list']) {
      const response = await app.inject({ url: path, remoteAddress: '10.0.0.5' });

      expect(response.statusCode, path).toBe(403);
      expect(response.json(), path).toEqual({
        label: 'Access denied',
        code: 'error.forbidden',
        parameters: {},
        violations: [],
      });
    }
  });

  it('accepts IPv6 loopback callers', async () => {
    for (const remoteAddress of ['::1', '::ffff:127.0.0.1']) {
      const response = await app.inject({ url: '/console/', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
  });

  it('leaves the rest of the edge alone: no loopback guard, JSON bodies still parsed', async () => {
    const elsewhere = await app.inject({ url: '/elsewhere', remoteAddress: '10.0.0.5' });
    expect(elsewhere.statusCode).toBe(200);

    const echo = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 }, remoteAddress: '10.0.0.5' });
    expect(echo.json()).toEqual({ body: { a: 1 } });
  });
});

describe('the console app before it is built', () => {
  it('answers 503 with the error body', async () => {
    const app = await buildApp(join(distDir, 'not-built'));
    try {
      const response = await app.inject({ url: '/console/hosts', ...loopback });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'error.service_unavailable', parameters: {}, violations: [] });
      expect(response.json().label).toMatch(/not built/);
    } finally {
      await app.close();
    }
  });
});
