import { describe, expect, it } from 'vitest';
import { brandingTextKeys } from '../config/resolve-branding.ts';
import { namespaces, resources } from './index.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it.each(namespaces)('PL and EN have the same keys in %s', (namespace) => {
    expect(keys(resources.en[namespace]).sort()).toEqual(keys(resources.pl[namespace]).sort());
  });

  it('every text is non-empty in both languages', () => {
    for (const language of ['pl', 'en'] as const) {
      for (const namespace of namespaces) {
        for (const key of keys(resources[language][namespace])) {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[language][namespace]);
          expect(typeof value === 'string' && value.trim() !== '', `${language}:${namespace}.${key}`).toBe(true);
        }
      }
    }
  });

  it('has a default for every host text', () => {
    expect(Object.keys(resources.pl.branding).sort()).toEqual([...brandingTextKeys].sort());
  });
});
