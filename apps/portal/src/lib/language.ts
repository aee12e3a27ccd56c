import { isLanguage, type Language } from '@wl/shared/config';

/** Spec §4: the language in use is stored under this key. */
export const LANGUAGE_STORAGE_KEY = 'currentLanguage';
/** Set to 'true' once the visitor used the switch; only then does the stored language win. */
export const LANGUAGE_CHOSEN_STORAGE_KEY = 'currentLanguageChosen';

// Storage can throw (disabled cookies, Safari private mode); the language then just isn't kept.
function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Nothing to do: the choice simply does not survive a reload.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The start-up language (spec §4): the host's landing language, unless the visitor explicitly
 * picked a language on this host before. The result is stored as `currentLanguage`.
 */
export function initialLanguage(hostLanguage: Language, storage: Storage | undefined = safeLocalStorage()): Language {
  const stored = read(storage, LANGUAGE_STORAGE_KEY);
  const chosen = read(storage, LANGUAGE_CHOSEN_STORAGE_KEY) === 'true';
  const language = chosen && isLanguage(stored) ? stored : hostLanguage;
  write(storage, LANGUAGE_STORAGE_KEY, language);
  return language;
}

/** Remembers a language the visitor picked with the switch, so it wins over the host's. */
export function rememberChosenLanguage(language: Language, storage: Storage | undefined = safeLocalStorage()): void {
  write(storage, LANGUAGE_STORAGE_KEY, language);
  write(storage, LANGUAGE_CHOSEN_STORAGE_KEY, 'true');
}

/** Narrows whatever i18next reports to one of our languages. */
export function toLanguage(value: string | undefined, fallback: Language): Language {
  return isLanguage(value) ? value : fallback;
}
