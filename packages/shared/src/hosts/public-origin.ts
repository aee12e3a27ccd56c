import { z } from 'zod';

/**
 * Where absolute URLs point (decision 028). The request's `Host` header is the client's to write,
 * so nothing the product mails, prints or hands to a provider is built from it: every host row
 * has a configured public origin (scheme, host, port), or the edge's configured fallback.
 */

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
const PORT = /^\d{1,5}$/;

export interface HostHeader {
  /** Lower-cased, without a trailing dot; `[…]` kept around an IPv6 literal. */
  hostname: string;
  port: number | null;
}

function validPort(text: string): number | null | undefined {
  if (!PORT.test(text)) return undefined;
  const port = Number(text);
  return port >= 1 && port <= 65_535 ? port : undefined;
}

/**
 * A `Host` header (or X-Forwarded-Host) as RFC 9110 allows it: a DNS name or IPv4 address, or a
 * bracketed IPv6 literal, with an optional port; null for anything else (user info, paths,
 * quotes, spaces, an empty port, more than 253 characters …). Linear in the header's length.
 */
export function parseHostHeader(raw: string | undefined | null): HostHeader | null {
  if (!raw || raw.length > 260) return null;
  let host = raw;
  let port: number | null = null;
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end < 2) return null;
    const literal = host.slice(1, end);
    if (!/^[0-9a-f:.]+$/i.test(literal) || !literal.includes(':')) return null;
    const rest = host.slice(end + 1);
    if (rest !== '') {
      if (!rest.startsWith(':')) return null;
      const parsed = validPort(rest.slice(1));
      if (parsed === undefined) return null;
      port = parsed;
    }
    return { hostname: `[${literal.toLowerCase()}]`, port };
  }
  const colon = host.indexOf(':');
  if (colon !== -1) {
    const parsed = validPort(host.slice(colon + 1));
    if (parsed === undefined) return null;
    port = parsed;
    host = host.slice(0, colon);
  }
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host === '' || host.length > 253) return null;
  if (!host.split('.').every((label) => LABEL.test(label))) return null;
  return { hostname: host.toLowerCase(), port };
}

/** `http(s)://host[:port]`, lower-cased, nothing else (no user info, path, query or fragment). */
export const publicOriginSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(300)
  .refine((value) => {
    const match = /^(https?):\/\/([^/?#@\s]+)$/.exec(value);
    if (!match?.[2]) return false;
    const host = parseHostHeader(match[2]);
    return host !== null && !host.hostname.startsWith('[');
  }, 'validation:publicOrigin');

/** How the edge fills in the public origin of a host row that has none configured. */
export interface PublicOriginSettings {
  /** `https` in production, `http` in development. */
  scheme: 'http' | 'https';
  /** Added to host names (development: the edge's own port); null in production. */
  port: number | null;
  /** The origin of the default row (every unknown host): PUBLIC_ORIGIN. */
  defaultOrigin: string;
}

/** Without configuration (tests, scripts): `http://<hostname>`, `http://localhost` for the default row. */
export const developmentOrigins: PublicOriginSettings = {
  scheme: 'http',
  port: null,
  defaultOrigin: 'http://localhost',
};

/**
 * The public origin of a host row: its configured one; else, from configuration only, the scheme
 * and port of the settings with the row's own host name (`www.` and the domain for a wildcard
 * row, `*.acme.pl` → `www.acme.pl`), or PUBLIC_ORIGIN for the default row.
 */
export function publicOriginOf(
  row: { hostname: string | null; publicOrigin?: string | null },
  settings: PublicOriginSettings,
): string {
  if (row.publicOrigin) return row.publicOrigin;
  if (row.hostname === null) return settings.defaultOrigin;
  const host = row.hostname.startsWith('*.') ? `www.${row.hostname.slice(2)}` : row.hostname;
  return `${settings.scheme}://${host}${settings.port ? `:${settings.port}` : ''}`;
}

/**
 * The settings from configuration: PUBLIC_ORIGIN (required in production), else in development
 * `http://localhost:<port>`; hosts without an origin of their own take its scheme and port.
 */
export function publicOriginSettings(input: {
  publicOrigin: string | undefined;
  production: boolean;
  port: number;
}): PublicOriginSettings {
  if (!input.publicOrigin && input.production) {
    throw new Error('PUBLIC_ORIGIN must be set in production (e.g. https://platform.example.com)');
  }
  const parsed = publicOriginSchema.safeParse(
    input.publicOrigin ?? `http://localhost${input.port ? `:${input.port}` : ''}`,
  );
  if (!parsed.success) throw new Error(`PUBLIC_ORIGIN is not an origin (https://host[:port]): ${input.publicOrigin}`);
  const url = new URL(parsed.data);
  return {
    scheme: url.protocol === 'https:' ? 'https' : 'http',
    port: url.port ? Number(url.port) : null,
    defaultOrigin: parsed.data,
  };
}
