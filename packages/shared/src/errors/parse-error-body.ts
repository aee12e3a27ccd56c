import { z } from 'zod';
import type { ErrorBody, Violation } from './error-body.ts';

/*
 * Lenient on purpose: the catalogue must turn whatever a failed call produced into a message,
 * including bodies from an older or external backend with a field missing or mistyped. Each field
 * falls back on its own; only a body with none of the error fields counts as "not an error body".
 */
const lenientViolationSchema = z.object({
  propertyPath: z.string().catch(''),
  title: z.string().catch(''),
  message: z.string().catch(''),
});

const lenientBodySchema = z.object({
  label: z.string().catch(''),
  code: z.string().nullable().catch(null),
  parameters: z.record(z.string(), z.unknown()).catch({}),
  violations: z.array(z.unknown()).catch([]),
});

type Parameter = ErrorBody['parameters'][string];

function isParameter(value: unknown): value is Parameter {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function readJson(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  const text = body.trim();
  if (!text.startsWith('{')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The error body (spec §3, DESIGN §4) of a failed response, from a parsed JSON value or the raw
 * response text; `null` when it is not one (an HTML page from a proxy, an empty body, a JSON
 * value without any of `label`, `code`, `violations`). Never throws.
 */
export function parseErrorBody(body: unknown): ErrorBody | null {
  const json = readJson(body);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  if (!('label' in json) && !('code' in json) && !('violations' in json)) return null;
  const parsed = lenientBodySchema.safeParse(json);
  if (!parsed.success) return null;
  const { label, code, parameters, violations } = parsed.data;
  return {
    label,
    code: code === '' ? null : code,
    parameters: Object.fromEntries(Object.entries(parameters).filter(([, value]) => isParameter(value))) as Record<
      string,
      Parameter
    >,
    violations: violations.flatMap((item): Violation[] => {
      const violation = lenientViolationSchema.safeParse(item);
      return violation.success && (violation.data.title || violation.data.message) ? [violation.data] : [];
    }),
  };
}
