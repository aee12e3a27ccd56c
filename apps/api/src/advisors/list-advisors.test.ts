import { advisorListRowSchema, serializeListQuery, TOTAL_COUNT_HEADER } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNetwork, createTenant, createTestApi, type TestApi } from '../testing/index.ts';
import { accessToken, addAdvisor } from '../testing/matrix.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

/** A tenant with an admin and four advisors across two networks, in every status. */
async function listTenant() {
  const tenant = await createTenant(t.db);
  const north = await createNetwork(t.db, tenant.tenantId, 'Północ');
  const south = await createNetwork(t.db, tenant.tenantId, 'Południe');
  const add = (firstName: string, surname: string, email: string, options: Parameters<typeof addAdvisor>[2] = {}) =>
    addAdvisor(t.db, tenant.tenantId, { firstName, surname, email: `${email}-${tenant.host}`, ...options });
  const admin = await add('Zofia', 'Admińska', 'zofia@', { role: 'admin', networkIds: [north.id] });
  const anna = await add('Anna', 'Nowak', 'anna.nowak@', { networkIds: [north.id] });
  const jan = await add('Jan', 'Kowalski', 'JAN.K@', { status: 'initial', networkIds: [south.id] });
  const janina = await add('Janina', 'Kowalska', 'janina@', { status: 'deleted', networkIds: [north.id, south.id] });
  const piotr = await add('Piotr', 'Zieliński', 'piotr%50@', { networkIds: [north.id] });
  const token = await accessToken(t.db, admin.user, tenant.tenantId);
  const list = async (query: string) => {
    const response = await t.call({ method: 'GET', url: `/api/advisor/advisor?${query}`, host: tenant.host, token });
    return {
      response,
      status: response.statusCode,
      total: response.headers[TOTAL_COUNT_HEADER],
      surnames: response.statusCode === 200 ? (response.json() as { surname: string }[]).map((row) => row.surname) : [],
    };
  };
  return { tenant, north, south, admin, anna, jan, janina, piotr, list };
}

