import type { Language } from '@wl/shared';
import { TOTAL_COUNT_HEADER } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/index.ts';
import { createCampaign, createOffer, createProduct } from '../testing/offer-factories.ts';
import { type OfferWorld, offerWorld } from '../testing/offer-world.ts';

/**
 * Issue 19, "Language" (decision 066): the advisor's lists name each campaign in the reader's
 * language (the English text's name for an English screen when the campaign has one, else the
 * Polish name), filter by either name and sort by the name shown.
 */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

/** A campaign of the world's tenant with a Polish name and, when given, an English one. */
async function campaignNamed(w: OfferWorld, pl: string, en?: string) {
  const campaign = await createCampaign(t.db, w.tenantId, { name: pl });
  await t.db.campaign.update({
    where: { id: campaign.id },
    data: { data: { translations: { pl: { name: pl }, ...(en ? { en: { name: en } } : {}) } } },
  });
  return campaign;
}

/** Three offers of the advisor in three campaigns: A and B named in both languages, C only in Polish. */
async function withCampaigns(w: OfferWorld) {
  const offerIn = async (pl: string, en: string | undefined, code: string) => {
    const product = await createProduct(t.db, await campaignNamed(w, pl, en), { code });
    return createOffer(t.db, {
      product,
      investorId: w.investor.investor.id,
      ownerAdvisorId: w.advisor.advisor.id,
      networkId: w.networks.main.id,
    });
  };
  return {
    a: await offerIn('Akcje Wzrostowe', 'Growth Shares', 'A-1'),
    b: await offerIn('Obligacje Euro', 'Euro Bonds', 'B-1'),
    c: await offerIn('Fundusz Miejski', undefined, 'C-1'),
  };
}

const get = (w: OfferWorld, url: string, language: Language, token = w.advisor.token) =>
  t.call({ method: 'GET', url, host: w.host, token, headers: { 'accept-language': language } });

type Row = { id: string; campaignName: string };
const namesById = (response: { json(): unknown }) =>
  Object.fromEntries((response.json() as Row[]).map((row) => [row.id, row.campaignName]));

