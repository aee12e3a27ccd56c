// `pnpm bench`, the operator's path (issue 17): from "a broker signed with us" to "their admin
// signs in on their domain in their brand", scripted over HTTP as the console and the portal call
// it: onboard the domain in its own brand (pending: the neutral page), upload its logo and its
// terms (PDF), save the draft, open the preview, publish it (the host goes live and the activation
// mail goes out), the terms are served in their version, the admin opens the mailed link, sets a
// password and signs in on the new host. Machine time per path, goal < 60 s. Results go to
// bench/results/operator-path.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { totpCode } from '@wl/api/testing';
import { DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, DEMO_TOTP_SECRET, freePort, repositoryRoot } from '@wl/db';
import type {
  BrandingDraftState,
  BrandingPublishResult,
  BrandingState,
  HostList,
  OnboardHostInput,
  OnboardHostResult,
  OutboxMail,
  OutboxPage,
  PreviewTokenResult,
} from '@wl/shared/console';
import {
  machineInfo,
  percentile,
  requirePortalBuild,
  servesTitle,
  startDemoDatabase,
  startEdge,
  waitForOk,
} from './processes.ts';

const PATHS = 5;
const PASSWORD = 'Acme!2026password';
const goals = { pathMedianMs: 60_000 };

requirePortalBuild();

console.log('Starting PostgreSQL with the demo data and an edge…');
const database = await startDemoDatabase();
const port = await freePort();
const edge = startEdge(port, database.databaseUrl);
await waitForOk(`http://127.0.0.1:${port}/readyz`);

let cookie = '';

/** One HTTP call to the edge with the Host of a broker's domain (fetch cannot set Host). */
function send(
  host: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host,
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text, setCookie: response.headers['set-cookie'] ?? [] }),
        );
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** A console procedure as the console app calls it, on the console's host. */
async function consoleCall<T>(procedure: string, input: unknown, kind: 'query' | 'mutation'): Promise<T> {
  const path =
    kind === 'query'
      ? `/console/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`
      : `/console/trpc/${procedure}`;
  const response = await send(
    'localhost',
    kind === 'query' ? 'GET' : 'POST',
    path,
    kind === 'query' ? undefined : input,
    {
      cookie,
    },
  );
  const session = response.setCookie.find((value) => value.startsWith('wl_console='));
  if (session) cookie = session.split(';', 1)[0] as string;
  const parsed = JSON.parse(response.text) as { result?: { data: T }; error?: { message: string } };
  if (response.status !== 200 || !parsed.result)
    throw new Error(`${procedure}: ${parsed.error?.message ?? response.status}`);
  return parsed.result.data;
}

