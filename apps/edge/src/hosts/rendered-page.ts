import { createHash } from 'node:crypto';

/**
 * A page kept as a string: Node writes a string body together with the headers in one write,
 * while a Buffer body costs a second one (measured: a large share of the edge's throughput).
 */
export interface RenderedPage {
  html: string;
  /** Byte length, so nothing is counted per request. */
  length: number;
  etag: string;
}

export function renderedPage(html: string): RenderedPage {
  return {
    html,
    length: Buffer.byteLength(html, 'utf8'),
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
  };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
