export type { HostList, HostListItem } from './host-list.ts';
export { hostListItemSchema, hostListSchema } from './host-list.ts';
