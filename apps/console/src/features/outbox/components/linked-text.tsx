import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the link. */
const TRAILING = /[.,;:!?)\]]+$/;

/** Splits plain text into strings and http(s) links (activation links and the like). */
export function linkParts(text: string): ({ text: string } | { href: string })[] {
  const parts: ({ text: string } | { href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The mail's text body as written, its links clickable in a new tab (no opener). */
export function LinkedText({ text }: { text: string }) {
  const nodes: ReactNode[] = linkParts(text).map((part, index) =>
    'href' in part ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
      <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.href}
      </Anchor>
    ) : (
      part.text
    ),
  );
  return (
    <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0, fontFamily: 'inherit' }}>{nodes}</pre>
  );
}
