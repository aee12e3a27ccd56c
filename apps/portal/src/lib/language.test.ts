import { describe, expect, it } from 'vitest';
import {
  initialLanguage,
  LANGUAGE_CHOSEN_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  rememberChosenLanguage,
} from './language.ts';

describe('initialLanguage', () => {
  it('starts in the host language and stores it', () => {
    expect(initialLanguage('en', localStorage)).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('lets a chosen language win, but not an invalid one', () => {
    rememberChosenLanguage('en', localStorage);
    expect(initialLanguage('pl', localStorage)).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(initialLanguage('pl', localStorage)).toBe('pl');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(initialLanguage('en', broken)).toBe('en');
    expect(() => rememberChosenLanguage('pl', broken)).not.toThrow();
    expect(localStorage.getItem(LANGUAGE_CHOSEN_STORAGE_KEY)).toBeNull();
  });
});
