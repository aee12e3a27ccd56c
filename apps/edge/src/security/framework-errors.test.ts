import { connect } from 'node:net';
import { errorBodySchema } from '@wl/shared/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Issue #15, finding 10 (decision 030): what the framework or Node's HTTP parser refuses leaves in
 * the error shape of spec §8 with the security headers, never as Fastify's own JSON.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});

/** Sends raw bytes and parses the raw answer (what a hand-written or broken client gets). */
function raw(bytes: string): Promise<{ status: number; headers: Map<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    const done = () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    };
    socket.on('close', done);
    socket.on('error', reject);
    socket.end(bytes);
  });
}

function expectShape(body: string, headers: Map<string, string> | Record<string, unknown>) {
  const parsed = errorBodySchema.strict().parse(JSON.parse(body));
  expect(parsed.code).toBe('error.validation');
  const nosniff = headers instanceof Map ? headers.get('x-content-type-options') : headers['x-content-type-options'];
  expect(nosniff).toBe('nosniff');
  return parsed;
}

describe("Node's HTTP parser refusals", () => {
  it('a header over the size limit: 431 in the error shape', async () => {
    const answer = await raw(`GET / HTTP/1.1\r\nHost: demo.localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(expectShape(answer.body, answer.headers).parameters).toEqual({ reason: 'HPE_HEADER_OVERFLOW' });
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('a malformed request line or a body longer than its Content-Length: 400 in the error shape', async () => {
    for (const request of ['GARBAGE\r\n\r\n', 'GET / HTTP/1.1\r\nHost: demo.localhost\r\nContent-Length: x\r\n\r\n']) {
      const answer = await raw(request);
      expect(answer.status, request).toBe(400);
      expectShape(answer.body, answer.headers);
    }
  });
});

describe('Fastify refusals (FST_ERR_*)', () => {
  it.each([
    ['malformed JSON', 'application/json', '{"email":', 400, 'FST_ERR_CTP_INVALID_JSON_BODY'],
    [
      'a body over the limit',
      'application/json',
      JSON.stringify({ email: 'x'.repeat(2_000_000) }),
      413,
      'FST_ERR_CTP_BODY_TOO_LARGE',
    ],
    ['an unknown content type', 'application/x-custom', 'hi', 415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE'],
  ])(
    '%s: its status, the validation code, a translated label',
    async (_label, contentType, payload, status, reason) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { host: 'demo.localhost', 'content-type': contentType, 'accept-language': 'en' },
        payload,
      });
      expect(response.statusCode).toBe(status);
      const body = expectShape(response.body, response.headers);
      expect(body.parameters).toEqual({ reason });
      expect(body.label).not.toMatch(/FST_|content-type|JSON/);
    },
  );
});
