/**
 * Formatters of spec §9: numbers and money (`1 234 567,50`, `1 234,50 PLN`, with no-break
 * spaces), dates (`22.11.2026`, `22.11.2026, 14:05`), bank accounts (`61 1090 1014 …`,
 * `PL61 1090 …`), phones (`+48 600 123 456`) and text helpers, plus the display and list
 * constants. Pure functions with the same output in the browser and in Node; invalid input gives
 * `''`, never an exception.
 */
export { formatBankAccount } from './bank-account.ts';
export {
  DEFAULT_OFFSET,
  DEFAULT_PAGE_SIZE,
  FETCH_ALL_LIMIT,
  FORM_DEBOUNCE_MS,
  NOTIFICATION_DURATION_MS,
  NOTIFICATION_WIDTH,
  TOOLTIP_DEFAULTS,
  TOTAL_COUNT_STEP,
  totalCountCap,
} from './constants.ts';
export { DEFAULT_TIME_ZONE, formatDate, formatDateTime } from './date.ts';
export type { FormatNumberOptions, NumericInput } from './number.ts';
export { formatMoney, formatNumber, NUMBER_SPACE } from './number.ts';
export { formatPhone } from './phone.ts';
export { capitalize, snakeToTitle, truncate } from './text.ts';
