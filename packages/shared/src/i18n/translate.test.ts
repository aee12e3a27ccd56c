import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-messages.ts';
import { issueMessage, propertyPath, toViolations } from './issue-message.ts';
import { interpolate, translate } from './translate.ts';

describe('translate', () => {
  it('translates a namespaced key with values, in both languages', () => {
    expect(translate('pl', 'validation:minLength', { min: 3 })).toBe('Minimalna liczba znaków: 3.');
    expect(translate('en', 'validation:minLength', { min: 3 })).toBe('Enter at least 3 characters.');
  });

  it('falls back to the key when nothing matches, without throwing', () => {
    expect(translate('pl', 'validation:noSuchKey')).toBe('validation:noSuchKey');
    expect(translate('en', 'nonsense')).toBe('nonsense');
  });

  it('picks the plural form by the language’s rules, as i18next does (issue 19)', () => {
    const months = (count: number) => translate('pl', 'common:duration.month', { count });
    expect([1, 2, 4, 5, 12, 22, 24, 25, 1.5].map(months)).toEqual([
      '1 miesiąc',
      '2 miesiące',
      '4 miesiące',
      '5 miesięcy',
      '12 miesięcy',
      '22 miesiące',
      '24 miesiące',
      '25 miesięcy',
      '1.5 miesiąca',
    ]);
    expect(translate('pl', 'common:duration.year', { count: 3 })).toBe('3 lata');
    expect(translate('en', 'common:duration.month', { count: 1 })).toBe('1 month');
    expect(translate('en', 'common:duration.month', { count: 24 })).toBe('24 months');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});

describe('issueMessage and toViolations', () => {
  const schema = z.object({
    email: z.email(),
    name: z.string().min(1),
    code: z.string().min(3),
    tags: z.array(z.string()).min(1),
    amount: z.number().max(10),
    nested: z.object({
      list: z.array(z.object({ zip: z.string().refine(() => false, { message: 'validation:hostName' }) })),
    }),
  });

  it('maps zod checks and rule keys to translated messages with their values', () => {
    const result = schema.safeParse({
      email: 'x',
      name: '',
      code: 'ab',
      tags: [],
      amount: 11,
      nested: { list: [{ zip: 'a' }] },
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toViolations(result.error, 'en')).toEqual([
      { propertyPath: 'email', title: 'Please enter a valid email address.', message: 'validation:email' },
      { propertyPath: 'name', title: 'This field is required.', message: 'validation:required' },
      { propertyPath: 'code', title: 'Enter at least 3 characters.', message: 'validation:minLength' },
      { propertyPath: 'tags', title: 'Choose at least 1.', message: 'validation:minItems' },
      { propertyPath: 'amount', title: 'The value must be at most 10.', message: 'validation:max' },
      {
        propertyPath: 'nested.list[0].zip',
        title: 'Enter a host name such as broker.example.com or *.example.com.',
        message: 'validation:hostName',
      },
    ]);
  });

  it('says "required" for a missing value and uses the field label when given', () => {
    const result = z.object({ email: z.string() }).safeParse({});
    if (result.success) throw new Error('expected a failure');
    const [issue] = result.error.issues;
    if (!issue) throw new Error('no issue');
    expect(issueMessage(issue, 'pl')).toBe('To pole jest wymagane.');
    const wrongType = z.object({ email: z.string() }).safeParse({ email: 5 });
    if (wrongType.success) throw new Error('expected a failure');
    expect(wrongType.error.issues[0] && issueMessage(wrongType.error.issues[0], 'en')).toBe('This value is not valid.');
    expect(propertyPath(['a', 0, 'b'])).toBe('a[0].b');
  });
});
