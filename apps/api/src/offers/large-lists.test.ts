import { TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvestor } from '../testing/factories.ts';
import { createTestApi, type TestApi } from '../testing/index.ts';
import { createOffer } from '../testing/offer-factories.ts';
import { type OfferWorld, offerWorld } from '../testing/offer-world.ts';
import { createOnboardingRequest } from '../testing/onboarding-factories.ts';

// Decision 079: the offers and onboarding-requests lists count their rows up to the next thousand
// past the page asked for, and say when they stopped ("more than 1 000").

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

/** `copies` more offers like `offerId` (the same owner, investor and product), a minute apart. */
async function copyOffer(offerId: string, copies: number, status = 'invited'): Promise<void> {
  await t.db.$executeRawUnsafe(
    `INSERT INTO offer (id, tenant_id, campaign_id, product_id, investor_id, owner_advisor_id, network_id, status,
                        status_date, investment_value, currency, public_token_hash, updated_at)
     SELECT gen_random_uuid(), tenant_id, campaign_id, product_id, investor_id, owner_advisor_id, network_id,
            $2::offer_status, status_date - (i || ' minutes')::interval, investment_value, currency,
            md5(random()::text || i), now()
       FROM offer, generate_series(1, $3::int) AS i WHERE id = $1::uuid`,
    offerId,
    status,
    copies,
  );
}

/** 1 010 offers of the advisor: 1 000 invited (the first the factory's) and 10 accepted. */
async function manyOffers(w: OfferWorld) {
  const first = await createOffer(t.db, {
    product: w.product,
    investorId: w.investor.investor.id,
    ownerAdvisorId: w.advisor.advisor.id,
    networkId: w.networks.main.id,
    statusDate: new Date('2025-06-01T12:00:00Z'),
  });
  await copyOffer(first.id, 999);
  await copyOffer(first.id, 10, 'accepted');
}

const offers = (w: OfferWorld, query: string) =>
  t.call({ method: 'GET', url: `/api/advisor/investor/offers?${query}`, host: w.host, token: w.advisor.token });

