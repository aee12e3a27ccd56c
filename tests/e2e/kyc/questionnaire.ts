import { expect, type Page, type TestInfo } from '@playwright/test';
import { composePesel } from '@wl/shared/rules';
import { choose, chooseAlso, fillDate, isoDay, type Lang, screenshot } from './support.ts';

/**
 * Filling the questionnaire as a person does, in Polish or English: the screen's own labels,
 * options and messages (so a wrong text fails the test). Test data: PESELs made for the test
 * (`composePesel` of the shared rules), never real people's.
 */

export const BIRTH_DATE = '1985-04-12';
export const PESEL = composePesel(BIRTH_DATE, 'female');
/** A valid PESEL of someone born on another day: refused for this birth date. */
export const PESEL_OTHER_BIRTH_DATE = composePesel('1990-07-23', 'male', 123);
/** The check digit changed: the checksum fails. */
export const PESEL_INVALID = `${PESEL.slice(0, 10)}${(Number(PESEL[10]) + 1) % 10}`;
export const NRB = '61 1090 1014 0000 0712 1981 2874';
export const NRB_INVALID = '61 1090 1014 0000 0712 1981 2875';

export const texts = {
  pl: {
    title: 'Formularz KYC',
    next: 'Dalej',
    toReview: 'Przejdź do podsumowania',
    submit: 'Wyślij formularz',
    sendToVerification: 'Wyślij do weryfikacji',
    yes: 'Tak',
    no: 'Nie',
    progress: (n: number) => `Sekcja ${n} z 7`,
    section: [
      '1. Informacje o inwestorze',
      '2. Status podatkowy beneficjenta rzeczywistego',
      '3. Szczegóły inwestycji',
      '4. Status inwestora',
      '5. Rachunek bankowy',
      '6. Oświadczenie FATCA/CRS',
      '7. Sankcje',
    ],
    review: 'Podsumowanie',
    allSections: 'Wszystkie sekcje',
    required: 'To pole jest wymagane.',
    peselInvalid: 'Numer PESEL jest nieprawidłowy.',
    birthDatePesel: 'Data urodzenia musi być zgodna z numerem PESEL.',
    bankAccount: 'Podaj prawidłowy numer rachunku bankowego lub IBAN.',
    documentExpiry: /Dokument musi być ważny jeszcze co najmniej 7 dni, czyli do/,
    sanctionTotal: 'Suma procentów może wynosić najwyżej 100%.',
    wellInformed: /Aby zadeklarować status inwestora dobrze poinformowanego/,
    alreadySent: 'Formularz jest nieaktywny, ponieważ został już wysłany.',
    thankYou: 'Dziękujemy! Formularz został wysłany.',
    f: {
      title: 'Tytuł',
      mrs: 'Pani',
      firstName: 'Imię',
      surname: 'Nazwisko',
      birthDate: 'Data urodzenia',
      birthPlace: 'Miejsce urodzenia',
      pesel: 'PESEL',
      documentType: 'Rodzaj dokumentu',
      idCard: 'Dowód osobisty',
      documentNumber: 'Seria i numer dokumentu',
      expiryDate: 'Data ważności',
      phone: 'Telefon',
      street: 'Ulica',
      houseNumber: 'Nr domu',
      zipCode: 'Kod pocztowy',
      city: 'Miejscowość',
      maritalStatus: 'Stan cywilny',
      otherStatus: 'Inny',
      taxNumber: 'Numer',
      actsOnOwnBehalf: 'Czy inwestujesz we własnym imieniu i na własny rachunek?',
      originType: 'Rodzaj źródła',
      business: 'Działalność gospodarcza',
      receivedValue: 'Otrzymana kwota',
      receivedOn: 'Data otrzymania',
      industries: 'Branże',
      construction: 'Budownictwo',
      declaresWellInformed: 'Czy deklarujesz status inwestora dobrze poinformowanego?',
      commitmentEur: 'Zaangażowanie (EUR)',
      isPep: /Czy Ty, członek Twojej rodziny/,
      owner: 'Właściciel',
      iban: 'Numer rachunku (IBAN)',
      bankName: 'Nazwa banku',
      usPerson: 'Czy jesteś osobą amerykańską (US person) w rozumieniu FATCA?',
      tin: 'Numer TIN',
      declaration: /Oświadczam, że podane informacje są prawdziwe/,
      sanctions: 'Czy prowadzisz działalność w krajach lub regionach objętych sankcjami?',
      russia: 'Rosja',
      cuba: 'Kuba',
      addFiles: 'Dodaj pliki',
    },
  },
  en: {
    title: 'KYC form',
    next: 'Next',
    toReview: 'Go to the summary',
    submit: 'Send the form',
    sendToVerification: 'Send for verification',
    yes: 'Yes',
    no: 'No',
    progress: (n: number) => `Section ${n} of 7`,
    section: [
      '1. Investor information',
      '2. Tax status of the beneficial owner',
      '3. Investment details',
      '4. Investor status',
      '5. Bank account',
      '6. FATCA/CRS self-certification',
      '7. Sanctions',
    ],
    review: 'Summary',
    allSections: 'All sections',
    required: 'This field is required.',
    peselInvalid: 'The PESEL number is not valid.',
    birthDatePesel: 'The birth date must match the PESEL number.',
    bankAccount: 'Please enter a valid bank account number or IBAN.',
    documentExpiry: /The document must be valid for at least 7 more days, that is until/,
    sanctionTotal: 'The percentages may add up to at most 100%.',
    wellInformed: /To declare yourself a well-informed investor/,
    alreadySent: 'The form is inactive because it has already been sent.',
    thankYou: 'Thank you! The form has been sent.',
    f: {
      title: 'Title',
      mrs: 'Mrs.',
      firstName: 'First name',
      surname: 'Surname',
      birthDate: 'Date of birth',
      birthPlace: 'Place of birth',
      pesel: 'PESEL',
      documentType: 'Document type',
      idCard: 'ID card',
      documentNumber: 'Document number',
      expiryDate: 'Expiry date',
      phone: 'Phone',
      street: 'Street',
      houseNumber: 'House no.',
      zipCode: 'Zip code',
      city: 'City',
      maritalStatus: 'Marital status',
      otherStatus: 'Other',
      taxNumber: 'Number',
      actsOnOwnBehalf: 'Do you invest on your own behalf and for your own account?',
      originType: 'Type of source',
      business: 'Business activity',
      receivedValue: 'Value received',
      receivedOn: 'Date received',
      industries: 'Industries',
      construction: 'Construction',
      declaresWellInformed: 'Do you declare yourself a well-informed investor?',
      commitmentEur: 'Commitment (EUR)',
      isPep: /Do you, a family member or a close associate/,
      owner: 'Owner',
      iban: 'Account number (IBAN)',
      bankName: 'Bank name',
      usPerson: 'Are you a US person for FATCA purposes?',
      tin: 'TIN',
      declaration: /I declare that the information given is true/,
      sanctions: 'Do you do business in countries or regions under sanctions?',
      russia: 'Russia',
      cuba: 'Cuba',
      addFiles: 'Add files',
    },
  },
} as const;

