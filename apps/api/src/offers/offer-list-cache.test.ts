import { TOTAL_COUNT_HEADER } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_CACHES_APPLICATION } from '../app.ts';
import { createTestApi, type TestApi } from '../testing/index.ts';
import { createOffer } from '../testing/offer-factories.ts';
import { type OfferWorld, offerWorld } from '../testing/offer-world.ts';

/**
 * Issue 18 (decision 052): a repeated page of the offers lists comes from memory, and any change to
 * a row it shows, by this process or any other, is in the next page.
 */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

// Straight through `inject`, not `t.call`: nothing waits for the cache between the requests.
const get = (w: OfferWorld, url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: w.host, authorization: `Bearer ${token}` } });
const OWN = '/api/advisor/investor/offers';
const NETWORK = '/api/advisor/investor/offers-by-network';

async function withOffer(w: OfferWorld, ownerAdvisorId = w.advisor.advisor.id) {
  return createOffer(t.db, {
    product: w.product,
    investorId: w.investor.investor.id,
    ownerAdvisorId,
    networkId: w.networks.main.id,
    status: 'accepted',
    investmentValue: '5000',
  });
}

describe('the offers lists from memory', () => {
  it('answer a repeated page from memory, the same body and total as the first', async () => {
    const w = await offerWorld(t.db);
    await withOffer(w);
    const first = await get(w, `${OWN}?limit=20`, w.advisor.token);
    const before = t.app.listCache.stats;
    const second = await get(w, `${OWN}?limit=20`, w.advisor.token);
    const after = t.app.listCache.stats;
    expect(before.listening).toBe(true);
    expect(after.hits - before.hits).toBe(1);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers[TOTAL_COUNT_HEADER]).toBe('1');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.json()[0]).toMatchObject({ investmentValue: '5000.00', status: 'accepted' });
  });

  it('show a change made through the API at the very next request (no wait in between)', async () => {
    const w = await offerWorld(t.db);
    const offer = await withOffer(w);
    expect((await get(w, OWN, w.advisor.token)).json()[0].status).toBe('accepted');
    expect((await get(w, NETWORK, w.coordinator.token)).json()[0].status).toBe('accepted');
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/advisor/investor/${offer.id}/status`,
      headers: { host: w.host, authorization: `Bearer ${w.advisor.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ status: 'active' }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await get(w, OWN, w.advisor.token)).json()[0].status).toBe('active');
    expect((await get(w, NETWORK, w.coordinator.token)).json()[0].status).toBe('active');
  });

  it('show a change written by another process (an investor renamed, a new offer) within moments', async () => {
    const w = await offerWorld(t.db);
    await withOffer(w);
    expect((await get(w, OWN, w.advisor.token)).headers[TOTAL_COUNT_HEADER]).toBe('1');
    await t.db.user.update({ where: { id: w.investor.user.id }, data: { firstName: 'Zofia', surname: 'Nowa' } });
    await expect
      .poll(async () => (await get(w, OWN, w.advisor.token)).json()[0].investorName, { timeout: 1000, interval: 5 })
      .toBe('Zofia Nowa');
    await withOffer(w);
    await expect
      .poll(async () => (await get(w, OWN, w.advisor.token)).headers[TOTAL_COUNT_HEADER], {
        timeout: 1000,
        interval: 5,
      })
      .toBe('2');
  });

  it('keep a page per language: the same page asked from a Polish then an English screen names the campaign in each', async () => {
    const w = await offerWorld(t.db);
    await withOffer(w);
    await t.db.campaign.update({
      where: { id: w.campaign.id },
      data: {
        name: 'Zielone Obligacje',
        data: { translations: { pl: { name: 'Zielone Obligacje' }, en: { name: 'Green Bonds' } } },
      },
    });
    await t.app.apiCaches.settled();
    const inLanguage = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${OWN}?limit=20`,
          headers: { host: w.host, authorization: `Bearer ${w.advisor.token}`, 'accept-language': language },
        })
      ).json()[0].campaignName;
    expect(await inLanguage('pl')).toBe('Zielone Obligacje');
    const before = t.app.listCache.stats;
    expect(await inLanguage('en')).toBe('Green Bonds');
    expect(t.app.listCache.stats.hits - before.hits).toBe(0);
    // Each language's page is then kept on its own.
    expect(await inLanguage('pl')).toBe('Zielone Obligacje');
    expect(await inLanguage('en')).toBe('Green Bonds');
    expect(t.app.listCache.stats.hits - before.hits).toBe(2);
  });

  it('never give one caller the page of another, though the query is the same', async () => {
    const w = await offerWorld(t.db);
    const own = await withOffer(w);
    const colleagues = await withOffer(w, w.colleague.advisor.id);
    for (let round = 0; round < 2; round++) {
      expect((await get(w, OWN, w.advisor.token)).json().map((row: { id: string }) => row.id)).toEqual([own.id]);
      expect((await get(w, OWN, w.colleague.token)).json().map((row: { id: string }) => row.id)).toEqual([
        colleagues.id,
      ]);
    }
    const outsider = await get(w, OWN, w.outsider.token);
    expect(outsider.json()).toEqual([]);
  });

  it('keep nothing while the listener is down, and start empty when it is back', async () => {
    const w = await offerWorld(t.db);
    await withOffer(w);
    await get(w, OWN, w.advisor.token);
    await t.db.$executeRawUnsafe(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '${API_CACHES_APPLICATION}' AND datname = current_database()`,
    );
    await expect.poll(() => t.app.listCache.stats.listening, { timeout: 2000 }).toBe(false);
    expect(t.app.listCache.stats.entries).toBe(0);
    const before = t.app.listCache.stats;
    for (let i = 0; i < 3; i++) expect((await get(w, OWN, w.advisor.token)).statusCode).toBe(200);
    expect(t.app.listCache.stats.hits).toBe(before.hits);
    expect(t.app.listCache.stats.entries).toBe(0);
    await expect.poll(() => t.app.listCache.stats.listening, { timeout: 5000 }).toBe(true);
  });
});
