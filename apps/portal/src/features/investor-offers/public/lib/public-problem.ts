import { errorCodes } from '@wl/shared/errors';
import { ApiRequestError } from '@/lib/api/api-error.ts';

/**
 * Why a public offer link shows a full-page message instead of the offer (spec §8):
 * - `token`: the link's token is unknown, mistyped or no longer active ('Token is invalid.');
 * - `campaign`: the campaign refused an action (switched off, not started, completed);
 * - `failed`: anything else (network, server): the visitor may try again.
 */
export type PublicProblem =
  | { kind: 'token' }
  | { kind: 'campaign'; code: (typeof campaignCodes)[number] }
  | { kind: 'failed'; error: unknown };

const campaignCodes = [
  errorCodes.campaignNotActive,
  errorCodes.campaignNotStarted,
  errorCodes.campaignCompleted,
] as const;

export function publicProblemOf(error: unknown): PublicProblem {
  if (error instanceof ApiRequestError) {
    const body = error.errorBody;
    if (body?.code === errorCodes.tokenNotActive || body?.label === 'Token is invalid.') return { kind: 'token' };
    const campaign = campaignCodes.find((code) => code === body?.code);
    if (campaign) return { kind: 'campaign', code: campaign };
  }
  return { kind: 'failed', error };
}

/** A refusal the public page shows as a full page instead of next to the button (the campaign is closed). */
export function isPageProblem(error: unknown): boolean {
  return publicProblemOf(error).kind !== 'failed';
}
