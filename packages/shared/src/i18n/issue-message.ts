import type { z } from 'zod';
import type { Language } from '../config/fields.ts';
import type { Violation } from '../errors/error-body.ts';
import { isMessageKey, type MessageParams, translate } from './translate.ts';

type Issue = z.core.$ZodIssue;

/**
 * Rules put an i18n key in the issue's `message` (e.g. `validation:pesel`) and their values in
 * `params`; zod's own checks (min, max, formats) carry their values on the issue itself. This
 * maps both to one translated message, so the browser and the server say the same words.
 */
function defaultKey(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return 'validation:invalid';
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'validation:required' : 'validation:minLength';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation:minItems';
      return 'validation:min';
    case 'too_big':
      if (issue.origin === 'string') return 'validation:maxLength';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation:maxItems';
      return 'validation:max';
    case 'invalid_format':
      if (issue.format === 'email') return 'validation:email';
      if (issue.format === 'url') return 'validation:url';
      return 'validation:invalid';
    default:
      return 'validation:invalid';
  }
}

function issueParams(issue: Issue): MessageParams {
  const params: MessageParams = {};
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  const custom = (issue as { params?: Record<string, unknown> }).params;
  if (custom) {
    for (const [name, value] of Object.entries(custom)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
  }
  return params;
}

/** The key a rule attached to an issue, or the generic one for zod's own checks. */
export function issueKey(issue: Issue): string {
  return isMessageKey(issue.message) ? issue.message : defaultKey(issue);
}

export function issueMessage(issue: Issue, language: Language, field?: string): string {
  return translate(language, issueKey(issue), { ...issueParams(issue), ...(field ? { field } : {}) });
}

/** `addresses[0].zipCode`: the property path of spec §3's violations. */
export function propertyPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`;
    return out ? `${out}.${String(part)}` : String(part);
  }, '');
}

/**
 * A zod error as the violations of the error body: `title` is the message in the request's
 * language, `message` the key, so a client can show it in another language.
 */
export function toViolations(error: z.ZodError, language: Language): Violation[] {
  return error.issues.map((issue) => ({
    propertyPath: propertyPath(issue.path),
    title: issueMessage(issue, language),
    message: issueKey(issue),
  }));
}
