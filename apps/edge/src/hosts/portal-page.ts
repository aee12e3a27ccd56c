import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandingDefaults, type HostBranding, resolveBranding, themeCssVariables } from '@wl/shared';
import type { HostStatus } from '@wl/shared/console';
import { compactText, escapeHtmlLatin1, type RenderedPage, renderedPage } from './rendered-page.ts';
import { renderUnavailablePage } from './unavailable-page.ts';

export type { RenderedPage } from './rendered-page.ts';

interface UnavailableEntry {
  hostname: string | null;
  status: HostStatus;
  branding: HostBranding;
}

/** Where the portal's index.html takes the per-host head (title, favicon, theme, config). */
export const HEAD_MARKER = '<!--wl-head-->';
const HTML_LANG = /<html lang="[a-z-]*"/;

export interface PortalTemplate {
  before: string;
  after: string;
}

export function parsePortalTemplate(html: string): PortalTemplate {
  const at = html.indexOf(HEAD_MARKER);
  if (at === -1 || !HTML_LANG.test(html)) {
    throw new Error(`The portal's index.html lacks ${HEAD_MARKER} or <html lang="…">; rebuild the portal.`);
  }
  return { before: html.slice(0, at), after: compactText(html.slice(at + HEAD_MARKER.length)) };
}

/** The template's start in each language, made once per template: every host's page shares it. */
const startsByTemplate = new WeakMap<PortalTemplate, Map<string, string>>();

function templateStart(template: PortalTemplate, language: string): string {
  let starts = startsByTemplate.get(template);
  if (!starts) {
    starts = new Map();
    startsByTemplate.set(template, starts);
  }
  let start = starts.get(language);
  if (start === undefined) {
    start = compactText(template.before.replace(HTML_LANG, `<html lang="${language}"`));
    starts.set(language, start);
  }
  return start;
}

export function loadPortalTemplate(distDir: string): PortalTemplate {
  return parsePortalTemplate(readFileSync(join(distDir, 'index.html'), 'utf8'));
}

/**
 * JSON that can sit inside a <script> element: `<`, `>` and `&` become unicode escapes, so no
 * value can close the element or open a comment, and U+2028/2029 cannot end a line. Every other
 * character above U+00FF is escaped too, so the page stays Latin-1 (see {@link escapeHtmlLatin1}).
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u0100-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The portal page of one host: its language, title, favicon, theme variables and branding JSON. */
export function renderPortalPage(template: PortalTemplate, branding: HostBranding): RenderedPage {
  const language = branding.landing.language;
  const resolved = resolveBranding(branding, language, brandingDefaults(language));
  const head =
    `<title>${escapeHtmlLatin1(resolved.texts.siteTitle)}</title>` +
    `<link rel="icon" href="${escapeHtmlLatin1(resolved.favicon)}">` +
    `<style id="wl-theme">${themeCssVariables(resolved.colors)}</style>` +
    `<script id="wl-branding" type="application/json">${scriptSafeJson(branding)}</script>`;
  return renderedPage(templateStart(template, language), compactText(head), template.after);
}

/**
 * Rendered pages per host entry. An entry is replaced (not mutated) when its row changes, so a
 * WeakMap keyed by the entry drops stale pages by itself; a new template clears everything.
 */
export class PortalPages {
  private pages = new WeakMap<object, RenderedPage>();
  private unavailablePages = new WeakMap<object, RenderedPage>();

  constructor(private template: PortalTemplate | undefined) {}

  get available(): boolean {
    return this.template !== undefined;
  }

  setTemplate(template: PortalTemplate | undefined): void {
    this.template = template;
    this.pages = new WeakMap();
  }

  /** A page rendered for this request only (a draft preview): never kept. */
  render(branding: HostBranding): RenderedPage | undefined {
    return this.template ? renderPortalPage(this.template, branding) : undefined;
  }

  /** The neutral page of a host that is not live (decision 038), kept like the branded ones. */
  unavailable(entry: UnavailableEntry): RenderedPage {
    let page = this.unavailablePages.get(entry);
    if (!page) {
      const host = entry.hostname?.startsWith('*.') ? entry.hostname.slice(2) : (entry.hostname ?? 'localhost');
      page = renderUnavailablePage(
        entry.status === 'suspended' ? 'suspended' : 'pending',
        host,
        entry.branding.landing.language,
      );
      this.unavailablePages.set(entry, page);
    }
    return page;
  }

  page(entry: { branding: HostBranding }): RenderedPage | undefined {
    if (!this.template) return undefined;
    let page = this.pages.get(entry);
    if (!page) {
      page = renderPortalPage(this.template, entry.branding);
      this.pages.set(entry, page);
    }
    return page;
  }
}
