import { draftFromSnapshot, hostDraftSchema, isAllowedConsentHref, parseConsentMarkup } from '@wl/shared/console';
import { demoSnapshot, markupXssPayloads, xssPayloadList } from '@wl/shared/testing';
import { describe, expect, it } from 'vitest';

/**
 * Consent texts are the one free text with markup (a small allow-list, refused not stripped). Every
 * payload with markup is refused by the host-draft schema in every consent field; payloads without
 * markup are plain text; links are https or same-host paths only.
 */

const draft = draftFromSnapshot(demoSnapshot);

function consentIssues(field: 'consent2' | 'consent3', text: string, admin: boolean) {
  const input = admin
    ? { ...draft, admin: { ...draft.admin, [field]: { pl: text, en: 'ok' } } }
    : { ...draft, [field]: { pl: 'ok', en: text } };
  const result = hostDraftSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('consent texts in the host draft', () => {
  it('accepts the demo draft as it is (the refusals below are the payloads’)', () => {
    expect(hostDraftSchema.safeParse(draft).success).toBe(true);
  });

  it.each(markupXssPayloads)('refuses %s in every consent field, naming it', (_, payload) => {
    for (const field of ['consent2', 'consent3'] as const) {
      for (const admin of [false, true]) {
        const issues = consentIssues(field, `Zgoda ${payload}`, admin);
        expect(issues, `${field} admin=${admin}`).toHaveLength(1);
        expect(issues[0]).toMatch(/^(?:admin\.)?consent[23]\.(?:pl|en): console:checks\.markup/);
      }
    }
  });

  it.each(xssPayloadList.filter(([, payload]) => !payload.includes('<')))(
    'keeps %s, which has no markup, as plain text',
    (_, payload) => {
      const parsed = parseConsentMarkup(payload);
      if (!parsed.ok) {
        // Only an entity outside the allowed ones may be refused; nothing is silently changed.
        expect(parsed.error.code).toBe('markupEntity');
        return;
      }
      expect(parsed.nodes.every((node) => node.type === 'text')).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '&#106;avascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://example.com/r.pdf',
    '//evil.example/r.pdf',
    '/\\evil.example',
    'https://',
    'https://x" onclick="alert(1)',
  ])('refuses the link %s', (href) => {
    const quoted = href.includes('"') ? `'${href}'` : `"${href}"`;
    const parsed = parseConsentMarkup(`Zgoda <a href=${quoted}>regulamin</a>`);
    expect(parsed.ok).toBe(false);
  });

  it.each([
    '<a href="https://demo.localhost/r.pdf" onclick="alert(1)">x</a>',
    '<a href="https://demo.localhost/r.pdf" target="_self">x</a>',
    '<a href="https://demo.localhost/r.pdf" style="position:fixed">x</a>',
    '<strong onmouseover=alert(1)>x</strong>',
    '<b/onload=alert(1)>x</b>',
    '<br onload=alert(1)>',
    '<!-- x --><script>alert(1)</script>',
    '<a href="https://a.example"><a href="https://b.example">x</a></a>',
    '<em>unclosed',
  ])('refuses %s', (text) => {
    expect(parseConsentMarkup(text).ok).toBe(false);
  });

  it('allows links to https and same-host paths only', () => {
    expect(isAllowedConsentHref('https://demo.localhost/regulamin.pdf')).toBe(true);
    expect(isAllowedConsentHref('/regulamin.pdf')).toBe(true);
    expect(isAllowedConsentHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedConsentHref('//evil.example')).toBe(false);
    expect(isAllowedConsentHref('http://demo.localhost/regulamin.pdf')).toBe(false);
  });
});
