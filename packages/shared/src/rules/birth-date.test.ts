import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADULT_AGE, birthDateRule, birthdayAt, isAdultOn } from './birth-date.ts';
import { composePesel, decodePesel } from './pesel.ts';
import { issuesOf, keyOf } from './testing.ts';

const today = () => new Date('2026-11-20T10:00:00Z');

describe('an adult on the day of the KYC (issue 19)', () => {
  it.each([
    ['2008-11-19', true, 'turned 18 yesterday'],
    ['2008-11-20', true, 'turns 18 today'],
    ['2008-11-21', false, 'turns 18 tomorrow'],
    ['2015-06-01', false, '11 years old'],
    ['1985-04-12', true, '41 years old'],
  ])('born %s: %s (%s)', (birthDate, adult) => {
    expect(isAdultOn(birthDate, '2026-11-20')).toBe(adult);
  });

  it('turns 18 on 28 February when born on 29 February (art. 112 of the civil code)', () => {
    expect(ADULT_AGE).toBe(18);
    expect(birthdayAt('2008-02-29', 18)).toBe('2026-02-28');
    expect(isAdultOn('2008-02-29', '2026-02-27')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(true);
  });
});

describe('birthDateRule', () => {
  const investor = z.string().superRefine(birthDateRule({ adult: true, today }));
  const owner = z.string().superRefine(birthDateRule({ today }));

  it('refuses a birth date after today, even with a valid PESEL that encodes it', () => {
    const pesel = composePesel('2030-01-01', 'male');
    expect(decodePesel(pesel)?.birthDate).toBe('2030-01-01');
    expect(keyOf(investor, '2030-01-01')).toBe('validation:dateInFuture');
    expect(keyOf(owner, '2030-01-01')).toBe('validation:dateInFuture');
    expect(keyOf(owner, '2026-11-21')).toBe('validation:dateInFuture');
  });

  it('refuses an investor under 18 and lets a beneficial owner be a minor (decision 057)', () => {
    expect(keyOf(investor, '2015-06-01')).toBe('validation:adult');
    expect(keyOf(investor, '2008-11-21')).toBe('validation:adult');
    expect(keyOf(investor, '2008-11-20')).toBeUndefined();
    expect(keyOf(owner, '2015-06-01')).toBeUndefined();
    expect(keyOf(owner, '2026-11-20')).toBeUndefined();
  });

  it('leaves a value that is not a date to the format rule', () => {
    expect(keyOf(investor, '31.02.1985')).toBeUndefined();
  });

  it('says it in both languages', () => {
    expect(issuesOf(investor, '2015-06-01', 'pl')[0]?.text).toBe('Inwestor musi mieć ukończone 18 lat.');
    expect(issuesOf(investor, '2015-06-01', 'en')[0]?.text).toBe('The investor must be at least 18 years old.');
    expect(issuesOf(investor, '2030-01-01', 'pl')[0]?.text).toBe('Data nie może być późniejsza niż dzisiejsza.');
  });
});
