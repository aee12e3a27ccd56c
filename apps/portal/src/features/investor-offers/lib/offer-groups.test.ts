import { describe, expect, it } from 'vitest';
import { acceptedOfferFixture, offerFixture } from '@/testing/offer-fixture.ts';
import { offerGroupOf, offerHref, offersOfGroup, ongoingInvestments } from './offer-groups.ts';

const campaign = (phase: 'not_started' | 'active' | 'completed') => ({ ...offerFixture().campaign, phase });

const offers = [
  offerFixture({ id: 'invited', status: 'invited' }),
  offerFixture({ id: 'soon', status: 'viewed', campaign: campaign('not_started') }),
  offerFixture({ id: 'missed', status: 'interested', campaign: campaign('completed') }),
  acceptedOfferFixture({ id: 'accepted' }),
  acceptedOfferFixture({ id: 'active', status: 'active', contractStatus: 'Completed' }),
  acceptedOfferFixture({ id: 'archived', status: 'archived', contractStatus: 'Completed' }),
  offerFixture({ id: 'declined', status: 'declined' }),
];
const ids = (list: { id: string }[]) => list.map((offer) => offer.id);

describe('offer groups', () => {
  it('sorts offers into current, investments and closed', () => {
    expect(offers.map((offer) => [offer.id, offerGroupOf(offer)])).toEqual([
      ['invited', 'current'],
      ['soon', 'current'],
      ['missed', 'closed'],
      ['accepted', 'investments'],
      ['active', 'investments'],
      ['archived', 'investments'],
      ['declined', 'closed'],
    ]);
    expect(ids(offersOfGroup(offers, 'all'))).toEqual(ids(offers));
    expect(ids(offersOfGroup(offers, 'closed'))).toEqual(['missed', 'declined']);
  });

  it('shows on the dashboard the investments in progress or running, not archived ones', () => {
    expect(ids(ongoingInvestments(offers))).toEqual(['accepted', 'active']);
  });

  it('links an investment to /app/investments/{id} and any other offer to /app/offers/{id}', () => {
    expect(offerHref(acceptedOfferFixture({ id: 'a1' }))).toBe('/app/investments/a1');
    expect(offerHref(offerFixture({ id: 'o1' }))).toBe('/app/offers/o1');
  });
});
