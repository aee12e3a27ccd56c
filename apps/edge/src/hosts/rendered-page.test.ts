import { describe, expect, it } from 'vitest';
import { compactText, renderedPage } from './rendered-page.ts';

describe('a rendered page', () => {
  it('is its parts in order, with the byte length it is sent with', () => {
    const page = renderedPage('<html><head>', compactText('<title>Zażółć</title>'), '</head></html>');
    expect(page.html).toBe('<html><head><title>Zażółć</title></head></html>');
    expect(page.length).toBe(Buffer.byteLength(page.html, 'utf8'));
    expect(renderedPage('<p>one part</p>').html).toBe('<p>one part</p>');
  });

  it('names its content in its ETag: the same parts give the same tag, other parts another', () => {
    expect(renderedPage('<p>', 'a').etag).toBe(renderedPage('<p>', 'a').etag);
    expect(renderedPage('<p>', 'a').etag).not.toBe(renderedPage('<p>', 'b').etag);
    expect(renderedPage('<p>', 'a').etag).toMatch(/^"[\w-]+"$/);
  });
});
