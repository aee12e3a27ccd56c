import { describe, expect, it } from 'vitest';
import { campaignsOfTab, campaignTab } from './campaign-tabs.ts';

describe('offer tabs', () => {
  it('puts open and not yet started campaigns under active, completed or switched-off ones under archived', () => {
    expect(campaignTab({ active: true, phase: 'active' })).toBe('active');
    expect(campaignTab({ active: true, phase: 'not_started' })).toBe('active');
    expect(campaignTab({ active: true, phase: 'completed' })).toBe('archived');
    expect(campaignTab({ active: false, phase: 'active' })).toBe('archived');
    const campaigns = [
      { id: 'a', active: true, phase: 'active' as const },
      { id: 'b', active: true, phase: 'completed' as const },
    ];
    expect(campaignsOfTab(campaigns, 'archived').map((campaign) => campaign.id)).toEqual(['b']);
  });
});
