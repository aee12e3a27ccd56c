/**
 * Keeping secrets out of the log (issue #9, ASVS V7.1): one-time tokens, preview tokens and the
 * tokens of public links travel in URLs, as query values (`?token=`) or path segments
 * (`/public-api/campaign-offer/<token>`, `/auth/reset-password/<token>`). Request URLs are
 * logged for every request, and some errors quote the URL in their message.
 */

/** Query values that must never reach a log line (one-time tokens, preview tokens). */
const SECRET_QUERY = /([?&](?:token|access_token|refresh_token|preview|wl-preview)=)[^&#\s"]*/gi;

/**
 * Path segments that are tokens: the public offer and KYC links (API and portal) and the portal
 * pages of activation and reset mails. `campaign-offer/dictionary` is a fixed path, not a token.
 */
const SECRET_PATH =
  /(\/(?:campaign-offer|investor-request(?:\/preview)?|by-token|activate-from-email|reset-password)\/)(?!dictionary(?:[/?#\s"]|$))[^/?#\s"]+/gi;

const REDACTED = '[redacted]';

/** The text with every token a URL can carry replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_QUERY, `$1${REDACTED}`).replace(SECRET_PATH, `$1${REDACTED}`);
}

/** An error whose message and stack are redacted (same class, so pino serializes it alike). */
function redactedError(error: Error): Error {
  const copy = Object.create(Object.getPrototypeOf(error)) as Error;
  Object.assign(copy, error);
  Object.defineProperty(copy, 'message', { value: redactSecrets(error.message), enumerable: false, writable: true });
  if (error.stack) {
    Object.defineProperty(copy, 'stack', { value: redactSecrets(error.stack), enumerable: false, writable: true });
  }
  return copy;
}

function redactArgument(value: unknown): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (value instanceof Error) return redactedError(value);
  if (value && typeof value === 'object' && 'err' in value && (value as { err: unknown }).err instanceof Error) {
    return { ...value, err: redactedError((value as { err: Error }).err) };
  }
  return value;
}

/**
 * Pino options of the edge and of the API on its own: the authorization header, cookies and
 * Set-Cookie are redacted; request URLs, messages and errors lose their tokens.
 */
export function loggerOptions(level: string): object {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
        method: request.method,
        url: redactSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        const [first, ...rest] = args.map(redactArgument);
        // Pino takes an error's own message as the line's `msg`; give it the redacted one.
        if (first instanceof Error && rest.length === 0) return method.apply(this, [first, first.message]);
        return method.apply(this, [first, ...rest]);
      },
    },
  };
}
