/**
 * `@wl/shared/i18n/core`: translation without the audience namespaces, for browser bundles that
 * load those lazily (the portal). Same functions as `@wl/shared/i18n`, whose full set a server
 * registers.
 */
import type { Language } from '../config/fields.ts';
import type { BrandingDefaults } from '../config/resolve-branding.ts';
import { coreResources } from './core-resources.ts';

export { coreResources, fallbackLanguage } from './core-resources.ts';
export { issueKey, issueMessage, propertyPath, toViolations } from './issue-message.ts';
export type { Message, MessageParams } from './translate.ts';
export { interpolate, isMessageKey, registerResources, translate } from './translate.ts';

/** The translated defaults of the host texts, for servers that render without i18next. */
export function brandingDefaults(language: Language): BrandingDefaults {
  return coreResources[language].branding;
}
