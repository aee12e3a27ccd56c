import { describe, expect, it } from 'vitest';
import { accountingDocumentSchema } from './accounting-document.ts';
import { addressSchema } from './address.ts';
import { companySchema } from './company.ts';
import { issuesOf, uuid } from './test-helpers.ts';

const address = {
  street: 'Marszałkowska',
  houseNumber: '10',
  flatNumber: '5',
  voivodeship: 'mazowieckie',
  county: 'Warszawa',
  commune: 'Warszawa',
  city: 'Warszawa',
  zipCode: '00-950',
  country: 'PL',
};

describe('addressSchema', () => {
  it('accepts a Polish and a foreign address', () => {
    expect(addressSchema.parse(address)).toEqual(address);
    expect(
      addressSchema.safeParse({
        street: 'Unter den Linden',
        houseNumber: '1',
        city: 'Berlin',
        zipCode: '10117',
        country: 'DE',
      }).success,
    ).toBe(true);
  });

  it.each([
    [{ zipCode: '00950' }, { zipCode: 'validation:zipCodeExample' }],
    [{ zipCode: '10117', country: 'PL' }, { zipCode: 'validation:zipCodeExample' }],
    [{ city: '' }, { city: 'validation:required' }],
    [{ country: 'POL' }, { country: 'validation:pattern' }],
  ])('refuses %j', (change, expected) => {
    expect(issuesOf(addressSchema, { ...address, ...change })).toEqual(expected);
  });
});

describe('companySchema', () => {
  const company = {
    name: 'Przykład sp. z o.o.',
    legalForm: 'spółka z ograniczoną odpowiedzialnością',
    registerNumber: '0000123456',
    statisticalNumber: '123456785',
    coreBusiness: '64.99.Z',
    registeredAddress: address,
    representatives: [
      { firstName: 'Anna', surname: 'Nowak', function: 'Prezes Zarządu', signer: true, verified: false },
    ],
    taxOffice: 'Urząd Skarbowy Warszawa-Śródmieście',
  };

  it('accepts a company with its representatives', () => {
    expect(companySchema.parse(company)).toEqual(company);
  });

  it.each([
    [{ representatives: [] }, { representatives: 'validation:minItems' }],
    [{ statisticalNumber: '12345' }, { statisticalNumber: 'validation:pattern' }],
    [{ registeredAddress: { ...address, zipCode: 'x' } }, { 'registeredAddress.zipCode': 'validation:zipCodeExample' }],
    [
      { representatives: [{ firstName: 'A', surname: 'B', function: 'C', signer: 'yes', verified: true }] },
      { 'representatives[0].signer': 'validation:invalid' },
    ],
  ])('refuses %j', (change, expected) => {
    expect(issuesOf(companySchema, { ...company, ...change })).toEqual(expected);
  });
});

describe('accountingDocumentSchema', () => {
  const document = {
    id: uuid(1),
    counterPartyTin: '5260250274',
    counterPartyName: 'Dostawca S.A.',
    counterPartyStreet: 'Prosta',
    counterPartyStreetNumber: '1',
    counterPartyApartmentNumber: '2',
    counterPartyCity: 'Kraków',
    counterPartyZipCode: '30-001',
    counterPartyCountry: 'PL',
    type: 'invoice',
    documentNumber: 'FV/1/2025',
    correctedDocumentNumber: undefined,
    issueDate: '2025-01-10',
    paymentDate: '2025-01-24',
    saleDate: '2025-01-10',
    additionDate: '2025-01-11T12:00:00.000Z',
    paymentMethod: 'transfer',
    paymentStatus: 'unpaid',
    currency: 'PLN',
    bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
    bankAccountCountry: 'PL',
    glAccount: '401-01',
    costCenter: 'IT',
  };

  it('accepts a document and keeps the bank account in electronic form', () => {
    expect(accountingDocumentSchema.parse(document).bankAccount).toBe('PL61109010140000071219812874');
  });

  it.each([
    [{ bankAccount: 'PL00 1234' }, { bankAccount: 'validation:bankAccount' }],
    [{ issueDate: '10.01.2025' }, { issueDate: 'validation:date' }],
    [{ paymentStatus: 'overdue' }, { paymentStatus: 'validation:invalid' }],
    [{ documentNumber: '' }, { documentNumber: 'validation:required' }],
  ])('refuses %j', (change, expected) => {
    expect(issuesOf(accountingDocumentSchema, { ...document, ...change })).toEqual(expected);
  });
});
