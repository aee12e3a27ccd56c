import type { Language } from '../config/fields.ts';
import { coreResources, fallbackLanguage } from './core-resources.ts';

export type MessageParams = Record<string, string | number>;

/** A message before translation: an i18next key (`namespace:path.to.key`) and its values. */
export interface Message {
  key: string;
  params?: MessageParams;
}

type Bundles = Record<string, unknown>;

/** What `translate` knows: the core namespaces, plus those registered (all of them on servers). */
const registry: Record<Language, Bundles> = { pl: { ...coreResources.pl }, en: { ...coreResources.en } };

/** Adds namespaces to what `translate` knows (the full set: `@wl/shared/i18n`; a lazy one: the portal). */
export function registerResources(bundles: Partial<Record<Language, Bundles>>): void {
  for (const language of Object.keys(bundles) as Language[]) Object.assign(registry[language], bundles[language]);
}

function lookup(language: Language, namespace: string, path: string): string | undefined {
  const bundle = registry[language][namespace];
  const value = path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      bundle,
    );
  return typeof value === 'string' ? value : undefined;
}

/** `{{name}}` placeholders, as i18next writes them. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function isMessageKey(value: string): boolean {
  return /^[a-z]+:[A-Za-z0-9_.]+$/.test(value);
}

/**
 * Translates a key the way the portal's i18next does (same resources, same `{{}}` syntax), for
 * code that runs without i18next: the server's error bodies, mails, PDFs. Falls back to English,
 * then to the key itself, never throws.
 */
export function translate(language: Language, key: string, params?: MessageParams): string {
  const separator = key.indexOf(':');
  const namespace = separator === -1 ? 'common' : key.slice(0, separator);
  const path = separator === -1 ? key : key.slice(separator + 1);
  const template =
    pluralLookup(language, namespace, path, params) ?? pluralLookup(fallbackLanguage, namespace, path, params);
  return template === undefined ? key : interpolate(template, params);
}

const pluralRules: Partial<Record<Language, Intl.PluralRules>> = {};

/**
 * i18next's plurals: with a numeric `count`, `key_one`, `key_few`, `key_many` or `key_other` by
 * the language's plural rules (Polish: 1 miesiąc, 2 miesiące, 5 miesięcy, 1,5 miesiąca), then the
 * plain key.
 */
function pluralLookup(language: Language, namespace: string, path: string, params?: MessageParams): string | undefined {
  const count = params?.count;
  if (typeof count === 'number') {
    pluralRules[language] ??= new Intl.PluralRules(language);
    const form = lookup(language, namespace, `${path}_${pluralRules[language].select(count)}`);
    if (form !== undefined) return form;
  }
  return lookup(language, namespace, path);
}
