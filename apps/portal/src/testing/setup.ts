import '@wl/tests/dom-setup';
import enAdmin from '@wl/shared/i18n/locales/en/admin.json' with { type: 'json' };
import enInsight from '@wl/shared/i18n/locales/en/insight.json' with { type: 'json' };
import enInvestments from '@wl/shared/i18n/locales/en/investments.json' with { type: 'json' };
import enInvestor from '@wl/shared/i18n/locales/en/investor.json' with { type: 'json' };
import enKyc from '@wl/shared/i18n/locales/en/kyc.json' with { type: 'json' };
import enOnboarding from '@wl/shared/i18n/locales/en/onboarding.json' with { type: 'json' };
import enSigning from '@wl/shared/i18n/locales/en/signing.json' with { type: 'json' };
import plAdmin from '@wl/shared/i18n/locales/pl/admin.json' with { type: 'json' };
import plInsight from '@wl/shared/i18n/locales/pl/insight.json' with { type: 'json' };
import plInvestments from '@wl/shared/i18n/locales/pl/investments.json' with { type: 'json' };
import plInvestor from '@wl/shared/i18n/locales/pl/investor.json' with { type: 'json' };
import plKyc from '@wl/shared/i18n/locales/pl/kyc.json' with { type: 'json' };
import plOnboarding from '@wl/shared/i18n/locales/pl/onboarding.json' with { type: 'json' };
import plSigning from '@wl/shared/i18n/locales/pl/signing.json' with { type: 'json' };
import { bundleNamespaces } from '@/lib/i18n.ts';

// Screens' namespaces load with their chunks in the browser; tests render screens at once.
bundleNamespaces({
  pl: {
    admin: plAdmin,
    investments: plInvestments,
    signing: plSigning,
    investor: plInvestor,
    onboarding: plOnboarding,
    kyc: plKyc,
    insight: plInsight,
  },
  en: {
    admin: enAdmin,
    investments: enInvestments,
    signing: enSigning,
    investor: enInvestor,
    onboarding: enOnboarding,
    kyc: enKyc,
    insight: enInsight,
  },
});
