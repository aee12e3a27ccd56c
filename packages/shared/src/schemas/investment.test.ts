import { describe, expect, it } from 'vitest';
import { documentListQuerySchema, documentRowSchema } from './documents.ts';
import { changeOfferOwnerParamsSchema, investmentListQuerySchema, investmentRowSchema } from './investment.ts';
import { serializeListQuery } from './list-query.ts';
import {
  onboardingClientPayloadSchema,
  onboardingRequestListQuerySchema,
  onboardingRequestSchema,
} from './onboarding.ts';
import { issuesOf, uuid } from './test-helpers.ts';

const row = {
  id: uuid(1),
  investorName: 'Anna Nowak',
  investorEmail: 'anna@example.com',
  ownerName: 'Jan Kowalski',
  agreementDate: '2025-02-01',
  paymentDate: null,
  endDate: '2027-02-01',
  networkId: uuid(2),
  investmentValue: '150000.00',
  currency: 'EUR',
  status: 'accepted',
  statusDate: '2025-02-01T09:30:00+01:00',
  campaignName: 'Obligacje 2027',
  productAutentiStatus: 'Completed',
  productCode: 'OBL-27',
  paymentConfirmations: [
    {
      id: uuid(3),
      fileName: 'przelew.pdf',
      size: 2048,
      contentType: 'application/pdf',
      uploadedAt: '2025-02-02T10:00:00.000Z',
    },
  ],
};

describe('investment row', () => {
  it('parses a coordinator row and an advisor row (without ownerName)', () => {
    expect(investmentRowSchema.parse(row)).toEqual(row);
    const { ownerName: _, ...advisorRow } = row;
    expect(
      investmentRowSchema.safeParse({ ...advisorRow, investmentValue: null, productAutentiStatus: null }).success,
    ).toBe(true);
  });

  it.each([
    [{ investmentValue: 150000 }, { investmentValue: 'validation:invalid' }],
    [{ investmentValue: '1,5' }, { investmentValue: 'validation:number' }],
    [{ currency: 'pln' }, { currency: 'validation:invalid' }],
    [{ status: 'lost' }, { status: 'validation:invalid' }],
    [{ statusDate: '2025-02-01' }, { statusDate: 'validation:date' }],
    [{ agreementDate: '2025-02-01T00:00:00Z' }, { agreementDate: 'validation:date' }],
    [{ productAutentiStatus: 'Signed' }, { productAutentiStatus: 'validation:invalid' }],
  ])('refuses %j', (change, expected) => {
    expect(issuesOf(investmentRowSchema, { ...row, ...change })).toEqual(expected);
  });

  it('filters by status, network, money and date ranges', () => {
    const query = investmentListQuerySchema.parse({
      'filter[status][in]': ['rejected', 'declined'],
      'filter[investmentValue][from]': '10000',
      'filter[statusDate][from]': '2025-01-01',
      sort: 'investmentValue:desc',
    });
    expect(query.filter).toEqual({
      status: { in: ['rejected', 'declined'] },
      investmentValue: { from: '10000' },
      statusDate: { from: '2025-01-01' },
    });
    expect(investmentListQuerySchema.parse({}).sort).toEqual([{ field: 'statusDate', direction: 'desc' }]);
    expect(decodeURIComponent(serializeListQuery(query))).toBe(
      'limit=20&offset=0&sort=investmentValue:desc&filter[status][in]=rejected&filter[status][in]=declined' +
        '&filter[statusDate][from]=2025-01-01&filter[investmentValue][from]=10000',
    );
  });

  it('changes the owner by two ids and reads a schedule payment', () => {
    expect(changeOfferOwnerParamsSchema.safeParse({ offerId: uuid(1), ownerId: uuid(2) }).success).toBe(true);
    expect(issuesOf(changeOfferOwnerParamsSchema, { offerId: uuid(1), ownerId: 'x' })).toEqual({
      ownerId: 'validation:invalid',
    });
  });
});

describe('onboarding requests and documents', () => {
  const request = {
    id: uuid(5),
    email: 'anna@example.com',
    name: 'Anna Nowak',
    createdAt: '2025-03-01T08:00:00.000Z',
    sourceName: 'Jan Kowalski',
    taxNumber: null,
    status: 'sent',
  };

  it('parses a request and filters createdAt by a from/to range', () => {
    expect(onboardingRequestSchema.parse(request)).toEqual(request);
    expect(issuesOf(onboardingRequestSchema, { ...request, status: 'done' })).toEqual({ status: 'validation:invalid' });
    expect(
      onboardingRequestListQuerySchema.parse({
        'filter[createdAt][from]': '2025-03-01',
        'filter[createdAt][to]': '2025-03-31',
      }).filter,
    ).toEqual({ createdAt: { from: '2025-03-01', to: '2025-03-31' } });
    expect(
      issuesOf(onboardingRequestListQuerySchema, {
        'filter[createdAt][from]': '2025-03-31',
        'filter[createdAt][to]': '2025-03-01',
      }),
    ).toEqual({ 'filter.createdAt.to': 'validation:dateOnOrAfter' });
  });

  it('sets the client of an onboarding: a natural person or a company', () => {
    expect(onboardingClientPayloadSchema.safeParse({ investorType: 'natural-person' }).success).toBe(true);
    expect(
      onboardingClientPayloadSchema.safeParse({
        investorType: 'legal-person',
        company: { kind: 'existing', companyId: uuid(1) },
      }).success,
    ).toBe(true);
    expect(
      issuesOf(onboardingClientPayloadSchema, { investorType: 'legal-person', company: { kind: 'existing' } }),
    ).toEqual({ 'company.companyId': 'validation:required' });
  });

  it('parses a document row, newest first by default', () => {
    const document = {
      id: uuid(6),
      fileName: 'umowa.pdf',
      uploadedBy: 'Jan Kowalski',
      createdAt: '2025-03-01T08:00:00Z',
    };
    expect(documentRowSchema.parse(document)).toEqual(document);
    expect(issuesOf(documentRowSchema, { ...document, createdAt: 'yesterday' })).toEqual({
      createdAt: 'validation:date',
    });
    expect(documentListQuerySchema.parse({ limit: '99999', perPage: '-1' })).toEqual({
      limit: 99_999,
      offset: 0,
      sort: [{ field: 'createdAt', direction: 'desc' }],
      filter: {},
    });
  });
});
