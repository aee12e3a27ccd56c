import { z } from 'zod';

/*
 * A host's lifecycle state (issue 17, decision 038): onboarding creates it `pending` (the edge
 * answers a neutral "not yet available" page, never a brand), an operator takes it `live`, and
 * may suspend it.
 */

export const hostStatuses = ['pending', 'live', 'suspended'] as const;
export const hostStatusSchema = z.enum(hostStatuses);
export type HostStatus = z.infer<typeof hostStatusSchema>;

/** Whether a host in this state serves its brand (pages, landing data and the platform API). */
export function servesBrand(status: HostStatus): boolean {
  return status === 'live';
}

/** The first admin invited with a host, as the console shows them (activation pending or done). */
export const firstAdminSchema = z.object({
  email: z.string(),
  /** `initial`: has not activated the account yet (the mail can be re-sent once the host is live). */
  status: z.enum(['initial', 'active', 'deleted']),
});
export type FirstAdmin = z.infer<typeof firstAdminSchema>;
