/// <reference path="../types/punycode.d.ts" />
import punycode from 'punycode.js';
import { z } from 'zod';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The host name a request is for, as the edge looks it up: lower-cased, port and trailing dot
 * removed (`Demo.Localhost:3000` → `demo.localhost`, `[::1]:3000` → `[::1]`). Null when the
 * header is missing or cannot be a host name, in which case the default row answers.
 */
export function normalizeHost(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end > 0 ? host.slice(0, end + 1) : null;
  }
  const colon = host.indexOf(':');
  if (colon !== -1) host = host.slice(0, colon);
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host === '' || host.length > 253) return null;
  return host.split('.').every((label) => LABEL.test(label)) ? host : null;
}

/**
 * Rows that may answer for a host, most specific first: the exact name, then wildcards from the
 * nearest parent up (`a.b.example.com` → `*.b.example.com` → `*.example.com`). A wildcard never
 * covers a bare top-level domain. The default row comes after all of them.
 */
export function hostLookupCandidates(host: string): string[] {
  const labels = host.split('.');
  const candidates = [host];
  for (let i = 1; i < labels.length - 1; i++) {
    candidates.push(`*.${labels.slice(i).join('.')}`);
  }
  return candidates;
}

/**
 * A host name as stored and looked up: internationalised labels in their ASCII (punycode) form,
 * as browsers send them in `Host` (`Żółw.pl` → `xn--w-uga1v8h.pl`). Input that cannot be converted
 * is left as it is (the host rule then refuses it).
 */
export function asciiHostName(value: string): string {
  const lower = value.trim().toLowerCase();
  if (!/[^\x20-\x7e]/.test(lower)) return lower;
  try {
    return punycode.toASCII(lower.normalize('NFC'));
  } catch {
    return lower;
  }
}

/** A stored host name as people read it: punycode labels in Unicode (`xn--w-uga1v8h.pl` → `żółw.pl`). */
export function displayHostName(value: string): string {
  if (!value.includes('xn--')) return value;
  try {
    return punycode.toUnicode(value);
  } catch {
    return value;
  }
}

/**
 * A host name an operator may configure: an exact name or `*.` followed by at least two labels.
 * Unicode names are accepted and become their ASCII form (issue 17, item 11).
 */
export const hostPatternSchema = z
  .string()
  .transform(asciiHostName)
  .pipe(z.string().max(253))
  .refine(
    (value) => {
      const wildcard = value.startsWith('*.');
      const rest = wildcard ? value.slice(2) : value;
      const labels = rest.split('.');
      if (wildcard && labels.length < 2) return false;
      return labels.every((label) => LABEL.test(label));
    },
    { message: 'validation:hostName' },
  );
