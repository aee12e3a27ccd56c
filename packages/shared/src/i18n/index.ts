import type { Language } from '../config/fields.ts';
import type { BrandingDefaults } from '../config/resolve-branding.ts';
import enBranding from './locales/en/branding.json' with { type: 'json' };
import enCommon from './locales/en/common.json' with { type: 'json' };
import enConsole from './locales/en/console.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import plBranding from './locales/pl/branding.json' with { type: 'json' };
import plCommon from './locales/pl/common.json' with { type: 'json' };
import plConsole from './locales/pl/console.json' with { type: 'json' };
import plErrors from './locales/pl/errors.json' with { type: 'json' };

/**
 * i18next resources, split by audience (namespaces). Polish is the default language and English
 * the fallback (spec §9); a test keeps both in lock-step.
 */
export const resources = {
  pl: { common: plCommon, branding: plBranding, errors: plErrors, console: plConsole },
  en: { common: enCommon, branding: enBranding, errors: enErrors, console: enConsole },
} as const;

export const namespaces = ['common', 'branding', 'errors', 'console'] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'common';
export const fallbackLanguage: Language = 'en';

/** The translated defaults of the host texts, for servers that render without i18next. */
export function brandingDefaults(language: Language): BrandingDefaults {
  return resources[language].branding;
}
