import { TOTAL_COUNT_HEADER } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvestor } from '../testing/factories.ts';
import { createTestApi, type TestApi } from '../testing/index.ts';
import { createOffer, createProduct } from '../testing/offer-factories.ts';
import { type OfferWorld, offerWorld } from '../testing/offer-world.ts';

/**
 * Issue 19: a campaign's offers page by page with the filters an advisor needs (one search box,
 * status, product), and "my offers" as a server filter on the owner (not a name comparison).
 */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

type Row = { id: string; investorEmail: string; ownerName?: string; investmentValue: string | null };

async function list(w: OfferWorld, token: string, query: string) {
  const response = await t.call({
    method: 'GET',
    url: `/api/advisor/campaign/${w.campaign.id}/offers?${query}`,
    host: w.host,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json() as Row[], total: Number(response.headers[TOTAL_COUNT_HEADER]) };
}

describe("a campaign's offers, filtered by owner", () => {
  it("gives a coordinator its own offers under filter[ownerUserId][in], its networks' without it", async () => {
    const w = await offerWorld(t.db);
    const base = { product: w.product, investorId: w.investor.investor.id };
    const own = await createOffer(t.db, {
      ...base,
      ownerAdvisorId: w.coordinator.advisor.id,
      networkId: w.networks.other.id,
    });
    await createOffer(t.db, { ...base, ownerAdvisorId: w.advisor.advisor.id, networkId: w.networks.main.id });
    await createOffer(t.db, { ...base, ownerAdvisorId: w.colleague.advisor.id, networkId: w.networks.main.id });

    const mine = await list(w, w.coordinator.token, `filter[ownerUserId][in]=${w.coordinator.user.id}`);
    expect(mine.rows.map((row) => row.id)).toEqual([own.id]);
    expect(mine.total).toBe(1);
    expect((await list(w, w.coordinator.token, '')).total).toBe(3);
    // Another advisor's id narrows the coordinator's scope to that advisor's offers.
    const advisors = await list(w, w.coordinator.token, `filter[ownerUserId][in]=${w.advisor.user.id}`);
    expect(advisors.rows.map((row) => row.ownerName)).toEqual(['Anna Zielińska']);
  });

  it("never widens the caller's scope: an advisor asking for another advisor's offers sees only its own", async () => {
    const w = await offerWorld(t.db);
    const base = { product: w.product, investorId: w.investor.investor.id };
    const own = await createOffer(t.db, {
      ...base,
      ownerAdvisorId: w.advisor.advisor.id,
      networkId: w.networks.main.id,
    });
    await createOffer(t.db, { ...base, ownerAdvisorId: w.colleague.advisor.id, networkId: w.networks.main.id });
    await createOffer(t.db, { ...base, ownerAdvisorId: w.outsider.advisor.id, networkId: w.networks.other.id });

    const others = await list(w, w.advisor.token, `filter[ownerUserId][in]=${w.colleague.user.id}`);
    expect(others).toEqual({ rows: [], total: 0 });
    const both = await list(
      w,
      w.advisor.token,
      `filter[ownerUserId][in]=${w.colleague.user.id}&filter[ownerUserId][in]=${w.advisor.user.id}`,
    );
    expect(both.rows.map((row) => row.id)).toEqual([own.id]);
    // A coordinator asking for an advisor outside its networks gets nothing either.
    const outside = await list(w, w.coordinator.token, `filter[ownerUserId][in]=${w.outsider.user.id}`);
    expect(outside).toEqual({ rows: [], total: 0 });
  });

  it('refuses an owner that is not an id', async () => {
    const w = await offerWorld(t.db);
    const response = await t.call({
      method: 'GET',
      url: `/api/advisor/campaign/${w.campaign.id}/offers?filter[ownerUserId][in]=me`,
      host: w.host,
      token: w.advisor.token,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("a campaign's offers, searched, filtered and paged", () => {
  it('finds the investor by every typed word in the name or e-mail, the product by id, page by page', async () => {
    const w = await offerWorld(t.db);
    const second = await createProduct(t.db, w.campaign, { code: 'GB-2' });
    const kowalska = await createInvestor(t.db, w.tenantId, 'maria.k@example.test');
    await t.db.user.update({ where: { id: kowalska.user.id }, data: { firstName: 'Maria', surname: 'Kowalska' } });
    const owner = { ownerAdvisorId: w.advisor.advisor.id, networkId: w.networks.main.id };
    const hers = await createOffer(t.db, {
      ...owner,
      product: second,
      investorId: kowalska.investor.id,
      status: 'accepted',
      investmentValue: '5000.00',
    });
    for (let index = 0; index < 4; index += 1) {
      await createOffer(t.db, {
        ...owner,
        product: w.product,
        investorId: w.investor.investor.id,
        statusDate: new Date(Date.now() - (index + 1) * 60_000),
        investmentValue: `${1000 + index * 100}.00`,
      });
    }
    const token = w.advisor.token;

    for (const search of ['maria kowal', 'KOWALSKA', 'maria.k@', 'Maria%20maria.k']) {
      const found = await list(w, token, `filter[investor][like]=${search.replace(/ /g, '%20')}`);
      expect(
        found.rows.map((row) => row.id),
        search,
      ).toEqual([hers.id]);
    }
    expect((await list(w, token, 'filter[investor][like]=maria%20zzz')).total).toBe(0);
    // A typed % matches itself, not everything.
    expect((await list(w, token, 'filter[investor][like]=%25')).total).toBe(0);
    expect((await list(w, token, `filter[productId][in]=${second.id}`)).rows.map((row) => row.id)).toEqual([hers.id]);
    expect((await list(w, token, 'filter[status][in]=accepted&filter[status][in]=invited')).total).toBe(5);

    const first = await list(w, token, 'limit=2&offset=0&sort=investmentValue:desc');
    expect(first.total).toBe(5);
    expect(first.rows.map((row) => row.investmentValue)).toEqual(['5000.00', '1300.00']);
    const last = await list(w, token, 'limit=2&offset=4&sort=investmentValue:desc');
    expect(last.rows.map((row) => row.investmentValue)).toEqual(['1000.00']);
  });
});
