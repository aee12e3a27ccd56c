import fc from 'fast-check';

/**
 * The bad input of the fuzz suites: values no form would send, bodies no client would build,
 * and generators that take a JSON Schema (the API's OpenAPI document, the console's zod inputs)
 * and spoil one field of an otherwise plausible value.
 */

/** Runs per endpoint or procedure (`FUZZ_RUNS`), and the seed (`FUZZ_SEED`) every run starts from. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 30);
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

/** A seed of its own per endpoint, so adding one endpoint does not change the inputs of the others. */
export function seedOf(name: string): number {
  let hash = FUZZ_SEED | 0;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}

export const HUGE = 'a'.repeat(100_000);

/** Strings that break naive handling of text: surrogates, NUL, bidi controls, emoji, huge. */
export const nastyStrings: string[] = [
  '',
  ' ',
  HUGE,
  '😀'.repeat(25_000),
  '\uD800',
  'ab\uDC00cd',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\u200F\u200E\u2066x\u2069',
  '\uFEFF',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  'ｆｕｌｌ１２３',
  'İıŞşĞğ',
  '\r\n\t\v\f',
  '%00%ff%',
  '../../../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '-1e308',
  '0x1F',
  '1_000',
  '12,50',
  ' 12 ',
  '１２３',
  '9'.repeat(400),
  // Amounts as the API takes them (decimal strings): negative, zero, too fine, beyond numeric(18, 2).
  '-100.00',
  '0.00',
  '100.001',
  '99999999999999999.99',
  '1000000000000000',
];

/** Numbers at the edges: negative, zero with a sign, enormous, fractional, unsafe integers. */
export const nastyNumbers: number[] = [
  -1,
  -0,
  0,
  0.5,
  -0.01,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  0.1 + 0.2,
];

/** Dates that do not exist, are out of range, or are written the wrong way. */
export const nastyDates: string[] = [
  '2026-02-30',
  '2026-02-29',
  '2025-02-29',
  '0000-00-00',
  '0000-01-01',
  '9999-12-31',
  '+275760-09-13T00:00:00Z',
  '+275760-09-14',
  '-271821-04-20',
  '-000001-01-01',
  '2026-13-01',
  '2026-1-1',
  '2026-01-01T25:61:61Z',
  '2026-01-01T00:00:00+99:00',
  '1970-01-01T00:00:00.000Z',
  '31.12.2026',
  '12/31/2026',
  '2026-12-31 ',
  '２０２６-０１-０１',
];

/** Ids that are not ids, or nearly are. */
export const nastyIds: string[] = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '123',
  '-1',
  '0',
  'null',
  '%2e%2e%2f',
  '..',
  'ÄÖÜ',
  '😀',
  "1' OR '1'='1",
  'a'.repeat(100),
  'A1B2C3D4-E5F6-4789-8ABC-DEF012345678',
];

/** Any wrong value: a mix of wrong types and every nasty pool. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }, [[[[]]]]),
  fc.constantFrom(...nastyStrings),
  fc.constantFrom(...nastyNumbers),
  fc.constantFrom(...nastyDates),
  fc.constantFrom(...nastyIds),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A JSON Schema as the OpenAPI document and `z.toJSONSchema` write it (the parts we read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
}

/** Values the fuzz may use where a schema asks for an id or an e-mail: the world's, so services are reached. */
export interface Pools {
  ids: string[];
  /** E-mail addresses of the world's users, so logins and invitations find someone. */
  emails?: string[];
}

const today = new Date().toISOString().slice(0, 10);

/** A value that fits the schema (as far as a generator can tell), so a spoiled field is the only fault. */
export function plausible(schema: JsonSchema | undefined, pools: Pools, depth = 0, name = ''): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => plausible(alternative, pools, depth + 1, name)));
  }
  if (schema.allOf && schema.allOf.length > 0) return plausible(schema.allOf[0], pools, depth + 1, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return plausibleString(schema, pools, name);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1_000_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => plausible(item, pools, depth + 1)));
      return fc.array(plausible(schema.items, pools, depth + 1), { maxLength: 3 });
    }
    case 'object':
    case undefined: {
      const properties = schema.properties ?? {};
      const required = schema.required ?? [];
      if (Object.keys(properties).length === 0) return fc.constant({});
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, property]) => [key, plausible(property, pools, depth + 1, key)]),
        ),
        { requiredKeys: required.filter((name) => name in properties) },
      );
    }
    default:
      return fc.constant(null);
  }
}

function plausibleString(schema: JsonSchema, pools: Pools, name: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid' || schema.pattern?.includes('[0-9a-fA-F]{8}')) {
    return pools.ids.length > 0 ? fc.constantFrom(...pools.ids) : fc.uuid();
  }
  if (schema.format === 'email' || /e-?mail/i.test(name)) {
    return pools.emails?.length ? fc.oneof(fc.constantFrom(...pools.emails), fc.emailAddress()) : fc.emailAddress();
  }
  if (/password/i.test(name)) return fc.constantFrom('Str0ng!Passw0rd', 'wrong-password-1A!');
  if (/(code|otp)$/i.test(name) && schema.maxLength === 6) return fc.constant('123456');
  if (schema.format === 'date' || schema.pattern?.includes('\\d{4}-') || /date$/i.test(name)) return fc.constant(today);
  if (schema.format === 'date-time') return fc.constant(new Date().toISOString());
  if (schema.pattern === '^[A-Z]{2}$') return fc.constant('PL');
  if (schema.pattern?.includes('\\d')) return fc.constantFrom('100', '1000.50', '12345');
  return fc.string({ minLength: Math.max(schema.minLength ?? 1, 1), maxLength: Math.min(schema.maxLength ?? 20, 20) });
}

