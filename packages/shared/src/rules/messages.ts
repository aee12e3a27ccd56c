// Stamps 'validation:required' on missing values for every schema (see the module).
import '../i18n/zod-messages.ts';
import { z } from 'zod';
import type { resources } from '../i18n/resources.ts';
import type { MessageParams } from '../i18n/translate.ts';

/**
 * Every key a rule may put in an issue's `message`. Typed from the Polish bundle (the primary
 * language), so a rule cannot name a text that does not exist; the i18n lock-step test then
 * guarantees the English one exists too.
 */
export type ValidationKey = `validation:${keyof (typeof resources)['pl']['validation']}`;

/** What a pure check answers when a value is refused: the message key and its values. */
export interface RuleFailure {
  key: ValidationKey;
  params?: MessageParams;
}

/**
 * "E-mail already used" is decided by the server (only it can see the accounts); the rule is
 * just this key, so the browser and the server show the same words for it.
 */
export const EMAIL_TAKEN_KEY = 'validation:emailTaken' satisfies ValidationKey;

/** The second argument of `.refine()`: the key as the message, its values as params. */
export function ruleMessage(
  key: ValidationKey,
  params?: MessageParams,
): { message: ValidationKey; params?: MessageParams } {
  return params ? { message: key, params } : { message: key };
}

/** Reports a rule's failure from a `superRefine`/`transform`, at `path` below the current value. */
export function addRuleIssue(
  ctx: z.core.$RefinementCtx,
  failure: RuleFailure,
  path?: PropertyKey[],
  input?: unknown,
): void {
  ctx.addIssue({
    code: 'custom',
    message: failure.key,
    ...(failure.params ? { params: failure.params } : {}),
    ...(path ? { path } : {}),
    input,
  });
}

/**
 * The union every "string or number" input uses: a missing value reads as "required", anything
 * else that is neither as the rule's own message.
 */
export function textOrNumberSchema(invalidKey: ValidationKey) {
  return z.union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'validation:required' : invalidKey),
  });
}
