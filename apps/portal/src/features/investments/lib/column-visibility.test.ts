import { describe, expect, it } from 'vitest';
import { columnVisibilityKey, loadColumnVisibility, saveColumnVisibility } from './column-visibility.ts';

describe('remembered table columns', () => {
  it('hides the currency by default', () => {
    expect(loadColumnVisibility(localStorage, columnVisibilityKey('u1', 'own'))).toEqual({ currency: false });
  });

  it('keeps the choice per user and view', () => {
    const key = columnVisibilityKey('u1', 'own');
    saveColumnVisibility(localStorage, key, { currency: true, investorEmail: false });
    expect(loadColumnVisibility(localStorage, key)).toEqual({ currency: true, investorEmail: false });
    expect(loadColumnVisibility(localStorage, columnVisibilityKey('u1', 'network'))).toEqual({ currency: false });
    expect(loadColumnVisibility(localStorage, columnVisibilityKey('u2', 'own'))).toEqual({ currency: false });
  });

  it('falls back to the defaults when the stored value is damaged', () => {
    const key = columnVisibilityKey('u1', 'own');
    localStorage.setItem(key, '{not json');
    expect(loadColumnVisibility(localStorage, key)).toEqual({ currency: false });
    localStorage.setItem(key, JSON.stringify({ currency: 'yes', status: false }));
    expect(loadColumnVisibility(localStorage, key)).toEqual({ currency: false, status: false });
  });
});
