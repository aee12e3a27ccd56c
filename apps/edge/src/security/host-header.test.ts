import { request as httpRequest } from 'node:http';
import { invalidHostBody } from '@wl/api';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../testing/test-app.ts';

/**
 * Issue #15, finding 2 (decision 028): the Host header never builds a URL. A Host that is not a
 * host name is refused before any handler; a valid one picks the host's config, but every
 * absolute URL (mails, signing callbacks and return URLs) comes from the host's configured public
 * origin, whatever port or name variant the request carried.
 */

const PUBLIC_ORIGIN = 'https://demo.broker.example';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.hostConfig.update({ where: { hostname: 'demo.localhost' }, data: { publicOrigin: PUBLIC_ORIGIN } });
  await eventually(() => expect(t.app.hostConfigs.resolve('demo.localhost').publicOrigin).toBe(PUBLIC_ORIGIN));
});

/** The newest mail to `to`, once the route's work after its answer is done (decision 035). */
async function latestMailTo(to: string) {
  await t.app.background.settled();
  return t.db.mailOutbox.findFirst({ where: { toAddress: to }, orderBy: { createdAt: 'desc' } });
}

describe('a Host that is not a host name', () => {
  const hostile = [
    'demo.localhost:80@attacker.example',
    'demo.localhost:"',
    'demo.localhost:9999/x?q=',
    'demo.localhost:',
    'demo.localhost:99999',
    'demo.localhost:0x50',
    'demo.localhost.:80:81',
    'de mo.localhost',
    '[::1',
    'a..b',
    '-demo.localhost',
    `${'a'.repeat(64)}.localhost`,
  ];
  const requests = [
    { method: 'POST', url: '/auth/password/send-remind-request', payload: { email: 'admin@demo.localhost' } },
    { method: 'POST', url: '/auth/investor/send-token', payload: { email: 'inwestor@demo.localhost' } },
    {
      method: 'PATCH',
      url: '/public-api/campaign-offer/demo-offer-interested/accept',
      payload: { amount: '25000', consent2: true, consent3: true },
    },
    { method: 'GET', url: '/' },
    { method: 'GET', url: '/api/auth/data' },
    { method: 'GET', url: '/public-api/landing-page' },
    { method: 'GET', url: '/healthz' },
    { method: 'GET', url: '/console/' },
    { method: 'GET', url: '/no/such/page.txt' },
  ] as const;

  it('is refused with 400 in the error shape, with the security headers, before any handler runs', async () => {
    const mailsBefore = await t.db.mailOutbox.count();
    const offerBefore = await t.db.offer.findMany({ select: { id: true, status: true, updatedAt: true } });
    for (const host of hostile) {
      for (const { method, url, ...rest } of requests) {
        const response: LightMyRequestResponse = await t.app.inject({
          method,
          url,
          headers: { host },
          ...('payload' in rest ? { payload: rest.payload } : {}),
        });
        expect(response.statusCode, `${method} ${url} Host: ${host}`).toBe(400);
        expect(response.json(), `${method} ${url} Host: ${host}`).toEqual(invalidHostBody);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      }
    }
    await t.app.background.settled();
    expect(await t.db.mailOutbox.count()).toBe(mailsBefore);
    expect(await t.db.offer.findMany({ select: { id: true, status: true, updatedAt: true } })).toEqual(offerBefore);
  });

  it('is refused over real HTTP too (the quote that used to answer 500)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/auth/investor/send-token',
          headers: { host: 'demo.localhost:"', 'content-type': 'application/json' },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ email: 'inwestor@demo.localhost' }));
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual(invalidHostBody);
  });
});

describe('absolute URLs come from the configured public origin', () => {
  it('a password reset link points at the public origin, not at the port or name variant of the request', async () => {
    for (const host of ['demo.localhost:9999', 'DEMO.localhost.', 'demo.localhost']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/password/send-remind-request',
        headers: { host },
        payload: { email: 'admin@demo.localhost' },
      });
      expect(response.statusCode, host).toBe(200);
      const mail = await latestMailTo('admin@demo.localhost');
      expect(mail?.text, host).toContain(`${PUBLIC_ORIGIN}/auth/reset-password/`);
      expect(mail?.html, host).not.toContain('9999');
      expect(mail?.html, host).not.toContain('demo.localhost:');
    }
  });

  it('signing callbacks, the return URL and the signing page of an acceptance use the public origin, never the Host', async () => {
    const before = new Date();
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/public-api/campaign-offer/demo-offer-interested/accept',
      headers: { host: 'demo.localhost:9999' },
      payload: { amount: '25000', consent2: true, consent3: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [session] = await t.db.providerSandboxSession.findMany({
      where: { kind: 'contract', createdAt: { gte: before } },
      orderBy: { createdAt: 'desc' },
      take: 1,
    });
    expect(session?.callbackUrl.startsWith(`${PUBLIC_ORIGIN}/`), session?.callbackUrl).toBe(true);
    const payload = session?.payload as { returnUrl: string; signingUrl: string };
    expect(payload.returnUrl.startsWith(`${PUBLIC_ORIGIN}/`), payload.returnUrl).toBe(true);
    expect(payload.signingUrl.startsWith(`${PUBLIC_ORIGIN}/`), payload.signingUrl).toBe(true);
    const contract = await t.db.contract.findFirst({ where: { createdAt: { gte: before } } });
    expect(contract?.signingUrl?.startsWith(`${PUBLIC_ORIGIN}/`), contract?.signingUrl ?? '').toBe(true);
  });

  it('a host without a configured origin gets the configured fallback (PUBLIC_ORIGIN scheme and port), never the request port', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/password/send-remind-request',
      headers: { host: 'custom.localhost:4444' },
      payload: { email: 'admin@custom.localhost' },
    });
    expect(response.statusCode).toBe(200);
    const mail = await latestMailTo('admin@custom.localhost');
    // The test app runs with the defaults: PUBLIC_ORIGIN http://localhost:3000.
    expect(mail?.text).toContain('http://custom.localhost:3000/auth/reset-password/');
    expect(mail?.text).not.toContain('4444');
  });
});
