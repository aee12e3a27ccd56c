import { builtInDefaultBranding } from '@wl/db';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PortalPages, parsePortalTemplate, renderPortalPage, scriptSafeJson } from './portal-page.ts';

describe('scriptSafeJson', () => {
  it('cannot close a script element or open a comment, and parses back to the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), (value, text) => {
        const payload = { value, text: `${text}</script><!--<script>` };
        const json = scriptSafeJson(payload);
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(json).not.toMatch(/[\u0100-\uffff]/);
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(payload)));
      }),
    );
  });
});

describe('parsePortalTemplate', () => {
  it('refuses an index.html without the head marker', () => {
    expect(() => parsePortalTemplate('<html lang="pl"><head></head></html>')).toThrow(/wl-head/);
  });
});

describe('renderPortalPage', () => {
  const template = parsePortalTemplate(
    '<!doctype html><html lang="pl"><head><!--wl-head--></head><body></body></html>',
  );

  it('renders the default branding with the translated default title and favicon', () => {
    const html = renderPortalPage(template, builtInDefaultBranding).html;
    expect(html).toContain(
      '<html lang="pl"><head><title>Platforma inwestycyjna</title><link rel="icon" href="/favicon.svg">',
    );
  });

  it('uses the host language for lang and title', () => {
    const english = {
      ...builtInDefaultBranding,
      landing: { ...builtInDefaultBranding.landing, language: 'en' as const },
    };
    const html = renderPortalPage(template, english).html;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Investment platform</title>');
  });

  it('is Latin-1 only (one byte a character in memory) and reads back as the same Polish texts', () => {
    const title = 'Żółć gęślą jaźń 😀 <b>';
    const branding = {
      ...builtInDefaultBranding,
      landing: { ...builtInDefaultBranding.landing, siteTitle: { pl: title }, headline: { pl: 'Zażółć „gęślą”' } },
    };
    const html = renderPortalPage(template, branding).html;
    expect(html).not.toMatch(/[\u0100-\uffff]/);
    const shownTitle = /<title>(.*)<\/title>/.exec(html)?.[1] ?? '';
    const decoded = shownTitle.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
    expect(decoded).toBe(title);
    const json = /<script id="wl-branding" type="application\/json">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(branding)));
  });

  it('gives different pages different ETags', () => {
    const english = {
      ...builtInDefaultBranding,
      landing: { ...builtInDefaultBranding.landing, language: 'en' as const },
    };
    expect(renderPortalPage(template, english).etag).not.toBe(renderPortalPage(template, builtInDefaultBranding).etag);
  });
});

describe('route preloads', () => {
  const template = parsePortalTemplate(
    '<!doctype html><html lang="pl"><head><!--wl-head--><script type="module" crossorigin src="/assets/index.js"></script></head><body></body></html>',
    { '/campaign': ['assets/campaign-page.js', 'assets/campaign-page.css'], '/': [] },
  );

  it("name a route's chunks after the entry's script, in the head, in CORS mode as Vite's own links", () => {
    const html = renderPortalPage(template, builtInDefaultBranding, '/campaign').html;
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/campaign-page.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/campaign-page.css"></head>',
    );
  });

  it('name nothing for a route the build does not list, nor for a page without a route', () => {
    for (const route of ['/', '/app/offers', undefined]) {
      expect(renderPortalPage(template, builtInDefaultBranding, route).html).not.toContain('preload');
    }
  });

  it("keep one head per host, each route's page with its own ETag", () => {
    const pages = new PortalPages(template);
    const entry = { branding: builtInDefaultBranding };
    const campaign = pages.page(entry, '/campaign');
    const home = pages.page(entry, '/');
    expect(campaign?.etag).not.toBe(home?.etag);
    expect(pages.page(entry, '/campaign')).toBe(campaign);
    // A route without preloads shares the page without a route.
    expect(pages.page(entry, '/app/offers')).toBe(pages.page(entry));
    expect(campaign?.html).toContain('<title>Platforma inwestycyjna</title>');
  });
});
