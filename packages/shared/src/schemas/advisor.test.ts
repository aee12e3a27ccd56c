import { describe, expect, it } from 'vitest';
import { issueMessage, propertyPath } from '../i18n/index.ts';
import {
  advisorDetailSchema,
  advisorFormSchema,
  advisorListQuerySchema,
  advisorListRowSchema,
  brokerNetworksResponseSchema,
} from './advisor.ts';
import { daysFromToday, issuesOf, uuid } from './test-helpers.ts';

/** `path → text` of the first issue at each path, in a language. */
function textsOf(schema: typeof advisorFormSchema, input: unknown, language: 'pl' | 'en'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    out[propertyPath(issue.path)] ??= issueMessage(issue, language);
  }
  return out;
}

const form = {
  firstName: 'Jan',
  surname: 'Kowalski',
  email: 'jan.kowalski@example.com',
  externalId: 'HR-001',
  documentType: 'ID_CARD',
  documentNumber: 'ABC523456',
  documentExpiryDate: daysFromToday(365),
  country: 'pl',
  powerOfAttorneyStart: '2025-01-01',
  powerOfAttorneyEnd: '2026-12-31',
  brokerNetworkIds: [uuid(1)],
};

describe('advisorFormSchema', () => {
  it('accepts a complete form and upper-cases the country', () => {
    expect(advisorFormSchema.parse(form)).toEqual({ ...form, country: 'PL' });
    const { externalId: _, powerOfAttorneyEnd: __, ...minimal } = form;
    expect(advisorFormSchema.safeParse(minimal).success).toBe(true);
  });

  it.each([
    [{ brokerNetworkIds: [] }, { brokerNetworkIds: 'validation:networks' }],
    [{ documentExpiryDate: daysFromToday(3) }, { documentExpiryDate: 'validation:documentExpiry' }],
    [{ documentType: 'DRIVING_LICENCE' }, { documentType: 'validation:invalid' }],
    [{ firstName: '  ' }, { firstName: 'validation:required' }],
    [{ email: 'jan' }, { email: 'validation:email' }],
    [{ country: 'Polska' }, { country: 'validation:pattern' }],
    [{ powerOfAttorneyEnd: '2024-12-31' }, { powerOfAttorneyEnd: 'validation:dateOnOrAfter' }],
    [{ powerOfAttorneyStart: '2025-13-01' }, { powerOfAttorneyStart: 'validation:date' }],
    [{ brokerNetworkIds: ['1'] }, { 'brokerNetworkIds[0]': 'validation:invalid' }],
  ])('refuses %j', (change, expected) => {
    expect(issuesOf(advisorFormSchema, { ...form, ...change })).toEqual(expected);
  });

  it('reports several fields at once, as a form shows them', () => {
    expect(issuesOf(advisorFormSchema, { ...form, firstName: '', brokerNetworkIds: [] })).toEqual({
      firstName: 'validation:required',
      brokerNetworkIds: 'validation:networks',
    });
  });

  it('reports the power of attorney and the document number together with the other fields', () => {
    const { email: _, ...withoutEmail } = form;
    expect(
      issuesOf(advisorFormSchema, {
        ...withoutEmail,
        firstName: '',
        documentExpiryDate: 'soon',
        documentNumber: '!!',
        powerOfAttorneyEnd: '2024-12-31',
        brokerNetworkIds: [],
      }),
    ).toEqual({
      firstName: 'validation:required',
      email: 'validation:required',
      documentExpiryDate: 'validation:date',
      documentNumber: 'validation:idCardNumber',
      powerOfAttorneyEnd: 'validation:dateOnOrAfter',
      brokerNetworkIds: 'validation:networks',
    });
    // A blank e-mail too (its "required" no longer aborts the object's rules).
    expect(issuesOf(advisorFormSchema, { ...form, email: ' ', powerOfAttorneyEnd: '2024-12-31' })).toEqual({
      email: 'validation:required',
      powerOfAttorneyEnd: 'validation:dateOnOrAfter',
    });
  });

  it('writes the power of attorney start as DD.MM.YYYY in both languages', () => {
    const input = { ...form, firstName: '', powerOfAttorneyStart: '2026-05-10', powerOfAttorneyEnd: '2026-05-09' };
    expect(textsOf(advisorFormSchema, input, 'en').powerOfAttorneyEnd).toBe('Enter a date on or after 10.05.2026.');
    expect(textsOf(advisorFormSchema, input, 'pl').powerOfAttorneyEnd).toBe(
      'Podaj datę nie wcześniejszą niż 10.05.2026.',
    );
  });

  it.each([
    [{ documentNumber: '!!' }, { documentNumber: 'validation:idCardNumber' }],
    [{ documentNumber: 'ABC123456' }, { documentNumber: 'validation:documentNumberCheckDigit' }],
    [{ documentType: 'PASSPORT', documentNumber: 'ABA300000' }, { documentNumber: 'validation:passportNumber' }],
    [
      { documentType: 'PASSPORT', documentNumber: 'ZS0000178' },
      { documentNumber: 'validation:documentNumberCheckDigit' },
    ],
    [{ country: 'DE', documentNumber: '!!' }, { documentNumber: 'validation:documentNumber' }],
  ])('checks the document number by its type and country: %j', (change, expected) => {
    expect(issuesOf(advisorFormSchema, { ...form, ...change })).toEqual(expected);
  });

  it.each([
    [{ documentNumber: ' aba300000 ' }, 'ABA300000'],
    [{ documentType: 'PASSPORT', documentNumber: 'zs0000177' }, 'ZS0000177'],
    [{ country: 'de', documentNumber: 'c01x00t47' }, 'C01X00T47'],
  ])('accepts %j as %s', (change, number) => {
    expect(advisorFormSchema.parse({ ...form, ...change }).documentNumber).toBe(number);
  });
});

describe('advisor reads', () => {
  it('parses a list row, a detail and the networks', () => {
    const row = {
      id: uuid(9),
      firstName: 'Jan',
      surname: 'Kowalski',
      email: 'jan@example.com',
      brokerNetworkIds: [uuid(1), uuid(2)],
      status: 'deleted',
    };
    expect(advisorListRowSchema.parse(row)).toEqual(row);
    expect(issuesOf(advisorListRowSchema, { ...row, status: 'archived' })).toEqual({ status: 'validation:invalid' });
    // An expired document is still readable: the 7-day rule is for saving, not for reading.
    expect(
      advisorDetailSchema.safeParse({
        ...form,
        country: 'PL',
        documentExpiryDate: '2020-01-01',
        id: uuid(9),
        status: 'active',
      }).success,
    ).toBe(true);
    expect(brokerNetworksResponseSchema.parse([{ id: uuid(1), name: 'Sieć Północ' }])).toHaveLength(1);
  });

  it('filters the list by text, networks and status', () => {
    expect(
      advisorListQuerySchema.parse({
        'filter[surname][like]': 'Kow',
        'filter[brokerNetworkIds][in]': [uuid(1), uuid(2)],
        'filter[status][in]': 'active',
      }),
    ).toEqual({
      limit: 20,
      offset: 0,
      sort: [{ field: 'surname', direction: 'asc' }],
      filter: {
        surname: { like: 'Kow' },
        brokerNetworkIds: { in: [uuid(1), uuid(2)] },
        status: { in: ['active'] },
      },
    });
    expect(issuesOf(advisorListQuerySchema, { 'filter[status][in]': 'archived' })).toEqual({
      'filter.status.in[0]': 'validation:invalid',
    });
  });
});
