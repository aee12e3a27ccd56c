import { describe, expect, it } from 'vitest';
import {
  canOpenStep,
  firstOpenStep,
  nextStep,
  orderedSections,
  previousStep,
  sectionNumber,
  sectionOfPath,
} from './sections.ts';

describe('questionnaire steps', () => {
  it('resumes at the first section not completed, or the review', () => {
    expect(firstOpenStep([])).toBe('investorInformation');
    expect(firstOpenStep(['investorInformation', 'investmentDetails'])).toBe('taxStatus');
    expect(
      firstOpenStep([
        'investorInformation',
        'taxStatus',
        'investmentDetails',
        'investorStatus',
        'bankAccounts',
        'fatcaCrs',
        'sanctions',
      ]),
    ).toBe('review');
  });

  it('opens completed sections and the next one, never one further ahead', () => {
    const completed = ['investorInformation', 'taxStatus'] as const;
    expect(canOpenStep('investorInformation', completed)).toBe(true);
    expect(canOpenStep('investmentDetails', completed)).toBe(true);
    expect(canOpenStep('investorStatus', completed)).toBe(false);
    expect(canOpenStep('review', completed)).toBe(false);
  });

  it('moves forward and back through seven sections and the review', () => {
    expect(nextStep('investorInformation')).toBe('taxStatus');
    expect(nextStep('sanctions')).toBe('review');
    expect(nextStep('review')).toBe('review');
    expect(previousStep('investorInformation')).toBeNull();
    expect(previousStep('review')).toBe('sanctions');
    expect(sectionNumber('bankAccounts')).toBe(5);
  });

  it('finds the section of an error path and orders saved section names', () => {
    expect(sectionOfPath('bankAccounts.bankAccounts.0.iban')).toBe('bankAccounts');
    expect(sectionOfPath('unknown.field')).toBeNull();
    expect(orderedSections(['sanctions', 'nope', 'taxStatus', 'sanctions'])).toEqual(['taxStatus', 'sanctions']);
  });
});
