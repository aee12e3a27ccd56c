import { describe, expect, it } from 'vitest';
import { translate } from '../../../lib/i18n.tsx';
import { consoleEventLabel } from './audit-table.tsx';

describe('the name of an audit event', () => {
  it('is in words for the console’s own events, in the operator’s language', () => {
    expect(consoleEventLabel('console.published', (key) => translate('pl', key))).toBe('Opublikowano wygląd');
    expect(consoleEventLabel('console.rolled_back', (key) => translate('en', key))).toBe('Branding rolled back');
  });

  it('keeps the code for platform events and console events it has no words for', () => {
    expect(consoleEventLabel('login.failed', (key) => translate('en', key))).toBeNull();
    expect(consoleEventLabel('console.something_new', (key) => translate('en', key))).toBeNull();
  });
});
