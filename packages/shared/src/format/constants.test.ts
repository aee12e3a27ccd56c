import { describe, expect, it } from 'vitest';
import * as format from './index.ts';

describe('display constants (spec §9)', () => {
  it('has the values of the spec', () => {
    expect(format.DEFAULT_PAGE_SIZE).toBe(20);
    expect(format.DEFAULT_OFFSET).toBe(0);
    expect(format.FETCH_ALL_LIMIT).toBe(99999);
    expect(format.FORM_DEBOUNCE_MS).toBe(20);
    expect(format.NOTIFICATION_DURATION_MS).toBe(3000);
    expect(format.NOTIFICATION_WIDTH).toBe(300);
    expect(format.TOOLTIP_DEFAULTS).toEqual({
      placement: 'auto',
      hideOnClick: false,
      interactiveDebounce: 5,
      maxWidth: 350,
      zIndex: 9999,
      delay: 0,
      duration: [300, 250],
    });
  });
});

describe('totalCountCap (decision 079)', () => {
  it('counts to the next thousand past the page, so a row after the page is always counted', () => {
    expect(format.totalCountCap({ offset: 0, limit: 20 })).toBe(1000);
    expect(format.totalCountCap({ offset: 960, limit: 20 })).toBe(1000);
    // Rows 981-1 000 end the first thousand: whether a 1 001st exists needs the next one.
    expect(format.totalCountCap({ offset: 980, limit: 20 })).toBe(2000);
    expect(format.totalCountCap({ offset: 0, limit: 1000 })).toBe(2000);
    expect(format.totalCountCap({ offset: 0, limit: 99_999 })).toBe(100_000);
  });
});
