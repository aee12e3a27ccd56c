import type { ConsoleOutputs } from '../../lib/trpc.ts';

export type HostListItem = ConsoleOutputs['hosts']['list'][number];
