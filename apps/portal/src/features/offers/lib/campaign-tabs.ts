import type { AdvisorCampaignSummary } from '@wl/shared/schemas';

/**
 * The offers list's tabs (spec §2 "Offers with tabs: active and archived"): a campaign is active
 * while it takes or will take invitations (open or not yet started, and switched on); completed
 * or switched-off campaigns are archived.
 */
export type CampaignTab = 'active' | 'archived';
export const campaignTabs: readonly CampaignTab[] = ['active', 'archived'];

export function campaignTab(campaign: Pick<AdvisorCampaignSummary, 'active' | 'phase'>): CampaignTab {
  return campaign.active && campaign.phase !== 'completed' ? 'active' : 'archived';
}

export function campaignsOfTab<T extends Pick<AdvisorCampaignSummary, 'active' | 'phase'>>(
  campaigns: readonly T[],
  tab: CampaignTab,
): T[] {
  return campaigns.filter((campaign) => campaignTab(campaign) === tab);
}
