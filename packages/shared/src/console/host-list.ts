import { z } from 'zod';
import { languageSchema } from '../config/fields.ts';
import { themeNameSchema } from '../theme/theme-schemas.ts';
import { firstAdminSchema, hostStatusSchema } from './host-status.ts';

/**
 * One row of the console's host list. Dates cross the wire as ISO strings (tRPC sends plain
 * JSON here, no transformer), so the client formats them for its own language and time zone.
 */
export const hostListItemSchema = z.object({
  id: z.uuid(),
  /** Null only for the default row, which answers for `localhost` and every unknown host. */
  hostname: z.string().nullable(),
  isDefault: z.boolean(),
  tenant: z.object({ id: z.uuid(), name: z.string() }),
  theme: themeNameSchema.nullable(),
  language: languageSchema,
  investorPanelBlocked: z.boolean(),
  legalPersonsEnabled: z.boolean(),
  version: z.number().int().positive(),
  updatedAt: z.iso.datetime(),
  /** From the latest revision; null when a row has never been published through a revision. */
  lastPublishedAt: z.iso.datetime().nullable(),
  lastPublishedBy: z.string().nullable(),
  /** Pending (onboarded, not yet live), live or suspended (decision 038). */
  status: hostStatusSchema,
  /** The admin invited with the host at onboarding (null for hosts without one). */
  firstAdmin: firstAdminSchema.nullable(),
});
export type HostListItem = z.infer<typeof hostListItemSchema>;

/** The default row first, then the hosts by name. */
export const hostListSchema = z.array(hostListItemSchema);
export type HostList = z.infer<typeof hostListSchema>;