export type Texts = (typeof texts)[Lang];

/** An input by its visible label (the accessible name: the required asterisk is not part of it). */
export const field = (page: Page, name: string | RegExp) =>
  page.getByRole('textbox', { name, exact: typeof name === 'string' });

/** The section heading on screen. */
export async function expectSection(page: Page, t: Texts, index: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: t.section[index] })).toBeVisible();
  await expect(page.getByTestId('kyc-progress')).toHaveText(t.progress(index + 1));
}

/** Opens a section from the list of sections (folded under a button on a phone), as a person would. */
export async function openSection(page: Page, t: Texts, index: number): Promise<void> {
  const fold = page.getByRole('button', { name: t.allSections });
  if (await fold.isVisible()) await fold.click();
  await page.getByRole('navigation').getByRole('button', { name: t.section[index] }).click();
  await expectSection(page, t, index);
}

async function answer(page: Page, question: string | RegExp, yes: string) {
  await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: yes, exact: true }).check();
}

/** Section 1 with `pesel` (the caller corrects it when it is refused). */
export async function fillInvestorInformation(page: Page, t: Texts, pesel: string): Promise<void> {
  const f = t.f;
  await choose(page, field(page, f.title), f.mrs);
  await field(page, f.firstName).fill('Anna');
  await field(page, f.surname).fill('Nowak');
  await fillDate(field(page, f.birthDate), BIRTH_DATE);
  await field(page, f.birthPlace).fill('Kraków');
  await field(page, f.pesel).fill(pesel);
  await choose(page, field(page, f.documentType), f.idCard);
  await field(page, f.documentNumber).fill('ABC523456');
  await fillDate(field(page, f.expiryDate), isoDay(400));
  await field(page, f.phone).fill('600 123 456');
  await field(page, f.street).fill('Prosta');
  await field(page, f.houseNumber).fill('1');
  await field(page, f.zipCode).fill('00-950');
  await field(page, f.city).fill('Warszawa');
  await choose(page, field(page, f.maritalStatus), f.otherStatus);
}

