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
});
