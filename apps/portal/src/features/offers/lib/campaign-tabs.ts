import type { AdvisorCampaignSummary, InvestmentRow } from '@wl/shared/schemas';

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

/**
 * "My offers" and "network offers" of a campaign (coordinators and admins): a row is mine when
 * its owner is me. The rows carry the owner's name only (spec §3), so the name decides.
 */
export type OffersTab = 'mine' | 'network';

export function fullName(user: { firstName: string; surname: string }): string {
  return `${user.firstName} ${user.surname}`.trim();
}

export function offersOfTab(rows: readonly InvestmentRow[], tab: OffersTab, myName: string): InvestmentRow[] {
  if (tab === 'network') return [...rows];
  return rows.filter((row) => row.ownerName === undefined || row.ownerName === myName);
}
