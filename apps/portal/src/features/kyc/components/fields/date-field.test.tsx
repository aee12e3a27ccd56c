import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import type { KycFormValues } from '../../lib/form-values.ts';
import { useKycForm } from '../../lib/kyc-form.ts';
import { validFormValues } from '../../testing/fixtures.ts';
import { DateField, dateText, typedDateValue } from './date-field.tsx';

const PATH = 'investorInformation.birthDate';

describe('what a typed date holds (issue 19)', () => {
  it.each([
    ['12.04.1985', '1985-04-12'],
    [' 1.4.1985 ', '1985-04-01'],
    ['1985-04-12', '1985-04-12'],
    ['', ''],
    ['   ', ''],
    ['31.02.1985', '31.02.1985'],
    ['12.04', '12.04'],
  ])('%j → %j', (text, value) => {
    expect(typedDateValue(text)).toBe(value);
  });

  it('shows a date as DD.MM.YYYY and anything else as typed', () => {
    expect(dateText('1985-04-12')).toBe('12.04.1985');
    expect(dateText('31.02.1985')).toBe('31.02.1985');
    expect(dateText('')).toBe('');
  });
});

let held: () => KycFormValues;

function Harness({ values }: { values: KycFormValues }) {
  const form = useKycForm({ initialValues: values });
  held = () => form.getValues();
  return <DateField form={form} path={PATH} label="Data urodzenia" required />;
}

describe('DateField', () => {
  it('shows what was typed, even a text that is no date, when it opens again', () => {
    const values = validFormValues();
    values.investorInformation.birthDate = '31.02.1985';
    renderWithProviders(<Harness values={values} />);
    expect((screen.getByRole('textbox', { name: 'Data urodzenia' }) as HTMLInputElement).value).toBe('31.02.1985');
  });

  it('takes a day picked in the calendar', async () => {
    renderWithProviders(<Harness values={validFormValues()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Wybierz datę z kalendarza' }));
    // Loaded when first opened, in the page's language (the public form has no other calendar).
    expect(await screen.findByRole('button', { name: 'kwiecień 1985' }, { timeout: 5_000 })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: /^15/ }));
    expect(held().investorInformation.birthDate).toBe('1985-04-15');
    expect((screen.getByRole('textbox', { name: 'Data urodzenia' }) as HTMLInputElement).value).toBe('15.04.1985');
  });
});