describe('GET /api/advisor/advisor', () => {
  it('lists every advisor of the tenant, archived ones too, by surname, with the total exposed', async () => {
    const { list, north, south, janina } = await listTenant();
    const { response, surnames, total } = await list('');
    expect(response.statusCode).toBe(200);
    expect(surnames).toEqual(['Admińska', 'Kowalska', 'Kowalski', 'Nowak', 'Zieliński']);
    expect(total).toBe('5');
    expect(response.headers['access-control-expose-headers']).toContain(TOTAL_COUNT_HEADER);
    const rows = response.json() as unknown[];
    for (const row of rows) advisorListRowSchema.parse(row);
    expect(rows).toContainEqual({
      id: janina.advisor.id,
      firstName: 'Janina',
      surname: 'Kowalska',
      email: janina.email,
      brokerNetworkIds: [north.id, south.id].sort(),
      status: 'deleted',
    });
  });

  it('matches names and e-mail case-insensitively anywhere in the text (like)', async () => {
    const { list, tenant } = await listTenant();
    expect((await list('filter[surname][like]=KOWAL')).surnames).toEqual(['Kowalska', 'Kowalski']);
    expect((await list('filter[firstName][like]=jan')).surnames).toEqual(['Kowalska', 'Kowalski']);
    expect((await list('filter[firstName][like]=NIN')).surnames).toEqual(['Kowalska']);
    // E-mails are stored lower-cased; the filter finds them whatever the case typed.
    expect((await list(`filter[email][like]=${encodeURIComponent('Jan.K@')}`)).surnames).toEqual(['Kowalski']);
    expect((await list(`filter[email][like]=${encodeURIComponent(tenant.host.toUpperCase())}`)).total).toBe('5');
    // Filters combine; an empty box is no filter.
    expect((await list('filter[firstName][like]=jan&filter[surname][like]=ski&filter[email][like]=')).surnames).toEqual(
      ['Kowalski'],
    );
  });

  it('takes % and _ in a like filter literally', async () => {
    const { list } = await listTenant();
    expect((await list(`filter[email][like]=${encodeURIComponent('%')}`)).surnames).toEqual(['Zieliński']);
    expect((await list(`filter[email][like]=${encodeURIComponent('_')}`)).surnames).toEqual([]);
  });

  it('filters by networks (any of them) and by status', async () => {
    const { list, north, south } = await listTenant();
    expect((await list(`filter[brokerNetworkIds][in]=${south.id}`)).surnames).toEqual(['Kowalska', 'Kowalski']);
    expect((await list(serializeListQuery({ filter: { brokerNetworkIds: { in: [north.id, south.id] } } }))).total).toBe(
      '5',
    );
    expect((await list('filter[status][in]=deleted')).surnames).toEqual(['Kowalska']);
    expect((await list('filter[status][in]=active&filter[status][in]=initial')).surnames).toEqual([
      'Admińska',
      'Kowalski',
      'Nowak',
      'Zieliński',
    ]);
    expect(
      (await list(`filter[status][in]=active&filter[brokerNetworkIds][in]=${north.id}&filter[surname][like]=a`))
        .surnames,
    ).toEqual(['Admińska', 'Nowak']);
  });

  it('sorts both ways, by several keys', async () => {
    const { list } = await listTenant();
    expect((await list('sort=firstName:asc')).surnames).toEqual([
      'Nowak',
      'Kowalski',
      'Kowalska',
      'Zieliński',
      'Admińska',
    ]);
    expect((await list('sort=firstName:desc')).surnames).toEqual([
      'Admińska',
      'Zieliński',
      'Kowalska',
      'Kowalski',
      'Nowak',
    ]);
    expect((await list('sort=surname:desc')).surnames).toEqual([
      'Zieliński',
      'Nowak',
      'Kowalski',
      'Kowalska',
      'Admińska',
    ]);
    expect((await list('sort=email:asc')).surnames[0]).toBe('Nowak');
    // Status in the state machine's order: initial, active, deleted.
    expect((await list('sort=status:desc,surname:asc')).surnames).toEqual([
      'Kowalska',
      'Admińska',
      'Nowak',
      'Zieliński',
      'Kowalski',
    ]);
  });

  it('pages with limit and offset, the total counting every match', async () => {
    const { list } = await listTenant();
    const first = await list('limit=2&offset=0');
    const second = await list('limit=2&offset=2');
    const third = await list('limit=2&offset=4');
    expect([first.surnames, second.surnames, third.surnames]).toEqual([
      ['Admińska', 'Kowalska'],
      ['Kowalski', 'Nowak'],
      ['Zieliński'],
    ]);
    expect([first.total, second.total, third.total]).toEqual(['5', '5', '5']);
    const beyond = await list('limit=2&offset=10');
    expect(beyond.surnames).toEqual([]);
    expect(beyond.total).toBe('5');
    expect((await list('limit=1&filter[status][in]=active')).total).toBe('3');
  });

  it('defaults to 20 rows and fetches all with limit=99999&offset=0', async () => {
    const { list, tenant, north } = await listTenant();
    for (let i = 0; i < 18; i++) {
      await addAdvisor(t.db, tenant.tenantId, { surname: `Zz${String(i).padStart(2, '0')}`, networkIds: [north.id] });
    }
    const page = await list('');
    expect(page.surnames).toHaveLength(20);
    expect(page.total).toBe('23');
    const all = await list('limit=99999&offset=0');
    expect(all.surnames).toHaveLength(23);
    expect(all.total).toBe('23');
  });

  it('refuses a malformed query with 400 and violations', async () => {
    const { list } = await listTenant();
    for (const query of [
      'sort=password:asc',
      'sort=surname:up',
      'limit=100000',
      'limit=0',
      'offset=-1',
      'filter[role][in]=admin',
      'filter[status][in]=archived',
      'filter[brokerNetworkIds][in]=not-a-uuid',
      'filter[surname][in]=x',
    ]) {
      const { response } = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'error.validation', violations: [expect.any(Object)] });
    }
  });
});
