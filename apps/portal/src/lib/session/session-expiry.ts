import { onSessionChange, tokenStore } from './token-store.ts';

/**
 * The session-expiry notice of spec §2: when the access token disappears while an app page is
 * open (a refused or failed refresh, a 401, another tab signing out) the guard sends the user to
 * `/`, where the sign-in page says why. The flag lives in session storage, so it also survives
 * the reload a failed refresh makes (spec §4), until the notice has been seen. Signing out on
 * purpose raises no flag.
 */
export const SESSION_EXPIRED_KEY = 'sessionExpired';

let endingOnPurpose = false;

/** Call before signing out or otherwise ending the session deliberately. */
export function expectSessionEnd(): void {
  endingOnPurpose = true;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Watches the stored session while the app shell is open; returns the unsubscribe. */
export function watchSessionExpiry(): () => void {
  endingOnPurpose = false;
  return onSessionChange(() => {
    if (tokenStore.accessToken()) return;
    if (!endingOnPurpose) markSessionExpired();
    endingOnPurpose = false;
  });
}

/**
 * The session ended without the user asking (a refresh refused or impossible): raised by the
 * refresh itself too, since it may fail as the page opens, before any app page watches (issue 19).
 */
export function markSessionExpired(): void {
  sessionStore()?.setItem(SESSION_EXPIRED_KEY, '1');
}

/** Whether a session expired and the user has not been told yet. */
export function sessionExpiredPending(): boolean {
  return sessionStore()?.getItem(SESSION_EXPIRED_KEY) === '1';
}

/**
 * Told: forget it. Called when the notice closes rather than when it opens, because a failed
 * refresh reloads the page right after the guard's redirect, which may wipe a notice just shown.
 */
export function clearSessionExpired(): void {
  sessionStore()?.removeItem(SESSION_EXPIRED_KEY);
}
