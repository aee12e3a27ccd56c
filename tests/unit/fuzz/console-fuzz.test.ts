/**
 * Bad input against every procedure of the console's tRPC router (issue #9), over HTTP as the
 * console calls them, by a signed-in operator. The procedures and their input schemas come from
 * the router itself (zod → JSON Schema), so a new procedure is fuzzed without a line here. Each
 * gets a fixed set of malformed inputs (raw bodies, broken `?input=`, the wrong method, a batch)
 * and `FUZZ_RUNS` inputs from fast-check (seed `FUZZ_SEED`): schema-shaped inputs with fields
 * spoiled, arbitrary JSON, nasty values. Every answer: below 500; a refusal as tRPC's error with
 * `data` in the console's shape (`consoleErrorDataSchema`), or, before tRPC is reached (a body
 * that is not JSON), in the error body of spec §8; and a refusal writes nothing.
 */

import { consoleRouter } from '@wl/console-server/router';
import { createTestOperator, openedSessionToken, SESSION_COOKIE } from '@wl/console-server/testing';
import { createTestApp } from '@wl/edge/testing';
import { consoleErrorDataSchema } from '@wl/shared/console';
import { errorBodySchema } from '@wl/shared/errors';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  describeValue,
  FUZZ_RUNS,
  type JsonSchema,
  nastyStrings,
  nastyValue,
  plausible,
  type RawBody,
  rawBodies,
  seedOf,
  spoiled,
} from './inputs.ts';
import { answerFaults, newTarget, record, type TargetReport, writeSuiteReport } from './report.ts';
import { installWriteLog, takeWrites } from './write-log.ts';

interface Procedure {
  path: string;
  type: 'query' | 'mutation';
  input: JsonSchema | undefined;
}

interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: { toJSONSchema(params?: object): JsonSchema }[] };
}

const procedures: Procedure[] = Object.entries(
  (consoleRouter._def as unknown as { procedures: Record<string, ProcedureDef> }).procedures,
).flatMap(([path, procedure]) => {
  const { type, inputs } = procedure._def;
  if (type === 'subscription') return [];
  // What the client may send (`io: 'input'`); refinements and transforms it cannot describe are left open.
  const input = inputs[0]?.toJSONSchema({ io: 'input', unrepresentable: 'any' });
  return [{ path, type, input }];
});

// The real edge (its error handler, security headers and framework errors around the console).
const { app, db } = await createTestApp();

const operator = await createTestOperator(db);

/** Ids of the seeded world, so spoiled inputs also reach the procedures' own checks. */
async function worldIds(): Promise<string[]> {
  const select = { select: { id: true }, take: 4 } as const;
  const rows = [
    ...(await db.hostConfig.findMany(select)),
    ...(await db.tenant.findMany(select)),
    ...(await db.brokerNetwork.findMany(select)),
    ...(await db.campaign.findMany(select)),
    ...(await db.product.findMany(select)),
    ...(await db.mailOutbox.findMany(select)),
    ...(await db.hostConfigRevision.findMany(select)),
  ];
  return rows.map((row) => String(row.id));
}
const pools = { ids: await worldIds(), emails: [operator.email] };

await installWriteLog(db);

const reports: Record<string, TargetReport> = {};
afterAll(() => writeSuiteReport('console', reports));

/** An input as the tRPC client sends it, or bytes and a query string it would never send. */
type FuzzInput =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw body'; raw: RawBody }
  | { kind: 'raw query'; query: string; description: string }
  | { kind: 'wrong method'; value: unknown }
  | { kind: 'batch'; value: unknown };

function encodeQueryValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

function inputOf(procedure: Procedure): fc.Arbitrary<FuzzInput> {
  const values = procedure.input
    ? fc.oneof(
        { weight: 6, arbitrary: spoiled(procedure.input, pools) },
        { weight: 1, arbitrary: plausible(procedure.input, pools) },
        { weight: 1, arbitrary: fc.jsonValue() },
        { weight: 1, arbitrary: nastyValue },
      )
    : fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 3 }), nastyValue);
  return values.map((value) => ({ kind: 'json', value }));
}

const brokenInputs = [
  '{',
  '%',
  '%ff',
  'undefined',
  '{"json":',
  '[[[[[[',
  `"${'x'.repeat(100_000)}"`,
  '\u0000',
  '\uD800',
];

/** The fixed cases: bodies that are not the JSON tRPC expects, broken `?input=`, the wrong method, a batch. */
function fixedInputs(procedure: Procedure): FuzzInput[] {
  const sample = procedure.input ? fc.sample(plausible(procedure.input, pools), { numRuns: 1, seed: 1 })[0] : {};
  const raw =
    procedure.type === 'mutation'
      ? rawBodies(sample).map((body): FuzzInput => ({ kind: 'raw body', raw: body }))
      : brokenInputs.map(
          (text): FuzzInput => ({
            kind: 'raw query',
            query: `input=${text.startsWith('%') ? text : encodeQueryValue(text)}`,
            description: describeValue(text, 60),
          }),
        );
  return [
    ...raw,
    { kind: 'raw query', query: `input=${'['.repeat(5000)}`, description: 'unencoded deep nesting' },
    { kind: 'wrong method', value: sample },
    { kind: 'batch', value: sample },
  ];
}

