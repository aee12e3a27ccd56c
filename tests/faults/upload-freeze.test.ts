import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { Worker } from 'node:worker_threads';
import { fileUpload, tinyPdf } from '@wl/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanUp, Database, type Edge, startEdge, writeFixturePortal } from './harness.ts';

/**
 * Issue #15, finding 1 (decision 029): one upload used to freeze the whole process for every
 * tenant (a quadratic PDF check). On an edge process of its own (as in production, so the client
 * here shares nothing with it), four adversarial 10 MB files are uploaded at once through public
 * links while `/healthz` is polled: every poll answers within 100 ms, and every upload gets its
 * proper answer.
 */

const MB = 1024 * 1024;
let database: Database | undefined;
let edge: Edge | undefined;
let portalDist = '';
let port = 0;

beforeAll(async () => {
  database = await Database.start();
  portalDist = writeFixturePortal();
  edge = await startEdge({ databaseUrl: database.url, portalDist });
  port = edge.port;
});

afterAll(async () => {
  await cleanUp(
    () => edge?.kill(),
    () => database?.destroy(),
  );
  rmSync(portalDist, { recursive: true, force: true });
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

/** Polls `/healthz` every 5 ms (after one warm-up) until told to stop, then posts the statuses and times. */
const pollerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
let stop = false;
parentPort.once('message', () => { stop = true; });
const statuses = [];
const ms = [];
const once = () => new Promise((resolve) => {
  const started = performance.now();
  const req = http.request({ host: '127.0.0.1', port: workerData.port, path: '/healthz', headers: { host: workerData.host } }, (res) => {
    res.resume();
    res.on('end', () => { statuses.push(res.statusCode); ms.push(performance.now() - started); resolve(); });
  });
  req.on('error', () => { statuses.push(0); ms.push(performance.now() - started); resolve(); });
  req.end();
});
(async () => {
  // A first request warms this thread's HTTP client up; it is not counted.
  await once();
  statuses.length = 0;
  ms.length = 0;
  parentPort.postMessage('ready');
  while (!stop) {
    await once();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  parentPort.postMessage({ statuses, ms });
})();
`;

/** About 10 MB of `unit` after a PDF header, ending like a PDF (and with `tail` before the end). */
function adversarial(unit: string, tail = ''): Buffer {
  const head = '%PDF-1.4\n1 0 obj\n';
  const end = `${tail}\ntrailer<<>>\n%%EOF\n`;
  const count = Math.floor((10 * MB - 4096 - head.length - end.length) / unit.length);
  return Buffer.from(head + unit.repeat(count) + end, 'latin1');
}

describe('four adversarial 10 MB uploads at once', () => {
  // One retry: the edge, PostgreSQL and this client share two cores, and a clean-clone run once saw
  // a single poll of 83 at 108 ms (the others at most 25; other runs' slowest 29–40 ms). The freeze
  // this guards against held every poll for seconds, on every attempt.
  it('leave /healthz answering within 100 ms, and each upload is judged', { retry: 1 }, async () => {
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
    const bodies = uploads.map(({ file }) => fileUpload('wyciag.pdf', file, 'application/pdf'));
    // One ordinary upload first: what a process does once (loading modules, compiling the
    // route's code) is not what this test measures.
    const warmUp = await send(
      'POST',
      '/public-api/kyc/investor-request/demo-kyc-sent/documents',
      'demo.localhost',
      fileUpload('umowa.pdf', tinyPdf(), 'application/pdf'),
    );
    expect(warmUp.status).toBe(201);
    // The poller runs on a thread of its own, so the megabytes this thread sends cannot delay it.
    const poller = new Worker(pollerSource, { eval: true, workerData: { port, host: 'demo.localhost' } });
    const ready = new Promise((resolve, reject) => {
      poller.once('message', resolve);
      poller.once('error', reject);
    });
    await ready;
    const polls = new Promise<{ statuses: number[]; ms: number[] }>((resolve, reject) => {
      poller.once('message', resolve);
      poller.once('error', reject);
    });

    const answers = await Promise.all(
      uploads.map(({ path }, index) => send('POST', path, 'demo.localhost', bodies[index])),
    );
    poller.postMessage('stop');
    const { statuses, ms } = await polls;

    expect(answers.map((answer) => answer.status)).toEqual(uploads.map((upload) => upload.status));
    expect(new Set(statuses)).toEqual(new Set([200]));
    console.log(`/healthz during the uploads: ${ms.length} polls, slowest ${Math.max(...ms).toFixed(1)} ms`);
    expect(ms.length).toBeGreaterThan(5);
    expect(Math.max(...ms), `/healthz answered in ${ms.map((one) => one.toFixed(0)).join(', ')} ms`).toBeLessThan(100);
  });
});
