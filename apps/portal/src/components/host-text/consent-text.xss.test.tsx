import { xssPayloadList } from '@wl/shared/testing';
import { activeElementsIn } from '@wl/shared/testing/dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { ConsentText } from './consent-text.tsx';

/**
 * A consent text is rendered from the shared parser's nodes. A stored text the allow-list would
 * refuse today (written before the rule) is shown as plain text: no payload becomes an element.
 */

describe('ConsentText with payloads', () => {
  it.each(xssPayloadList)('shows %s as text, creating no element', (_, payload) => {
    const { container } = renderWithProviders(<ConsentText text={`Zgoda ${payload}`} />);
    expect(activeElementsIn(container)).toEqual([]);
    expect(container.querySelector('img, svg, iframe, textarea, a')).toBeNull();
    expect(container.textContent ?? '').toContain('Zgoda');
    expect((container.textContent ?? '').length).toBeGreaterThan('Zgoda '.length);
  });

  it('shows an entity-encoded script as its letters, not as an element', () => {
    const { container } = renderWithProviders(<ConsentText text="&lt;script&gt;alert(1)&lt;/script&gt;" />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('renders allowed markup as elements whose links are https or same-host only', () => {
    const { container } = renderWithProviders(
      <ConsentText
        text={
          'Akceptuję <a href="https://demo.localhost/r.pdf">regulamin</a>, <a href=\'/polityka.pdf\'>politykę</a>' +
          ' i <b>ryzyka</b><br>&lt;script&gt;'
        }
      />,
    );
    const hrefs = Array.from(container.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['https://demo.localhost/r.pdf', '/polityka.pdf']);
    for (const link of Array.from(container.querySelectorAll('a'))) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(container.querySelector('strong')?.textContent).toBe('ryzyka');
    expect(container.querySelector('br')).not.toBeNull();
    expect(activeElementsIn(container)).toEqual([]);
  });

  it('shows a stored link with a javascript: href as plain text, not as a link', () => {
    const { container } = renderWithProviders(<ConsentText text={'<a href="javascript:alert(1)">kliknij</a>'} />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('javascript:alert(1)');
  });
});
