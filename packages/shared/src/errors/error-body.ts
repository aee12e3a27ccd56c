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

/** Codes the edge itself answers with; the platform API adds the rest of the catalogue. */
export const edgeErrorCodes = {
  notFound: 'error.not_found',
  badGateway: 'error.bad_gateway',
  forbidden: 'error.forbidden',
  unexpected: 'error.unexpected',
  validation: 'error.validation',
  serviceUnavailable: 'error.service_unavailable',
  /** 400: the Host header (or a trusted X-Forwarded-Host) is not a host name with an optional port. */
  invalidHost: 'error.invalid_host',
  /** 503: the host is not live (pending since onboarding, or suspended; decision 038). */
  hostUnavailable: 'error.host_unavailable',
} as const;

export function errorBody(
  label: string,
  code: string | null = null,
  parameters: ErrorBody['parameters'] = {},
  violations: Violation[] = [],
): ErrorBody {
  return { label, code, parameters, violations };
}
