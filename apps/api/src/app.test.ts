import { errorBodySchema } from '@wl/shared/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './testing/index.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

describe('the platform API plugin', () => {
  it('publishes its OpenAPI document at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      openapi: expect.stringMatching(/^3\./),
      info: { title: 'White-label platform API' },
    });
  });

  it.each([
    ['malformed JSON', '{"email": ', 'application/json'],
    ['a JSON array', '[1,2]', 'application/json'],
    ['a form body', 'email=a', 'application/x-www-form-urlencoded'],
    ['huge JSON', JSON.stringify({ email: 'a@b.pl', password: 'x'.repeat(2_000_000) }), 'application/json'],
  ])('answers %s with a 4xx in the error-body shape, never a 500', async (_name, payload, contentType) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { host: 'localhost', 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(errorBodySchema.parse(response.json())).toMatchObject({ label: expect.any(String) });
  });

  // Found by fuzzing: a standalone API answered these with Fastify's own bodies.
  it.each([
    ['a path no route matches', '/api/advisor/campaign/..', 404],
    ['a bad percent-encoding', '/api/advisor/campaign/%E0%A4%A', 400],
    ['a path parameter over the length limit', `/api/advisor/campaign/${'x'.repeat(101)}`, 414],
  ])('answers %s in the error-body shape', async (_name, url, status) => {
    const response = await t.app.inject({ url, headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(status);
    expect(errorBodySchema.strict().parse(response.json()).label).not.toBe('');
  });
});
