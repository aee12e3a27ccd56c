import { z } from 'zod';

/** Longest accepted script URL (the database CHECK holds the same bound). */
export const LIVE_CHAT_URL_MAX = 500;

function scriptUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * A live-chat vendor's widget script (issue 17, item 10; decision 041): an https address of a
 * public host name, no credentials, no fragment. Its origin goes into that host's
 * Content-Security-Policy, so anything that would widen the policy beyond one vendor origin
 * (plain http, an IP address, `localhost`, a user-info part) is refused.
 */
export const liveChatScriptUrlSchema = z
  .string()
  .trim()
  .max(LIVE_CHAT_URL_MAX, { message: 'console:checks.liveChatUrl' })
  .refine(
    (value) => {
      const url = scriptUrl(value);
      if (url?.protocol !== 'https:' || url.username || url.password || url.hash) return false;
      const host = url.hostname;
      return host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[') && !host.endsWith('.localhost');
    },
    { message: 'console:checks.liveChatUrl' },
  );

/** The origin a script URL adds to its host's Content-Security-Policy. */
export function liveChatOrigin(url: string): string {
  return new URL(url).origin;
}

/** The URL the portal loads, or null: the setting is on and its URL is valid. */
export function effectiveLiveChatUrl(enabled: boolean, url: string | null): string | null {
  if (!enabled || url === null) return null;
  return liveChatScriptUrlSchema.safeParse(url).success ? url : null;
}
