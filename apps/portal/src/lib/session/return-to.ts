import { tokenStore } from './token-store.ts';

/**
 * The page a signed-out visitor asked for (issue 19): the guard sends them to sign in, and after
 * the sign-in they land there instead of on `/app`. Kept in local storage (an investor signs in
 * from the mailed link, often in another tab) for half an hour, and only ever a path of the
 * signed-in area, so it can never send anyone off the site.
 */
const KEY = 'returnTo';
export const RETURN_TO_MAX_AGE_MS = 30 * 60_000;
/**
 * How long after a sign-out on purpose no page is remembered: the app page being left (in this tab
 * and in every other tab of the site, which see the session go) is not one the user asked for.
 */
export const SIGN_OUT_QUIET_MS = 30_000;

/** The sign-out mark in the same key: `{ signedOutAt }` instead of `{ path, at }`. */
function signedOutRecently(now: number): boolean {
  try {
    const { signedOutAt } = JSON.parse(tokenStore.read(KEY) ?? 'null') ?? {};
    return typeof signedOutAt === 'number' && signedOutAt <= now && now - signedOutAt < SIGN_OUT_QUIET_MS;
  } catch {
    return false;
  }
}

/** A path of this site's signed-in area, with its query: `/app` or `/app/…`, nothing else. */
export function isReturnPath(path: string): boolean {
  return /^\/app(?:[/?#][^\s\\]*)?$/.test(path) && !path.startsWith('//');
}

export function rememberReturnTo(path: string, now: number = Date.now()): void {
  if (!isReturnPath(path) || signedOutRecently(now)) return;
  tokenStore.write(KEY, JSON.stringify({ path, at: now }));
}

/**
 * A sign-out on purpose (issue 19): the page to return to is forgotten, and the page being left
 * is not remembered as the session goes (for {@link SIGN_OUT_QUIET_MS}). An expired or refused
 * session still remembers it: that user did not choose to leave.
 */
export function forgetReturnToOnSignOut(now: number = Date.now()): void {
  tokenStore.write(KEY, JSON.stringify({ signedOutAt: now }));
}

/** The remembered page, if it is still fresh; null otherwise (and a stale one is forgotten). */
export function peekReturnTo(now: number = Date.now()): string | null {
  const raw = tokenStore.read(KEY);
  if (!raw) return null;
  // Right after a sign-out on purpose: nothing to return to, and the mark stays.
  if (signedOutRecently(now)) return null;
  try {
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path === 'string' && typeof at === 'number' && now - at <= RETURN_TO_MAX_AGE_MS && isReturnPath(path)) {
      return path;
    }
  } catch {
    // Not ours: forget it.
  }
  forgetReturnTo();
  return null;
}

export function forgetReturnTo(): void {
  tokenStore.write(KEY, null);
}

/**
 * Where to go right after a sign-in: the remembered page, else `fallback`. Not forgotten here:
 * the guard and the sign-in screen may both ask; it is forgotten once the user is in the app.
 */
export function returnPathOr(fallback: string, now: number = Date.now()): string {
  return peekReturnTo(now) ?? fallback;
}
