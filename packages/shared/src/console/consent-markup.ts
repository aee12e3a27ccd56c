import type { MessageParams } from '../i18n/translate.ts';

/**
 * Consent texts may carry a little markup: a link to a document, emphasis, a line break.
 * Shared code has no HTML sanitiser, and stripping would silently change what investors agree
 * to, so anything outside the allow-list is REFUSED with a message naming the offending tag,
 * attribute or link instead.
 *
 * Allowed: `<a href="…">…</a>` (https URL or a path on the same host, double or single quotes,
 * no other attribute), `<strong>`, `<em>`, `<b>`, `<i>` (closed, properly nested) and `<br>` /
 * `<br/>`. A literal `<` is written `&lt;`; entities are limited to the named ones below and
 * numeric ones.
 */
export const allowedConsentTags = ['a', 'strong', 'em', 'b', 'i', 'br'] as const;
export type ConsentTag = (typeof allowedConsentTags)[number];

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  bdquo: '\u201e',
  rdquo: '\u201d',
};

export type ConsentMarkupErrorCode =
  | 'markupTag'
  | 'markupAttribute'
  | 'markupHref'
  | 'markupHrefMissing'
  | 'markupUnclosed'
  | 'markupUnexpectedClose'
  | 'markupNestedLink'
  | 'markupMalformed'
  | 'markupEntity';

export interface ConsentMarkupError {
  code: ConsentMarkupErrorCode;
  /** `console:checks.markupTag`, … */
  key: `console:checks.${ConsentMarkupErrorCode}`;
  params: MessageParams;
  /** Character offset in the text. */
  index: number;
}

/** A consent text as a tree a renderer can turn into elements without `innerHTML`. */
export type ConsentNode =
  | { type: 'text'; text: string }
  | { type: 'br' }
  | { type: 'a'; href: string; children: ConsentNode[] }
  | { type: 'strong' | 'em' | 'b' | 'i'; children: ConsentNode[] };

export type ConsentMarkupResult = { ok: true; nodes: ConsentNode[] } | { ok: false; error: ConsentMarkupError };

