import type { resources } from '@wl/shared/i18n';

// Typed keys: `t('home.headline')` fails to compile when the key is missing from the PL source.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['pl'];
  }
}
