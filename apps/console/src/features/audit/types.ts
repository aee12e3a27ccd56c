// The shared contract's type: inferring it through the router's output is too deep for tsc once
// an entry carries its revision's changes (JSON values).
export type { AuditLogEntry } from '@wl/shared/console';
