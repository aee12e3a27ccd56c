import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  fieldLabel,
  formatValue,
  type ReadOnlyContext,
  ReadOnlyFields,
} from '@/components/kyc-read-only/read-only-data.tsx';
import { createI18n } from '@/lib/i18n.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';

function context(language: 'pl' | 'en'): ReadOnlyContext {
  const i18n = createI18n(language);
  return {
    language,
    t: i18n.getFixedT(language, ['admin', 'enums']) as ReadOnlyContext['t'],
    industries: new Map([['3', 'Construction']]),
  };
}

describe('read-only KYC values', () => {
  it('formats dates, bank accounts, enums, booleans and industries', () => {
    const en = context('en');
    expect(formatValue('birthDate', '1985-04-12', en)).toBe('12.04.1985');
    expect(formatValue('iban', 'PL61109010140000071219812874', en)).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(formatValue('maritalStatus', 'Married', en)).toBe('Married');
    expect(formatValue('type', 'ID_CARD', context('pl'))).toBe('Dowód osobisty');
    expect(formatValue('usPerson', false, en)).toBe('No');
    expect(formatValue('industries', 3, en)).toBe('Construction');
    expect(formatValue('middleName', undefined, en)).toBe('—');
  });

  it('labels known fields in the language and humanises unknown ones', () => {
    expect(fieldLabel('birthPlace', context('pl').t)).toBe('Miejsce urodzenia');
    expect(fieldLabel('someNewField', context('en').t)).toBe('Some new field');
  });
});

describe('supporting documents', () => {
  const data = { originOfFunds: [{ type: 'Other', supportingDocuments: ['doc-a', 'doc-b'] }] };

  it('shows their count when the screen cannot fetch them', () => {
    renderWithProviders(<ReadOnlyFields data={data} context={context('pl')} />);
    expect(screen.getByText('Załączone pliki: 2')).toBeTruthy();
  });

  it('offers each as a download when the screen can fetch them', () => {
    const openDocument = vi.fn();
    renderWithProviders(<ReadOnlyFields data={data} context={{ ...context('pl'), openDocument }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dokument 2' }));
    expect(openDocument).toHaveBeenCalledWith('doc-b', 2);
  });
});

describe('phones and amounts (issue 19)', () => {
  it('shows a phone in its international form, whatever way it was typed or stored', () => {
    const pl = context('pl');
    expect(formatValue('phone', '+48600123456', pl)).toBe('+48 600 123 456');
    expect(formatValue('phone', '600 123 456', pl)).toBe('+48 600 123 456');
    expect(formatValue('phone', '+493012345678', pl)).toBe('+49 30 12345678');
    expect(formatValue('phone', 'unknown', pl)).toBe('unknown');
  });

  it('keeps an amount and a phone on one line, with no space a line may break at inside an amount', () => {
    renderWithProviders(
      <ReadOnlyFields
        data={{ phone: '+48600123456', receivedValue: '1000000.5', birthPlace: 'Warszawa' }}
        context={context('pl')}
      />,
    );
    // Text as it is (the default matcher would turn a no-break space into a plain one).
    const amount = screen.getByText('1\u00a0000\u00a0000,50', { normalizer: (text) => text });
    expect(amount.style.whiteSpace).toBe('nowrap');
    expect(screen.getByText('+48 600 123 456').style.whiteSpace).toBe('nowrap');
    expect(screen.getByText('Warszawa').style.whiteSpace).toBe('');
  });
});