/** Every path to a property of an object schema (nested objects too), to pick one to spoil. */
function propertyPaths(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 4) return [];
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) return variants.flatMap((variant) => propertyPaths(variant, prefix, depth + 1));
  if (schema.type === 'array' && schema.items) return propertyPaths(schema.items, [...prefix, '0'], depth + 1);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
    [...prefix, name],
    ...propertyPaths(property, [...prefix, name], depth + 1),
  ]);
}

function withValueAt(value: unknown, path: string[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = withValueAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const base = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return { ...base, [head]: withValueAt(base[head], rest, replacement) };
}

/**
 * A value of the schema with one or two fields (at any depth) replaced by a nasty value, or
 * dropped, or an unknown field added.
 */
export function spoiled(schema: JsonSchema | undefined, pools: Pools): fc.Arbitrary<unknown> {
  const paths = propertyPaths(schema);
  const base = plausible(schema, pools);
  if (paths.length === 0) return fc.oneof(base, nastyValue);
  const change = fc.record({
    path: fc.constantFrom(...paths),
    action: fc.constantFrom('replace', 'replace', 'replace', 'drop', 'add'),
    value: nastyValue,
  });
  return fc.tuple(base, fc.array(change, { minLength: 1, maxLength: 2 })).map(([value, changes]) =>
    changes.reduce<unknown>((current, { path, action, value: replacement }) => {
      if (action === 'drop') return withValueAt(current, path, undefined);
      if (action === 'add') return withValueAt(current, [...path.slice(0, -1), '__proto__extra'], replacement);
      return withValueAt(current, path, replacement);
    }, value),
  );
}

/** A request body as bytes on the wire, with the content type it claims. */
export interface RawBody {
  kind: string;
  contentType?: string;
  payload: string | Buffer;
}

const deepArray = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;

/** Bodies that are not JSON, are JSON of the wrong shape, or claim the wrong type. */
export function rawBodies(sample: unknown): RawBody[] {
  const text = JSON.stringify(sample ?? {});
  const json = 'application/json';
  return [
    { kind: 'empty body', contentType: json, payload: '' },
    { kind: 'whitespace body', contentType: json, payload: '  \n ' },
    { kind: 'truncated JSON', contentType: json, payload: text.slice(0, Math.max(1, Math.floor(text.length / 2))) },
    { kind: 'unterminated object', contentType: json, payload: '{"a":' },
    { kind: 'bare word', contentType: json, payload: 'nul' },
    { kind: 'trailing comma', contentType: json, payload: '{"a":1,}' },
    { kind: 'single quotes', contentType: json, payload: "{'a':1}" },
    { kind: 'JSON null', contentType: json, payload: 'null' },
    { kind: 'JSON string', contentType: json, payload: '"text"' },
    { kind: 'JSON number', contentType: json, payload: '1e999' },
    { kind: 'JSON array', contentType: json, payload: `[${text}]` },
    { kind: '__proto__ key', contentType: json, payload: '{"__proto__":{"isAdmin":true},"a":1}' },
    { kind: 'constructor.prototype key', contentType: json, payload: '{"constructor":{"prototype":{"x":1}}}' },
    { kind: 'duplicate keys', contentType: json, payload: '{"a":1,"a":"2"}' },
    { kind: 'deeply nested arrays (10k levels)', contentType: json, payload: deepArray },
    { kind: 'deeply nested objects (10k levels)', contentType: json, payload: deepObject },
    {
      kind: 'invalid UTF-8 bytes in a string',
      contentType: json,
      payload: Buffer.concat([
        Buffer.from('{"a":"'),
        Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]),
        Buffer.from('"}'),
      ]),
    },
    { kind: 'invalid UTF-8 bytes alone', contentType: json, payload: Buffer.from([0xff, 0xfe, 0xfd, 0x00, 0x80]) },
    { kind: 'UTF-16 body', contentType: 'application/json; charset=utf-16', payload: Buffer.from(text, 'utf16le') },
    { kind: 'BOM before JSON', contentType: json, payload: `\uFEFF${text}` },
    { kind: 'valid JSON as text/plain', contentType: 'text/plain', payload: text },
    { kind: 'form-encoded', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%ff' },
    { kind: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'garbage' },
    {
      kind: 'multipart with garbage parts',
      contentType: 'multipart/form-data; boundary=XyZ',
      payload: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="\u0000.pdf"\r\n\r\n%PDF\r\n--XyZ',
    },
    { kind: 'XML', contentType: 'application/xml', payload: '<a>1</a>' },
    { kind: 'no content type', payload: text },
    { kind: 'content type with junk', contentType: 'application/json;;;; charset=\u00ff', payload: text },
    { kind: 'body over the limit (2 MB)', contentType: json, payload: `{"a":"${'x'.repeat(2_100_000)}"}` },
  ];
}

/** A short, printable description of a value for the report (huge strings cut, controls escaped). */
export function describeValue(value: unknown, max = 300): string {
  let text: string;
  if (Buffer.isBuffer(value)) text = `<bytes ${value.subarray(0, 40).toString('hex')}${value.length > 40 ? '…' : ''}>`;
  else if (typeof value === 'string') text = JSON.stringify(value);
  else {
    try {
      text = JSON.stringify(value, (_key, item) =>
        typeof item === 'string' && item.length > 60 ? `${item.slice(0, 20)}…(${item.length} chars)` : item,
      );
    } catch {
      text = String(value);
    }
  }
  return text === undefined ? 'undefined' : text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;
}
