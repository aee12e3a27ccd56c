import { useMutation } from '@tanstack/react-query';
import { errorCodes } from '@wl/shared/errors';
import type { AuthTokens, LoginPayload } from '@wl/shared/schemas';
import { decodeTokenClaims } from '@wl/shared/session';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { ApiRequestError } from '@/lib/api/api-error.ts';
import { authApi, pendingSessionApi } from '@/lib/api/auth-api.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { returnPathOr } from '@/lib/session/return-to.ts';
import { useSession } from '@/lib/session/session-context.tsx';
import { decideAdvisorContext } from './advisor-context.ts';
import { readRemember2faToken, storeRemember2faToken } from './remember-2fa.ts';

export interface TwoFactorChallenge {
  twoFactorToken: string;
  email: string;
}

/**
 * The advisor sign-in of spec §4: the password step (with this device's remember-2fa cookie),
 * the code step when the API asks for it, then the check of the token's panel against this page
 * (switching context, or 'Access denied') before the tokens are kept and the app opens.
 */
export function useAdvisorSignIn() {
  const { branding } = useBranding();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const hostContextId = branding.landing.id || branding.tenantId;

  const denied = () => navigate(paths.accessDenied.getHref());

  async function complete(tokens: AuthTokens): Promise<void> {
    const claims = decodeTokenClaims(tokens.accessToken);
    let decision = decideAdvisorContext(claims, hostContextId, null);
    if (decision.kind === 'needs-contexts') {
      const contexts = await pendingSessionApi.contexts(tokens.accessToken, hostContextId);
      decision = decideAdvisorContext(claims, hostContextId, contexts);
    }
    if (decision.kind === 'denied' || decision.kind === 'needs-contexts') {
      await pendingSessionApi.logout(tokens, hostContextId);
      denied();
      return;
    }
    let session = tokens;
    if (decision.kind === 'switch') {
      const switched = await pendingSessionApi.changeContext(tokens.accessToken, hostContextId, decision.contextId);
      session = { accessToken: switched.accessToken, refreshToken: switched.refreshToken ?? tokens.refreshToken };
    }
    signIn(session);
    // Back to the page asked for before the sign-in, if any (issue 19), else the dashboard.
    navigate(returnPathOr(paths.app.root.getHref()), { replace: true });
  }

  /** The API's own refusal for a user without this page's panel is the same 'Access denied'. */
  function onError(error: unknown): void {
    if (error instanceof ApiRequestError && error.code === errorCodes.accessDenied) denied();
  }

  const password = useMutation({
    mutationFn: async (values: Pick<LoginPayload, 'email' | 'password'>) => {
      const remember2faToken = readRemember2faToken(values.email);
      const response = await authApi.login({ ...values, ...(remember2faToken ? { remember2faToken } : {}) });
      if (response.type === 'auth-token') {
        await complete(response);
        return;
      }
      setChallenge({ twoFactorToken: response.twoFactorToken, email: values.email });
    },
    onError,
  });

  const twoFactor = useMutation({
    mutationFn: async (values: { code: string; rememberDevice: boolean }) => {
      if (!challenge) return;
      const response = await authApi.loginWithTwoFactor({ twoFactorToken: challenge.twoFactorToken, ...values });
      if (response.remember2faToken) storeRemember2faToken(response.remember2faToken);
      await complete(response);
    },
    onError,
  });

  const backToPassword = () => {
    setChallenge(null);
    twoFactor.reset();
    password.reset();
  };

  return { challenge, password, twoFactor, backToPassword };
}
