import { portfolioSchema } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, createTenant, createTestApi, type TestApi } from '../testing/index.ts';
import { accessToken } from '../testing/matrix.ts';
import { createCampaignWithProduct, createOffer } from '../testing/public-factories.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * A tenant with `me` (signed in): an active PLN investment paid on 15 January 2026 (8.25 %,
 * quarterly, 12 months: the factory's product), a signed EUR one whose money has not arrived, an
 * invited offer (no schedule) and another investor's active investment.
 */
async function world() {
  const tenant = await createTenant(t.db);
  const me = await createInvestor(t.db, tenant.tenantId);
  const other = await createInvestor(t.db, tenant.tenantId);
  const pln = await createCampaignWithProduct(t.db, tenant.tenantId);
  const eur = await createCampaignWithProduct(t.db, tenant.tenantId, { currency: 'EUR', min: '1000' });
  const active = await createOffer(t.db, tenant.tenantId, pln, {
    investorId: me.investor.id,
    status: 'active',
    investmentValue: '10000',
  });
  await t.db.offer.update({ where: { id: active.offer.id }, data: { paymentDate: day('2026-01-15') } });
  const signed = await createOffer(t.db, tenant.tenantId, eur, {
    investorId: me.investor.id,
    status: 'accepted',
    investmentValue: '3000',
  });
  await t.db.offer.update({ where: { id: signed.offer.id }, data: { contractStatus: 'Completed' } });
  await createOffer(t.db, tenant.tenantId, pln, { investorId: me.investor.id });
  const others = await createOffer(t.db, tenant.tenantId, pln, {
    investorId: other.investor.id,
    status: 'active',
    investmentValue: '50000',
  });
  const token = await accessToken(t.db, me.user, tenant.tenantId, 'investor-panel');
  const get = (language = 'pl') =>
    t.call({
      method: 'GET',
      url: '/investor-api/portfolio',
      host: tenant.host,
      token,
      headers: { 'accept-language': language },
    });
  return { ...tenant, me, active, signed, others, get };
}

describe('GET /investor-api/portfolio (issue 20)', () => {
  it('answers the caller’s invested offers with their schedules, and the sums per currency', async () => {
    const w = await world();
    const response = await w.get();
    expect(response.statusCode).toBe(200);
    const portfolio = portfolioSchema.parse(response.json());
    expect(portfolio.investments.map((investment) => investment.offerId)).toEqual([
      w.active.offer.id,
      w.signed.offer.id,
    ]);
    const [active, signed] = portfolio.investments;
    expect(active?.startDate).toBe('2026-01-15');
    expect(active?.maturityDate).toBe('2027-01-15');
    // 10 000 × 8.25 % × 365/365, paid over four quarters (90, 91, 92, 92 days).
    expect(active?.payments.map((payment) => [payment.dueDate, payment.interest])).toEqual([
      ['2026-04-15', '203.42'],
      ['2026-07-15', '205.69'],
      ['2026-10-15', '207.94'],
      ['2027-01-15', '207.95'],
    ]);
    expect(active?.totalInterest).toBe('825.00');
    expect(active?.payments.at(-1)?.principal).toBe('10000.00');
    // Signed, the money not there yet: no dates until it arrives.
    expect(signed).toMatchObject({ currency: 'EUR', amount: '3000.00', startDate: null, payments: [] });
    expect(portfolio.invested).toEqual([
      { currency: 'EUR', amount: '3000.00', expectedInterest: '0.00' },
      { currency: 'PLN', amount: '10000.00', expectedInterest: '825.00' },
    ]);
  });

  it('says which payments are due and unpaid, and shows what an admin marked', async () => {
    const w = await world();
    await t.db.schedulePayment.create({
      data: {
        offerId: w.active.offer.id,
        number: 2,
        status: 'partially_paid',
        paidAmount: '100',
        paidOn: day('2026-07-16'),
      },
    });
    const portfolio = portfolioSchema.parse((await w.get()).json());
    const payments = portfolio.investments[0]?.payments ?? [];
    const today = new Date().toISOString().slice(0, 10);
    const first = payments[0];
    expect(first?.status).toBe(first && first.dueDate < today ? 'unpaid' : 'scheduled');
    expect(payments[1]).toMatchObject({ status: 'partially_paid', paidAmount: '100.00', paidOn: '2026-07-16' });
    expect(payments[3]?.status).toBe('scheduled');
  });

  it('names the campaign in the reader’s language', async () => {
    const w = await world();
    const english = portfolioSchema.parse((await w.get('en')).json());
    const polish = portfolioSchema.parse((await w.get('pl')).json());
    expect(english.investments[0]?.campaignName).toBe('Test Bonds');
    expect(polish.investments[0]?.campaignName).toBe('Obligacje Testowe');
  });

  it('never shows another investor’s investment, nor a marked payment of it', async () => {
    const w = await world();
    await t.db.schedulePayment.create({
      data: { offerId: w.others.offer.id, number: 1, status: 'paid', paidAmount: '1' },
    });
    const body = JSON.stringify((await w.get()).json());
    expect(body).not.toContain(w.others.offer.id);
    expect(body).not.toContain('50000');
  });
});
