/**
 * The classic stored-XSS payloads every free-text field is tried with (names, messages, consent
 * texts, invite texts, file names, host texts). Each is shown back literally or refused; none may
 * turn into markup, a script, an event handler or a `javascript:` link anywhere.
 */
export const xssPayloads = {
  scriptTag: '<script>alert(1)</script>',
  imgOnerror: '"><img src=x onerror=alert(1)>',
  javascriptUrl: 'javascript:alert(1)',
  svgOnload: '<svg onload=alert(1)>',
  template: "{{constructor.constructor('alert(1)')()}}",
  textareaBreakout: '</textarea><script>alert(1)</script>',
  titleBreakout: '</title><script>alert(1)</script>',
  scriptBreakout: '</script><script>alert(1)</script><!--',
  attributeBreakout: "' onmouseover='alert(1)' x='",
  iframeSrcdoc: '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  entityEncoded: '&lt;script&gt;alert(1)&lt;/script&gt;',
  rtlOverride: 'invoice\u202Egpj.exe',
  nullByte: 'name\u0000<script>alert(1)</script>',
  veryLong: `${'A'.repeat(4000)}<script>alert(1)</script>`,
} as const;

export type XssPayloadName = keyof typeof xssPayloads;

export const xssPayloadList: readonly [XssPayloadName, string][] = Object.entries(xssPayloads) as [
  XssPayloadName,
  string,
][];

/** The payloads short enough for name fields (≤ 100 characters). */
export const shortXssPayloads = xssPayloadList.filter(([, payload]) => payload.length <= 100);

/** The payloads that carry markup (a `<`): a consent text must refuse each. */
export const markupXssPayloads = xssPayloadList.filter(([, payload]) => payload.includes('<'));

/**
 * What an HTML document (a mail, a page) must not contain when it showed a payload: a script
 * element, or a real tag (not escaped text) with an event handler, a `srcdoc` or a `javascript:` URL.
 */
export function activeMarkupIn(html: string): string[] {
  const found: string[] = [];
  if (/<script\b/i.test(html)) found.push('<script');
  for (const [tag, name = '', attributes = ''] of html.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/gi)) {
    if (/(?:^|[\s"'/])(?:on[a-z]+|srcdoc)\s*=/i.test(attributes)) found.push(`handler in ${tag}`);
    if (/(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(attributes))
      found.push(`javascript: in ${tag}`);
    if (['iframe', 'object', 'embed', 'svg'].includes(name.toLowerCase())) found.push(`<${name}>`);
  }
  return found;
}

/** The values that cannot be stored by Postgres at all (a NUL): the API must refuse them cleanly. */
export const unstorable = (payload: string) => payload.includes('\u0000');
