import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken } from '@/testing/fake-api.ts';
import { tokenStore } from '../session/token-store.ts';
import { ApiRequestError } from './api-error.ts';
import { apiRequest } from './client.ts';

/**
 * Issue #15, finding 6d (decision 034): when the refresh of a token already past its end gets no
 * answer, the call is not sent with that token (its 401 would end the session): it fails as
 * unanswered, the tokens stay, and the next call refreshes and goes through.
 */
describe('an API call whose refresh got no answer', () => {
  const expired = accessToken({ exp: Math.floor(Date.now() / 1000) - 60 });
  const fresh = accessToken({ exp: Math.floor(Date.now() / 1000) + 15 * 60 });
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    tokenStore.store({ accessToken: expired, refreshToken: 'r1' });
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it('fails without sending the expired token, keeps the session, and goes through on the next call', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const failure = await apiRequest('/api/advisor/investor/offers').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/auth/refresh-token');
    expect(tokenStore.accessToken()).toBe(expired);
    expect(tokenStore.refreshToken()).toBe('r1');

    fetchMock
      .mockResolvedValueOnce(Response.json({ accessToken: fresh, refreshToken: 'r2' }))
      .mockResolvedValueOnce(Response.json([]));
    await expect(apiRequest('/api/advisor/investor/offers')).resolves.toMatchObject({ data: [] });
    const [, init] = fetchMock.mock.calls[2] as [string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${fresh}`);
    expect(tokenStore.refreshToken()).toBe('r2');
  });

  it("sends a token the refresh answered even when this computer's clock says it has ended", async () => {
    // A clock far ahead: the fresh token already looks past its end here, but the server knows better.
    const skewed = accessToken({ exp: Math.floor(Date.now() / 1000) - 30 });
    fetchMock
      .mockResolvedValueOnce(Response.json({ accessToken: skewed, refreshToken: 'r2' }))
      .mockResolvedValueOnce(Response.json([]));
    await expect(apiRequest('/api/advisor/investor/offers')).resolves.toMatchObject({ data: [] });
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${skewed}`);
  });
});
