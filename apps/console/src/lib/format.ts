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
