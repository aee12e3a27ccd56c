import { describe, expect, it } from 'vitest';
import { kycDataFixture } from '../../demo/kyc-questionnaire.ts';
import { maskIdentifier, maskKycIdentifiers } from './mask.ts';

describe('maskKycIdentifiers (issue #15, finding 8)', () => {
  it('keeps the last four characters of every identifier and nothing else of them', () => {
    const data = kycDataFixture() as unknown as Record<string, unknown>;
    const text = JSON.stringify(data);
    const masked = maskKycIdentifiers(data);
    const info = data.investorInformation as { pesel: string; identityDocument: { number: string } };
    const iban = (data.bankAccounts as { bankAccounts: { iban: string }[] }).bankAccounts[0]?.iban ?? '';
    const taxNumber = (data.taxStatus as { mainTaxNumber: { number: string } }).mainTaxNumber.number;
    const out = JSON.stringify(masked);
    for (const secret of [info.pesel, info.identityDocument.number, iban, taxNumber].map((v) => v.replace(/\s/g, ''))) {
      expect(text.replace(/\s/g, '')).toContain(secret.slice(0, 6));
      expect(out).not.toContain(secret.slice(0, secret.length - 4));
      expect(out).toContain(secret.slice(-4));
    }
    // Everything else is as it was.
    expect((masked.investorInformation as { surname: string }).surname).toBe(
      (data.investorInformation as { surname: string }).surname,
    );
    expect(masked.sanctions).toEqual(data.sanctions);
  });

  it('leaves a draft without the sections alone and masks short values whole', () => {
    expect(maskKycIdentifiers({})).toEqual({});
    expect(maskIdentifier('123')).toBe('•••');
    expect(maskIdentifier('PL61 1090 1014')).toBe('••••••••1014');
    expect(maskIdentifier(undefined)).toBeUndefined();
  });
});
