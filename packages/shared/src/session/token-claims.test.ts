import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessTokenClaimsSchema } from '../schemas/auth.ts';
import { decodeTokenClaims, isAccessTokenClaims } from './token-claims.ts';

const part = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
/** Claims as the API issues them (`accessTokenClaimsSchema`). */
const issued = {
  sub: '0b7c6f4e-2d1a-4c3b-9e8f-7a6b5c4d3e2f',
  context_type: 'advisor-panel',
  context_id: '00000000-0000-4000-8000-000000000002',
  username: 'jan.kowalski@example.pl',
  exp: 1_795_000_000,
};

describe('decodeTokenClaims (spec §3/§4)', () => {
  it('reads the claims without verifying the signature', () => {
    const claims = { ...issued, iat: 1_794_999_100 };
    expect(decodeTokenClaims(jwt(claims))).toEqual(claims);
  });

  it('decodes UTF-8 usernames and base64url characters', () => {
    // '??>' encodes to base64 with '/' and '+', which base64url writes as '_' and '-'.
    const claims = { ...issued, username: 'zażółć@gęślą.pl', note: '??>??>' };
    const token = jwt(claims);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeTokenClaims(token)).toEqual(claims);
  });

  it('accepts a padded payload and surrounding whitespace', () => {
    const payload = `${Buffer.from(JSON.stringify(issued)).toString('base64')}`.replace(/\+/g, '-').replace(/\//g, '_');
    expect(decodeTokenClaims(` h.${payload}.s `)).toEqual(issued);
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an empty string', ''],
    ['one part', 'abc'],
    ['two parts', `${part({})}.${part({ exp: 1 })}`],
    ['four parts', `a.${part({ exp: 1 })}.c.d`],
    ['an empty payload', 'a..c'],
    ['a payload that is not base64url', 'a.%%%.c'],
    ['a payload that is not JSON', `a.${part('not json')}.c`],
    ['a payload that is a JSON array', `a.${part([1, 2])}.c`],
    ['a payload that is a JSON string', `a.${part('"text"')}.c`],
    ['a payload that is JSON null', `a.${part('null')}.c`],
    ['exp of the wrong type', jwt({ ...issued, exp: '1795000000' })],
    ['username of the wrong type', jwt({ ...issued, username: 7 })],
    ['an unknown context type', jwt({ ...issued, context_type: 'admin-panel' })],
    ['claims missing exp', jwt({ ...issued, exp: undefined })],
    ['invalid UTF-8', `a.${Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')}.c`],
  ])('gives null for %s', (_name, value) => {
    expect(decodeTokenClaims(value as string)).toBeNull();
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        expect(() => decodeTokenClaims(`${a}.${b}.${c}`)).not.toThrow();
        expect(() => decodeTokenClaims(a)).not.toThrow();
      }),
    );
  });
});

describe('isAccessTokenClaims (decision 075)', () => {
  const uuid = fc.oneof(
    fc.uuid(),
    fc.constantFrom('', 'x', '00000000-0000-0000-0000-000000000000', '0B7C6F4E-2D1A-4C3B-9E8F-7A6B5C4D3E2F'),
  );
  const maybe = <T>(arbitrary: fc.Arbitrary<T>) =>
    fc.oneof(arbitrary, fc.constantFrom(undefined, null, 0, '', true, [], {}) as fc.Arbitrary<unknown>);
  const claimsLike = fc.record(
    {
      sub: maybe(uuid),
      context_type: maybe(fc.constantFrom('advisor-panel', 'investor-panel', 'console')),
      context_id: maybe(uuid),
      username: maybe(fc.string({ maxLength: 3 })),
      exp: maybe(fc.oneof(fc.integer(), fc.double(), fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, Number.NaN))),
      impersonator: maybe(fc.string({ maxLength: 3 })),
      iat: fc.integer(),
    },
    { requiredKeys: [] },
  );

  it('gives the same answer as accessTokenClaimsSchema, whatever the payload', () => {
    fc.assert(
      fc.property(fc.oneof(claimsLike, fc.anything()), (payload) => {
        expect(isAccessTokenClaims(payload)).toBe(accessTokenClaimsSchema.safeParse(payload).success);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts the claims the API issues', () => {
    expect(isAccessTokenClaims(issued)).toBe(true);
    expect(isAccessTokenClaims({ ...issued, impersonator: 'operator@example.pl' })).toBe(true);
  });
});
