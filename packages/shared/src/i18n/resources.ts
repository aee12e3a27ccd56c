import enAdmin from './locales/en/admin.json' with { type: 'json' };
import enApp from './locales/en/app.json' with { type: 'json' };
import enAuth from './locales/en/auth.json' with { type: 'json' };
import enBranding from './locales/en/branding.json' with { type: 'json' };
import enCommon from './locales/en/common.json' with { type: 'json' };
import enConsole from './locales/en/console.json' with { type: 'json' };
import enEnums from './locales/en/enums.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enInsight from './locales/en/insight.json' with { type: 'json' };
import enInvestments from './locales/en/investments.json' with { type: 'json' };
import enInvestor from './locales/en/investor.json' with { type: 'json' };
import enKyc from './locales/en/kyc.json' with { type: 'json' };
import enMail from './locales/en/mail.json' with { type: 'json' };
import enOnboarding from './locales/en/onboarding.json' with { type: 'json' };
import enSigning from './locales/en/signing.json' with { type: 'json' };
import enValidation from './locales/en/validation.json' with { type: 'json' };
import plAdmin from './locales/pl/admin.json' with { type: 'json' };
import plApp from './locales/pl/app.json' with { type: 'json' };
import plAuth from './locales/pl/auth.json' with { type: 'json' };
import plBranding from './locales/pl/branding.json' with { type: 'json' };
import plCommon from './locales/pl/common.json' with { type: 'json' };
import plConsole from './locales/pl/console.json' with { type: 'json' };
import plEnums from './locales/pl/enums.json' with { type: 'json' };
import plErrors from './locales/pl/errors.json' with { type: 'json' };
import plInsight from './locales/pl/insight.json' with { type: 'json' };
import plInvestments from './locales/pl/investments.json' with { type: 'json' };
import plInvestor from './locales/pl/investor.json' with { type: 'json' };
import plKyc from './locales/pl/kyc.json' with { type: 'json' };
import plMail from './locales/pl/mail.json' with { type: 'json' };
import plOnboarding from './locales/pl/onboarding.json' with { type: 'json' };
import plSigning from './locales/pl/signing.json' with { type: 'json' };
import plValidation from './locales/pl/validation.json' with { type: 'json' };

/**
 * i18next resources, split by audience (namespaces). Polish is the default language and English
 * the fallback (spec §9); a test keeps both in lock-step.
 */
export const resources = {
  pl: {
    common: plCommon,
    branding: plBranding,
    errors: plErrors,
    validation: plValidation,
    enums: plEnums,
    mail: plMail,
    console: plConsole,
    signing: plSigning,
    app: plApp,
    auth: plAuth,
    investments: plInvestments,
    admin: plAdmin,
    kyc: plKyc,
    onboarding: plOnboarding,
    investor: plInvestor,
    insight: plInsight,
  },
  en: {
    common: enCommon,
    branding: enBranding,
    errors: enErrors,
    validation: enValidation,
    enums: enEnums,
    mail: enMail,
    console: enConsole,
    signing: enSigning,
    app: enApp,
    auth: enAuth,
    investments: enInvestments,
    admin: enAdmin,
    kyc: enKyc,
    onboarding: enOnboarding,
    investor: enInvestor,
    insight: enInsight,
  },
} as const;

export const namespaces = [
  'common',
  'branding',
  'errors',
  'validation',
  'enums',
  'mail',
  'console',
  'signing',
  'app',
  'auth',
  'investments',
  'admin',
  'investor',
  'insight',
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'common';
export { fallbackLanguage } from './core-resources.ts';