describe('campaign names in the reader’s language', () => {
  it('name the campaign of every row in the screen’s language, the Polish name when it has no English one', async () => {
    const w = await offerWorld(t.db);
    const { a, b, c } = await withCampaigns(w);
    for (const url of [
      '/api/advisor/investor/offers',
      '/api/advisor/investor/offers-by-network',
      `/api/advisor/campaign/${(await t.db.offer.findUniqueOrThrow({ where: { id: a.id } })).campaignId}/offers`,
    ]) {
      const token = url.includes('by-network') ? w.coordinator.token : w.advisor.token;
      const pl = await get(w, url, 'pl', token);
      const en = await get(w, url, 'en', token);
      expect(pl.statusCode, pl.body).toBe(200);
      const expectedPl = { [a.id]: 'Akcje Wzrostowe', [b.id]: 'Obligacje Euro', [c.id]: 'Fundusz Miejski' };
      const expectedEn = { [a.id]: 'Growth Shares', [b.id]: 'Euro Bonds', [c.id]: 'Fundusz Miejski' };
      const only = (names: Record<string, string>) =>
        Object.fromEntries(Object.entries(names).filter(([id]) => id in namesById(pl)));
      expect(namesById(pl), url).toEqual(only(expectedPl));
      expect(namesById(en), url).toEqual(only(expectedEn));
    }
  });

  it('answer one offer, a status change and an owner change in the screen’s language', async () => {
    const w = await offerWorld(t.db);
    const { a } = await withCampaigns(w);
    expect((await get(w, `/api/advisor/investor/${a.id}`, 'en')).json().campaignName).toBe('Growth Shares');
    expect((await get(w, `/api/advisor/investor/${a.id}`, 'pl')).json().campaignName).toBe('Akcje Wzrostowe');
    const moved = await t.call({
      method: 'PATCH',
      url: `/api/advisor/investor/${a.id}/status`,
      host: w.host,
      token: w.advisor.token,
      headers: { 'accept-language': 'en' },
      body: { status: 'rejected', reason: 'Brak kontaktu' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().campaignName).toBe('Growth Shares');
    const handed = await t.call({
      method: 'PATCH',
      url: `/api/advisor/investor/${a.id}/owner/${w.colleague.advisor.id}`,
      host: w.host,
      token: w.coordinator.token,
      headers: { 'accept-language': 'pl' },
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().campaignName).toBe('Akcje Wzrostowe');
  });

  it('speak the host’s language to a request that names none (the world’s host is English)', async () => {
    const w = await offerWorld(t.db);
    const { a } = await withCampaigns(w);
    const response = await t.call({
      method: 'GET',
      url: '/api/advisor/investor/offers',
      host: w.host,
      token: w.advisor.token,
    });
    expect(namesById(response)[a.id]).toBe('Growth Shares');
  });

  it.each([
    ['growth', 'pl', ['a']],
    ['wzrost', 'en', ['a']],
    ['euro', 'pl', ['b']],
    ['MIEJSKI', 'en', ['c']],
    ['o', 'pl', ['a', 'b']],
  ] as const)(
    'filter[campaignName][like]=%s matches either language’s name (%s screen)',
    async (like, language, keys) => {
      const w = await offerWorld(t.db);
      const offers = await withCampaigns(w);
      const response = await get(
        w,
        `/api/advisor/investor/offers?filter[campaignName][like]=${like}&sort=campaignName:asc`,
        language,
      );
      expect(response.statusCode, response.body).toBe(200);
      const expected = keys.map((key) => offers[key].id);
      expect(Object.keys(namesById(response)).sort()).toEqual([...expected].sort());
      expect(response.headers[TOTAL_COUNT_HEADER]).toBe(String(keys.length));
    },
  );

  it('sort by the name shown: Polish order for a Polish screen, English order for an English one', async () => {
    const w = await offerWorld(t.db);
    const { b } = await withCampaigns(w);
    const order = async (language: Language, direction: 'asc' | 'desc') =>
      ((await get(w, `/api/advisor/investor/offers?sort=campaignName:${direction}`, language)).json() as Row[]).map(
        (row) => row.campaignName,
      );
    expect(await order('pl', 'asc')).toEqual(['Akcje Wzrostowe', 'Fundusz Miejski', 'Obligacje Euro']);
    expect(await order('en', 'asc')).toEqual(['Euro Bonds', 'Fundusz Miejski', 'Growth Shares']);
    expect(await order('en', 'desc')).toEqual(['Growth Shares', 'Fundusz Miejski', 'Euro Bonds']);
    // A page of one, sorted in English, is the English first row.
    const first = await get(w, '/api/advisor/investor/offers?sort=campaignName:asc&limit=1', 'en');
    expect(Object.keys(namesById(first))).toEqual([b.id]);
  });

  it('follow an English name changed in the campaign’s texts (PostgreSQL keeps the column)', async () => {
    const w = await offerWorld(t.db);
    const { c } = await withCampaigns(w);
    const { campaignId } = await t.db.offer.findUniqueOrThrow({ where: { id: c.id } });
    expect(namesById(await get(w, '/api/advisor/investor/offers', 'en'))[c.id]).toBe('Fundusz Miejski');
    await t.db.campaign.update({
      where: { id: campaignId },
      data: { data: { translations: { pl: { name: 'Fundusz Miejski' }, en: { name: 'City Fund' } } } },
    });
    await expect
      .poll(async () => namesById(await get(w, '/api/advisor/investor/offers', 'en'))[c.id], { timeout: 2000 })
      .toBe('City Fund');
    await t.db.campaign.update({ where: { id: campaignId }, data: { name: 'Fundusz Miasta' } });
    await expect
      .poll(async () => namesById(await get(w, '/api/advisor/investor/offers', 'pl'))[c.id], { timeout: 2000 })
      .toBe('Fundusz Miasta');
    expect(namesById(await get(w, '/api/advisor/investor/offers', 'en'))[c.id]).toBe('City Fund');
  });

  it('name the campaigns of the dashboard and the invitation choices in the screen’s language', async () => {
    const w = await offerWorld(t.db);
    await withCampaigns(w);
    const names = async (url: string, language: Language) => {
      const body = (await get(w, url, language)).json() as { results?: { name: string }[] } | { name: string }[];
      return (Array.isArray(body) ? body : (body.results ?? [])).map((campaign) => campaign.name).sort();
    };
    for (const url of ['/api/advisor/campaigns', '/api/advisor/campaign-choices']) {
      expect(await names(url, 'pl'), url).toEqual([
        'Akcje Wzrostowe',
        'Fundusz Miejski',
        'Green Bonds',
        'Obligacje Euro',
      ]);
      expect(await names(url, 'en'), url).toEqual(['Euro Bonds', 'Fundusz Miejski', 'Green Bonds', 'Growth Shares']);
    }
  });
});
