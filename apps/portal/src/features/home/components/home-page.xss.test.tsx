import { screen } from '@testing-library/react';
import type { HostBranding } from '@wl/shared/config';
import { shortXssPayloads } from '@wl/shared/testing';
import { activeElementsIn } from '@wl/shared/testing/dom';
import { describe, expect, it } from 'vitest';
import { plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

/**
 * The branded home page with the host's texts (site title, headline, subheadline) carrying
 * payloads, as the edge injects them: shown as text, the document title set as text, no element
 * created from them, and no link to anything but the host's own or https addresses.
 */

function withTexts(payload: string): HostBranding {
  const text = { pl: payload, en: payload };
  return {
    ...plHost,
    admin: { ...plHost.admin, siteTitle: text },
    landing: { ...plHost.landing, siteTitle: text, headline: text, subheadline: text },
  };
}

describe('home page with payloads in the host texts', () => {
  it.each(shortXssPayloads)('shows %s as text', async (_, payload) => {
    injectBranding(withTexts(payload));
    renderApp();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(payload);
    expect(document.title).toBe(payload);
    expect(activeElementsIn(document.body)).toEqual([]);
    expect(document.querySelectorAll('script:not([type="application/json"])')).toHaveLength(0);
    expect(document.body.querySelector('svg[onload], iframe, textarea, img[src="x"]')).toBeNull();
    for (const link of Array.from(document.querySelectorAll('a[href]'))) {
      expect(link.getAttribute('href')).toMatch(/^(?:\/|#|https:\/\/|mailto:)/);
    }
  });

  it('does not link a forged javascript: address of a legal document', async () => {
    injectBranding({ ...plHost, landing: { ...plHost.landing, reg: 'javascript:alert(1)' } });
    renderApp();
    await screen.findByRole('heading', { level: 1 });
    expect(activeElementsIn(document.body)).toEqual([]);
  });
});
