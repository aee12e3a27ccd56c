import type { AdvisorStatus } from '@wl/shared/schemas';

/** Badge colours of the advisor states (DESIGN §4). */
export const advisorStatusColor: Record<AdvisorStatus, string> = {
  initial: 'blue',
  active: 'green',
  deleted: 'gray',
};
