import { resources } from '@wl/shared/i18n';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

export const consoleLanguages = ['pl', 'en'] as const;
export type ConsoleLanguage = (typeof consoleLanguages)[number];

type Messages = typeof resources.pl.console;
// English must have every Polish key: a missing one fails the typecheck, not the operator.
const english: Messages = resources.en.console;
const messages: Record<ConsoleLanguage, Messages> = { pl: resources.pl.console, en: english };

/** Every leaf of the console namespace as a dotted path: `hosts.columns.host`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type ConsoleKey = Leaves<Messages>;

export type Translate = (key: ConsoleKey, values?: Record<string, string | number>) => string;

/** Intl locales of the UI languages (dates, numbers). */
export const intlLocales: Record<ConsoleLanguage, string> = { pl: 'pl-PL', en: 'en-GB' };

const STORAGE_KEY = 'wl.console.language';

export function translate(
  language: ConsoleLanguage,
  key: ConsoleKey,
  values?: Record<string, string | number>,
): string {
  let node: unknown = messages[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return key;
  if (!values) return node;
  return node.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}

function isConsoleLanguage(value: unknown): value is ConsoleLanguage {
  return consoleLanguages.includes(value as ConsoleLanguage);
}

/** The stored choice, else Polish (the platform's primary language). */
export function storedLanguage(): ConsoleLanguage {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isConsoleLanguage(value) ? value : 'pl';
  } catch {
    // Storage can be disabled (privacy settings); the console still works, in Polish.
    return 'pl';
  }
}

interface I18n {
  language: ConsoleLanguage;
  setLanguage: (language: ConsoleLanguage) => void;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState(storedLanguage);

  const setLanguage = useCallback((next: ConsoleLanguage) => {
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not persisted; the choice still holds for this visit.
    }
    setLanguageState(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = translate(language, 'title');
  }, [language]);

  const value = useMemo<I18n>(
    () => ({ language, setLanguage, t: (key, values) => translate(language, key, values) }),
    [language, setLanguage],
  );

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n must be used inside <I18nProvider>');
  return i18n;
}
