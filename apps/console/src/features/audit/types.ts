import type { ConsoleOutputs } from '../../lib/trpc.ts';

export type AuditLogEntry = ConsoleOutputs['auditLog']['list']['items'][number];