const ROOT_PATH = /^\/(?!\/)[^\s"'<>\\]*$/;

/** A link in a consent text: an https URL (with a host) or a path on the same host. */
export function isAllowedConsentHref(href: string): boolean {
  if (ROOT_PATH.test(href)) return true;
  if (!/^https:\/\/[^\s"'<>\\]+$/i.test(href)) return false;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

function failure(code: ConsentMarkupErrorCode, index: number, params: MessageParams = {}): ConsentMarkupResult {
  return { ok: false, error: { code, key: `console:checks.${code}`, params, index } };
}

const TAG = /^<(\/?)([A-Za-z][A-Za-z0-9-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /^&(#[0-9]{1,7}|#x[0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});/;

type Container = { tag: ConsentTag | null; children: ConsentNode[]; index: number };

function decodeEntity(body: string): string | undefined {
  if (body.startsWith('#x') || body.startsWith('#X')) return safeCodePoint(Number.parseInt(body.slice(2), 16));
  if (body.startsWith('#')) return safeCodePoint(Number.parseInt(body.slice(1), 10));
  return NAMED_ENTITIES[body];
}

function safeCodePoint(code: number): string | undefined {
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
  return String.fromCodePoint(code);
}

function parseAttributes(raw: string): { name: string; value: string | undefined }[] {
  const attributes: { name: string; value: string | undefined }[] = [];
  for (const match of raw.matchAll(ATTRIBUTE)) {
    const [, name, , doubleQuoted, singleQuoted, bare] = match;
    attributes.push({ name: (name as string).toLowerCase(), value: doubleQuoted ?? singleQuoted ?? bare });
  }
  return attributes;
}

/** Parses a consent text with the allow-list; the first offence is reported. */
export function parseConsentMarkup(text: string): ConsentMarkupResult {
  const stack: Container[] = [{ tag: null, children: [], index: 0 }];
  let buffer = '';
  const top = () => stack[stack.length - 1] as Container;
  const flush = () => {
    if (buffer !== '') top().children.push({ type: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '&') {
      const entity = ENTITY.exec(text.slice(i));
      if (!entity) {
        // A bare ampersand ("Kowalski & Syn") is just text.
        buffer += char;
        i += 1;
        continue;
      }
      const decoded = decodeEntity(entity[1] as string);
      if (decoded === undefined) return failure('markupEntity', i, { entity: entity[0] });
      buffer += decoded;
      i += entity[0].length;
      continue;
    }
    if (char !== '<') {
      buffer += char;
      i += 1;
      continue;
    }
    const rest = text.slice(i);
    if (rest.startsWith('<!') || rest.startsWith('<?')) {
      return failure('markupTag', i, { tag: rest.startsWith('<!--') ? '<!--' : rest.slice(0, 2) });
    }
    const tag = TAG.exec(rest);
    if (!tag) {
      const name = /^<\/?([A-Za-z][A-Za-z0-9-]*)/.exec(rest)?.[1];
      return name
        ? failure('markupMalformed', i, { tag: name.toLowerCase() })
        : failure('markupMalformed', i, { tag: '<' });
    }
    const [whole, slash, rawName, rawAttributes, selfClosing] = tag as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    const name = rawName.toLowerCase();
    if (!(allowedConsentTags as readonly string[]).includes(name)) return failure('markupTag', i, { tag: name });
    const tagName = name as ConsentTag;
    const attributes = parseAttributes(rawAttributes);
    flush();
    if (slash) {
      if (tagName === 'br' || attributes.length > 0 || selfClosing) {
        return failure('markupMalformed', i, { tag: tagName });
      }
      const open = top();
      if (open.tag !== tagName) return failure('markupUnexpectedClose', i, { tag: tagName });
      stack.pop();
      i += whole.length;
      continue;
    }
    if (tagName === 'br') {
      const attribute = attributes[0];
      if (attribute) return failure('markupAttribute', i, { tag: 'br', attribute: attribute.name });
      top().children.push({ type: 'br' });
      i += whole.length;
      continue;
    }
    if (selfClosing) return failure('markupMalformed', i, { tag: tagName });
    if (tagName === 'a') {
      const other = attributes.find((attribute) => attribute.name !== 'href');
      if (other) return failure('markupAttribute', i, { tag: 'a', attribute: other.name });
      const hrefs = attributes.filter((attribute) => attribute.name === 'href');
      if (hrefs.length > 1) return failure('markupAttribute', i, { tag: 'a', attribute: 'href' });
      const href = hrefs[0]?.value?.trim();
      if (!href) return failure('markupHrefMissing', i, { tag: 'a' });
      if (!isAllowedConsentHref(href)) return failure('markupHref', i, { href });
      if (stack.some((container) => container.tag === 'a')) return failure('markupNestedLink', i, { tag: 'a' });
      const node: ConsentNode = { type: 'a', href, children: [] };
      top().children.push(node);
      stack.push({ tag: 'a', children: node.children, index: i });
    } else {
      const attribute = attributes[0];
      if (attribute) return failure('markupAttribute', i, { tag: tagName, attribute: attribute.name });
      const node: ConsentNode = { type: tagName, children: [] };
      top().children.push(node);
      stack.push({ tag: tagName, children: node.children, index: i });
    }
    i += whole.length;
  }
  flush();
  const unclosed = stack[stack.length - 1] as Container;
  if (unclosed.tag !== null) return failure('markupUnclosed', unclosed.index, { tag: unclosed.tag });
  return { ok: true, nodes: (stack[0] as Container).children };
}

/** The first offence of a consent text against the allow-list, or undefined when it is clean. */
export function consentMarkupError(text: string): ConsentMarkupError | undefined {
  const result = parseConsentMarkup(text);
  return result.ok ? undefined : result.error;
}

/** The text of a consent without its markup (for a plain-text mail or a length check). */
export function consentPlainText(nodes: readonly ConsentNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.text;
      if (node.type === 'br') return '\n';
      return consentPlainText(node.children);
    })
    .join('');
}
