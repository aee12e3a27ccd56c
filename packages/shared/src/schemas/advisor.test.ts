import { describe, expect, it } from 'vitest';
import {
  advisorDetailSchema,
  advisorFormSchema,
  advisorListQuerySchema,
  advisorListRowSchema,
  brokerNetworksResponseSchema,
} from './advisor.ts';
import { daysFromToday, issuesOf, uuid } from './test-helpers.ts';

const form = {
  firstName: 'Jan',
  surname: 'Kowalski',
  email: 'jan.kowalski@example.com',
  externalId: 'HR-001',
  documentType: 'ID_CARD',
  documentNumber: 'ABC123456',
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
