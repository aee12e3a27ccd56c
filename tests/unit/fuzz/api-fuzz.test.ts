/**
 * Bad input against every endpoint of the platform API (issue #9): the endpoints, their path and
 * query parameters and body schemas come from the API's own OpenAPI document, so a new endpoint
 * is fuzzed without a line here. Each gets a fixed set of malformed bodies and `FUZZ_RUNS` inputs
 * from fast-check (seed `FUZZ_SEED`): schema-shaped bodies with fields spoiled (wrong types,
 * 100k-character and unicode-edge strings, negative and enormous numbers, impossible dates),
 * arbitrary JSON, nasty path parameters (not ids, another tenant's ids, huge) and list queries,
 * sent with the token of a caller who may call the endpoint, so the input reaches validation and
 * the services. Every answer: below 500; a refusal in the error body of spec §8; and a refusal
 * writes nothing (the database's own write log, write-log.ts).
 */
import type { TestApi } from '@wl/api/testing';
import {
  createAuthorizationWorld,
  createCampaign,
  createCampaignWithProduct,
  createInvestor,
  createOfferWithTerms as createOffer,
  createOnboardingRequest,
  createProduct,
  createOffer as createPublicOffer,
  createTestApi,
  sessionAccessToken,
} from '@wl/api/testing';
import { errorBodySchema } from '@wl/shared/errors';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  describeValue,
  FUZZ_RUNS,
  type JsonSchema,
  nastyIds,
  nastyStrings,
  nastyValue,
  plausible,
  type RawBody,
  rawBodies,
  seedOf,
  spoiled,
} from './inputs.ts';
import { answerFaults, newTarget, record, type TargetReport, writeSuiteReport } from './report.ts';
import { installWriteLog, takeWrites, watchedTables } from './write-log.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: JsonSchema | string;
}

interface Operation {
  /** `METHOD /path/{param}` as the OpenAPI document names it. */
  name: string;
  method: Method;
  path: string;
  secured: boolean;
  pathParams: string[];
  /** Named query parameters, or a free-form list query (filter / sort / page). */
  query: { named: Record<string, JsonSchema>; listQuery: boolean };
  body: JsonSchema | undefined;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

const t: TestApi = await createTestApi();
const document = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;

const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => {
    const parameters = operation.parameters ?? [];
    const query = parameters.filter((parameter) => parameter.in === 'query');
    // fastify-type-provider-zod writes a record query (the list query of a table) as these two.
    const listQuery = query.some((parameter) => parameter.name === 'additionalProperties');
    return {
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as Method,
      path,
      secured: (operation.security ?? []).length > 0,
      pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
      query: {
        listQuery,
        named: listQuery
          ? {}
          : Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema as JsonSchema])),
      },
      body: operation.requestBody?.content?.['application/json']?.schema,
    };
  }),
);

/**
 * The matrix world plus, per tenant, a campaign, a product, an offer (also one with a known public
 * token) and an onboarding request.
 */
async function createWorld() {
  const w = await createAuthorizationWorld(t.db);
  const fixtures = async (tenantId: string, advisorId: string, networkId: string, investorId: string) => {
    const campaign = await createCampaign(t.db, tenantId);
    const product = await createProduct(t.db, campaign);
    const offer = await createOffer(t.db, { product, investorId, ownerAdvisorId: advisorId, networkId });
    const open = await createCampaignWithProduct(t.db, tenantId);
    const publicOffer = await createPublicOffer(t.db, tenantId, open, { investorId, ownerAdvisorId: advisorId });
    const onboarding = await createOnboardingRequest(t.db, tenantId, { status: 'sent' });
    return {
      ids: [campaign.id, product.id, offer.id, open.campaign.id, open.product.id, publicOffer.offer.id],
      onboardingId: onboarding.request.id,
      tokens: [publicOffer.token, onboarding.token],
    };
  };
  const foreignInvestor = await createInvestor(t.db, w.foreign.tenantId);
  const home = await fixtures(
    w.home.tenantId,
    w.home.advisor.advisor.id,
    w.home.networks.coordinated.id,
    w.home.investor.investor.id,
  );
  const foreign = await fixtures(
    w.foreign.tenantId,
    w.foreign.advisor.advisor.id,
    w.foreign.network.id,
    foreignInvestor.investor.id,
  );
  const homeIds = [
    ...home.ids,
    home.onboardingId,
    w.home.networks.coordinated.id,
    w.home.networks.other.id,
    ...(['admin', 'coordinator', 'advisor', 'subject', 'outsider'] as const).flatMap((role) => [
      w.home[role].advisor.id,
      w.home[role].user.id,
    ]),
    w.home.investor.investor.id,
  ];
  return {
    w,
    homeIds,
    homeTokens: home.tokens,
    foreignValues: [...w.foreignSecrets, ...foreign.ids, foreign.onboardingId, ...foreign.tokens],
  };
}

