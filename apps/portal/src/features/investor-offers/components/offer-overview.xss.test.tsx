import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/features/advisors/testing/render-with-providers.tsx';
import { PaymentFiles } from '@/features/investments/components/payment-files.tsx';
import { activeElementsIn } from '../../../../../../tests/unit/security/xss-dom.ts';
import { shortXssPayloads, xssPayloadList } from '../../../../../../tests/unit/security/xss-payloads.ts';
import { offerFixture } from '../testing/offer-fixture.ts';
import { AdvisorCard, CampaignAbout, OfferHeader } from './offer-overview.tsx';

/**
 * Stored XSS in the investor's offer screens: the advisor's message and name, the campaign's and
 * product's names and texts, and uploaded file names are shown as text, never as markup.
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

describe('payment confirmation file names', () => {
  it('shows every payload file name as the text of its button', () => {
    const files = shortXssPayloads.map(([, payload], index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      fileName: payload,
      size: 10,
      contentType: 'application/pdf',
      uploadedAt: '2026-01-01T00:00:00.000Z',
    }));
    const { container } = renderWithProviders(<PaymentFiles offerId="o-1" files={files} />);
    expect(activeElementsIn(container)).toEqual([]);
    const buttons = Array.from(container.querySelectorAll('button'));
    expect(buttons.map((button) => button.textContent)).toEqual(files.map((file) => file.fileName));
    expect(buttons.map((button) => button.getAttribute('aria-label') ?? '').join('\n')).toContain(
      files[0]?.fileName ?? '-',
    );
  });
});