describe('a list of more than a thousand offers', () => {
  it('counts to the thousand past the page and says it stopped; the last counted page counts on', async () => {
    const w = await offerWorld(t.db);
    await manyOffers(w);

    const first = await offers(w, 'limit=20');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(20);
    expect(first.headers[TOTAL_COUNT_HEADER]).toBe('1000');
    expect(first.headers[TOTAL_COUNT_CAPPED_HEADER]).toBe('true');
    expect(first.headers['access-control-expose-headers']).toContain(TOTAL_COUNT_CAPPED_HEADER);

    // Rows 981-1 000, the last page of the first thousand: the count goes on to 2 000, and ends.
    const last = await offers(w, 'limit=20&offset=980');
    expect(last.json()).toHaveLength(20);
    expect(last.headers[TOTAL_COUNT_HEADER]).toBe('1010');
    expect(last.headers[TOTAL_COUNT_CAPPED_HEADER]).toBeUndefined();

    // The same rows in the same order as before the cap: sorted pages do not overlap.
    const firstIds = (first.json() as { id: string }[]).map((row) => row.id);
    const second = await offers(w, 'limit=20&offset=20');
    expect((second.json() as { id: string }[]).some((row) => firstIds.includes(row.id))).toBe(false);
  });

  it('counts exactly what a filter narrows below the cap', async () => {
    const w = await offerWorld(t.db);
    await manyOffers(w);
    const accepted = await offers(w, 'filter[status][in]=accepted');
    expect(accepted.json()).toHaveLength(10);
    expect(accepted.headers[TOTAL_COUNT_HEADER]).toBe('10');
    expect(accepted.headers[TOTAL_COUNT_CAPPED_HEADER]).toBeUndefined();
  });

  it("filters by the investor's e-mail through their ids when few match, and through the relation when many do", async () => {
    const w = await offerWorld(t.db);
    await manyOffers(w);
    const other = await createInvestor(t.db, w.tenantId, 'tomasz.rzadki@example.test');
    const his = await createOffer(t.db, {
      product: w.product,
      investorId: other.investor.id,
      ownerAdvisorId: w.advisor.advisor.id,
      networkId: w.networks.main.id,
    });
    const one = await offers(w, 'filter[investorEmail][like]=RZADKI');
    expect((one.json() as { id: string }[]).map((row) => row.id)).toEqual([his.id]);
    expect(one.headers[TOTAL_COUNT_HEADER]).toBe('1');
    const none = await offers(w, 'filter[investorEmail][like]=nobody-has-this');
    expect(none.json()).toEqual([]);
    expect(none.headers[TOTAL_COUNT_HEADER]).toBe('0');

    // 1 001 more investors named alike: too many to list by id, so the relation's condition.
    await t.db.$executeRawUnsafe(
      `WITH users AS (
         INSERT INTO app_user (id, tenant_id, email, first_name, surname, updated_at)
         SELECT gen_random_uuid(), $1::uuid, 'namesake-' || i || '@example.test', 'Jan', 'Rzadki', now()
           FROM generate_series(1, 1001) AS i RETURNING id)
       INSERT INTO investor (id, tenant_id, user_id, updated_at) SELECT gen_random_uuid(), $1::uuid, id, now() FROM users`,
      w.tenantId,
    );
    const many = await offers(w, 'filter[investorName][like]=rzadki');
    expect(many.statusCode).toBe(200);
    // Only Tomasz's offer: the namesakes have none (and his name is the factory's "Irena Inwestor").
    expect(many.json()).toEqual([]);
    const byEmailOrName = await offers(w, 'filter[investor][like]=rzadki');
    expect((byEmailOrName.json() as { id: string }[]).map((row) => row.id)).toEqual([his.id]);
    expect(byEmailOrName.headers[TOTAL_COUNT_HEADER]).toBe('1');
  });
});

describe('a list of more than a thousand onboarding requests', () => {
  it('stops counting at the thousand past the page, and counts filtered lists exactly', async () => {
    const w = await offerWorld(t.db);
    const request = await createOnboardingRequest(t.db, w.tenantId, { sourceAdvisorId: w.advisor.advisor.id });
    await t.db.$executeRawUnsafe(
      `INSERT INTO onboarding_request (id, tenant_id, email, token_hash, source_advisor_id, status, message,
                                       link_expires_at, created_at, updated_at)
       SELECT gen_random_uuid(), tenant_id, 'bulk-' || i || '@example.test', md5(random()::text || i), source_advisor_id,
              (CASE WHEN i <= 5 THEN 'viewed' ELSE 'sent' END)::onboarding_status, message, link_expires_at,
              created_at - (i || ' minutes')::interval, now()
         FROM onboarding_request, generate_series(1, 1004) AS i WHERE id = $1::uuid`,
      request.request.id,
    );
    const list = (query: string) =>
      t.call({
        method: 'GET',
        url: `/api/advisor/kyc/investor-request?${query}`,
        host: w.host,
        token: w.advisor.token,
      });
    const first = await list('limit=20');
    expect(first.json()).toHaveLength(20);
    expect(first.headers[TOTAL_COUNT_HEADER]).toBe('1000');
    expect(first.headers[TOTAL_COUNT_CAPPED_HEADER]).toBe('true');
    const last = await list('limit=20&offset=980');
    expect(last.headers[TOTAL_COUNT_HEADER]).toBe('1005');
    expect(last.headers[TOTAL_COUNT_CAPPED_HEADER]).toBeUndefined();
    const viewed = await list('filter[status][in]=viewed');
    expect(viewed.headers[TOTAL_COUNT_HEADER]).toBe('5');
    expect(viewed.headers[TOTAL_COUNT_CAPPED_HEADER]).toBeUndefined();
  });
});
