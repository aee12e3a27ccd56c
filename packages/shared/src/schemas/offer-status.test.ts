import { describe, expect, it } from 'vitest';
import type { InvestmentStatus as OfferStatus } from './enums.ts';
import { canTransition, nextStatuses, type OfferActor } from './offer-status.ts';

const statuses: OfferStatus[] = [
  'invited',
  'viewed',
  'interested',
  'accepted',
  'active',
  'rejected',
  'declined',
  'archived',
];

describe('the investment state machine (DESIGN §4)', () => {
  it.each<[OfferStatus, OfferStatus, OfferActor]>([
    ['invited', 'viewed', 'investor'],
    ['invited', 'viewed', 'system'],
    ['viewed', 'interested', 'investor'],
    ['interested', 'accepted', 'investor'],
    ['invited', 'accepted', 'investor'],
    ['accepted', 'active', 'advisor'],
    ['accepted', 'declined', 'investor'],
    ['interested', 'rejected', 'advisor'],
    ['active', 'archived', 'advisor'],
    ['active', 'archived', 'system'],
    ['rejected', 'archived', 'advisor'],
    ['declined', 'archived', 'advisor'],
  ])('allows %s → %s by the %s', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(true);
  });

  it.each<[OfferStatus, OfferStatus, OfferActor]>([
    ['viewed', 'invited', 'investor'],
    ['accepted', 'interested', 'investor'],
    ['active', 'declined', 'investor'],
    ['active', 'rejected', 'advisor'],
    ['invited', 'active', 'advisor'],
    ['interested', 'accepted', 'advisor'],
    ['accepted', 'active', 'investor'],
    ['invited', 'declined', 'advisor'],
    ['invited', 'rejected', 'investor'],
    ['archived', 'active', 'advisor'],
  ])('refuses %s → %s by the %s', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(false);
  });

  it('never moves back to invited, never leaves archived, never stays in place', () => {
    for (const from of statuses) {
      for (const actor of ['investor', 'advisor', 'system'] as const) {
        expect(canTransition(from, 'invited', actor)).toBe(false);
        expect(canTransition('archived', from, actor)).toBe(false);
        expect(canTransition(from, from, actor)).toBe(false);
      }
    }
  });

  it('lists the drop targets of the advisor in the kanban', () => {
    expect(nextStatuses('accepted', 'advisor').sort()).toEqual(['active', 'rejected']);
    expect(nextStatuses('invited', 'advisor')).toEqual(['rejected']);
    expect(nextStatuses('archived', 'advisor')).toEqual([]);
  });
});
