import { errorBodySchema } from '@wl/shared/errors';
import { reminderSentSchema, type StalledOffer, stalledOffersSchema } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../core/tokens.ts';
import { createInvestor, createTestApi, type TestApi } from '../testing/index.ts';
import { createCampaign, createOffer, createProduct } from '../testing/offer-factories.ts';
import { type OfferWorld, offerWorld } from '../testing/offer-world.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const ORIGIN = 'https://invest.example';

type Stall = 'viewed' | 'interested' | 'accepted' | 'signed';

/** The world of offer tests, its links going to {@link ORIGIN}, the campaign named per language. */
async function world() {
  const w = await offerWorld(t.db);
  await t.db.hostConfig.updateMany({ where: { tenantId: w.tenantId }, data: { publicOrigin: ORIGIN } });
  await t.db.campaign.update({
    where: { id: w.campaign.id },
    data: {
      name: 'Zielone Obligacje',
      data: { translations: { pl: { name: 'Zielone Obligacje' }, en: { name: 'Green Bonds' } } },
    },
  });
  return w;
}

/** An offer that entered `stall` `days` ago (the entry times the triggers keep, moved back). */
async function stalled(
  w: OfferWorld,
  stall: Stall | 'invited' | 'active',
  days: number,
  options: {
    owner?: { advisor: { id: string } };
    networkId?: string;
    product?: typeof w.product;
    investorId?: string;
  } = {},
) {
  const status = stall === 'signed' ? 'accepted' : stall;
  const offer = await createOffer(t.db, {
    product: options.product ?? w.product,
    investorId: options.investorId ?? w.investor.investor.id,
    ownerAdvisorId: (options.owner ?? w.advisor).advisor.id,
    networkId: options.networkId ?? w.networks.main.id,
    status,
    investmentValue: status === 'accepted' || status === 'active' ? '5000' : null,
  });
  const at = ago(days);
  const columns = {
    invited: {},
    viewed: { viewedAt: at },
    interested: { viewedAt: at, interestedAt: at },
    accepted: { viewedAt: at, interestedAt: at, acceptedAt: at },
    signed: {
      viewedAt: at,
      interestedAt: at,
      acceptedAt: ago(days + 1),
      signedAt: at,
      contractStatus: 'Completed' as const,
    },
    active: { acceptedAt: at, activeAt: at },
  }[stall];
  await t.db.offer.update({ where: { id: offer.id }, data: columns });
  return offer;
}