const world = await createWorld();
const pools = {
  ids: world.homeIds,
  emails: [
    world.w.home.admin.email,
    world.w.home.subject.email,
    world.w.home.investor.email,
    world.w.foreign.admin.email,
  ],
};
await installWriteLog(t.db);
const tables = await watchedTables(t.db);

const reports: Record<string, TargetReport> = {};
afterAll(() => writeSuiteReport('api', reports));

type Caller = 'none' | 'admin' | 'coordinator' | 'advisor' | 'investor';

/** Who may call it: the investor for the investor API, staff for the rest, anyone for public routes. */
function callersOf(operation: Operation): Caller[] {
  if (!operation.secured) return ['none', 'none', 'admin'];
  if (operation.path.startsWith('/investor-api/')) return ['investor'];
  return ['admin', 'admin', 'coordinator', 'advisor'];
}

/** Fresh sessions per endpoint: an accepted logout or context change must not blunt the next endpoint. */
async function freshTokens(): Promise<Record<Caller, string | undefined>> {
  const { home } = world.w;
  const staff = (role: 'admin' | 'coordinator' | 'advisor') => sessionAccessToken(t.db, home[role].user, home.tenantId);
  return {
    none: undefined,
    admin: await staff('admin'),
    coordinator: await staff('coordinator'),
    advisor: await staff('advisor'),
    investor: await sessionAccessToken(t.db, home.investor.user, home.tenantId, 'investor-panel'),
  };
}

/** A path segment as a client would send it; a lone surrogate cannot be percent-encoded, its bytes can. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** Path values already as they go on the wire, broken percent-encodings included. */
const rawSegments = ['%', '%ff', '%E0%A4%A', '%00', '..%2f..%2f', '%C0%AE%C0%AE', '%uD800', '%2525'];
const validSegments = [...world.homeIds, ...world.homeTokens, '0000012345'];

const segment: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...validSegments).map(encodeSegment) },
  { weight: 2, arbitrary: fc.constantFrom(...world.foreignValues).map(encodeSegment) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...nastyIds, ...nastyStrings.filter((s) => s.length < 200)).map(encodeSegment),
  },
  { weight: 1, arbitrary: fc.constantFrom(...rawSegments) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map(encodeSegment) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(101), 'é'.repeat(5000)).map(encodeSegment) },
);

const listKeys = [
  'limit',
  'offset',
  'sort',
  'filter[email][like]',
  'filter[status][in]',
  'filter[createdAt][from]',
  'filter[createdAt][to]',
  'filter[investmentValue][leq]',
  'filter[brokerNetworkIds][in]',
  'filter[name][like]',
  'filter[surname][leq]',
  'filter[email][bogus]',
  'filter[nope][like]',
  'filter[',
  'filter[][]',
  'sort[]',
  '__proto__',
  'constructor[prototype][x]',
];
const listValues = fc.oneof(
  fc.constantFrom('0', '20', '99999', '100000', '-1', '1e3', 'createdAt:desc', 'email:asc,email:desc', 'a:b:c'),
  fc.constantFrom(...nastyStrings, ...world.homeIds, ...world.foreignValues),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** The query string: named parameters from their schemas (or spoiled), or a list query of filters and sorts. */
function queryOf(operation: Operation): fc.Arbitrary<[string, string][]> {
  const { named, listQuery } = operation.query;
  if (listQuery) {
    return fc.array(fc.tuple(fc.constantFrom(...listKeys), listValues), { maxLength: 6 });
  }
  const names = Object.keys(named);
  if (names.length === 0) return fc.constant([]);
  const parameter = (name: string) =>
    fc
      .oneof(
        plausible(named[name], pools).map((value) => String(value)),
        nastyValue.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
      )
      .map((value): [string, string] => [name, value]);
  return fc.array(fc.constantFrom(...names).chain(parameter), { maxLength: 4 });
}

interface FuzzInput {
  caller: Caller;
  segments: string[];
  query: [string, string][];
  /** A JSON value to send, or raw bytes with a content type of their own. */
  body: { json: unknown } | { raw: RawBody } | undefined;
}

function inputOf(operation: Operation): fc.Arbitrary<FuzzInput> {
  const hasBody = operation.method !== 'GET';
  const body: fc.Arbitrary<FuzzInput['body']> = operation.body
    ? fc.oneof(
        { weight: 6, arbitrary: spoiled(operation.body, pools).map((json) => ({ json })) },
        { weight: 1, arbitrary: plausible(operation.body, pools).map((json) => ({ json })) },
        { weight: 1, arbitrary: fc.jsonValue().map((json) => ({ json })) },
        { weight: 1, arbitrary: nastyValue.map((json) => ({ json })) },
      )
    : hasBody
      ? fc.oneof(
          fc.constant(undefined),
          fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })),
        )
      : fc.constant(undefined);
  return fc.record({
    caller: fc.constantFrom(...callersOf(operation)),
    segments: fc.array(segment, { minLength: operation.pathParams.length, maxLength: operation.pathParams.length }),
    query: queryOf(operation),
    body,
  });
}

