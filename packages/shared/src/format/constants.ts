/**
 * Display and list constants of spec §9, in one place so the portal, the API and the tests agree.
 */

/** §9: default page size of every list; the offset starts at 0. */
export const DEFAULT_PAGE_SIZE = 20;
/** §9: default list offset. */
export const DEFAULT_OFFSET = 0;
/** §7/§9: "fetch-all" calls ask for this limit (`?limit=99999&offset=0`). */
export const FETCH_ALL_LIMIT = 99_999;
/**
 * The offers and onboarding-requests lists count their rows up to the next multiple of this past
 * the page asked for; beyond it the total is "more than" (decision 079, `x-total-count-capped`).
 */
export const TOTAL_COUNT_STEP = 1000;

/**
 * How far such a list counts for a page: the first multiple of {@link TOTAL_COUNT_STEP} past the
 * page's last row. The page shown is always within the count and, when the list goes on, so is a
 * row after it: a pager offers the next page, and reaching the last counted page counts the next
 * thousand (rows 1-20: up to 1 000; rows 981-1 000: up to 2 000).
 */
export function totalCountCap(page: { offset: number; limit: number }): number {
  return Math.floor((page.offset + page.limit) / TOTAL_COUNT_STEP + 1) * TOTAL_COUNT_STEP;
}

/** §9: form inputs are debounced by 20 ms before validation runs. */
export const FORM_DEBOUNCE_MS = 20;
/** §9: a notification toast stays 3000 ms by default. */
export const NOTIFICATION_DURATION_MS = 3000;
/** §9: a notification toast is 300 px wide. */
export const NOTIFICATION_WIDTH = 300;

/**
 * §9 tooltip defaults: placement auto, no hide on click, interactive debounce 5, max width 350,
 * z-index 9999, delay 0, duration 300 (show) / 250 (hide). Names follow the tippy.js options the
 * values come from, so they can be spread into a tooltip component's props.
 */
export const TOOLTIP_DEFAULTS = {
  placement: 'auto',
  hideOnClick: false,
  interactiveDebounce: 5,
  maxWidth: 350,
  zIndex: 9999,
  delay: 0,
  duration: [300, 250],
} as const;
