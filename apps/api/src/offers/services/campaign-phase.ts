import { type CampaignPhase, type Language, todayIso, translate } from '@wl/shared';
import { errorCodes } from '@wl/shared/errors';
import { conflict } from '../../core/api-error.ts';

/** A campaign row as far as its phase goes (`@db.Date` columns come as UTC midnights). */
export interface CampaignDates {
  startDate: Date;
  endDate: Date;
  active: boolean;
}

export const isoDateOf = (date: Date): string => date.toISOString().slice(0, 10);

/** DESIGN §4: the dates decide: before the start day not started, after the end day completed. */
export function campaignPhaseOf(campaign: CampaignDates, today = todayIso()): CampaignPhase {
  if (today < isoDateOf(campaign.startDate)) return 'not_started';
  if (today > isoDateOf(campaign.endDate)) return 'completed';
  return 'active';
}

/**
 * An investor acts on an offer (interest, accept) only while its campaign is open: switched off
 * by the broker → `campaign.not_active`, before its start → `campaign.not_started`, after its end
 * → `campaign.completed`. All 409: the request is well-formed, the campaign's state refuses it.
 */
export function assertCampaignOpen(campaign: CampaignDates, language: Language): void {
  if (!campaign.active) throw conflict(translate(language, 'errors:campaignNotActive'), errorCodes.campaignNotActive);
  const phase = campaignPhaseOf(campaign);
  if (phase === 'not_started') {
    throw conflict(translate(language, 'errors:campaignNotStarted'), errorCodes.campaignNotStarted);
  }
  if (phase === 'completed') {
    throw conflict(translate(language, 'errors:campaignCompleted'), errorCodes.campaignCompleted);
  }
}
