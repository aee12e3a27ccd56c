import { type Language, languages } from '@wl/shared/config';
import { defaultNamespace, fallbackLanguage, resources } from '@wl/shared/i18n';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The namespaces the portal reads; the console's stay out of its i18n instance. */
export const portalNamespaces = [
  'common',
  'branding',
  'errors',
  'validation',
  'enums',
  'app',
  'auth',
  'investments',
  'admin',
] as const;

/**
 * A fresh i18next instance per app (tests create several). Resources are bundled, so init is
 * synchronous and the first render already has its texts.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languages],
    ns: [...portalNamespaces],
    defaultNS: defaultNamespace,
    initAsync: false,
    // React escapes what it renders; escaping here would double-escape host texts.
    interpolation: { escapeValue: false },
  });
  return instance;
}
