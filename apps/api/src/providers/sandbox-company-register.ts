import type { Company } from '@wl/shared/schemas';
import { normaliseKrsNumber } from '../onboarding/register-number.ts';
import type { CompanyRegister } from './company-register.ts';

/**
 * The companies of the built-in sandbox register: fictional Polish companies, keyed by their
 * 10-digit KRS number (README lists them). Every entry is valid against `companySchema`.
 */
export const sandboxCompanies: readonly Company[] = [
  {
    name: 'Zielona Dolina Energia sp. z o.o.',
    legalForm: 'Spółka z ograniczoną odpowiedzialnością',
    registerNumber: '0000123456',
    statisticalNumber: '142536475',
    coreBusiness: '35.11.Z Wytwarzanie energii elektrycznej',
    registeredAddress: {
      street: 'ul. Słoneczna',
      houseNumber: '12',
      flatNumber: '4',
      voivodeship: 'mazowieckie',
      county: 'Warszawa',
      commune: 'Warszawa',
      city: 'Warszawa',
      zipCode: '00-789',
      country: 'PL',
    },
    representatives: [
      { firstName: 'Katarzyna', surname: 'Zielińska', function: 'Prezes Zarządu', signer: true, verified: false },
      { firstName: 'Tomasz', surname: 'Lis', function: 'Członek Zarządu', signer: true, verified: false },
    ],
    taxOffice: 'Drugi Mazowiecki Urząd Skarbowy w Warszawie',
  },
  {
    name: 'Bałtycka Flota Logistyka S.A.',
    legalForm: 'Spółka akcyjna',
    registerNumber: '0000234567',
    statisticalNumber: '220198344',
    coreBusiness: '52.10.B Magazynowanie i przechowywanie pozostałych towarów',
    registeredAddress: {
      street: 'ul. Portowa',
      houseNumber: '8',
      voivodeship: 'pomorskie',
      county: 'Gdańsk',
      commune: 'Gdańsk',
      city: 'Gdańsk',
      zipCode: '80-601',
      country: 'PL',
    },
    representatives: [
      { firstName: 'Marek', surname: 'Wróbel', function: 'Prezes Zarządu', signer: true, verified: false },
      { firstName: 'Joanna', surname: 'Kamińska', function: 'Prokurent', signer: false, verified: false },
    ],
    taxOffice: 'Pomorski Urząd Skarbowy w Gdańsku',
  },
  {
    name: 'Kodeks Software sp. z o.o.',
    legalForm: 'Spółka z ograniczoną odpowiedzialnością',
    registerNumber: '0000345678',
    statisticalNumber: '367254910',
    coreBusiness: '62.01.Z Działalność związana z oprogramowaniem',
    registeredAddress: {
      street: 'ul. Rynek Główny',
      houseNumber: '30',
      voivodeship: 'małopolskie',
      county: 'Kraków',
      commune: 'Kraków',
      city: 'Kraków',
      zipCode: '31-010',
      country: 'PL',
    },
    representatives: [
      { firstName: 'Paweł', surname: 'Nowicki', function: 'Prezes Zarządu', signer: true, verified: false },
    ],
    taxOffice: 'Urząd Skarbowy Kraków-Śródmieście',
  },
  {
    name: 'Mazurskie Sady sp.k.',
    legalForm: 'Spółka komandytowa',
    registerNumber: '0000456789',
    statisticalNumber: '280447612',
    coreBusiness: '01.24.Z Uprawa drzew i krzewów owocowych ziarnkowych i pestkowych',
    registeredAddress: {
      street: 'ul. Jabłoniowa',
      houseNumber: '3',
      voivodeship: 'warmińsko-mazurskie',
      county: 'olsztyński',
      commune: 'Barczewo',
      city: 'Barczewo',
      zipCode: '11-010',
      country: 'PL',
    },
    representatives: [
      { firstName: 'Ewa', surname: 'Sadowska', function: 'Komplementariusz', signer: true, verified: false },
      { firstName: 'Robert', surname: 'Sadowski', function: 'Komplementariusz', signer: true, verified: false },
    ],
    taxOffice: 'Urząd Skarbowy w Olsztynie',
  },
  {
    name: 'Fundacja Rozwoju Przedsiębiorczości Śląskiej',
    legalForm: 'Fundacja',
    registerNumber: '0000567890',
    statisticalNumber: '243018765',
    coreBusiness: '94.99.Z Działalność pozostałych organizacji członkowskich',
    registeredAddress: {
      street: 'ul. Mariacka',
      houseNumber: '15',
      flatNumber: '2',
      voivodeship: 'śląskie',
      county: 'Katowice',
      commune: 'Katowice',
      city: 'Katowice',
      zipCode: '40-014',
      country: 'PL',
    },
    representatives: [
      {
        firstName: 'Agnieszka',
        surname: 'Kowalczyk',
        function: 'Prezes Zarządu Fundacji',
        signer: true,
        verified: false,
      },
      { firstName: 'Michał', surname: 'Duda', function: 'Wiceprezes Zarządu Fundacji', signer: false, verified: false },
    ],
    taxOffice: 'Pierwszy Śląski Urząd Skarbowy w Sosnowcu',
  },
];

/**
 * The built-in company register: looks a number up in {@link sandboxCompanies} after normalising
 * it as the KRS does (digits only, left-padded to 10), so `123456`, `0000123456` and
 * `KRS 0000123456` find the same company. Answers a copy: callers may change what they get.
 */
export class SandboxCompanyRegister implements CompanyRegister {
  readonly name = 'sandbox';
  async lookup(registerNumber: string): Promise<Company | null> {
    const key = normaliseKrsNumber(registerNumber);
    const company = key ? sandboxCompanies.find((entry) => entry.registerNumber === key) : undefined;
    return company ? structuredClone(company) : null;
  }
}