/** The fixed cases of every endpoint: each malformed body, with valid path values and an allowed caller. */
function fixedInputs(operation: Operation): FuzzInput[] {
  const sample = operation.body ? fc.sample(plausible(operation.body, pools), { numRuns: 1, seed: 1 })[0] : {};
  const bodies = operation.method === 'GET' ? rawBodies(sample).slice(0, 3) : rawBodies(sample);
  const segments = operation.pathParams.map((_, i) => encodeSegment(validSegments[i % validSegments.length] ?? ''));
  const caller = callersOf(operation)[0] ?? 'none';
  return bodies.map((raw) => ({ caller, segments, query: [], body: { raw } }));
}

function urlOf(operation: Operation, input: FuzzInput): string {
  let index = 0;
  const path = operation.path.replace(/\{[^}]+\}/g, () => input.segments[index++] ?? 'x');
  if (input.query.length === 0) return path;
  return `${path}?${input.query.map(([key, value]) => `${encodeSegment(key)}=${encodeSegment(value)}`).join('&')}`;
}

async function send(operation: Operation, input: FuzzInput, tokens: Record<Caller, string | undefined>) {
  const token = tokens[input.caller];
  const headers: Record<string, string> = { host: world.w.home.host };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  if (input.body && 'raw' in input.body) {
    if (input.body.raw.contentType) headers['content-type'] = input.body.raw.contentType;
    payload = input.body.raw.payload;
  } else if (input.body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(input.body.json) ?? '';
  }
  const response = await t.app.inject({
    method: operation.method,
    url: urlOf(operation, input),
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  // Work a route hands off after answering (the mail of a send-token route) belongs to this input.
  await t.app.background.settled();
  return response;
}

/**
 * The writes a refusal makes by design: a failed login is audited (`login.failed`; ASVS V7 asks
 * for authentication failures to be logged), and every attempt of a rate-limited route counts
 * against its limits (`rate_limit`; decision 030), refused or not.
 */
function unexpectedWrites(operation: Operation, status: number, writes: Record<string, number>) {
  const audited = (status === 401 || status === 429) && /^\/auth\/login/.test(operation.path);
  return Object.fromEntries(
    Object.entries(writes).filter(
      ([write]) => !write.startsWith('rate_limit:') && !(audited && write === 'audit_log:INSERT'),
    ),
  );
}

/** A refusal of the API: exactly the error body of spec §8. */
function errorBodyFaults(status: number, body: unknown): string[] {
  return errorBodySchema.strict().safeParse(body).success
    ? []
    : [`refusal ${status} not in the error shape: ${JSON.stringify(body).slice(0, 200)}`];
}

function describeInput(operation: Operation, input: FuzzInput): string {
  const body =
    input.body === undefined
      ? 'no body'
      : 'raw' in input.body
        ? `${input.body.raw.kind} (${input.body.raw.contentType ?? 'no content type'})`
        : describeValue(input.body.json);
  return `${operation.method} ${describeValue(urlOf(operation, input), 200)} as ${input.caller}, body ${body}`;
}

describe('the API under bad input', () => {
  it('enumerates the endpoints of the OpenAPI document and watches every table', () => {
    expect(operations.length).toBeGreaterThanOrEqual(80);
    expect(tables).toEqual(
      expect.arrayContaining(['advisor', 'offer', 'onboarding_request', 'kyc_submission', 'audit_log']),
    );
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))('%s', async (name, operation) => {
    const tokens = await freshTokens();
    await takeWrites(t.db);
    const target = newTarget();
    reports[name] = target;
    const inputs = [
      ...fixedInputs(operation),
      ...fc.sample(inputOf(operation), { numRuns: FUZZ_RUNS, seed: seedOf(name) }),
    ];
    for (const input of inputs) {
      const response = await send(operation, input, tokens);
      const writes = unexpectedWrites(operation, response.statusCode, await takeWrites(t.db));
      const faults = answerFaults(response, writes, errorBodyFaults);
      record(
        target,
        response.statusCode,
        faults.map((fault) => `${fault} ← ${describeInput(operation, input)}`),
      );
    }
    expect(target.failures).toEqual([]);
    expect(target.inputs).toBe(inputs.length);
  });
});
