import { displayHostName } from '@wl/shared/hosts';
import { type ConsoleLanguage, intlLocales } from './i18n.tsx';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A date and time in the UI language and the operator's own time zone. */
export function formatDateTime(iso: string, language: ConsoleLanguage): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(language, formatter);
  }
  return formatter.format(new Date(iso));
}

/** A file's size for people: `12,3 KB` / `1.2 MB` (1 KB = 1024 bytes, one decimal). */
export function formatFileSize(bytes: number, language: ConsoleLanguage): string {
  const units = ['B', 'KB', 'MB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  const number = new Intl.NumberFormat(intlLocales[language], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
  return `${number} ${units[unit]}`;
}

/**
 * A host name as operators read it (issue 17, item 11): Unicode, with the stored ASCII form in
 * brackets when they differ (`żółw.pl (xn--w-uga1v8h.pl)`).
 */
export function hostLabel(hostname: string): string {
  const unicode = displayHostName(hostname);
  return unicode === hostname ? hostname : `${unicode} (${hostname})`;
}
