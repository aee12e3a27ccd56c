import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  offersCountParams,
  offersListParams,
  readOffersState,
  writeOffersState,
} from './campaign-offers-query.ts';

const USER = '0b7c6f4e-2d1a-4c3b-9e8f-7a6b5c4d3e2f';
const PRODUCT = '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a';

describe("a campaign's offers list state", () => {
  it('reads the first page of everything, newest first, from an empty or broken address', () => {
    const fallback = {
      tab: 'mine',
      search: '',
      statuses: [],
      productId: null,
      sort: 'statusDate:desc',
      page: 1,
      pageSize: 20,
    };
    expect(readOffersState(new URLSearchParams())).toEqual(fallback);
    expect(readOffersState(new URLSearchParams('tab=x&status=nope&sort=name:asc&page=-2&size=1000&product='))).toEqual(
      fallback,
    );
  });

  it('keeps its choices in the address and back, leaving defaults out and other parameters alone', () => {
    const state = {
      tab: 'network',
      search: 'Jan Kowalski',
      statuses: ['accepted', 'active'],
      productId: PRODUCT,
      sort: 'investmentValue:asc',
      page: 3,
      pageSize: 50,
    } as const;
    const params = writeOffersState({ ...state, statuses: [...state.statuses] }, new URLSearchParams('from=mail'));
    expect(params.get('from')).toBe('mail');
    expect(readOffersState(params)).toEqual(state);
    expect(writeOffersState(readOffersState(new URLSearchParams())).toString()).toBe('');
  });

  it('asks the API for the page with the filters, the owner only on "my offers" of an overseer', () => {
    const state = {
      ...readOffersState(new URLSearchParams('q=%20Kowal%20&status=invited&page=2&size=10')),
      productId: PRODUCT,
    };
    const mine = offersListParams(state, { userId: USER, withTabs: true });
    expect(Object.fromEntries(mine)).toEqual({
      limit: '10',
      offset: '10',
      sort: 'statusDate:desc',
      'filter[investor][like]': 'Kowal',
      'filter[status][in]': 'invited',
      'filter[productId][in]': PRODUCT,
      'filter[ownerUserId][in]': USER,
    });
    expect(
      offersListParams({ ...state, tab: 'network' }, { userId: USER, withTabs: true }).has('filter[ownerUserId][in]'),
    ).toBe(false);
    expect(offersListParams(state, { userId: USER, withTabs: false }).has('filter[ownerUserId][in]')).toBe(false);
    const count = offersCountParams(state, 'network', { userId: USER, withTabs: true });
    expect([count.get('limit'), count.get('offset'), count.has('filter[ownerUserId][in]')]).toEqual(['1', '0', false]);
    expect(count.get('filter[investor][like]')).toBe('Kowal');
  });

  it('knows when the list is narrowed', () => {
    expect(hasFilters({ search: '  ', statuses: [], productId: null })).toBe(false);
    expect(hasFilters({ search: '', statuses: ['invited'], productId: null })).toBe(true);
  });
});
