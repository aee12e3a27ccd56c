import { describe, expect, it } from 'vitest';
import {
  accessTokenClaimsSchema,
  activeUserDataSchema,
  changeContextPayloadSchema,
  investorSendTokenPayloadSchema,
  loginInvestorPayloadSchema,
  loginPayloadSchema,
  loginResponseSchema,
  refreshTokenPayloadSchema,
  refreshTokenResponseSchema,
  setPasswordPayloadSchema,
  twoFactorLoginPayloadSchema,
  twoFactorLoginResponseSchema,
  userContextsResponseSchema,
} from './auth.ts';
import { issuesOf, uuid } from './test-helpers.ts';

describe('login', () => {
  it('accepts e-mail and password, with an optional remember2faToken', () => {
    expect(loginPayloadSchema.parse({ email: ' jan@example.com ', password: 'x' })).toEqual({
      email: 'jan@example.com',
      password: 'x',
    });
    expect(loginPayloadSchema.safeParse({ email: 'a@b.pl', password: 'x', remember2faToken: 't' }).success).toBe(true);
  });

  it.each([
    [{ email: '', password: 'x' }, { email: 'validation:required' }],
    [{ email: 'nope', password: 'x' }, { email: 'validation:email' }],
    [{ email: 'a@b.pl', password: '' }, { password: 'validation:required' }],
    [{ email: 'a@b.pl', password: 'x', role: 'admin' }, { '': 'validation:invalid' }],
  ])('refuses %j', (input, expected) => {
    expect(issuesOf(loginPayloadSchema, input)).toEqual(expected);
  });

  it('tells an auth-token response from a two-factor challenge by `type`', () => {
    expect(loginResponseSchema.parse({ type: 'auth-token', accessToken: 'a', refreshToken: 'r' }).type).toBe(
      'auth-token',
    );
    expect(loginResponseSchema.parse({ type: 'two-factor', twoFactorToken: 'c' }).type).toBe('two-factor');
    expect(loginResponseSchema.safeParse({ type: 'auth-token', accessToken: 'a' }).success).toBe(false);
    expect(loginResponseSchema.safeParse({ type: 'other' }).success).toBe(false);
  });

  it('takes a six-digit code for the second factor and may hand back a remember2faToken', () => {
    expect(twoFactorLoginPayloadSchema.parse({ twoFactorToken: 'c', code: ' 123456 ' }).code).toBe('123456');
    expect(issuesOf(twoFactorLoginPayloadSchema, { twoFactorToken: 'c', code: '12345' })).toEqual({
      code: 'validation:pattern',
    });
    expect(
      twoFactorLoginResponseSchema.parse({ type: 'auth-token', accessToken: 'a', refreshToken: 'r' }),
    ).not.toHaveProperty('remember2faToken');
    expect(
      twoFactorLoginResponseSchema.parse({
        type: 'auth-token',
        accessToken: 'a',
        refreshToken: 'r',
        remember2faToken: 'm',
      }).remember2faToken,
    ).toBe('m');
  });
});

describe('tokens and investor login', () => {
  it('refreshes with a refresh token for a new pair', () => {
    expect(refreshTokenPayloadSchema.safeParse({ refreshToken: 'r' }).success).toBe(true);
    expect(issuesOf(refreshTokenPayloadSchema, { refreshToken: '' })).toEqual({ refreshToken: 'validation:required' });
    expect(refreshTokenResponseSchema.safeParse({ accessToken: 'a', refreshToken: 'r' }).success).toBe(true);
    expect(refreshTokenResponseSchema.safeParse({ accessToken: 'a' }).success).toBe(false);
  });

  it('sends an investor a login link and logs in with its token', () => {
    expect(investorSendTokenPayloadSchema.safeParse({ email: 'inv@example.com' }).success).toBe(true);
    expect(issuesOf(investorSendTokenPayloadSchema, { email: 'x' })).toEqual({ email: 'validation:email' });
    expect(loginInvestorPayloadSchema.safeParse({ token: 'abc' }).success).toBe(true);
    expect(issuesOf(loginInvestorPayloadSchema, {})).toEqual({ token: 'validation:required' });
  });

  it('reads the claims the API signs, keeping extra JWT claims', () => {
    const claims = {
      sub: uuid(1),
      context_type: 'advisor-panel',
      context_id: uuid(2),
      username: 'jan@example.com',
      exp: 1_900_000_000,
      iat: 1_899_999_100,
    };
    expect(accessTokenClaimsSchema.parse(claims)).toMatchObject({ iat: 1_899_999_100 });
    expect(accessTokenClaimsSchema.parse({ ...claims, impersonator: uuid(3) }).impersonator).toBe(uuid(3));
    expect(issuesOf(accessTokenClaimsSchema, { ...claims, context_type: 'console' })).toEqual({
      context_type: 'validation:invalid',
    });
    expect(issuesOf(accessTokenClaimsSchema, { ...claims, exp: 1.5 })).toHaveProperty('exp');
  });
});

describe('passwords', () => {
  const valid = { token: 't', password: 'Secret1!x', passwordConfirmation: 'Secret1!x' };

  it('accepts a strong password typed twice', () => {
    expect(setPasswordPayloadSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ ...valid, password: 'weak', passwordConfirmation: 'weak' }, { password: 'validation:passwordWeak' }],
    [{ ...valid, passwordConfirmation: 'Secret1!y' }, { passwordConfirmation: 'validation:passwordsMatch' }],
    [{ ...valid, passwordConfirmation: '' }, { passwordConfirmation: 'validation:required' }],
  ])('refuses %j', (input, expected) => {
    expect(issuesOf(setPasswordPayloadSchema, input)).toEqual(expected);
  });
});

describe('contexts', () => {
  it('switches context by id, the type optional', () => {
    expect(changeContextPayloadSchema.safeParse({ contextId: uuid(1) }).success).toBe(true);
    expect(changeContextPayloadSchema.safeParse({ contextId: uuid(1), contextType: 'investor-panel' }).success).toBe(
      true,
    );
    expect(issuesOf(changeContextPayloadSchema, { contextId: '7' })).toEqual({ contextId: 'validation:invalid' });
  });

  it('lists contexts and the active user', () => {
    expect(
      userContextsResponseSchema.parse([{ id: uuid(1), context: 'advisor-panel', tenantName: 'Demo' }]),
    ).toHaveLength(1);
    expect(
      activeUserDataSchema.safeParse({
        context: { type: 'advisor-panel', id: uuid(1), roles: ['advisor', 'coordinator'] },
        user: { id: uuid(2), firstName: 'Jan', surname: 'Kowalski', email: 'jan@example.com' },
        impersonator: null,
      }).success,
    ).toBe(true);
    expect(
      issuesOf(activeUserDataSchema, {
        context: { type: 'advisor-panel', id: uuid(1), roles: ['owner'] },
        user: { id: uuid(2), firstName: 'Jan', surname: 'K', email: 'j@e.pl' },
        impersonator: null,
      }),
    ).toEqual({ 'context.roles[0]': 'validation:invalid' });
  });
});
