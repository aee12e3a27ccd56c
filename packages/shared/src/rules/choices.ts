import { z } from 'zod';
import { ruleMessage } from './messages.ts';

/** Ids of dictionary entries arrive as numbers from the API and as strings from some form inputs. */
const idSchema = z.union([z.number().int(), z.string().trim().min(1)]);

/**
 * at least one industry: a non-empty list of industry ids. A missing list reads as an empty one,
 * so the user sees "choose at least one industry" rather than a generic "required".
 */
export const industriesSchema = z
  .array(idSchema)
  .nullish()
  .transform((ids) => ids ?? [])
  .refine((ids) => ids.length > 0, ruleMessage('validation:industries'));

/** advisor needs at least one network: a non-empty list of network ids (spec §3, advisor form). */
export const advisorNetworksSchema = z
  .array(idSchema)
  .nullish()
  .transform((ids) => ids ?? [])
  .refine((ids) => ids.length > 0, ruleMessage('validation:networks'));
