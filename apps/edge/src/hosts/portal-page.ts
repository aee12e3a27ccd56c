import { existsSync, readFileSync } from 'node:fs';
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
  /** Up to the head marker (its `<html lang>` set per host). */
  before: string;
  /** From the head marker to `</head>`: the entry's script, its preloads and stylesheets. */
  headEnd: string;
  /** From `</head>` on. */
  rest: string;
  /** Per route pattern, the `<link>`s of the chunks its page needs beyond the entry's (may be empty). */
  preloads: ReadonlyMap<string, string>;
}

/**
 * The portal's index.html around the per-host head, and the route preloads of its build
 * (`route-preloads.json`: route pattern → the files of its page's chunks; see the portal's
 * route-preloads.ts).
 */
export function parsePortalTemplate(html: string, routeFiles: Record<string, string[]> = {}): PortalTemplate {
  const at = html.indexOf(HEAD_MARKER);
  if (at === -1 || !HTML_LANG.test(html)) {
    throw new Error(`The portal's index.html lacks ${HEAD_MARKER} or <html lang="…">; rebuild the portal.`);
  }
  const after = html.slice(at + HEAD_MARKER.length);
  const headClose = after.includes('</head>') ? after.indexOf('</head>') : 0;
  const preloads = new Map<string, string>();
  for (const [route, files] of Object.entries(routeFiles)) {
    preloads.set(route, compactText(files.map(preloadLink).join('')));
  }
  return {
    before: html.slice(0, at),
    headEnd: compactText(after.slice(0, headClose)),
    rest: compactText(after.slice(headClose)),
    preloads,
  };
}

/** A chunk fetched before it is asked for, as Vite's own links are (CORS mode, so they are reused). */
function preloadLink(file: string): string {
  const href = escapeHtmlLatin1(`/${file}`);
  return file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="${href}">`
    : `<link rel="modulepreload" crossorigin href="${href}">`;
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
  const preloads = join(distDir, 'route-preloads.json');
  return parsePortalTemplate(
    readFileSync(join(distDir, 'index.html'), 'utf8'),
    existsSync(preloads) ? (JSON.parse(readFileSync(preloads, 'utf8')) as Record<string, string[]>) : {},
  );
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

/** A host's part of its pages: its language, and its head (title, favicon, theme, branding JSON). */
interface HostHead {
  language: string;
  head: string;
}

function renderHostHead(branding: HostBranding): HostHead {
  const language = branding.landing.language;
  const resolved = resolveBranding(branding, language, brandingDefaults(language));
  const head =
    `<title>${escapeHtmlLatin1(resolved.texts.siteTitle)}</title>` +
    `<link rel="icon" href="${escapeHtmlLatin1(resolved.favicon)}">` +
    `<style id="wl-theme">${themeCssVariables(resolved.colors)}</style>` +
    `<script id="wl-branding" type="application/json">${scriptSafeJson(branding)}</script>`;
  return { language, head: compactText(head) };
}

function pageOf(template: PortalTemplate, host: HostHead, route: string | undefined): RenderedPage {
  const preloads = (route !== undefined && template.preloads.get(route)) || '';
  return renderedPage(templateStart(template, host.language), host.head, template.headEnd, preloads, template.rest);
}

/**
 * The portal page of one host: its language, title, favicon, theme variables and branding JSON;
 * with `route` (a route pattern), the links of that route's chunks too.
 */
export function renderPortalPage(template: PortalTemplate, branding: HostBranding, route?: string): RenderedPage {
  return pageOf(template, renderHostHead(branding), route);
}

/**
 * Rendered pages per host entry. An entry is replaced (not mutated) when its row changes, so a
 * WeakMap keyed by the entry drops stale pages by itself; a new template clears everything.
 */
export class PortalPages {
  private hosts = new WeakMap<object, HostHead & { pages: Map<string, RenderedPage> }>();
  private unavailablePages = new WeakMap<object, RenderedPage>();

  constructor(private template: PortalTemplate | undefined) {}

  get available(): boolean {
    return this.template !== undefined;
  }

  setTemplate(template: PortalTemplate | undefined): void {
    this.template = template;
    this.hosts = new WeakMap();
  }

  /** A page rendered for this request only (a draft preview): never kept. */
  render(branding: HostBranding, route?: string): RenderedPage | undefined {
    return this.template ? renderPortalPage(this.template, branding, route) : undefined;
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

  /**
   * The host's page for a route pattern (its chunks named when the portal's build lists them).
   * The host's head is rendered once and shared by its routes' pages.
   */
  page(entry: { branding: HostBranding }, route?: string): RenderedPage | undefined {
    if (!this.template) return undefined;
    let host = this.hosts.get(entry);
    if (!host) {
      host = { ...renderHostHead(entry.branding), pages: new Map() };
      this.hosts.set(entry, host);
    }
    const key = route !== undefined && this.template.preloads.get(route) ? route : '';
    let page = host.pages.get(key);
    if (!page) {
      page = pageOf(this.template, host, key || undefined);
      host.pages.set(key, page);
    }
    return page;
  }
}
