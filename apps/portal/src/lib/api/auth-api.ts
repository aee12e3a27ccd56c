import type {
  ActivateFromEmailPayload,
  AuthTokenResponse,
  AuthTokens,
  ChangeContextResponse,
  LoginPayload,
  LoginResponse,
  PasswordSetPayload,
  RequestProcessedResponse,
  TwoFactorLoginPayload,
  TwoFactorLoginResponse,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
  UserContext,
} from '@wl/shared/schemas';
import { ApiRequestError } from './api-error.ts';
import { api } from './client.ts';

/** The sign-in calls of spec §7 "Auth" (payloads in packages/shared/src/schemas/auth.ts). */
export const authApi = {
  login: (body: LoginPayload) => api<LoginResponse>('/auth/login', { method: 'POST', body }),
  loginWithTwoFactor: (body: TwoFactorLoginPayload) =>
    api<TwoFactorLoginResponse>('/auth/login-with-two-factor', { method: 'POST', body }),
  sendInvestorLink: (email: string) =>
    api<RequestProcessedResponse>('/auth/investor/send-token', { method: 'POST', body: { email } }),
  loginInvestor: (token: string) => api<AuthTokenResponse>('/auth/login-investor', { method: 'POST', body: { token } }),
  sendPasswordReset: (email: string) =>
    api<RequestProcessedResponse>('/auth/password/send-remind-request', { method: 'POST', body: { email } }),
  setPassword: (body: PasswordSetPayload) =>
    api<RequestProcessedResponse>('/auth/password/set', { method: 'POST', body }),
  sendActivationLink: (email: string) =>
    api<RequestProcessedResponse>('/auth/activate/send-token', { method: 'POST', body: { email } }),
  activateFromEmail: (body: ActivateFromEmailPayload) =>
    api<RequestProcessedResponse>('/auth/activate-from-email', { method: 'POST', body }),
  twoFactorSetup: () => api<TwoFactorSetupResponse>('/api/auth/two-factor/setup', { method: 'POST' }),
  twoFactorConfirm: (code: string) =>
    api<TwoFactorStatusResponse>('/api/auth/two-factor/confirm', { method: 'POST', body: { code } }),
  twoFactorDisable: (code: string) =>
    api<TwoFactorStatusResponse>('/api/auth/two-factor', { method: 'DELETE', body: { code } }),
  endImpersonation: () => api<AuthTokens>('/api/auth/impersonation/end', { method: 'POST' }),
};

/**
 * Calls made with tokens that are not (yet) the stored session: right after the password step
 * the tokens are checked against this page's panel before they are kept (storing them first
 * would let the route guard enter the app with a token of another panel).
 */
async function callWithToken<T>(
  path: string,
  token: string,
  contextId: string,
  init: { method: 'GET' | 'POST' | 'PATCH'; body?: unknown },
): Promise<T> {
  const headers = new Headers({ accept: 'application/json', authorization: `Bearer ${token}` });
  if (contextId) {
    headers.set('context-type', 'advisor-panel');
    headers.set('context-id', contextId);
  }
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method,
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
  } catch {
    throw new ApiRequestError(0, null);
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!response.ok) throw new ApiRequestError(response.status, data);
  return data as T;
}

export const pendingSessionApi = {
  contexts: (token: string, contextId: string) =>
    callWithToken<UserContext[]>('/api/contexts', token, contextId, { method: 'GET' }),
  changeContext: (token: string, contextId: string, target: string) =>
    callWithToken<ChangeContextResponse>('/api/auth/change-context', token, contextId, {
      method: 'PATCH',
      body: { contextId: target, contextType: 'advisor-panel' },
    }),
  /** Best effort: a session that may not be used here is ended at once. */
  logout: (tokens: AuthTokens, contextId: string) =>
    callWithToken('/api/auth/logout', tokens.accessToken, contextId, {
      method: 'POST',
      body: { refreshToken: tokens.refreshToken },
    }).catch(() => undefined),
};
