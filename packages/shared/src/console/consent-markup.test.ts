import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/index.ts';
import { consentMarkupError, consentPlainText, isAllowedConsentHref, parseConsentMarkup } from './consent-markup.ts';

describe('parseConsentMarkup', () => {
  it('accepts plain text, including a bare ampersand and a greater-than sign', () => {
    expect(parseConsentMarkup('Kowalski & Syn > reszta')).toEqual({
      ok: true,
      nodes: [{ type: 'text', text: 'Kowalski & Syn > reszta' }],
    });
    expect(parseConsentMarkup('')).toEqual({ ok: true, nodes: [] });
  });

  it('builds a tree of the allowed tags', () => {
    const result = parseConsentMarkup(
      'Akceptuję <a href="https://demo.localhost/regulamin.pdf">regulamin</a> i <strong>politykę <em>prywatności</em></strong>.<br>Koniec<br/>.',
    );
    expect(result).toEqual({
      ok: true,
      nodes: [
        { type: 'text', text: 'Akceptuję ' },
        { type: 'a', href: 'https://demo.localhost/regulamin.pdf', children: [{ type: 'text', text: 'regulamin' }] },
        { type: 'text', text: ' i ' },
        {
          type: 'strong',
          children: [
            { type: 'text', text: 'politykę ' },
            { type: 'em', children: [{ type: 'text', text: 'prywatności' }] },
          ],
        },
        { type: 'text', text: '.' },
        { type: 'br' },
        { type: 'text', text: 'Koniec' },
        { type: 'br' },
        { type: 'text', text: '.' },
      ],
    });
  });

  it('accepts single quotes, upper-case tags, b/i and same-host paths', () => {
    const result = parseConsentMarkup("<A HREF='/images/ryzyka.pdf'>ryzyka</A> <b>B</b> <i>I</i> <BR />");
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.nodes[0]).toEqual({
        type: 'a',
        href: '/images/ryzyka.pdf',
        children: [{ type: 'text', text: 'ryzyka' }],
      });
  });

  it('decodes the allowed entities', () => {
    const result = parseConsentMarkup('a &lt;b&gt; &amp; &quot;c&quot; &#65;&#x42;&nbsp;');
    expect(result).toEqual({ ok: true, nodes: [{ type: 'text', text: 'a <b> & "c" AB\u00a0' }] });
  });

  it.each([
    ['<script>alert(1)</script>', 'markupTag', { tag: 'script' }],
    ['<img src=x onerror=alert(1)>', 'markupTag', { tag: 'img' }],
    ['<iframe src="https://evil.example"></iframe>', 'markupTag', { tag: 'iframe' }],
    ['<span style="color:red">x</span>', 'markupTag', { tag: 'span' }],
    ['<!-- comment -->', 'markupTag', { tag: '<!--' }],
    ['<!DOCTYPE html>', 'markupTag', { tag: '<!' }],
    ['<strong onclick="alert(1)">x</strong>', 'markupAttribute', { tag: 'strong', attribute: 'onclick' }],
    ['<a href="https://x.example" onmouseover="x()">x</a>', 'markupAttribute', { tag: 'a', attribute: 'onmouseover' }],
    ['<a href="https://x.example" target="_blank">x</a>', 'markupAttribute', { tag: 'a', attribute: 'target' }],
    ['<a href="https://x.example" style="x">x</a>', 'markupAttribute', { tag: 'a', attribute: 'style' }],
    ['<em style="color:red">x</em>', 'markupAttribute', { tag: 'em', attribute: 'style' }],
    ['<br class="x">', 'markupAttribute', { tag: 'br', attribute: 'class' }],
    ['<a href="javascript:alert(1)">x</a>', 'markupHref', { href: 'javascript:alert(1)' }],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', 'markupHref', { href: 'JaVaScRiPt:alert(1)' }],
    ['<a href="&#106;avascript:alert(1)">x</a>', 'markupHref', { href: '&#106;avascript:alert(1)' }],
    ['<a href="data:text/html,x">x</a>', 'markupHref', { href: 'data:text/html,x' }],
    ['<a href="http://x.example">x</a>', 'markupHref', { href: 'http://x.example' }],
    ['<a href="//evil.example/x">x</a>', 'markupHref', { href: '//evil.example/x' }],
    ['<a>x</a>', 'markupHrefMissing', { tag: 'a' }],
    ['<a href="">x</a>', 'markupHrefMissing', { tag: 'a' }],
    ['<a href="https://a.example" href="https://b.example">x</a>', 'markupAttribute', { tag: 'a', attribute: 'href' }],
    ['<strong>x', 'markupUnclosed', { tag: 'strong' }],
    ['<strong><em>x</strong></em>', 'markupUnexpectedClose', { tag: 'strong' }],
    ['x</em>', 'markupUnexpectedClose', { tag: 'em' }],
    ['<a href="/a"><a href="/b">x</a></a>', 'markupNestedLink', { tag: 'a' }],
    ['<strong/>', 'markupMalformed', { tag: 'strong' }],
    ['</br>', 'markupMalformed', { tag: 'br' }],
    ['a < b', 'markupMalformed', { tag: '<' }],
    ['<a href="https://x.example"', 'markupMalformed', { tag: 'a' }],
    ['&foo;', 'markupEntity', { entity: '&foo;' }],
    ['&#0;', 'markupEntity', { entity: '&#0;' }],
  ])('refuses %j (%s)', (text, code, params) => {
    const error = consentMarkupError(text);
    expect(error).toMatchObject({ code, key: `console:checks.${code}`, params });
  });

  it('reports where the offence is', () => {
    expect(consentMarkupError('Tekst <script>')?.index).toBe(6);
  });

  it('has a message naming the offending tag in both languages', () => {
    const error = consentMarkupError('<script>x</script>');
    expect(error).toBeDefined();
    if (!error) return;
    expect(translate('pl', error.key, error.params)).toContain('<script>');
    expect(translate('en', error.key, error.params)).toContain('<script> is not allowed');
    const attribute = consentMarkupError('<em onclick="x">y</em>');
    if (!attribute) throw new Error('expected an error');
    expect(translate('en', attribute.key, attribute.params)).toContain('"onclick"');
  });
});

describe('isAllowedConsentHref', () => {
  it.each([
    ['https://demo.localhost/dokumenty/regulamin.pdf', true],
    ['/images/regulamin.pdf', true],
    ['http://demo.localhost/x', false],
    ['//demo.localhost/x', false],
    ['https://', false],
    ['https://x.example/a b', false],
    ['mailto:a@b.pl', false],
    ['regulamin.pdf', false],
  ])('%j → %s', (href, expected) => {
    expect(isAllowedConsentHref(href)).toBe(expected);
  });
});

describe('consentPlainText', () => {
  it('drops the markup and keeps line breaks', () => {
    const result = parseConsentMarkup(
      'Akceptuję <a href="/r.pdf">regulamin</a>.<br><strong>Ważne</strong> &amp; pilne',
    );
    if (!result.ok) throw new Error('expected markup to parse');
    expect(consentPlainText(result.nodes)).toBe('Akceptuję regulamin.\nWażne & pilne');
  });
});