async function list(w: OfferWorld, token: string, query = '', language = 'en') {
  const response = await t.call({
    method: 'GET',
    url: `/api/advisor/follow-up${query}`,
    host: w.host,
    token,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { rows: stalledOffersSchema.parse(response.json()), total: Number(response.headers['x-total-count']) };
}

const ids = (rows: StalledOffer[]) => rows.map((row) => row.offerId);

const remind = (w: OfferWorld, offerId: string, token: string, host = w.host) =>
  t.call({ method: 'POST', url: `/api/advisor/investor/${offerId}/reminder`, host, token });

const putSettings = (w: OfferWorld, token: string, body: unknown) =>
  t.call({ method: 'PUT', url: '/api/advisor/follow-up/settings', host: w.host, token, body });

function linkOf(text: string): string {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in ${text}`);
  return link;
}

describe('GET /api/advisor/follow-up (issue 20, item 4)', () => {
  it('lists each stall once it is N days old and not before, longest stalled first', async () => {
    const w = await world();
    const signed = await stalled(w, 'signed', 10);
    const accepted = await stalled(w, 'accepted', 9);
    const interested = await stalled(w, 'interested', 8);
    const viewed = await stalled(w, 'viewed', 7.01);
    // Not yet (N = 7), or in no stall at all.
    await stalled(w, 'viewed', 6.9);
    await stalled(w, 'interested', 6.9);
    await stalled(w, 'accepted', 6.9);
    await stalled(w, 'signed', 6.9);
    await stalled(w, 'invited', 30);
    await stalled(w, 'active', 30);
    const { rows, total } = await list(w, w.advisor.token);
    expect(ids(rows)).toEqual([signed.id, accepted.id, interested.id, viewed.id]);
    expect(total).toBe(4);
    expect(rows.map((row) => [row.stage, row.days])).toEqual([
      ['signed', 10],
      ['accepted', 9],
      ['interested', 8],
      ['viewed', 7],
    ]);
    expect(rows[0]).toMatchObject({
      investorEmail: w.investor.email,
      investorName: 'Irena Inwestor',
      campaignName: 'Green Bonds',
      productCode: 'GB-1',
      amount: '5000.00',
      currency: 'PLN',
      ownerName: 'Anna Zielińska',
      lastReminderAt: null,
      nextReminderAt: null,
    });
    // The campaign in the reader's language (decision 066).
    expect((await list(w, w.advisor.token, '', 'pl')).rows[0]?.campaignName).toBe('Zielone Obligacje');
    // One stall, and a larger N.
    expect(ids((await list(w, w.advisor.token, '?stage=interested')).rows)).toEqual([interested.id]);
    await t.db.tenant.update({ where: { id: w.tenantId }, data: { followUpStallDays: 9 } });
    expect(ids((await list(w, w.advisor.token)).rows)).toEqual([signed.id, accepted.id]);
    await t.db.tenant.update({ where: { id: w.tenantId }, data: { followUpStallDays: 6 } });
    expect((await list(w, w.advisor.token)).total).toBe(8);
  });

  it('skips viewed and interested offers of a closed or not yet started campaign, keeps signing and paying within the link grace', async () => {
    const w = await world();
    const ended = await createCampaign(t.db, w.tenantId, { phase: 'completed' });
    const product = await createProduct(t.db, ended);
    await stalled(w, 'viewed', 8, { product });
    await stalled(w, 'interested', 8, { product });
    const accepted = await stalled(w, 'accepted', 8, { product });
    const signed = await stalled(w, 'signed', 8, { product });
    const off = await createCampaign(t.db, w.tenantId, { active: false });
    await stalled(w, 'viewed', 8, { product: await createProduct(t.db, off) });
    // Not started yet: interest is refused there (spec §8), so nobody is reminded to show it.
    const future = await createCampaign(t.db, w.tenantId, { phase: 'not_started' });
    await stalled(w, 'viewed', 8, { product: await createProduct(t.db, future) });
    await stalled(w, 'interested', 8, { product: await createProduct(t.db, future) });
    const { rows } = await list(w, w.advisor.token, `?campaignId=${ended.id}`);
    expect(ids(rows).sort()).toEqual([accepted.id, signed.id].sort());
    expect((await list(w, w.advisor.token)).total).toBe(2);
  });

  it('shows an advisor its own offers, a coordinator its networks’, an admin the tenant’s, never another tenant’s', async () => {
    const w = await world();
    const own = await stalled(w, 'viewed', 8);
    const colleagues = await stalled(w, 'viewed', 9, { owner: w.colleague });
    const outsiders = await stalled(w, 'viewed', 10, { owner: w.outsider, networkId: w.networks.other.id });
    expect(ids((await list(w, w.advisor.token)).rows)).toEqual([own.id]);
    expect(ids((await list(w, w.colleague.token)).rows)).toEqual([colleagues.id]);
    expect(ids((await list(w, w.coordinator.token)).rows)).toEqual([colleagues.id, own.id]);
    expect(ids((await list(w, w.admin.token)).rows)).toEqual([outsiders.id, colleagues.id, own.id]);
    const foreign = await t.call({
      method: 'GET',
      url: '/api/advisor/follow-up',
      host: w.foreign.host,
      token: w.foreign.admin.token,
    });
    expect(foreign.json()).toEqual([]);
    expect(foreign.headers['x-total-count']).toBe('0');
    // Another tenant's campaign is not found; an investor is refused.
    const foreignCampaign = await createCampaign(t.db, w.foreign.tenantId);
    const refused = await t.call({
      method: 'GET',
      url: `/api/advisor/follow-up?campaignId=${foreignCampaign.id}`,
      host: w.host,
      token: w.admin.token,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('pages the list with the total of all of them, and refuses other page sizes', async () => {
    const w = await world();
    const made = [];
    for (let i = 0; i < 23; i += 1) made.push(await stalled(w, 'viewed', 30 - i));
    const first = await list(w, w.admin.token, '?limit=10');
    expect(first.total).toBe(23);
    expect(ids(first.rows)).toEqual(made.slice(0, 10).map((offer) => offer.id));
    const last = await list(w, w.admin.token, '?limit=10&offset=20');
    expect(ids(last.rows)).toEqual(made.slice(20).map((offer) => offer.id));
    expect(last.total).toBe(23);
    const past = await list(w, w.admin.token, '?limit=10&offset=40');
    expect(past).toEqual({ rows: [], total: 23 });
    const wrong = await t.call({
      method: 'GET',
      url: '/api/advisor/follow-up?limit=7',
      host: w.host,
      token: w.admin.token,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('error.validation');
  });
});

describe('GET/PUT /api/advisor/follow-up/settings', () => {
  it('reads the defaults, lets only an admin change them, audit-logged, and validates', async () => {
    const w = await world();
    const read = async (token: string) => {
      const response = await t.call({ method: 'GET', url: '/api/advisor/follow-up/settings', host: w.host, token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(await read(w.advisor.token)).toEqual({ stallDays: 7, automaticReminders: false });
    for (const token of [w.advisor.token, w.coordinator.token]) {
      const refused = await putSettings(w, token, { stallDays: 3, automaticReminders: true });
      expect(refused.statusCode).toBe(403);
      expect(errorBodySchema.parse(refused.json()).code).toBe('error.forbidden');
    }
    const changed = await putSettings(w, w.admin.token, { stallDays: 3, automaticReminders: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ stallDays: 3, automaticReminders: true });
    expect(await read(w.coordinator.token)).toEqual({ stallDays: 3, automaticReminders: true });
    const [entry] = await t.db.auditLog.findMany({
      where: { tenantId: w.tenantId, event: 'follow_up.settings_changed' },
    });
    expect(entry).toMatchObject({
      actorUserId: w.admin.user.id,
      data: { before: { stallDays: 7, automaticReminders: false }, after: { stallDays: 3, automaticReminders: true } },
    });
    // The other tenant keeps its own.
    const foreign = await t.call({
      method: 'GET',
      url: '/api/advisor/follow-up/settings',
      host: w.foreign.host,
      token: w.foreign.admin.token,
    });
    expect(foreign.json()).toEqual({ stallDays: 7, automaticReminders: false });
    for (const body of [
      { stallDays: 0, automaticReminders: true },
      { stallDays: 91, automaticReminders: true },
      { stallDays: 2.5, automaticReminders: true },
      { stallDays: 3 },
    ]) {
      const invalid = await putSettings(w, w.admin.token, body);
      expect(invalid.statusCode, JSON.stringify(body)).toBe(400);
      const error = errorBodySchema.parse(invalid.json());
      expect(error.code).toBe('error.validation');
      expect(error.violations[0]?.propertyPath).toBe(body.stallDays === 3 ? 'automaticReminders' : 'stallDays');
    }
    expect(await read(w.admin.token)).toEqual({ stallDays: 3, automaticReminders: true });
  });
});

describe('POST /api/advisor/investor/{offerId}/reminder', () => {
  it('mails the investor in their language with a fresh offer link, and records it in the history', async () => {
    const w = await world();
    // The host is English; the investor last used Polish.
    await t.db.user.update({ where: { id: w.investor.user.id }, data: { language: 'pl' } });
    const offer = await stalled(w, 'accepted', 8);
    const before = await t.db.offer.findUniqueOrThrow({ where: { id: offer.id } });
    const response = await remind(w, offer.id, w.advisor.token);
    expect(response.statusCode, response.body).toBe(201);
    const sent = reminderSentSchema.parse(response.json());
    expect(Date.parse(sent.nextReminderAt) - Date.parse(sent.sentAt)).toBe(DAY);
    const mails = await t.db.mailOutbox.findMany({ where: { template: 'offer-reminder', tenantId: w.tenantId } });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      toAddress: w.investor.email,
      language: 'pl',
      subject: 'Przypomnienie: Zielone Obligacje – Bond series A (GB-1)',
    });
    expect(mail?.text).toContain('Następny krok to podpisanie umowy.');
    expect(mail?.text).toContain('Anna Zielińska');
    // A new invitation link (no account yet), from the configured origin: the old one stops working.
    const link = new URL(linkOf(mail?.text ?? ''));
    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toBe('/campaign');
    const after = await t.db.offer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(after.publicTokenHash).not.toBe(before.publicTokenHash);
    expect(after.publicTokenHash).toBe(hashToken(link.searchParams.get('token') ?? ''));
    // The reminder row, and the offer's history.
    const reminder = await t.db.offerReminder.findFirstOrThrow({ where: { offerId: offer.id } });
    expect(reminder).toMatchObject({
      stage: 'accepted',
      automatic: false,
      sentByUserId: w.advisor.user.id,
      mailId: mail?.id,
    });
    const history = await t.call({
      method: 'GET',
      url: `/api/advisor/investor/${offer.id}/history`,
      host: w.host,
      token: w.advisor.token,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().at(-1)).toEqual({
      kind: 'reminder',
      id: reminder.id,
      changedAt: sent.sentAt,
      stage: 'accepted',
      automatic: false,
      changedBy: { name: 'Anna Zielińska', role: 'advisor' },
    });
    expect(history.json()[0]).toMatchObject({ kind: 'status', toStatus: 'accepted' });
    // The list tells when the next one may go.
    const [row] = (await list(w, w.advisor.token)).rows;
    expect(row).toMatchObject({ offerId: offer.id, lastReminderAt: sent.sentAt, nextReminderAt: sent.nextReminderAt });
  });

  it('links an investor who uses the investor panel to the offer there, in English when that is their language', async () => {
    const w = await world();
    const investor = await createInvestor(t.db, w.tenantId);
    await t.db.user.update({ where: { id: investor.user.id }, data: { language: 'en' } });
    await t.db.refreshToken.create({
      data: {
        familyId: crypto.randomUUID(),
        tokenHash: hashToken(crypto.randomUUID()),
        userId: investor.user.id,
        tenantId: w.tenantId,
        contextType: 'investor_panel',
        expiresAt: new Date(Date.now() + DAY),
      },
    });
    const offer = await stalled(w, 'viewed', 8, { investorId: investor.investor.id });
    const before = await t.db.offer.findUniqueOrThrow({ where: { id: offer.id } });
    const response = await remind(w, offer.id, w.coordinator.token, w.host);
    expect(response.statusCode, response.body).toBe(201);
    const mail = await t.db.mailOutbox.findFirstOrThrow({
      where: { toAddress: investor.email, template: 'offer-reminder' },
    });
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('Reminder: Green Bonds – Bond series A (GB-1)');
    expect(mail.text).toContain('If you are interested, say so with one click');
    expect(linkOf(mail.text)).toBe(`${ORIGIN}/app/offers/${offer.id}`);
    // The invitation link keeps working.
    expect((await t.db.offer.findUniqueOrThrow({ where: { id: offer.id } })).publicTokenHash).toBe(
      before.publicTokenHash,
    );
    expect(await t.db.offerReminder.findFirst({ where: { offerId: offer.id } })).toMatchObject({
      sentByUserId: w.coordinator.user.id,
    });
  });

  it('refuses a second reminder within 24 hours, and sends again after', async () => {
    const w = await world();
    const offer = await stalled(w, 'interested', 8);
    const first = reminderSentSchema.parse((await remind(w, offer.id, w.advisor.token)).json());
    const again = await remind(w, offer.id, w.admin.token);
    expect(again.statusCode).toBe(429);
    expect(errorBodySchema.parse(again.json())).toMatchObject({
      code: 'offer.reminder_too_soon',
      parameters: { nextReminderAt: first.nextReminderAt },
    });
    expect(await t.db.offerReminder.count({ where: { offerId: offer.id } })).toBe(1);
    await t.db.offerReminder.updateMany({ where: { offerId: offer.id }, data: { sentAt: ago(1.01) } });
    expect((await remind(w, offer.id, w.admin.token)).statusCode).toBe(201);
    expect(await t.db.offerReminder.count({ where: { offerId: offer.id } })).toBe(2);
  });

  it('refuses an offer in no stall (409) and one outside the caller’s scope (404)', async () => {
    const w = await world();
    for (const offer of [
      await stalled(w, 'invited', 30),
      await stalled(w, 'viewed', 6),
      await stalled(w, 'active', 30),
    ]) {
      const refused = await remind(w, offer.id, w.advisor.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('offer.not_stalled');
    }
    const offer = await stalled(w, 'viewed', 8);
    expect((await remind(w, offer.id, w.colleague.token)).statusCode).toBe(404);
    expect((await remind(w, offer.id, w.outsider.token)).statusCode).toBe(404);
    expect((await remind(w, offer.id, w.foreign.admin.token, w.foreign.host)).statusCode).toBe(404);
    expect((await remind(w, 'not-a-uuid', w.advisor.token)).statusCode).toBe(400);
    expect(await t.db.offerReminder.count({ where: { tenantId: w.tenantId } })).toBe(0);
    expect(await t.db.mailOutbox.count({ where: { tenantId: w.tenantId, template: 'offer-reminder' } })).toBe(0);
  });

  it('sends one mail when two clicks come at once', async () => {
    const w = await world();
    const offer = await stalled(w, 'signed', 8);
    const answers = await Promise.all([remind(w, offer.id, w.advisor.token), remind(w, offer.id, w.admin.token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429]);
    expect(await t.db.offerReminder.count({ where: { offerId: offer.id } })).toBe(1);
    expect(await t.db.mailOutbox.count({ where: { tenantId: w.tenantId, template: 'offer-reminder' } })).toBe(1);
  });
});
