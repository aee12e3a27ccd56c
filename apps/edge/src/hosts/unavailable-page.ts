import { type Language, translate } from '@wl/shared';
import type { HostStatus } from '@wl/shared/console';
import { escapeHtml, type RenderedPage, renderedPage } from './rendered-page.ts';

type Unavailable = Exclude<HostStatus, 'live'>;

function section(language: Language, status: Unavailable, host: string, first: boolean): string {
  const title = translate(language, `common:hostUnavailable.${status}Title`);
  const text = translate(language, `common:hostUnavailable.${status}Text`, { host });
  const heading = first ? `<h1>${escapeHtml(title)}</h1>` : `<h2>${escapeHtml(title)}</h2>`;
  return `<section lang="${language}">${heading}<p>${escapeHtml(text)}</p></section>`;
}

/**
 * What a host that is not live answers (decision 038): a small self-contained page, no brand of
 * any broker (no logo, title, colours, portal bundle or script), in the host's language first and
 * the other one below, so nobody learns whose domain it will be before it goes live.
 */
export function renderUnavailablePage(status: Unavailable, host: string, language: Language): RenderedPage {
  const other: Language = language === 'pl' ? 'en' : 'pl';
  const title = translate(language, `common:hostUnavailable.${status}Title`);
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title>` +
    '<style>body{margin:0;font-family:system-ui,sans-serif;color:#1f2937;background:#f9fafb}' +
    'main{max-width:36rem;margin:15vh auto;padding:0 1.5rem}h1{font-size:1.5rem}h2{font-size:1.125rem;margin-top:2.5rem}' +
    'p{line-height:1.5;color:#374151}</style></head><body><main>' +
    section(language, status, host, true) +
    section(other, status, host, false) +
    '</main></body></html>';
  return renderedPage(html);
}
