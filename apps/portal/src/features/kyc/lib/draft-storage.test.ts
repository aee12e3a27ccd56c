import { kycDataFixture } from '@wl/shared/demo';
import { kycDataSchema } from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';
import { validFormValues } from '../testing/fixtures.ts';
import { clearProgress, progressKey, readProgress, writeProgress } from './draft-storage.ts';
import { startQuestionnaire } from './use-kyc-questionnaire.ts';

const key = progressKey.request('00000000-0000-4000-8000-000000000042');

describe('the questionnaire’s local copy', () => {
  it('keeps the values, the step and the completed sections, and forgets them when cleared', () => {
    const values = validFormValues();
    const savedAt = writeProgress(
      key,
      { values, step: 'taxStatus', completed: ['investorInformation'], baseVersion: 3 },
      new Date('2026-05-04T10:03:00Z'),
    );
    expect(savedAt).toBe('2026-05-04T10:03:00.000Z');
    expect(readProgress(key)).toEqual({
      values: JSON.parse(JSON.stringify(values)),
      step: 'taxStatus',
      completed: ['investorInformation'],
      baseVersion: 3,
      savedAt,
    });
    clearProgress(key);
    expect(readProgress(key)).toBeNull();
  });

  it('ignores a copy it cannot read (another format, broken JSON) and cleans up odd fields', () => {
    localStorage.setItem(key, '{not json');
    expect(readProgress(key)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ format: 99, values: {} }));
    expect(readProgress(key)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ format: 1, values: {}, step: 'nowhere', completed: ['sanctions', 7] }));
    expect(readProgress(key)).toMatchObject({
      step: 'investorInformation',
      completed: ['sanctions'],
      baseVersion: null,
    });
  });

  it('keys the public form by its token and the investor panel by the request', () => {
    expect(progressKey.token('abc')).not.toBe(progressKey.request('abc'));
  });
});

describe('startQuestionnaire', () => {
  const serverData = { investorInformation: kycDataSchema.parse(kycDataFixture()).investorInformation };

  it('without a local copy, resumes the server’s draft at the first section it lacks', () => {
    const start = startQuestionnaire({ storageKey: key, serverData, serverVersion: 2 });
    expect(start).toMatchObject({ step: 'taxStatus', completed: ['investorInformation'], restored: false });
    expect(start.values.investorInformation.firstName).toBe('Anna');
    expect(start.values.taxStatus.mainTaxNumber.number).toBe('');
  });

  it('prefers the local copy made from the same server version: it has everything typed since', () => {
    const values = validFormValues();
    values.taxStatus.mainTaxNumber.number = '1234567890';
    values.investorInformation.firstName = 'Zofia';
    writeProgress(key, { values, step: 'taxStatus', completed: ['investorInformation'], baseVersion: 2 });
    const start = startQuestionnaire({ storageKey: key, serverData, serverVersion: 2 });
    expect(start).toMatchObject({ step: 'taxStatus', restored: true });
    expect(start.values.taxStatus.mainTaxNumber.number).toBe('1234567890');
    expect(start.values.investorInformation.firstName).toBe('Zofia');
  });

  it('takes a newer server draft (saved elsewhere) over the local copy, keeping local typing of other sections', () => {
    const values = validFormValues();
    values.taxStatus.mainTaxNumber.number = '1234567890';
    values.investorInformation.firstName = 'Zofia';
    writeProgress(key, { values, step: 'sanctions', completed: ['investorInformation'], baseVersion: 1 });
    const start = startQuestionnaire({ storageKey: key, serverData, serverVersion: 2 });
    expect(start.step).toBe('taxStatus');
    expect(start.values.investorInformation.firstName).toBe('Anna');
    expect(start.values.taxStatus.mainTaxNumber.number).toBe('1234567890');
  });

  it('trusts the server’s list of missing sections over what the data holds', () => {
    const start = startQuestionnaire({
      storageKey: key,
      serverData,
      serverVersion: 2,
      serverMissing: ['investorInformation', 'taxStatus'],
    });
    expect(start).toMatchObject({ step: 'investorInformation', completed: [] });
    expect(start.values.investorInformation.firstName).toBe('Anna');
  });

  it('never opens a step the completed sections do not reach', () => {
    writeProgress(key, {
      values: validFormValues(),
      step: 'review',
      completed: ['investorInformation'],
      baseVersion: null,
    });
    expect(startQuestionnaire({ storageKey: key, serverData: null, serverVersion: null }).step).toBe('taxStatus');
  });
});