export async function next(page: Page, t: Texts): Promise<void> {
  await page.getByRole('button', { name: t.next, exact: true }).click();
}

export async function fillTaxStatus(page: Page, t: Texts): Promise<void> {
  await field(page, t.f.taxNumber).fill('5260250274');
  await answer(page, t.f.actsOnOwnBehalf, t.yes);
}

/** Section 3; with `upload`, one supporting document is attached (the documents endpoint). */
export async function fillInvestmentDetails(page: Page, t: Texts, upload: boolean): Promise<void> {
  await choose(page, field(page, t.f.originType), t.f.business);
  await field(page, t.f.receivedValue).fill('250 000,50');
  await fillDate(field(page, t.f.receivedOn), '2024-12-31');
  if (upload) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t.f.addFiles }).click();
    await (await chooser).setFiles({
      name: 'wyciag-bankowy.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await expect(page.getByText('wyciag-bankowy.pdf')).toBeVisible();
  }
  await chooseAlso(page, field(page, t.f.industries), t.f.construction);
  await page.keyboard.press('Escape');
}

/** Section 4: claims the well-informed status (first below every threshold, then meeting one). */
export async function fillInvestorStatus(page: Page, t: Texts, checkThresholds: boolean): Promise<void> {
  await answer(page, t.f.declaresWellInformed, t.yes);
  if (checkThresholds) {
    await field(page, t.f.commitmentEur).fill('50 000');
    await answer(page, t.f.isPep, t.no);
    await next(page, t);
    await expect(page.getByText(t.wellInformed)).toBeVisible();
  }
  await field(page, t.f.commitmentEur).fill('100 000');
  await answer(page, t.f.isPep, t.no);
}

export async function fillBankAccount(page: Page, t: Texts, account: string): Promise<void> {
  await field(page, t.f.owner).fill('Anna Nowak');
  await field(page, t.f.iban).fill(account);
  await field(page, t.f.bankName).fill('Santander');
  await field(page, t.f.city).fill('Warszawa');
}

export async function fillFatcaCrs(page: Page, t: Texts): Promise<void> {
  await answer(page, t.f.usPerson, t.no);
  await field(page, t.f.tin).fill(PESEL);
  await page.getByRole('checkbox', { name: t.f.declaration }).check();
}

export async function fillSanctions(page: Page, t: Texts, russia: string, cuba: string): Promise<void> {
  await answer(page, t.f.sanctions, t.yes);
  await field(page, t.f.russia).fill(russia);
  await field(page, t.f.cuba).fill(cuba);
}

/**
 * Sections 2–7 filled validly (section 1 is done by the caller), screenshots of each section
 * when `shots` names the language and test.
 */
export async function fillRest(
  page: Page,
  t: Texts,
  options: { upload: boolean; shots?: { lang: Lang; testInfo: TestInfo } },
): Promise<void> {
  const shot = async (name: string) => {
    if (options.shots) await screenshot(page, name, options.shots.lang, options.shots.testInfo);
  };
  await expectSection(page, t, 1);
  await fillTaxStatus(page, t);
  await shot('section-2');
  await next(page, t);
  await expectSection(page, t, 2);
  await fillInvestmentDetails(page, t, options.upload);
  await shot('section-3');
  await next(page, t);
  await expectSection(page, t, 3);
  await fillInvestorStatus(page, t, false);
  await shot('section-4');
  await next(page, t);
  await expectSection(page, t, 4);
  await fillBankAccount(page, t, NRB);
  await shot('section-5');
  await next(page, t);
  await expectSection(page, t, 5);
  await fillFatcaCrs(page, t);
  await shot('section-6');
  await next(page, t);
  await expectSection(page, t, 6);
  await fillSanctions(page, t, '12,5', '');
  await shot('section-7');
  await page.getByRole('button', { name: t.toReview }).click();
  await expect(page.getByRole('heading', { level: 2, name: t.review })).toBeVisible();
}