/** A file as the console's upload field sends it (raw bytes, its name in a header). */
async function uploadFile<T>(kind: 'logo' | 'legalDocument', bytes: Buffer, fileName: string): Promise<T> {
  const response = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/console/uploads/${kind}`,
        headers: {
          host: 'localhost',
          cookie,
          'content-type': 'application/octet-stream',
          'content-length': bytes.length,
          'x-file-name': encodeURIComponent(fileName),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
  if (response.status !== 201) throw new Error(`upload ${kind}: ${response.status} ${response.text}`);
  return JSON.parse(response.text) as T;
}

/** The broker's logo (a 1×1 PNG) and terms (the demo's small PDF). */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const TERMS_PDF = readFileSync(join(repositoryRoot, 'prisma', 'demo-documents', 'demo-terms.pl.pdf'));

const timings: number[] = [];
try {
  await consoleCall(
    'auth.signIn',
    { email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD, totpCode: await totpCode(DEMO_TOTP_SECRET) },
    'mutation',
  );
  const hosts = await consoleCall<HostList>('hosts.list', undefined, 'query');
  const source = hosts.find((host) => host.hostname === 'demo.localhost')?.id as string;

  for (let i = 0; i < PATHS; i++) {
    const host = `acme-${i}-${Date.now().toString(36)}.localhost`;
    const admin = `admin@${host}`;
    const title = `Acme Finanse ${i}`;
    const started = performance.now();
    const input: OnboardHostInput = {
      hostname: host,
      tenant: { kind: 'new', name: `Acme ${i} ${Date.now()}` },
      cloneFrom: { kind: 'host', hostConfigId: source },
      brand: { name: { pl: title }, colors: { main: '#14532d', hover: '#166534', highlight: '#f0fdf4' } },
      brokerNetworks: ['Centrala'],
      firstAdmin: { email: admin, firstName: 'Anna', surname: 'Acme' },
    };
    const onboarded = await consoleCall<OnboardHostResult>('hosts.onboard', input, 'mutation');
    // Pending: the neutral page, not a brand.
    while ((await send(host, 'GET', '/', undefined, { accept: 'text/html' })).status !== 503) {
      if (performance.now() - started > 5000) throw new Error(`${host} did not answer its neutral page`);
    }
    // Its logo and terms, into a draft; the preview shows the draft; publishing takes it live.
    const hostConfigId = onboarded.hostConfigId;
    const logo = await uploadFile<{ path: string }>('logo', LOGO_PNG, 'acme-logo.png');
    const terms = await uploadFile<{ sha256: string; fileName: string; size: number }>(
      'legalDocument',
      TERMS_PDF,
      'regulamin-acme.pdf',
    );
    const state = await consoleCall<BrandingState>('branding.get', { hostConfigId }, 'query');
    const draft = await consoleCall<BrandingDraftState>(
      'branding.saveDraft',
      {
        hostConfigId,
        expectedRevision: null,
        draft: {
          ...state.published,
          logo: logo.path,
          legalDocuments: { terms: { pl: { sha256: terms.sha256, fileName: terms.fileName, size: terms.size } } },
        },
      },
      'mutation',
    );
    const preview = await consoleCall<PreviewTokenResult>(
      'preview.createToken',
      { hostConfigId, language: 'pl' },
      'mutation',
    );
    const previewUrl = new URL(preview.url);
    const previewed = await send(host, 'GET', `${previewUrl.pathname}${previewUrl.search}`, undefined, {
      accept: 'text/html',
    });
    if (previewed.status !== 200 || !previewed.text.includes(logo.path)) {
      throw new Error(`the preview of ${host} does not show the draft: ${previewed.status}`);
    }
    const published = await consoleCall<BrandingPublishResult>(
      'branding.publish',
      { hostConfigId, expectedVersion: state.version, expectedRevision: draft.revision },
      'mutation',
    );
    if (!published.wentLive) throw new Error(`publishing ${host} did not take it live`);
    while (!(await servesTitle(port, host, title))) {
      if (performance.now() - started > 10_000) throw new Error(`${host} did not go live`);
    }
    const servedTerms = await send(host, 'GET', '/legal/terms.pl.v1.pdf', undefined, { accept: 'application/pdf' });
    if (servedTerms.status !== 200) throw new Error(`${host} does not serve its terms: ${servedTerms.status}`);
    // The activation mail, read as an operator reads it without SMTP.
    const page = await consoleCall<OutboxPage>('outbox.list', { filter: { to: admin }, limit: 5 }, 'query');
    const mailId = page.items[0]?.id;
    if (!mailId) throw new Error(`no activation mail to ${admin}`);
    const mail = await consoleCall<OutboxMail>('outbox.get', { id: mailId }, 'query');
    const token = mail.text.match(/\/auth\/activate-from-email\/([^\s"<]+)/)?.[1];
    if (!token || !mail.subject.includes(title)) throw new Error(`the activation mail to ${admin} is not Acme's`);
    const activated = await send(host, 'POST', '/auth/activate-from-email', {
      token: decodeURIComponent(token),
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
    });
    if (activated.status !== 200) throw new Error(`activation on ${host}: ${activated.status} ${activated.text}`);
    const signedIn = await send(host, 'POST', '/auth/login', { email: admin, password: PASSWORD });
    if (signedIn.status !== 200) throw new Error(`sign-in on ${host}: ${signedIn.status} ${signedIn.text}`);
    timings.push(performance.now() - started);
  }
} finally {
  await edge.stop();
  await database.stop();
}
timings.sort((a, b) => a - b);

const round = (n: number) => Math.round(n);
const result = {
  measuredAt: new Date().toISOString(),
  machine: machineInfo(),
  setup: {
    path: 'hosts.onboard (own brand, pending) → neutral page → logo and terms uploaded → draft → preview → publish (goes live) → branded page → terms v1 served → activation mail from the outbox → activate → sign in on the new host',
    paths: PATHS,
  },
  operatorPath: {
    medianMs: round(percentile(timings, 50)),
    maxMs: round(timings.at(-1) ?? Number.NaN),
  },
  goals,
};
const passed = { operatorPath: result.operatorPath.medianMs < goals.pathMedianMs };
writeFileSync(
  join(repositoryRoot, 'bench', 'results', 'operator-path.json'),
  `${JSON.stringify({ ...result, passed }, null, 2)}\n`,
);
console.log(
  `\n| operator path (onboard → logo, terms, draft, preview → publish live → admin signed in), ${PATHS} runs | median ${result.operatorPath.medianMs} ms | max ${result.operatorPath.maxMs} ms | goal < ${goals.pathMedianMs} ms |\n`,
);
if (!passed.operatorPath) {
  console.error('Budget missed: the operator path took a minute or more');
  process.exit(1);
}
console.log('Operator-path budget met.');
