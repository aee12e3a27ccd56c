import { z } from 'zod';

/** Spec §3/§8: every failed server response carries this body. */
export const violationSchema = z.object({
  propertyPath: z.string(),
  title: z.string(),
  message: z.string(),
});
export type Violation = z.infer<typeof violationSchema>;

export const errorBodySchema = z.object({
  label: z.string(),
  code: z.string().nullable(),
  parameters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  violations: z.array(violationSchema),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export { edgeErrorCodes } from './error-codes.ts';

export function errorBody(
  label: string,
  code: string | null = null,
  parameters: ErrorBody['parameters'] = {},
  violations: Violation[] = [],
): ErrorBody {
  return { label, code, parameters, violations };
}
