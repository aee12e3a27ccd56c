import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ifValidSoFar, whenValid } from './check-order.ts';
import { addRuleIssue } from './messages.ts';
import { phoneSchema } from './phone.ts';
import { keysOf } from './testing.ts';

/** A married person names the property regime: a conditional "required" of a form. */
function regimeRequired(section: { married: boolean; regime?: string | undefined }, ctx: z.core.$RefinementCtx) {
  if (section.married && section.regime === undefined) addRuleIssue(ctx, { key: 'validation:required' }, ['regime']);
}

const paths = (schema: z.ZodType, input: unknown) =>
  (schema.safeParse(input).error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('whenValid (issue 19: conditional errors only after every other one was fixed)', () => {
  const fields = { name: z.string().min(1), phone: phoneSchema(), married: z.boolean(), regime: z.string().optional() };
  const input = { phone: '12', married: true };

  it('runs an object rule while other fields are wrong, so every message shows at once', () => {
    const form = z
      .object(fields)
      .superRefine(regimeRequired, whenValid({ married: fields.married, regime: fields.regime }));
    expect(paths(form, input)).toEqual(['name', 'phone', 'regime']);
  });

  it('is needed: by default zod keeps the rule silent until the other fields are valid', () => {
    expect(paths(z.object(fields).superRefine(regimeRequired), input)).toEqual(['name', 'phone']);
  });

  it('skips the rule while a field it reads is wrong', () => {
    const form = z.object(fields).superRefine(regimeRequired, whenValid({ married: fields.married }));
    expect(paths(form, { name: 'Anna', phone: '600123456', married: 'yes' })).toEqual(['married']);
  });
});

describe('ifValidSoFar', () => {
  it('stops a field at its first message without aborting the object around it', () => {
    const aborting = z
      .string()
      .min(1, { message: 'validation:required', abort: true })
      .refine(() => false);
    const gated = z
      .string()
      .min(1, { message: 'validation:required' })
      .refine(() => false, { message: 'validation:invalid', ...ifValidSoFar });
    expect(keysOf(gated, '')).toEqual(['validation:required']);
    expect(keysOf(gated, 'x')).toEqual(['validation:invalid']);
    const withRule = (field: z.ZodType) =>
      z
        .object({ field, married: z.boolean(), regime: z.string().optional() })
        .superRefine(regimeRequired, whenValid({ married: z.boolean() }));
    // An explicit abort also stops the object's `when` rules; the gate does not.
    expect(paths(withRule(aborting), { field: '', married: true })).toEqual(['field']);
    expect(paths(withRule(gated), { field: '', married: true })).toEqual(['field', 'regime']);
  });
});
