import { builtInDefaultBranding } from '@wl/db';
import { HEAD_MARKER, parsePortalTemplate, renderPortalPage } from '@wl/edge/portal-page';
import type { HostBranding } from '@wl/shared';
import { unstorable, xssPayloadList } from '@wl/shared/testing';
import { describe, expect, it } from 'vitest';

/**
 * The branded index.html: the host's texts (site title, headline, consent texts …) go into the
 * <title> and into the injected branding JSON. No payload may close the title or the script
 * element, open a comment, or add an element to the head.
 */

const template = parsePortalTemplate(
  `<!doctype html><html lang="pl"><head><meta charset="utf-8">${HEAD_MARKER}</head><body><div id="root"></div></body></html>`,
);

function brandingWith(payload: string): HostBranding {
  const text = { pl: payload, en: payload };
  return {
    ...builtInDefaultBranding,
    admin: { siteTitle: text, inviteText: text, consent2: text },
    landing: {
      ...builtInDefaultBranding.landing,
      siteTitle: text,
      headline: text,
      subheadline: text,
      consent3: text,
      campaignInvestButtonText: text,
    },
  };
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/** The head as rendered for the host, i.e. what replaced the marker. */
function injectedHead(html: string): string {
  const start = html.indexOf('<meta charset="utf-8">') + '<meta charset="utf-8">'.length;
  return html.slice(start, html.indexOf('</head>'));
}

describe('the branded portal page with payloads in host texts', () => {
  it.each(xssPayloadList.filter(([, payload]) => !unstorable(payload)))(
    'keeps %s inside the title and the branding JSON',
    (_, payload) => {
      const branding = brandingWith(payload);
      const { html } = renderPortalPage(template, branding);
      const head = injectedHead(html);
      // Exactly the four elements the edge writes, each closed once; no comment opened.
      expect(count(head, /<title\b/gi)).toBe(1);
      expect(count(head, /<\/title/gi)).toBe(1);
      expect(count(head, /<script\b/gi)).toBe(1);
      expect(count(head, /<\/script/gi)).toBe(1);
      expect(count(head, /<!--/g)).toBe(0);
      expect(count(head, /<(?!\/?(?:title|link|style|script)\b)/gi)).toBe(0);
      expect(count(html, /<img|<svg|<iframe/gi)).toBe(0);

      const title = head.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
      const decoded = title.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
      expect(decoded).toBe(payload);

      const json = head.match(/<script id="wl-branding" type="application\/json">([^<]*)<\/script>/)?.[1];
      expect(json).toBeDefined();
      expect(JSON.parse(json as string)).toEqual(JSON.parse(JSON.stringify(branding)));
      // The page body is untouched.
      expect(html.endsWith('</head><body><div id="root"></div></body></html>')).toBe(true);
    },
  );
});
