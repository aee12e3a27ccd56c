import { investmentExportQuerySchema, investmentListQuerySchema, searchParamsToQueryObject } from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  investmentExportParams,
  investmentListParams,
  toCalendarDay,
  toDecimalText,
  toInvestmentListQuery,
} from './table-query.ts';

const page = { pageIndex: 0, pageSize: 20 };

describe('the investments table state as the list query', () => {
  it('maps text filters to like, arrays to in, date and number ranges to from/to', () => {
    const query = toInvestmentListQuery({
      columnFilters: [
        { id: 'investorEmail', value: '  kowalski ' },
        { id: 'status', value: ['invited', 'viewed'] },
        { id: 'currency', value: 'EUR' },
        { id: 'agreementDate', value: [new Date(2026, 0, 5), '2026-01-31T00:00:00.000Z'] },
        { id: 'investmentValue', value: ['1 000,50', ''] },
      ],
      sorting: [{ id: 'investmentValue', desc: false }],
      pagination: { pageIndex: 2, pageSize: 50 },
    });
    expect(query).toEqual({
      limit: 50,
      offset: 100,
      sort: [{ field: 'investmentValue', direction: 'asc' }],
      filter: {
        investorEmail: { like: 'kowalski' },
        status: { in: ['invited', 'viewed'] },
        currency: { in: ['EUR'] },
        agreementDate: { from: '2026-01-05', to: '2026-01-31' },
        investmentValue: { from: '1000.50' },
      },
    });
  });

  it('leaves out empty filters, unknown columns and columns the API cannot sort by', () => {
    const query = toInvestmentListQuery({
      columnFilters: [
        { id: 'investorName', value: '   ' },
        { id: 'status', value: [] },
        { id: 'statusDate', value: ['', undefined] },
        { id: 'investmentValue', value: ['abc', null] },
        { id: 'paymentConfirmations', value: 'x' },
      ],
      sorting: [{ id: 'paymentConfirmations', desc: true }],
      pagination: page,
    });
    expect(query).toEqual({ limit: 20, offset: 0, filter: {} });
  });

  it('writes the wire format the API parses back to the same query', () => {
    const params = investmentListParams({
      columnFilters: [
        { id: 'status', value: ['accepted', 'active'] },
        { id: 'campaignName', value: 'Demo' },
        { id: 'statusDate', value: ['2026-02-01', '2026-02-28'] },
      ],
      sorting: [{ id: 'statusDate', desc: true }],
      pagination: page,
    });
    expect(params.getAll('filter[status][in]')).toEqual(['accepted', 'active']);
    expect(params.get('filter[campaignName][like]')).toBe('Demo');
    expect(params.get('sort')).toBe('statusDate:desc');
    const parsed = investmentListQuerySchema.parse(searchParamsToQueryObject(params));
    expect(parsed.filter.status?.in).toEqual(['accepted', 'active']);
    expect(parsed.filter.statusDate).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(parsed.sort).toEqual([{ field: 'statusDate', direction: 'desc' }]);
    expect(parsed.limit).toBe(20);
  });
});

describe('filter value conversions', () => {
  it('reads a picked day as the calendar day the user saw', () => {
    expect(toCalendarDay(new Date(2026, 10, 22, 23, 30))).toBe('2026-11-22');
    expect(toCalendarDay('2026-11-22')).toBe('2026-11-22');
    expect(toCalendarDay('22.11.2026')).toBeUndefined();
    expect(toCalendarDay(new Date('nonsense'))).toBeUndefined();
    expect(toCalendarDay({ toDate: () => new Date(2026, 0, 1) })).toBe('2026-01-01');
  });

  it('accepts amounts with a comma and spaces (spec §5)', () => {
    expect(toDecimalText('12 345,67')).toBe('12345.67');
    expect(toDecimalText(1500)).toBe('1500');
    expect(toDecimalText('1,2,3')).toBeUndefined();
    expect(toDecimalText(Number.NaN)).toBeUndefined();
  });
});

describe('the investments export query', () => {
  const state = {
    columnFilters: [
      { id: 'status', value: ['active', 'accepted'] },
      { id: 'investorEmail', value: 'nowak' },
    ],
    sorting: [{ id: 'investmentValue', desc: true }],
    pagination: { pageIndex: 3, pageSize: 50 },
  };

  it('carries the filters and sort, not the page, and the visible columns in the table order', () => {
    const params = investmentExportParams(state, { currency: false, investorEmail: false, endDate: true }, false);
    expect(params.get('limit')).toBeNull();
    expect(params.get('offset')).toBeNull();
    expect(params.get('sort')).toBe('investmentValue:desc');
    expect(params.getAll('filter[status][in]')).toEqual(['active', 'accepted']);
    expect(params.get('filter[investorEmail][like]')).toBe('nowak');
    expect(params.getAll('columns')).toEqual([
      'investorName',
      'agreementDate',
      'paymentDate',
      'endDate',
      'networkId',
      'investmentValue',
      'status',
      'statusDate',
      'campaignName',
      'productAutentiStatus',
      'productCode',
      'paymentConfirmations',
    ]);
    params.set('format', 'csv');
    const parsed = investmentExportQuerySchema.parse(searchParamsToQueryObject(params));
    expect(parsed.filter.status?.in).toEqual(['active', 'accepted']);
    expect(parsed.columns[0]).toBe('investorName');
  });

  it('has the advisor column in the network view only', () => {
    expect(investmentExportParams(state, {}, true).getAll('columns')).toContain('ownerName');
    expect(investmentExportParams(state, {}, false).getAll('columns')).not.toContain('ownerName');
  });
});
