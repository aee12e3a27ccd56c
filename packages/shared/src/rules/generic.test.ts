import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate } from '../i18n/translate.ts';
import * as rule from './generic.ts';
import { issuesOf, keyOf } from './testing.ts';

describe('generic rules (spec §5)', () => {
  const today = () => new Date('2025-03-10T10:00:00Z');

  it.each([
    ['required', rule.required(), 'x', undefined],
    ['required', rule.required(), '  x  ', undefined],
    ['required', rule.required(), '', 'validation:required'],
    ['required', rule.required(), '   ', 'validation:required'],
    ['required', rule.required(), undefined, 'validation:required'],
    ['email', rule.email(), 'ala@example.com', undefined],
    ['email', rule.email(), ' Ala.Kot+x@sub.example.pl ', undefined],
    ['email', rule.email(), 'ala@', 'validation:email'],
    ['email', rule.email(), 'ala example.com', 'validation:email'],
    ['email', rule.email(), `${'a'.repeat(250)}@x.pl`, 'validation:emailLocalPartTooLong'],
    ['email', rule.email(), `${'a'.repeat(64)}@${'b'.repeat(190)}.pl`, 'validation:emailTooLong'],
    ['email', rule.email(), '', 'validation:required'],
    ['min', rule.min(5), 5, undefined],
    ['min', rule.min(5), 4.99, 'validation:min'],
    ['max', rule.max(5), 5, undefined],
    ['max', rule.max(5), 5.01, 'validation:max'],
    ['between', rule.between(1, 10), 1, undefined],
    ['between', rule.between(1, 10), 10, undefined],
    ['between', rule.between(1, 10), 0, 'validation:between'],
    ['between', rule.between(1, 10), 11, 'validation:between'],
    ['minLength', rule.minLength(3), 'abc', undefined],
    ['minLength', rule.minLength(3), 'ab', 'validation:minLength'],
    ['maxLength', rule.maxLength(3), 'abc', undefined],
    ['maxLength', rule.maxLength(3), 'abcd', 'validation:maxLength'],
    ['lengthBetween', rule.lengthBetween(2, 4), 'ab', undefined],
    ['lengthBetween', rule.lengthBetween(2, 4), 'abcde', 'validation:lengthBetween'],
    ['lengthBetween', rule.lengthBetween(2, 4), 'a', 'validation:lengthBetween'],
    ['length', rule.length(10), '1234567890', undefined],
    ['length', rule.length(10), '123456789', 'validation:length'],
    ['length', rule.length(10), '12345678901', 'validation:length'],
    ['matches', rule.matches(/^\d+$/), '123', undefined],
    ['matches', rule.matches(/^\d+$/), '12a', 'validation:pattern'],
    ['matches', rule.matches(/^\d{10}$/, 'validation:pesel'), '123', 'validation:pesel'],
    ['url', rule.url(), 'https://example.com/a?b=c', undefined],
    ['url', rule.url(), 'http://localhost:3000', undefined],
    ['url', rule.url(), 'example.com', 'validation:url'],
    ['url', rule.url(), 'javascript:alert(1)', 'validation:url'],
    ['url', rule.url(), 'ftp://example.com', 'validation:url'],
    ['url', rule.url(), 'https://', 'validation:url'],
    ['url', rule.url(), 'https://exa mple.com', 'validation:url'],
    ['number', rule.number(), '1 234,56', undefined],
    ['number', rule.number(), '12,3,4', 'validation:number'],
    ['dateFormat', rule.dateFormat(), '2000-02-29', undefined],
    ['dateFormat', rule.dateFormat(), '1900-02-29', 'validation:date'],
    ['dateFormat', rule.dateFormat(), '29.02.2000', 'validation:date'],
    ['dateFormat', rule.dateFormat(), '', 'validation:required'],
    ['dateBefore', rule.dateBefore('2025-01-01'), '2024-12-31', undefined],
    ['dateBefore', rule.dateBefore('2025-01-01'), '2025-01-01', 'validation:dateBefore'],
    ['dateBefore inclusive', rule.dateBefore('2025-01-01', { inclusive: true }), '2025-01-01', undefined],
    [
      'dateBefore inclusive',
      rule.dateBefore('2025-01-01', { inclusive: true }),
      '2025-01-02',
      'validation:dateOnOrBefore',
    ],
    ['dateBefore today', rule.dateBefore((t) => t, { today }), '2025-03-09', undefined],
    ['dateBefore today', rule.dateBefore((t) => t, { today }), '2025-03-10', 'validation:dateBefore'],
    ['dateBefore', rule.dateBefore('2025-01-01'), '2024-02-30', 'validation:date'],
    ['dateAfter', rule.dateAfter('2025-01-01'), '2025-01-02', undefined],
    ['dateAfter', rule.dateAfter('2025-01-01'), '2025-01-01', 'validation:dateAfter'],
    ['dateAfter inclusive', rule.dateAfter('2025-01-01', { inclusive: true }), '2025-01-01', undefined],
    [
      'dateAfter inclusive',
      rule.dateAfter('2025-01-01', { inclusive: true }),
      '2024-12-31',
      'validation:dateOnOrAfter',
    ],
    ['confirm', rule.confirm(), true, undefined],
    ['confirm', rule.confirm(), false, 'validation:confirm'],
    ['confirm', rule.confirm(), undefined, 'validation:confirm'],
    ['confirm', rule.confirm(), 'on', 'validation:confirm'],
  ] as const)('%s: %j → %s', (_name, schema, input, key) => {
    expect(keyOf(schema, input)).toBe(key);
  });

  it('composes: a typed number piped into a range', () => {
    const percent = rule.number().pipe(rule.between(0, 100));
    expect(percent.parse('12,5')).toBe(12.5);
    expect(keyOf(percent, '100,01')).toBe('validation:between');
    expect(keyOf(percent, 'dużo')).toBe('validation:number');
  });

  it('reports values in both languages', () => {
    expect(issuesOf(rule.between(1, 10), 11, 'pl')).toEqual([
      { path: '', key: 'validation:between', text: 'Wartość musi mieścić się w przedziale od 1 do 10.' },
    ]);
    expect(issuesOf(rule.between(1, 10), 11, 'en')[0]?.text).toBe('The value must be between 1 and 10.');
    expect(issuesOf(rule.length(11), '123', 'pl')[0]?.text).toBe('Wymagana liczba znaków: 11.');
    expect(issuesOf(rule.dateBefore('2025-01-01'), '2025-02-01', 'pl')[0]?.text).toBe(
      'Podaj datę wcześniejszą niż 01.01.2025.',
    );
    expect(issuesOf(rule.confirm(), false, 'pl')[0]?.text).toBe('To pole musi zostać zaznaczone.');
    expect(issuesOf(rule.confirm(), false, 'en')[0]?.text).toBe('This checkbox must be checked.');
    expect(translate('en', 'validation:invalidForm')).toBe('Sorry, not all fields are filled out correctly.');
  });

  it('a global or sticky pattern answers the same every time', () => {
    const schema = rule.matches(/^a+$/g);
    expect([keyOf(schema, 'aaa'), keyOf(schema, 'aaa'), keyOf(schema, 'aaa')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('reads today at validation time, not when the schema was built', () => {
    let now = new Date('2025-03-10T10:00:00Z');
    const schema = z.object({ date: rule.dateAfter((t) => t, { today: () => now }) });
    expect(keyOf(schema, { date: '2025-03-11' })).toBeUndefined();
    now = new Date('2025-03-12T10:00:00Z');
    expect(keyOf(schema, { date: '2025-03-11' })).toBe('validation:dateAfter');
  });
});
