import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/index.ts';
import { accountingDocumentFields } from './accounting-document.ts';
import {
  enumLabelKey,
  investmentColumnOf,
  investmentColumnStatuses,
  investmentColumns,
  investmentStatuses,
  labelledEnums,
} from './enums.ts';

const languages = ['pl', 'en'] as const;
type Labels = Record<string, Record<string, string>>;

describe('enum labels', () => {
  it.each(languages)('every enum value has a non-empty label in %s', (language) => {
    const labels = resources[language].enums as Labels;
    for (const [name, values] of Object.entries(labelledEnums)) {
      for (const value of values) {
        expect(labels[name]?.[value]?.trim(), `${language}: enums:${name}.${value}`).toBeTruthy();
      }
      // No label for a value that does not exist any more.
      expect(Object.keys(labels[name] ?? {}).sort(), `${language}: enums:${name}`).toEqual([...values].sort());
    }
  });

  it.each(languages)('every accounting document field has a friendly label in %s', (language) => {
    const labels = resources[language].enums as Labels;
    expect(Object.keys(labels.accountingField ?? {}).sort()).toEqual([...accountingDocumentFields].sort());
  });

  it('has nothing in the enums namespace that is not an enum or the accounting labels', () => {
    expect(Object.keys(resources.pl.enums).sort()).toEqual([...Object.keys(labelledEnums), 'accountingField'].sort());
  });

  it('uses the texts the spec gives', () => {
    const { pl, en } = resources;
    expect([pl.enums.contractStatus.Processing, en.enums.contractStatus.Processing]).toEqual(['Wysłana', 'Sent']);
    expect([pl.enums.contractStatus.Completed, en.enums.contractStatus.Completed]).toEqual(['Podpisana', 'Signed']);
    expect([pl.enums.advisorStatus.deleted, en.enums.advisorStatus.deleted]).toEqual(['Zarchiwizowany', 'Archived']);
    expect([pl.enums.accountingField.counterPartyTin, en.enums.accountingField.counterPartyTin]).toEqual([
      'NIP kontrahenta',
      'Counterparty TIN',
    ]);
    expect(en.enums.accountingField.glAccount).toBe('GL account');
    expect(en.enums.accountingField.costCenter).toBe('Cost center');
    expect(en.enums.accountingField.counterPartyApartmentNumber).toBe('Local');
    expect(en.enums.title).toEqual({ Mr: 'Mr.', Mrs: 'Mrs.' });
    expect(enumLabelKey('investmentStatus', 'invited')).toBe('enums:investmentStatus.invited');
  });
});

describe('investment kanban columns (spec §4)', () => {
  it('groups rejected and declined as lost, in the spec order', () => {
    expect(investmentColumns).toEqual(['invited', 'viewed', 'interested', 'accepted', 'active', 'lost', 'archived']);
    expect(investmentColumnOf('rejected')).toBe('lost');
    expect(investmentColumnOf('declined')).toBe('lost');
    expect(investmentColumnOf('accepted')).toBe('accepted');
  });

  it('puts every status in exactly the column investmentColumnOf names', () => {
    const placed = investmentColumns.flatMap((column) => investmentColumnStatuses[column]);
    expect([...placed].sort()).toEqual([...investmentStatuses].sort());
    for (const column of investmentColumns) {
      for (const status of investmentColumnStatuses[column]) expect(investmentColumnOf(status)).toBe(column);
    }
  });
});
