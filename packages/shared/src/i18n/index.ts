import './zod-messages.ts';
import { resources } from './resources.ts';
import { registerResources } from './translate.ts';

// Everything, for servers and the console: translate() then knows every namespace.
registerResources(resources);

export { brandingDefaults } from './core.ts';
export { issueKey, issueMessage, propertyPath, toViolations } from './issue-message.ts';
export type { Namespace } from './resources.ts';
export { defaultNamespace, fallbackLanguage, namespaces, resources } from './resources.ts';
export type { Message, MessageParams } from './translate.ts';
export { interpolate, isMessageKey, registerResources, translate } from './translate.ts';
