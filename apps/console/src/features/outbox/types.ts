import type { ConsoleOutputs } from '../../lib/trpc.ts';

export type OutboxItem = ConsoleOutputs['outbox']['list']['items'][number];
export type OutboxMail = ConsoleOutputs['outbox']['get'];
