import type { OnboardingRequestStatus } from '@wl/shared/schemas';

/** Badge colours of the onboarding request states (DESIGN §4). */
export const requestStatusColor: Record<OnboardingRequestStatus, string> = {
  processing: 'gray',
  sent: 'blue',
  viewed: 'yellow',
  finished: 'green',
};
