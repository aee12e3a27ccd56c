import type { Language } from '../config/fields.ts';
import enBranding from './locales/en/branding.json' with { type: 'json' };
import enCommon from './locales/en/common.json' with { type: 'json' };
import enEnums from './locales/en/enums.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enValidation from './locales/en/validation.json' with { type: 'json' };
import plBranding from './locales/pl/branding.json' with { type: 'json' };
import plCommon from './locales/pl/common.json' with { type: 'json' };
import plEnums from './locales/pl/enums.json' with { type: 'json' };
import plErrors from './locales/pl/errors.json' with { type: 'json' };
import plValidation from './locales/pl/validation.json' with { type: 'json' };

/**
 * The namespaces the shared code itself speaks (error catalogue, validation messages, enum
 * labels, host-text defaults). A browser bundle needs only these up front; the audience
 * namespaces (portal screens, console, mails, PDFs) are registered by whoever uses them.
 */
export const coreResources = {
  pl: { common: plCommon, branding: plBranding, errors: plErrors, validation: plValidation, enums: plEnums },
  en: { common: enCommon, branding: enBranding, errors: enErrors, validation: enValidation, enums: enEnums },
} as const;

export const fallbackLanguage: Language = 'en';
