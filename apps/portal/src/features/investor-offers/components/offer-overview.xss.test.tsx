import { xssPayloadList } from '@wl/shared/testing';
import { activeElementsIn } from '@wl/shared/testing/dom';
import { describe, expect, it } from 'vitest';
import { offerFixture } from '@/testing/offer-fixture.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { AdvisorCard, CampaignAbout, OfferHeader } from './offer-overview.tsx';

/**
 * Stored XSS in the investor's offer screens: the advisor's message and name, the campaign's and
 * product's names and texts, are shown as text, never as markup.
 */

const textOf = (root: HTMLElement) => (root.textContent ?? '').replace(/\s+/g, ' ');
const flat = (value: string) => value.replace(/\s+/g, ' ');

describe('the offer overview with payloads', () => {
  it.each(xssPayloadList)('shows %s literally in the message, names and campaign texts', (_, payload) => {
    const offer = offerFixture({
      message: payload,
      advisor: { firstName: payload, surname: 'Kowalski', email: 'doradca@demo.localhost' },
      product: { ...offerFixture().product, name: payload, code: 'X-1' },
      campaign: {
        ...offerFixture().campaign,
        name: payload,
        data: { translations: { pl: { name: payload, summary: payload }, en: { name: payload } } },
      },
    });
    const { container } = renderWithProviders(
      <>
        <OfferHeader offer={offer} invitedEmail="anna@example.com" />
        <CampaignAbout offer={offer} />
        <AdvisorCard offer={offer} />
      </>,
    );
    expect(activeElementsIn(container)).toEqual([]);
    expect(container.querySelector('img, svg[onload], iframe, textarea')).toBeNull();
    const text = textOf(container);
    // Name, product, summary and message: the payload appears as text in each.
    expect(text.split(flat(payload)).length - 1).toBeGreaterThanOrEqual(4);
    for (const link of Array.from(container.querySelectorAll('a'))) {
      expect(link.getAttribute('href') ?? '').toMatch(/^(?:mailto:|https?:|\/)/);
    }
  });

  it('shows a campaign description’s text without running its markup', () => {
    const offer = offerFixture({
      campaign: {
        ...offerFixture().campaign,
        data: {
          translations: {
            pl: {
              name: 'Obligacje',
              description: '<p>Opis</p><script>alert(1)</script><img src=x onerror=alert(1)><svg onload=alert(1)>',
            },
          },
        },
      },
    });
    const { container } = renderWithProviders(<CampaignAbout offer={offer} />);
    expect(activeElementsIn(container)).toEqual([]);
    expect(container.querySelector('img, svg, p > p')).toBeNull();
    expect(textOf(container)).toContain('Opis');
    expect(textOf(container)).not.toContain('alert(1)</script>');
  });
});
