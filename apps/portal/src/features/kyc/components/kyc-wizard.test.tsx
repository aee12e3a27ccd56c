import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, errorCodes } from '@wl/shared/errors';
import { composePesel } from '@wl/shared/rules';
import { type KycSection, kycDataSchema, kycSections } from '@wl/shared/schemas';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api/api-error.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { readProgress, writeProgress } from '../lib/draft-storage.ts';
import type { KycFormValues } from '../lib/form-values.ts';
import { emptyBeneficialOwner, emptyTaxNumber } from '../lib/form-values.ts';
import type { KycStep } from '../lib/sections.ts';
import { industries, validFormValues } from '../testing/fixtures.ts';
import { KycWizard, type KycWizardProps } from './kyc-wizard.tsx';

const KEY = 'kyc-progress:test';

function startAt(step: KycStep, completed: readonly KycSection[], values: KycFormValues = validFormValues()) {
  writeProgress(KEY, { values, step, completed: [...completed], baseVersion: null });
}

function renderWizard(props: Partial<KycWizardProps> = {}, onCommit?: () => void) {
  const submit = vi.fn<KycWizardProps['submit']>().mockResolvedValue(undefined);
  const onSubmitted = vi.fn();
  renderWithProviders(
    <Profiler id="kyc-wizard" onRender={() => onCommit?.()}>
      <KycWizard
        storageKey={KEY}
        serverData={null}
        serverVersion={null}
        industries={industries}
        documents={{ upload: vi.fn() }}
        submit={submit}
        submitLabel="Wyślij formularz"
        onSubmitted={onSubmitted}
        {...props}
      />
    </Profiler>,
  );
  return { submit, onSubmitted };
}

const heading = () => screen.getByRole('heading', { level: 2 });

