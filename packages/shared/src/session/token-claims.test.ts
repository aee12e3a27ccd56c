import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeTokenClaims } from './token-claims.ts';

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
