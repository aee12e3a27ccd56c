import '../../../../tests/unit/dom-setup.ts';
import enAdmin from '@wl/shared/i18n/locales/en/admin.json' with { type: 'json' };
import enInvestments from '@wl/shared/i18n/locales/en/investments.json' with { type: 'json' };
import enSigning from '@wl/shared/i18n/locales/en/signing.json' with { type: 'json' };
import plAdmin from '@wl/shared/i18n/locales/pl/admin.json' with { type: 'json' };
import plInvestments from '@wl/shared/i18n/locales/pl/investments.json' with { type: 'json' };
import plSigning from '@wl/shared/i18n/locales/pl/signing.json' with { type: 'json' };
import { bundleNamespaces } from '@/lib/i18n.ts';

// Screens' namespaces load with their chunks in the browser; tests render screens at once.
bundleNamespaces({
  pl: { admin: plAdmin, investments: plInvestments, signing: plSigning },
  en: { admin: enAdmin, investments: enInvestments, signing: enSigning },
});
