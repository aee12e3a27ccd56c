import {
  type FollowUpQuery,
  followUpPageSizes,
  type StalledOffer,
  type StalledStage,
  stalledStages,
} from '@wl/shared/schemas';

/**
 * The follow-up list's choices (issue 20, item 4) kept in the page's address, so going back from
 * an investment finds the same tab, campaign and page; and the API query of one page. Pure, so the
 * mappings are tested without a screen.
 */
export interface FollowUpState {
  /** Null: every stall. */
  stage: StalledStage | null;
  campaignId: string | null;
  page: number;
  pageSize: number;
}

const DEFAULT_PAGE_SIZE = 20;

/** The tabs in the order an offer goes through them; null is "all". */
export const followUpTabs: readonly (StalledStage | null)[] = [null, ...stalledStages];

const isStage = (value: string | null): value is StalledStage =>
  value !== null && (stalledStages as readonly string[]).includes(value);

/** The state from the address; anything unknown falls back to the first page of every stall. */
export function readFollowUpState(params: URLSearchParams): FollowUpState {
  const stage = params.get('stage');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    stage: isStage(stage) ? stage : null,
    campaignId: params.get('campaign') || null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (followUpPageSizes as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The state as address parameters: defaults left out, other parameters of the page kept. */
export function writeFollowUpState(state: FollowUpState, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['stage', 'campaign', 'page', 'size']) next.delete(key);
  if (state.stage) next.set('stage', state.stage);
  if (state.campaignId) next.set('campaign', state.campaignId);
  if (state.page !== 1) next.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) next.set('size', String(state.pageSize));
  return next;
}

/** GET /api/advisor/follow-up's query of the page shown. */
export function followUpQuery(state: FollowUpState): FollowUpQuery {
  return {
    ...(state.stage ? { stage: state.stage } : {}),
    ...(state.campaignId ? { campaignId: state.campaignId } : {}),
    limit: state.pageSize,
    offset: (state.page - 1) * state.pageSize,
  };
}

/**
 * When the next reminder may go out, or null when it may go now: the later of what the list said
 * and what a reminder sent from this page answered, unless that moment has passed.
 */
export function nextReminderOf(row: StalledOffer, sent: string | undefined, now: number): string | null {
  const candidates = [row.nextReminderAt, sent ?? null].filter((value): value is string => value !== null);
  const latest = candidates.sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null;
  return latest !== null && Date.parse(latest) > now ? latest : null;
}
