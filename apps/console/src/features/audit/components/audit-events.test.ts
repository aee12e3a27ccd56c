import { describe, expect, it } from 'vitest';
import { translate } from '../../../lib/i18n.tsx';
import { eventLabel } from './audit-table.tsx';

describe('the name of an audit event', () => {
  it('is in words for the console’s own events, in the operator’s language', () => {
    expect(eventLabel('console.published', (key) => translate('pl', key))).toBe('Opublikowano wygląd');
    expect(eventLabel('console.rolled_back', (key) => translate('en', key))).toBe('Branding rolled back');
  });

  it('is in words for the platform’s events too (issue 17, item 11)', () => {
    expect(eventLabel('login.failed', (key) => translate('en', key))).toBe('Sign-in refused');
    expect(eventLabel('offer.owner_changed', (key) => translate('pl', key))).toBe('Zmieniono opiekuna oferty');
  });

  it('keeps the code for events it has no words for', () => {
    expect(eventLabel('console.something_new', (key) => translate('en', key))).toBeNull();
    expect(eventLabel('something.else', (key) => translate('en', key))).toBeNull();
  });
});
