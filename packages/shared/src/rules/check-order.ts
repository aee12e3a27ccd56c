import { z } from 'zod';

/**
 * When a check runs. zod skips an object's refinements as soon as any of its fields fails, so a
 * rule that spans fields ("PESEL required for Polish citizens", "birth date matches PESEL")
 * would only speak once every other field of a form is mended. These helpers let such rules run
 * with zod 4's `when` as soon as the fields they read are valid, whatever the others hold
 * (decision 059).
 */

type When = { when: (payload: z.core.ParsePayload) => boolean };

/**
 * The `when` of a field's check that needs the field's earlier checks to have passed (a format
 * after "required"). Use it instead of `abort: true` on the earlier ones: an explicit abort also
 * stops every `when` refinement of the objects holding the field, so one invalid phone number
 * would again hide the form's conditional rules.
 */
export const ifValidSoFar: When = { when: (payload) => payload.issues.length === 0 };

/**
 * The `when` of an object refinement that reads only `fields` (their schemas, e.g. picked from
 * the object's shape): it runs once those parse, while other fields may still be wrong, so its
 * message shows together with theirs. A row list can be narrowed to what is read of each row,
 * `{ originOfFunds: z.array(z.object({ type: originOfFundsTypeSchema })) }`.
 */
export function whenValid(fields: z.ZodRawShape): When {
  const schema = z.object(fields);
  return { when: (payload) => schema.safeParse(payload.value).success };
}
