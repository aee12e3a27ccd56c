import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/resources.ts';
import { translate } from '../i18n/translate.ts';
import * as rules from './index.ts';
import { EMAIL_TAKEN_KEY } from './messages.ts';

const directory = new URL('.', import.meta.url);
const sources = readdirSync(directory).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
const usedKeys = [
  ...new Set(
    sources.flatMap((file) =>
      [...readFileSync(new URL(file, directory), 'utf8').matchAll(/'validation:(\w+)'/g)].map(
        (match) => match[1] ?? '',
      ),
    ),
  ),
].sort();

describe('rule messages', () => {
  it('finds the keys the rules use', () => {
    expect(usedKeys.length).toBeGreaterThan(30);
  });

  it.each(usedKeys)('validation:%s exists in Polish and English', (key) => {
    expect(resources.pl.validation).toHaveProperty(key);
    expect(resources.en.validation).toHaveProperty(key);
  });

  it('has a text for "e-mail already used", which only the server decides', () => {
    expect(translate('pl', EMAIL_TAKEN_KEY)).toBe('Ten adres e-mail jest już używany.');
    expect(translate('en', EMAIL_TAKEN_KEY)).toBe('This e-mail address is already in use.');
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const [key, polish] of Object.entries(resources.pl.validation)) {
      const english = (resources.en.validation as Record<string, string>)[key] ?? '';
      expect(placeholders(english), key).toEqual(placeholders(polish));
    }
  });
});

describe('public API', () => {
  it.each([
    'isValidPesel',
    'decodePesel',
    'peselSchema',
    'ibanSchema',
    'bankAccountSchema',
    'checkInvestmentAmount',
    'investmentAmountSchema',
    'passwordSchema',
    'passwordsMatch',
    'invitationEmailsSchema',
    'sanctionPercentagesSchema',
    'zipCodeSchema',
    'documentExpirySchema',
    'isStillPep',
    'meetsCommitmentThreshold',
    'rule',
  ])('exports %s', (name) => {
    expect(rules).toHaveProperty(name);
  });

  it('offers every generic rule of spec §5 under `rule`', () => {
    expect(Object.keys(rules.rule).sort()).toEqual(
      [
        'between',
        'confirm',
        'dateAfter',
        'dateBefore',
        'dateFormat',
        'email',
        'length',
        'lengthBetween',
        'matches',
        'max',
        'maxLength',
        'min',
        'minLength',
        'number',
        'required',
        'url',
      ].sort(),
    );
  });
});
