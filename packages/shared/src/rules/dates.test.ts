import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays } from './calendar-date.ts';
import {
  dateAfterSchema,
  dateBeforeSchema,
  isNotInFuture,
  isoDateSchema,
  notInFuture,
  resolveDateLimit,
} from './dates.ts';
import {
  DOCUMENT_EXPIRY_MIN_DAYS,
  documentExpiryRule,
  documentExpirySchema,
  earliestDocumentExpiry,
  isDocumentExpiryAcceptable,
} from './document-expiry.ts';
import { issuesOf, keyOf } from './testing.ts';

const today = () => new Date('2025-03-10T09:00:00Z');

describe('isoDateSchema (date_format)', () => {
  it.each([
    ['2000-02-29', undefined],
    [' 2024-02-29 ', undefined],
    ['1900-02-29', 'validation:date'],
    ['2023-02-29', 'validation:date'],
    ['2023-11-31', 'validation:date'],
    ['10.03.2025', 'validation:date'],
    ['', 'validation:required'],
    [undefined, 'validation:required'],
  ])('%j → %s', (input, key) => {
    expect(keyOf(isoDateSchema, input)).toBe(key);
  });

  it('says it in both languages', () => {
    expect(issuesOf(isoDateSchema, 'x', 'pl')[0]?.text).toBe('Podaj prawidłową datę.');
    expect(issuesOf(isoDateSchema, 'x', 'en')[0]?.text).toBe('Please enter a valid date.');
  });
});

describe('date limits computed from today', () => {
  it('resolves against the clock', () => {
    expect(resolveDateLimit('2020-01-01', { today })).toBe('2020-01-01');
    expect(resolveDateLimit((t) => addDays(t, 1), { today })).toBe('2025-03-11');
  });

  it.each([
    ['2025-03-09', undefined],
    ['2025-03-10', 'validation:dateOnOrBefore'],
  ])('a birth date before today: %s → %s', (input, key) => {
    // "before today" written as on-or-before yesterday, to show both keys at work.
    const schema = dateBeforeSchema((t) => addDays(t, -1), { today, inclusive: true });
    expect(keyOf(schema, input)).toBe(key);
  });

  it.each([
    ['2025-03-11', undefined],
    ['2025-03-10', 'validation:dateAfter'],
  ])('a date after today: %s → %s', (input, key) => {
    expect(
      keyOf(
        dateAfterSchema((t) => t, { today }),
        input,
      ),
    ).toBe(key);
  });

  it('puts the limit into the message', () => {
    expect(issuesOf(dateAfterSchema('2025-01-01', { inclusive: true }), '2024-12-31', 'en')[0]?.text).toBe(
      'Enter a date on or after 01.01.2025.',
    );
    expect(issuesOf(dateAfterSchema('2025-01-01', { inclusive: true }), '2024-12-31', 'pl')[0]?.text).toBe(
      'Podaj datę nie wcześniejszą niż 01.01.2025.',
    );
  });
});

describe('document expiry not earlier than 7 days from today', () => {
  it.each([
    ['2025-03-17', true],
    ['2025-03-18', true],
    ['2030-01-01', true],
    ['2025-03-16', false],
    ['2025-03-10', false],
    ['2020-01-01', false],
  ])('on 2025-03-10, expiry %s is acceptable: %s', (expiry, acceptable) => {
    expect(isDocumentExpiryAcceptable(expiry, '2025-03-10')).toBe(acceptable);
    expect(keyOf(documentExpirySchema({ today }), expiry)).toBe(acceptable ? undefined : 'validation:documentExpiry');
  });

  it('crosses month and leap-day boundaries', () => {
    expect(earliestDocumentExpiry('2024-02-25')).toBe('2024-03-03');
    expect(earliestDocumentExpiry('2023-02-25')).toBe('2023-03-04');
    expect(earliestDocumentExpiry('2024-12-28')).toBe('2025-01-04');
    expect(DOCUMENT_EXPIRY_MIN_DAYS).toBe(7);
  });

  it('uses the Polish day: 23:30 UTC on 9 March is already 10 March', () => {
    const lateEvening = () => new Date('2025-03-09T23:30:00Z');
    expect(keyOf(documentExpirySchema({ today: lateEvening }), '2025-03-16')).toBe('validation:documentExpiry');
    expect(keyOf(documentExpirySchema({ today: lateEvening }), '2025-03-17')).toBeUndefined();
  });

  it('does not freeze today in a long-lived schema', () => {
    let now = new Date('2025-03-10T09:00:00Z');
    const schema = documentExpirySchema({ today: () => now });
    expect(keyOf(schema, '2025-03-20')).toBeUndefined();
    now = new Date('2025-03-15T09:00:00Z');
    expect(keyOf(schema, '2025-03-20')).toBe('validation:documentExpiry');
  });

  it('reports the date and the days in both languages', () => {
    expect(issuesOf(documentExpirySchema({ today }), '2025-03-11', 'pl')[0]?.text).toBe(
      'Dokument musi być ważny jeszcze co najmniej 7 dni, czyli do 17.03.2025 lub dłużej.',
    );
    expect(issuesOf(documentExpirySchema({ today }), '2025-03-11', 'en')[0]?.text).toBe(
      'The document must be valid for at least 7 more days, that is until 17.03.2025 or later.',
    );
    expect(keyOf(documentExpirySchema({ today }), '2025-02-30')).toBe('validation:date');
  });
});

describe('the expiry rule on a calendar date field (issue 19: no abort that silences the form)', () => {
  const field = z.iso.date({ error: 'validation:date' }).superRefine(documentExpiryRule({ today }));

  it('checks a real date and leaves the rest to the format', () => {
    expect(keyOf(field, '2025-03-17')).toBeUndefined();
    expect(keyOf(field, '2025-03-16')).toBe('validation:documentExpiry');
    expect(keyOf(field, '17.03.2025')).toBe('validation:date');
  });
});

describe('a date of something that has happened (issue 19: money received in the future)', () => {
  const field = z.string().superRefine(notInFuture({ today }));

  it.each([
    ['2025-03-09', undefined],
    ['2025-03-10', undefined],
    ['2025-03-11', 'validation:dateInFuture'],
    ['2030-01-01', 'validation:dateInFuture'],
    ['not a date', undefined],
  ])('on 2025-03-10, %s → %s', (date, key) => {
    expect(keyOf(field, date)).toBe(key);
  });

  it('reads the Polish day and says it in both languages', () => {
    expect(isNotInFuture('2025-03-10', '2025-03-10')).toBe(true);
    const lateEvening = () => new Date('2025-03-09T23:30:00Z');
    expect(keyOf(z.string().superRefine(notInFuture({ today: lateEvening })), '2025-03-10')).toBeUndefined();
    expect(issuesOf(field, '2025-03-11', 'pl')[0]?.text).toBe('Data nie może być późniejsza niż dzisiejsza.');
    expect(issuesOf(field, '2025-03-11', 'en')[0]?.text).toBe('The date cannot be later than today.');
  });
});