describe('KycWizard', { timeout: 30_000 }, () => {
  it('starts at section 1 of 7 and keeps an empty section from moving on, naming what is missing', async () => {
    const saveDraft = vi.fn();
    renderWizard({ saveDraft });
    expect(heading().textContent).toBe('1. Informacje o inwestorze');
    expect(screen.getByTestId('kyc-progress').textContent).toBe('Sekcja 1 z 7');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findAllByText('To pole jest wymagane.')).not.toHaveLength(0);
    expect(screen.getByText('Niestety, nie wszystkie pola zostały wypełnione poprawnie.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Imię' }).getAttribute('aria-invalid')).toBe('true');
    expect(heading().textContent).toBe('1. Informacje o inwestorze');
    expect(saveDraft).not.toHaveBeenCalled();
    // Later sections stay locked until reached.
    expect(screen.getAllByRole('button', { name: /^3\. Szczegóły inwestycji/ })[0]?.getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('puts a country list into the page only while it is open (three fields, about 250 countries each)', async () => {
    renderWizard();
    expect(heading().textContent).toBe('1. Informacje o inwestorze');
    // The short lists (title, document type, marital status) stay mounted, as Mantine keeps them.
    const countryOptions = () =>
      [...document.querySelectorAll('[role="option"]')].filter((option) => option.textContent === 'Niemcy');
    expect(document.querySelectorAll('[role="option"]').length).toBeLessThan(20);
    expect(countryOptions()).toHaveLength(0);
    const issuingCountry = screen.getByRole('textbox', { name: 'Kraj wydania' });
    await userEvent.click(issuingCountry);
    const listbox = await screen.findByRole('listbox', {}, { timeout: 5_000 });
    expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(240);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Niemcy' }));
    expect(issuingCountry).toHaveProperty('value', 'Niemcy');
    await waitFor(() => expect(countryOptions()).toHaveLength(0));
  });

  it('saves each completed section as a draft (investor panel) and moves on; back keeps what was typed', async () => {
    startAt('investorInformation', []);
    const saveDraft = vi.fn<NonNullable<KycWizardProps['saveDraft']>>().mockResolvedValue({
      version: 4,
      missingSections: kycSections.slice(1),
    });
    renderWizard({ saveDraft });
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(heading().textContent).toBe('2. Status podatkowy beneficjenta rzeczywistego'));
    expect(saveDraft).toHaveBeenCalledTimes(1);
    const draft = saveDraft.mock.calls[0]?.[0] ?? {};
    expect(Object.keys(draft)).toEqual(['investorInformation']);
    expect(kycDataSchema.shape.investorInformation.safeParse(draft.investorInformation).success).toBe(true);
    expect(screen.getByTestId('kyc-saved').textContent).toMatch(/^Zapisano \d{2}:\d{2}$/);
    // Saved on the server: the browser's copy is dropped until something is typed again.
    expect(readProgress(KEY)).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Numer' }), '123');
    expect(readProgress(KEY)?.values).toMatchObject({ taxStatus: { mainTaxNumber: { number: '5260250274123' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(heading().textContent).toBe('1. Informacje o inwestorze');
    expect((screen.getByRole('textbox', { name: 'Imię' }) as HTMLInputElement).value).toBe('Anna');
    await userEvent.click(screen.getAllByRole('button', { name: /^2\. Status podatkowy/ })[0] as HTMLElement);
    expect((screen.getByRole('textbox', { name: 'Numer' }) as HTMLInputElement).value).toBe('5260250274123');
  });

  it('lands on the section and field a refused save names', async () => {
    startAt('taxStatus', ['investorInformation']);
    const saveDraft = vi.fn().mockRejectedValue(
      new ApiRequestError(
        400,
        errorBody('Nieprawidłowe dane', errorCodes.validation, {}, [
          {
            propertyPath: 'investorInformation.identityDocument.expiryDate',
            title: 'Dokument wygasł.',
            message: 'validation:documentExpiry',
          },
        ]),
      ),
    );
    renderWizard({ saveDraft });
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(heading().textContent).toBe('1. Informacje o inwestorze'));
    expect(await screen.findByText('Dokument wygasł.')).toBeTruthy();
  });

  it('sends the complete questionnaire from the review, and reopens what the server says is missing', async () => {
    startAt('review', kycSections);
    const { submit, onSubmitted } = renderWizard();
    expect(heading().textContent).toBe('Podsumowanie');
    submit.mockRejectedValueOnce(
      new ApiRequestError(
        422,
        errorBody('Incomplete', errorCodes.kycIncomplete, { missing: 'bankAccounts,sanctions' }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij formularz' }));
    await waitFor(() => expect(heading().textContent).toBe('5. Rachunek bankowy'));
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: /^Podsumowanie/ })[0]?.getAttribute('aria-disabled')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await userEvent.click(screen.getByRole('button', { name: 'Przejdź do podsumowania' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Wyślij formularz' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const data = submit.mock.calls.at(-1)?.[0];
    expect(kycDataSchema.safeParse(data).success).toBe(true);
    expect(readProgress(KEY)).toBeNull();
  });

  it('checks every section before sending: a broken one is opened with its errors', async () => {
    const values = validFormValues();
    values.sanctions.percentages = { ...values.sanctions.percentages, russia: '80', cuba: '30' };
    startAt('review', kycSections, values);
    const { submit } = renderWizard();
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij formularz' }));
    await waitFor(() => expect(heading().textContent).toBe('7. Sankcje'));
    expect(screen.getByText('Suma procentów może wynosić najwyżej 100%.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    // Fixed: the message goes at once, before the next "next".
    const cuba = screen.getByRole('textbox', { name: 'Kuba' });
    await userEvent.clear(cuba);
    await userEvent.type(cuba, '20');
    expect(screen.queryByText('Suma procentów może wynosić najwyżej 100%.')).toBeNull();
  });

  it('keeps a date that does not exist as typed and says it is not valid (issue 19)', async () => {
    startAt('investorInformation', []);
    const saveDraft = vi.fn();
    renderWizard({ saveDraft });
    const birthDate = screen.getByRole('textbox', { name: 'Data urodzenia' }) as HTMLInputElement;
    expect(birthDate.value).toBe('12.04.1985');
    await userEvent.clear(birthDate);
    await userEvent.type(birthDate, '31.02.1985');
    await userEvent.tab();
    expect(birthDate.value).toBe('31.02.1985');
    expect(birthDate.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Podaj prawidłową datę.')).toBeTruthy();
    // It cannot be sent: "next" keeps the section, the text and the message.
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(heading().textContent).toBe('1. Informacje o inwestorze');
    expect(saveDraft).not.toHaveBeenCalled();
    expect(birthDate.value).toBe('31.02.1985');
    expect(screen.getByText('Podaj prawidłową datę.')).toBeTruthy();
    // Corrected, the message goes and the date is shown as dates are.
    await userEvent.clear(birthDate);
    await userEvent.paste('1.4.1985');
    await userEvent.tab();
    expect(birthDate.value).toBe('01.04.1985');
    expect(screen.queryByText('Podaj prawidłową datę.')).toBeNull();
  });

  it('shows a field’s error as soon as it is left, before "next" (issue 19)', async () => {
    startAt('investorInformation', []);
    const saveDraft = vi.fn();
    renderWizard({ saveDraft });
    const phone = screen.getByRole('textbox', { name: /^Telefon/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12');
    expect(screen.queryByText('Podaj prawidłowy numer telefonu.')).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText('Podaj prawidłowy numer telefonu.')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(saveDraft).not.toHaveBeenCalled();
    // Fixed, the message goes as it is typed; left again, no new one.
    await userEvent.clear(phone);
    await userEvent.type(phone, '600 123 456');
    await userEvent.tab();
    expect(screen.queryByText('Podaj prawidłowy numer telefonu.')).toBeNull();
  });

  it('shows a conditional "required" together with the other errors (issue 19)', async () => {
    const values = validFormValues();
    values.investorInformation.firstName = '';
    values.investorInformation.phone = '12';
    values.investorInformation.pesel = '';
    values.investorInformation.propertyRegime = '';
    startAt('investorInformation', [], values);
    renderWizard({ saveDraft: vi.fn() });
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    const invalid = (name: string) => screen.getByRole('textbox', { name }).getAttribute('aria-invalid');
    await waitFor(() => expect(invalid('Imię')).toBe('true'));
    expect(invalid('Telefon')).toBe('true');
    expect(invalid('PESEL')).toBe('true');
    expect(invalid('Ustrój majątkowy')).toBe('true');
    expect(screen.getByText('Podaj prawidłowy numer telefonu.')).toBeTruthy();
  });

  it('checks a beneficial owner’s PESEL against their birth date, on the owner’s birth date (issue 19)', async () => {
    const values = validFormValues();
    values.taxStatus.actsOnOwnBehalf = false;
    values.taxStatus.beneficialOwners = [
      {
        ...emptyBeneficialOwner(),
        firstName: 'Jan',
        surname: 'Nowak',
        birthDate: '1990-07-24',
        pesel: composePesel('1990-07-23', 'male'),
      },
    ];
    startAt('taxStatus', ['investorInformation'], values);
    const saveDraft = vi.fn();
    renderWizard({ saveDraft });
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('Data urodzenia musi być zgodna z numerem PESEL.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Data urodzenia' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'PESEL' }).getAttribute('aria-invalid')).not.toBe('true');
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it('notes a PEP function that ended more than 12 months ago (issue 19)', async () => {
    // The fixture's function ended on 11.11.2019.
    startAt('investorStatus', ['investorInformation', 'taxStatus', 'investmentDetails']);
    renderWizard();
    expect(
      screen.getByText(
        'Ta funkcja zakończyła się ponad 12 miesięcy temu (liczyła się do 11.11.2020), więc nie czyni Cię już osobą zajmującą eksponowane stanowisko polityczne (PEP).',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Funkcja jest nadal pełniona' }));
    expect(screen.queryByText(/ponad 12 miesięcy temu/)).toBeNull();
  });

  it('renders nothing but the input typed in while a person types (decision 084)', async () => {
    startAt('investorInformation', []);
    let commits = 0;
    renderWizard({ saveDraft: vi.fn() }, () => {
      commits += 1;
    });
    const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
    // What follows the first render (popovers placing themselves) settles first.
    let seen = -1;
    while (seen !== commits) {
      seen = commits;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    commits = 0;
    await userEvent.clear(field('Nazwisko'));
    await userEvent.type(field('Nazwisko'), 'Kowalska');
    await userEvent.type(field('Imię ojca'), 'usz');
    await userEvent.type(field('Miejsce urodzenia'), '-Podgórze');
    expect(field('Nazwisko').value).toBe('Kowalska');
    expect(readProgress(KEY)?.values).toMatchObject({
      investorInformation: { surname: 'Kowalska', fatherName: 'Janusz', birthPlace: 'Kraków-Podgórze' },
    });
    // 22 changes in three fields. A controlled form renders the whole section for each, and
    // Mantine's uncontrolled one for each field that turns dirty (patched). Here at most the
    // saved indicator renders, when the minute of the local copy changes.
    expect(commits).toBeLessThanOrEqual(1);
  });

  it('shows what an answer reveals as soon as it is given', async () => {
    startAt('investorInformation', []);
    renderWizard({ saveDraft: vi.fn() });
    expect(screen.queryByRole('group', { name: 'Adres korespondencyjny' })).toBeNull();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Adres korespondencyjny jest taki sam jak adres zamieszkania' }),
    );
    expect(screen.getByRole('group', { name: 'Adres korespondencyjny' })).toBeTruthy();
    // PESEL is required of a Polish citizen only.
    const pesel = () => screen.getByRole('textbox', { name: /^PESEL/ }) as HTMLInputElement;
    expect(pesel().required).toBe(true);
    await userEvent.click(screen.getByRole('textbox', { name: 'Obywatelstwa' }));
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(pesel().required).toBe(false));
  });

  it('keeps what was typed in each row when a row in the middle is removed', async () => {
    const values = validFormValues();
    values.taxStatus.otherTaxNumbers = ['DE-1', 'CZ-2', 'SK-3'].map((number) => ({ ...emptyTaxNumber(), number }));
    startAt('taxStatus', ['investorInformation'], values);
    renderWizard();
    const numbers = () =>
      screen.getAllByRole('textbox', { name: 'Numer' }).map((input) => (input as HTMLInputElement).value);
    expect(numbers().slice(1)).toEqual(['DE-1', 'CZ-2', 'SK-3']);
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Numer' })[3] as HTMLElement, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Usuń: Numer podatkowy 2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(numbers().slice(1)).toEqual(['DE-1', 'SK-39']));
    expect(readProgress(KEY)?.values).toMatchObject({
      taxStatus: { otherTaxNumbers: [{ number: 'DE-1' }, { number: 'SK-39' }] },
    });
  });
});
