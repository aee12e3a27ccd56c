/**
 * A campaign description is sanitised HTML (campaign.ts); the investor screens show it as plain
 * text with its paragraphs kept, never as markup. DOMParser builds an inert document: nothing in
 * it loads or runs.
 */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6])>/gi, '$&\n');
  const document = new DOMParser().parseFromString(withBreaks, 'text/html');
  for (const element of document.querySelectorAll('script, style')) element.remove();
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
