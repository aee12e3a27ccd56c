import { z } from 'zod';

const MAX_URL_LENGTH = 2048;

/**
 * Only http and https: URLs end up in links, and `javascript:` or `data:` there would run code in
 * the page. The scheme must be written out, so "example.com" is refused instead of guessed.
 */
export function isHttpUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH || !/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** url: an absolute http(s) URL, trimmed. */
export const urlSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation:required', abort: true })
  .refine(isHttpUrl, { message: 'validation:url' });
