import { type Language, languages } from '@wl/shared/config';
import { coreResources, fallbackLanguage, registerResources } from '@wl/shared/i18n/core';
import enApp from '@wl/shared/i18n/locales/en/app.json' with { type: 'json' };
import enAuth from '@wl/shared/i18n/locales/en/auth.json' with { type: 'json' };
import plApp from '@wl/shared/i18n/locales/pl/app.json' with { type: 'json' };
import plAuth from '@wl/shared/i18n/locales/pl/auth.json' with { type: 'json' };
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The namespaces of the sign-in pages and the app shell are bundled (the first screen has its
 * texts at once); the screens' own namespaces load with their screens (DESIGN §7: the sign-in
 * route's JavaScript stays small).
 */
const bundled: Record<Language, Record<string, object>> = {
  pl: { ...coreResources.pl, auth: plAuth, app: plApp },
  en: { ...coreResources.en, auth: enAuth, app: enApp },
};

/**
 * Bundles namespaces that would otherwise load lazily, for every instance made afterwards (tests
 * render screens synchronously, without waiting for a chunk).
 */
export function bundleNamespaces(bundles: Record<Language, Record<string, object>>): void {
  for (const language of Object.keys(bundles) as Language[]) Object.assign(bundled[language], bundles[language]);
  registerResources(bundles);
}

type Loader = () => Promise<{ default: Record<string, unknown> }>;
const lazyNamespaces: Record<string, Record<Language, Loader>> = {
  investments: {
    pl: () => import('@wl/shared/i18n/locales/pl/investments.json'),
    en: () => import('@wl/shared/i18n/locales/en/investments.json'),
  },
  admin: {
    pl: () => import('@wl/shared/i18n/locales/pl/admin.json'),
    en: () => import('@wl/shared/i18n/locales/en/admin.json'),
  },
  signing: {
    pl: () => import('@wl/shared/i18n/locales/pl/signing.json'),
    en: () => import('@wl/shared/i18n/locales/en/signing.json'),
  },
  investor: {
    pl: () => import('@wl/shared/i18n/locales/pl/investor.json'),
    en: () => import('@wl/shared/i18n/locales/en/investor.json'),
  },
  onboarding: {
    pl: () => import('@wl/shared/i18n/locales/pl/onboarding.json'),
    en: () => import('@wl/shared/i18n/locales/en/onboarding.json'),
  },
  kyc: {
    pl: () => import('@wl/shared/i18n/locales/pl/kyc.json'),
    en: () => import('@wl/shared/i18n/locales/en/kyc.json'),
  },
  insight: {
    pl: () => import('@wl/shared/i18n/locales/pl/insight.json'),
    en: () => import('@wl/shared/i18n/locales/en/insight.json'),
  },
};

/** Loads a screen's namespace when it is first used, and teaches the shared `translate` too. */
const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyNamespaces[namespace]?.[language as Language];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => {
        registerResources({ [language]: { [namespace]: module.default } });
        callback(null, module.default);
      },
      (error: Error) => callback(error, null),
    );
  },
};

/** The namespaces the portal reads; the console's and the mails' stay out of its bundle. */
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
  'investor',
  'onboarding',
  'kyc',
  'insight',
] as const;

export const defaultNamespace = 'common';

/**
 * A fresh i18next instance per app (tests create several). The bundled resources make init
 * synchronous, so the first render already has its texts.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      resources: bundled,
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: fallbackLanguage,
      supportedLngs: [...languages],
      ns: Object.keys(bundled.pl ?? {}),
      defaultNS: defaultNamespace,
      initAsync: false,
      // React escapes what it renders; escaping here would double-escape host texts.
      interpolation: { escapeValue: false },
    });
  return instance;
}
