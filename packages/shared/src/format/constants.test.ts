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
