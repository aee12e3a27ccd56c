import { resources } from '@wl/shared/i18n';
import { describe, expect, it } from 'vitest';
import { storedLanguage, translate } from './i18n.tsx';

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

describe('console translations', () => {
  it('has the same keys in Polish and English, and no empty text', () => {
    expect(keys(resources.en.console).sort()).toEqual(keys(resources.pl.console).sort());
    for (const language of ['pl', 'en'] as const) {
      for (const key of keys(resources[language].console)) {
        expect(translate(language, key as never).trim(), `${language}:${key}`).not.toBe('');
      }
    }
  });

  it('uses the same {{placeholders}} in Polish and English (the edge sends one set of values)', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const key of keys(resources.en.console)) {
      expect(placeholders(translate('pl', key as never)), key).toEqual(placeholders(translate('en', key as never)));
    }
    // The refusals of the console's procedures are among them (issue #8).
    expect(keys(resources.pl.console)).toContain('refusals.branding.draftChanged');
  });

  it('fills {{placeholders}} and leaves unknown ones visible', () => {
    expect(translate('pl', 'hosts.publishedBy', { name: 'ola' })).toBe('przez ola');
    expect(translate('en', 'hosts.publishedBy')).toBe('by {{name}}');
  });

  it('starts in Polish and remembers a valid stored choice only', () => {
    expect(storedLanguage()).toBe('pl');
    localStorage.setItem('wl.console.language', 'en');
    expect(storedLanguage()).toBe('en');
    localStorage.setItem('wl.console.language', 'de');
    expect(storedLanguage()).toBe('pl');
  });
});
