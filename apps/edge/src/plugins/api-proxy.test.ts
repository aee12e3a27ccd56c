import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort, seedIds } from '@wl/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const upstreamScript = fileURLToPath(new URL('../testing/upstream-server.ts', import.meta.url));
let upstreamPort: number;
let upstream: ChildProcess | undefined;
let t: TestApp;

async function startUpstream(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', upstreamScript, String(upstreamPort)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`upstream exited with ${code}`)));
  });
  upstream = child;
}

async function stopUpstream(): Promise<void> {
  if (!upstream || upstream.exitCode !== null) return;
  const exited = once(upstream, 'exit');
  upstream.kill('SIGTERM');
  await exited;
}

beforeAll(async () => {
  upstreamPort = await freePort();
  await startUpstream();
  t = await createTestApp({ WHITE_LABEL_API_URL: `http://127.0.0.1:${upstreamPort}` });
});
afterAll(stopUpstream);

describe('proxy mode (WHITE_LABEL_API_URL)', () => {
  it.each(['/auth/login', '/api/advisor/advisor?limit=20', '/investor-api/offers', '/public-api/campaign-offer/abc'])(
    'forwards %s with the context of the host',
    async (url) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: 'demo.localhost', authorization: 'Bearer x' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        url,
        contextId: seedIds.demoTenant,
        contextType: 'advisor-panel',
        forwardedHost: 'demo.localhost',
        authorization: 'Bearer x',
      });
    },
  );

  it('sets Context-id from the host even when the client names another tenant; keeps a valid Context-type', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/investor-api/dictionary',
      headers: { host: 'custom.localhost', 'context-id': seedIds.demoTenant, 'context-type': 'investor-panel' },
    });
    expect(response.json()).toMatchObject({ contextId: seedIds.customTenant, contextType: 'investor-panel' });
    const bogus = await t.app.inject({
      method: 'GET',
      url: '/api/contexts',
      headers: { host: 'custom.localhost', 'context-type': 'admin-panel' },
    });
    expect(bogus.json().contextType).toBe('advisor-panel');
  });

  it('streams request and response bodies larger than the edge body limit', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/public-api/campaign-offer/abc/upload',
      headers: { host: 'demo.localhost', 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(3_000_000, 1),
    });
    expect(upload.json().bytes).toBe(3_000_000);
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/public-api/campaign-offer/abc/pdf',
      headers: { host: 'demo.localhost' },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.length).toBe(2_000_000);
  });

  it("keeps serving the edge's own config endpoints", async () => {
    const response = await t.app.inject({ url: '/public-api/landing-page', headers: { host: 'demo.localhost' } });
    expect(response.json()).toMatchObject({ id: seedIds.demoTenant, theme: 'theme-navy' });
  });

  it('answers 502 in the error-body shape while the upstream is down, and recovers when it returns', async () => {
    await stopUpstream();
    const down = await t.app.inject({ method: 'GET', url: '/api/contexts', headers: { host: 'demo.localhost' } });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({
      label: 'The platform API is unreachable.',
      code: 'error.bad_gateway',
      parameters: { upstream: 'platform-api' },
      violations: [],
    });
    await startUpstream();
    const back = await t.app.inject({ method: 'GET', url: '/api/contexts', headers: { host: 'demo.localhost' } });
    expect(back.statusCode).toBe(200);
  });
});
