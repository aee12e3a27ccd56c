import type { ConsoleOutputs } from '../../lib/trpc.ts';

export type BrandingStateView = ConsoleOutputs['branding']['get'];
