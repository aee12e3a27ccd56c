import './zod-messages.ts';
import type { Language } from '../config/fields.ts';
import type { BrandingDefaults } from '../config/resolve-branding.ts';
import { resources } from './resources.ts';

export { issueKey, issueMessage, propertyPath, toViolations } from './issue-message.ts';
export type { Namespace } from './resources.ts';
export { defaultNamespace, fallbackLanguage, namespaces, resources } from './resources.ts';
export type { Message, MessageParams } from './translate.ts';
export { interpolate, isMessageKey, translate } from './translate.ts';

/** The translated defaults of the host texts, for servers that render without i18next. */
export function brandingDefaults(language: Language): BrandingDefaults {
  return resources[language].branding;
}
