import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileUpload } from '@wl/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Issue #15, finding 1 (decision 029): one upload used to freeze the whole process for every
 * tenant (a quadratic PDF check). On a really listening edge, four adversarial 10 MB files are
 * uploaded at once through public links while `/healthz` is polled: every poll answers within
 * 100 ms, and every upload gets its proper answer.
 */

const MB = 1024 * 1024;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ STORAGE_DIR: mkdtempSync(join(tmpdir(), 'wl-upload-freeze-')) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});

function send(
  method: string,
  path: string,
  host: string,
  body?: { payload: Buffer; headers: Record<string, string> },
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { host, ...body?.headers } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(body?.payload);
  });
}

/** About 10 MB of `unit` after a PDF header, ending like a PDF (and with `tail` before the end). */
function adversarial(unit: string, tail = ''): Buffer {
  const head = '%PDF-1.4\n1 0 obj\n';
  const end = `${tail}\ntrailer<<>>\n%%EOF\n`;
  const count = Math.floor((10 * MB - 4096 - head.length - end.length) / unit.length);
  return Buffer.from(head + unit.repeat(count) + end, 'latin1');
}

describe('four adversarial 10 MB uploads at once', () => {
  it('leave /healthz answering within 100 ms, and each upload is judged', async () => {
    const uploads = [
      // The reported file, scaled to the limit: stored as the PDF it claims to be (nothing active in it).
      { path: '/public-api/kyc/investor-request/demo-kyc-sent/documents', file: adversarial('stream\n'), status: 201 },
      { path: '/public-api/kyc/investor-request/demo-kyc-sent/documents', file: adversarial('1 0 obj\n'), status: 201 },
      // Names full of escapes, and a script at the very end: refused.
      {
        path: '/public-api/campaign-offer/demo-offer-accepted/upload',
        file: adversarial('/#41#42#43#44 ', '5 0 obj<</S/J#61vaScript>>endobj'),
        status: 415,
      },
      {
        path: '/public-api/campaign-offer/demo-offer-accepted/upload',
        file: adversarial('stream\nendstream\n<<[', '5 0 obj<</Launch 1>>endobj'),
        status: 415,
      },
    ];
    const polls: number[] = [];
    let uploading = true;
    const poller = (async () => {
      while (uploading) {
        const { status, ms } = await send('GET', '/healthz', 'demo.localhost');
        expect(status).toBe(200);
        polls.push(ms);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();

    const answers = await Promise.all(
      uploads.map(({ path, file }) =>
        send('POST', path, 'demo.localhost', fileUpload('wyciag.pdf', file, 'application/pdf')),
      ),
    );
    uploading = false;
    await poller;

    expect(answers.map((answer) => answer.status)).toEqual(uploads.map((upload) => upload.status));
    expect(polls.length).toBeGreaterThan(5);
    expect(Math.max(...polls), `slowest /healthz of ${polls.length}: ${Math.max(...polls).toFixed(1)} ms`).toBeLessThan(
      100,
    );
  });
});
