import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, TokenService } from './tokens.ts';

const SECRET = 'a-secret-of-the-token-tests-at-least-32-chars';
const claims = {
  sub: '00000000-0000-4000-8000-000000000001',
  context_type: 'advisor-panel',
  context_id: '00000000-0000-4000-8000-000000000002',
  username: 'ola@example.com',
  sid: '00000000-0000-4000-8000-000000000003',
} as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('verifying access tokens (issue 18: checked once, remembered until they expire)', () => {
  it('answers a token it verified before with the same claims, frozen', async () => {
    const tokens = new TokenService(SECRET);
    const token = await tokens.signAccessToken(claims);
    const first = await tokens.verifyAccessToken(token);
    expect(first).toMatchObject(claims);
    expect(await tokens.verifyAccessToken(token)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new TokenService(SECRET);
    const token = await tokens.signAccessToken(claims);
    expect(await tokens.verifyAccessToken(token)).not.toBeNull();
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await tokens.verifyAccessToken(token)).toBeNull();
  });

  it('never takes a token with a changed signature or payload for a remembered one', async () => {
    const tokens = new TokenService(SECRET);
    const token = await tokens.signAccessToken(claims);
    await tokens.verifyAccessToken(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    // The first character: all six of its bits are the signature's (the last one's are partly padding).
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await tokens.verifyAccessToken(`${header}.${payload}.${flipped}`)).toBeNull();
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect(await tokens.verifyAccessToken(`${header}.${otherPayload}.${signature}`)).toBeNull();
    // Signed with another secret: refused, even though a token with the same claims is remembered.
    const forged = await new TokenService('another-secret-that-is-at-least-32-chars!').signAccessToken(claims);
    expect(await tokens.verifyAccessToken(forged)).toBeNull();
  });
});
