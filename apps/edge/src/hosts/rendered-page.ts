import { createHash } from 'node:crypto';

/**
 * A page kept as its parts, as strings: parts many pages share are kept once. Its bytes kept
 * beside them (a Buffer per page, sent as it is) cost 20–40 MiB more after the bench's load over
 * 10 000 hosts (255–274 MiB, over the 250 MiB floor) for a throughput the bench's runs did not
 * show (0.63–0.66 of a hello-world, against 0.62–0.65; 2026-12-02, docs/performance.md).
 */
export interface RenderedPage {
  /** The whole page (joined from its parts when read: parts shared by many pages are kept once). */
  readonly html: string;
  /** Byte length, so nothing is counted per request. */
  length: number;
  etag: string;
}

const ABOVE_LATIN_1 = /[\u0100-\uffff]/;

/**
 * The same text, stored at one byte a character when it can be: a string built from a two-byte
 * part (JSON.stringify of a Polish text) stays two-byte after its characters are escaped, and
 * V8 holds it at two bytes a character until it is copied through Latin-1.
 */
export function compactText(text: string): string {
  return !ABOVE_LATIN_1.test(text) ? Buffer.from(text, 'latin1').toString('latin1') : text;
}

/**
 * A page from its parts, in order, kept as given (pass each through {@link compactText} once).
 * Pass a part many pages share (the portal's index.html around the per-host head) as the same
 * string each time and it is kept once: the edge keeps a page per host, 10 000 in the bench.
 */
export function renderedPage(...kept: string[]): RenderedPage {
  const hash = createHash('sha1');
  let length = 0;
  for (const part of kept) {
    hash.update(part);
    length += Buffer.byteLength(part, 'utf8');
  }
  const etag = `"${hash.digest('base64url')}"`;
  if (kept.length === 1) return { html: kept[0] as string, length, etag };
  return {
    get html() {
      // `+` joins without copying; Node copies once as it writes the response.
      return kept.reduce((page, part) => page + part, '');
    },
    length,
    etag,
  };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * {@link escapeHtml}, and every character above U+00FF as a numeric reference too, which the
 * browser reads back as the same text. A page made only of Latin-1 characters is held by V8 at
 * one byte a character instead of two, and the edge keeps one branded page per host (issue 18:
 * 10 000 pages with a Polish headline took 55 MB as two-byte strings, 28 MB as one-byte).
 */
export function escapeHtmlLatin1(value: string): string {
  return value.replace(/[&<>"'\u{100}-\u{10ffff}]/gu, (char) => `&#${char.codePointAt(0)};`);
}