async function send(procedure: Procedure, input: FuzzInput, token: string): Promise<LightMyRequestResponse> {
  const base = `/console/trpc/${procedure.path}`;
  const cookies = { [SESSION_COOKIE]: token };
  const isQuery = procedure.type === 'query';
  const viaUrl = (path: string, value: unknown, method: 'GET' | 'POST' = 'GET') =>
    app.inject({
      method,
      url:
        value === undefined
          ? path
          : `${path}${path.includes('?') ? '&' : '?'}input=${encodeQueryValue(JSON.stringify(value) ?? '')}`,
      cookies,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, payload: '' } : {}),
    });
  const viaBody = (path: string, value: unknown) =>
    app.inject({
      method: 'POST',
      url: path,
      cookies,
      headers: { 'content-type': 'application/json' },
      payload: value === undefined ? '' : (JSON.stringify(value) ?? ''),
    });
  switch (input.kind) {
    case 'json':
      return isQuery ? viaUrl(base, input.value) : viaBody(base, input.value);
    case 'wrong method':
      return isQuery ? viaBody(base, input.value) : viaUrl(base, input.value);
    case 'batch': {
      const batch = { 0: input.value, 1: nastyStrings[2] };
      const path = `/console/trpc/${procedure.path},${procedure.path}?batch=1`;
      return isQuery ? viaUrl(path, batch) : viaBody(path, batch);
    }
    case 'raw query':
      return app.inject({ method: isQuery ? 'GET' : 'POST', url: `${base}?${input.query}`, cookies });
    case 'raw body':
      return app.inject({
        method: 'POST',
        url: base,
        cookies,
        ...(input.raw.contentType ? { headers: { 'content-type': input.raw.contentType } } : {}),
        payload: input.raw.payload,
      });
  }
}

/** Statuses the plugin answers itself, before tRPC: a body that is not JSON (415), too large (413). */
const beforeTrpc = new Set([413, 415]);

function errorShapeFaults(status: number, body: unknown): string[] {
  if (beforeTrpc.has(status) && errorBodySchema.strict().safeParse(body).success) return [];
  const envelopes = Array.isArray(body) ? body : [body];
  const faults: string[] = [];
  for (const envelope of envelopes) {
    const error = (envelope as { error?: { message?: unknown; data?: unknown } } | null)?.error;
    if (!error) {
      // A batch may mix answers; only its refused parts need the error shape.
      if (Array.isArray(body) && (envelope as { result?: unknown } | null)?.result !== undefined) continue;
      faults.push(`refusal ${status} without a tRPC error: ${JSON.stringify(envelope).slice(0, 200)}`);
      continue;
    }
    const data = consoleErrorDataSchema.safeParse(error.data);
    if (!data.success)
      faults.push(`refusal ${status} data not in the console's shape: ${JSON.stringify(error.data).slice(0, 300)}`);
    if (typeof error.message !== 'string') faults.push(`refusal ${status} without a message`);
  }
  return faults;
}

/**
 * The writes a refusal makes by design: a failed or rate-limited sign-in is audited (ASVS V7), and
 * every sign-in attempt counts against its limits (`rate_limit`; decision 030), refused or not.
 */
function unexpectedWrites(procedure: Procedure, status: number, writes: Record<string, number>) {
  const signIn = procedure.path === 'auth.signIn';
  const audited = (status === 401 || status === 429) && signIn;
  return Object.fromEntries(
    Object.entries(writes).filter(
      ([write]) => !(signIn && write.startsWith('rate_limit:')) && !(audited && write === 'audit_log:INSERT'),
    ),
  );
}

function describeInput(procedure: Procedure, input: FuzzInput): string {
  switch (input.kind) {
    case 'raw body':
      return `${procedure.path} ← ${input.raw.kind} (${input.raw.contentType ?? 'no content type'})`;
    case 'raw query':
      return `${procedure.path} ← ?input= ${input.description}`;
    default:
      return `${procedure.path} ← ${input.kind} ${describeValue(input.value)}`;
  }
}

describe('the console under bad input', () => {
  it('enumerates the procedures of the router', () => {
    expect(procedures.length).toBeGreaterThanOrEqual(20);
    expect(procedures.map((procedure) => procedure.path)).toEqual(
      expect.arrayContaining(['auth.signIn', 'hosts.onboard', 'branding.saveDraft', 'catalogue.campaigns.create']),
    );
  });

  it.each(procedures.map((procedure) => [procedure.path, procedure] as const))('%s', async (path, procedure) => {
    // A session of its own: an accepted sign-out must not sign the next procedure's inputs out.
    const token = await openedSessionToken(db, operator);
    await takeWrites(db);
    const target = newTarget();
    reports[path] = target;
    const inputs = [
      ...fixedInputs(procedure),
      ...fc.sample(inputOf(procedure), { numRuns: FUZZ_RUNS, seed: seedOf(path) }),
    ];
    for (const input of inputs) {
      const response = await send(procedure, input, token);
      const faults = answerFaults(
        response,
        unexpectedWrites(procedure, response.statusCode, await takeWrites(db)),
        errorShapeFaults,
      );
      record(
        target,
        response.statusCode,
        faults.map((fault) => `${fault} ← ${describeInput(procedure, input)}`),
      );
    }
    expect(target.failures).toEqual([]);
    expect(target.inputs).toBe(inputs.length);
  });
});
