import { isRecord } from '../values.ts';
import type { ErrorBody, Violation } from './error-body.ts';

/*
 * Lenient on purpose: the catalogue must turn whatever a failed call produced into a message,
 * including bodies from an older or external backend with a field missing or mistyped. Each field
 * falls back on its own; only a body with none of the error fields counts as "not an error body".
 * Plain checks, no zod: every screen's first load reads errors (decision 075).
 */

type Parameter = ErrorBody['parameters'][string];

function isParameter(value: unknown): value is Parameter {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function readJson(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  const trimmed = body.trim();
  if (!trimmed.startsWith('{')) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
}

function readViolation(item: unknown): Violation[] {
  if (!isRecord(item)) return [];
  const violation = { propertyPath: text(item.propertyPath), title: text(item.title), message: text(item.message) };
  return violation.title || violation.message ? [violation] : [];
}

/**
 * The error body (spec §3, DESIGN §4) of a failed response, from a parsed JSON value or the raw
 * response text; `null` when it is not one (an HTML page from a proxy, an empty body, a JSON
 * value without any of `label`, `code`, `violations`). Never throws.
 */
export function parseErrorBody(body: unknown): ErrorBody | null {
  const json = readJson(body);
  if (!isRecord(json)) return null;
  if (!('label' in json) && !('code' in json) && !('violations' in json)) return null;
  const code = typeof json.code === 'string' && json.code !== '' ? json.code : null;
  const parameters = isRecord(json.parameters) ? json.parameters : {};
  return {
    label: text(json.label),
    code,
    parameters: Object.fromEntries(Object.entries(parameters).filter(([, value]) => isParameter(value))) as Record<
      string,
      Parameter
    >,
    violations: Array.isArray(json.violations) ? json.violations.flatMap(readViolation) : [],
  };
}
