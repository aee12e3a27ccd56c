import type { StalledOffer } from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';
import { followUpQuery, nextReminderOf, readFollowUpState, writeFollowUpState } from './follow-up-state.ts';

const CAMPAIGN = 'a0000000-0000-4000-8000-000000000001';

describe('the follow-up list in the address (issue 20)', () => {
  it('reads the tab, campaign and page, and falls back on anything unknown', () => {
    expect(readFollowUpState(new URLSearchParams(`stage=accepted&campaign=${CAMPAIGN}&page=3&size=50`))).toEqual({
      stage: 'accepted',
      campaignId: CAMPAIGN,
      page: 3,
      pageSize: 50,
    });
    expect(readFollowUpState(new URLSearchParams('stage=active&page=-1&size=30'))).toEqual({
      stage: null,
      campaignId: null,
      page: 1,
      pageSize: 20,
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = writeFollowUpState(
      { stage: 'viewed', campaignId: null, page: 1, pageSize: 20 },
      new URLSearchParams('other=1&page=4'),
    );
    expect(params.toString()).toBe('other=1&stage=viewed');
  });

  it('asks the API for the page shown', () => {
    expect(followUpQuery({ stage: 'signed', campaignId: CAMPAIGN, page: 3, pageSize: 10 })).toEqual({
      stage: 'signed',
      campaignId: CAMPAIGN,
      limit: 10,
      offset: 20,
    });
    expect(followUpQuery({ stage: null, campaignId: null, page: 1, pageSize: 20 })).toEqual({ limit: 20, offset: 0 });
  });

  it('holds the reminder button back until the later of the two moments, never after it has passed', () => {
    const now = Date.parse('2026-11-28T12:00:00.000Z');
    const row = { nextReminderAt: '2026-11-29T08:00:00.000Z' } as StalledOffer;
    expect(nextReminderOf(row, undefined, now)).toBe('2026-11-29T08:00:00.000Z');
    expect(nextReminderOf(row, '2026-11-29T12:00:00.000Z', now)).toBe('2026-11-29T12:00:00.000Z');
    expect(nextReminderOf({ nextReminderAt: '2026-11-28T11:00:00.000Z' } as StalledOffer, undefined, now)).toBeNull();
    expect(nextReminderOf({ nextReminderAt: null } as StalledOffer, undefined, now)).toBeNull();
  });
});
