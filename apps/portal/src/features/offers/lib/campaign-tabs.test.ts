import type { InvestmentRow } from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';
import { campaignsOfTab, campaignTab, fullName, offersOfTab } from './campaign-tabs.ts';

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

  it("splits a campaign's offers into mine and the network's by owner", () => {
    const rows = [{ ownerName: 'Jan Nowak' }, { ownerName: 'Anna Lis' }] as InvestmentRow[];
    const me = fullName({ firstName: 'Jan', surname: 'Nowak' });
    expect(offersOfTab(rows, 'mine', me)).toEqual([{ ownerName: 'Jan Nowak' }]);
    expect(offersOfTab(rows, 'network', me)).toHaveLength(2);
  });
});
