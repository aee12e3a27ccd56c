import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, createNetwork, createTenant, createTestApi, type TestApi } from '../testing/index.ts';
import { accessToken, addAdvisor, advisorFormBody } from '../testing/matrix.ts';
import { createCampaign, createProduct } from '../testing/offer-factories.ts';

/**
 * Issue 19, "Language": every mail is in the language its reader uses, never in two (decision
 * 063). A mail the reader asked for themselves follows their screen (Accept-Language), else the
 * host's language; a mail someone else caused (an advisor's invitation, an admin's activation
 * link) follows the screen the reader last used, else the host's — never the sender's screen.
 * Every mail here is produced by an API call and read from the outbox.
 */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const EN = { 'accept-language': 'en-GB,en;q=0.9' };
const PL = { 'accept-language': 'pl-PL,pl;q=0.9' };

/** Words only each language's templates use: a mail in one language carries none of the other's. */
const polishWords = ['Dzień dobry', 'Zaloguj', 'Zobacz ofertę', 'Wypełnij', 'Ustaw', 'prosimy', 'skopiuj'];
const englishWords = ['Hello', 'Sign in', 'See the offer', 'Fill in', 'Set a', 'please', 'copy this'];

function expectOnly(mail: { language: string; subject: string; text: string; html: string }, language: 'pl' | 'en') {
  expect(mail.language).toBe(language);
  const foreign = language === 'pl' ? englishWords : polishWords;
  for (const word of foreign) {
    expect(mail.text, mail.text).not.toContain(word);
    expect(mail.html).not.toContain(word);
    expect(mail.subject).not.toContain(word);
  }
  expect(mail.html).toContain(`<html lang="${language}">`);
}

const lastMailTo = (to: string) =>
  t.db.mailOutbox.findFirstOrThrow({ where: { toAddress: to }, orderBy: { createdAt: 'desc' } });

const count = (text: string, part: string) => text.split(part).length - 1;

/** A Polish host with a campaign named differently in each language and two products of it. */
async function polishBroker() {
  const tenant = await createTenant(t.db, { language: 'pl' });
  const network = await createNetwork(t.db, tenant.tenantId);
  const advisor = await addAdvisor(t.db, tenant.tenantId, {
    networkIds: [network.id],
    firstName: 'Anna',
    surname: 'Zielińska',
  });
  const admin = await addAdvisor(t.db, tenant.tenantId, { role: 'admin', networkIds: [network.id] });
  const campaign = await createCampaign(t.db, tenant.tenantId, { name: 'Zielone Obligacje' });
  await t.db.campaign.update({
    where: { id: campaign.id },
    data: { data: { translations: { pl: { name: 'Zielone Obligacje' }, en: { name: 'Green Bonds' } } } },
  });
  const seriesA = await createProduct(t.db, campaign, { code: 'ZO-24' });
  const seriesB = await t.db.product.update({
    where: { id: (await createProduct(t.db, campaign, { code: 'ZO-36' })).id },
    data: { name: 'Bond series B', duration: 3, durationUnit: 'year', interestPerYear: '9.25' },
  });
  return {
    ...tenant,
    network,
    campaign,
    seriesA,
    seriesB,
    advisor: { ...advisor, token: await accessToken(t.db, advisor.user, tenant.tenantId) },
    admin: { ...admin, token: await accessToken(t.db, admin.user, tenant.tenantId) },
  };
}
type Broker = Awaited<ReturnType<typeof polishBroker>>;

/** The investor asks for a sign-in link on a screen in `headers`' language (what a real one does). */
async function signInLink(broker: Broker, email: string, headers: Record<string, string> = {}) {
  const response = await t.call({
    method: 'POST',
    url: '/auth/investor/send-token',
    host: broker.host,
    headers,
    body: { email },
  });
  expect(response.statusCode).toBe(200);
  return lastMailTo(email);
}

function invite(broker: Broker, product: { id: string }, investorEmail: string, message: string, headers = EN) {
  return t.call({
    method: 'POST',
    url: `/api/advisor/campaign/${broker.campaign.id}/product/${product.id}/invite-investor`,
    host: broker.host,
    token: broker.advisor.token,
    headers,
    body: { investorEmail, message, networkId: broker.network.id },
  });
}

describe('a mail the reader asked for is in the language of their screen', () => {
  it('sign-in link: English on an English screen of a Polish host, Polish without a screen language', async () => {
    const broker = await polishBroker();
    const investor = await createInvestor(t.db, broker.tenantId);

    const english = await signInLink(broker, investor.email, EN);
    expectOnly(english, 'en');
    expect(english.subject).toMatch(/^Your sign-in link to /);
    // The account remembers the screen's language for the mails others cause (decision 063).
    expect((await t.db.user.findUniqueOrThrow({ where: { id: investor.user.id } })).language).toBe('en');

    const polish = await signInLink(broker, investor.email);
    expectOnly(polish, 'pl');
    expect(polish.subject).toMatch(/^Twój link do logowania/);
    // A request that names no language (a script, not a screen) does not change what is remembered.
    expect((await t.db.user.findUniqueOrThrow({ where: { id: investor.user.id } })).language).toBe('en');
  });

  it('password reset and an advisor’s own activation link follow the screen too', async () => {
    const broker = await polishBroker();
    await t.call({
      method: 'POST',
      url: '/auth/password/send-remind-request',
      host: broker.host,
      headers: EN,
      body: { email: broker.advisor.email },
    });
    const reset = await lastMailTo(broker.advisor.email);
    expect(reset.template).toBe('password-reset');
    expectOnly(reset, 'en');

    const waiting = await addAdvisor(t.db, broker.tenantId, { status: 'initial', networkIds: [broker.network.id] });
    await t.call({
      method: 'POST',
      url: '/auth/activate/send-token',
      host: broker.host,
      headers: EN,
      body: { email: waiting.email },
    });
    const activation = await lastMailTo(waiting.email);
    expect(activation.template).toBe('advisor-activation');
    expectOnly(activation, 'en');
  });
});

describe("a mail someone else caused is in the reader's language, not the sender's", () => {
  it("offer invitation to a new investor from an advisor's English screen: the host's language, the host's sentence once", async () => {
    const broker = await polishBroker();
    const email = `new-${randomUUID().slice(0, 8)}@example.test`;
    // The form pre-fills the host's invite text in the advisor's screen language (English here).
    const response = await invite(
      broker,
      broker.seriesA,
      email,
      'I invite you to review the offer of the Green Bonds campaign.',
    );
    expect(response.statusCode, response.body).toBe(201);

    const mail = await lastMailTo(email);
    expectOnly(mail, 'pl');
    expect(mail.subject).toBe('Oferta inwestycyjna: Zielone Obligacje – Bond series A (ZO-24)');
    expect(mail.text).not.toContain('Green Bonds');
    expect(mail.text).not.toContain('I invite you');
    // The host's sentence, in the investor's language, once (it used to come twice: as the
    // template's text and again as the pre-filled message).
    const sentence = 'Zapraszam do zapoznania się z ofertą kampanii Zielone Obligacje.';
    expect(count(mail.text, sentence)).toBe(1);
    expect(count(mail.html, sentence)).toBe(1);
    expect(mail.text).toContain('Anna Zielińska przesyła Ci ofertę inwestycyjną');
    expect(mail.text).toContain('Kampania: Zielone Obligacje');
    expect(mail.text).toContain('Produkt: Bond series A (ZO-24)');
    expect(mail.text).toContain('Warunki: 8,50 % w skali roku, okres 24 miesiące, wpłata od 1\u00a0000,00\u00a0PLN');
  });

  it('offer invitation to an investor who last used an English screen: English, the advisor’s words once', async () => {
    const broker = await polishBroker();
    const investor = await createInvestor(t.db, broker.tenantId);
    await signInLink(broker, investor.email, EN);
    const words = 'Pani Ireno, przesyłam ofertę, o której rozmawialiśmy.';

    const response = await invite(broker, broker.seriesA, investor.email, words, PL);
    expect(response.statusCode, response.body).toBe(201);

    const mail = await lastMailTo(investor.email);
    expectOnly(mail, 'en');
    expect(mail.subject).toBe('Investment offer: Green Bonds – Bond series A (ZO-24)');
    expect(mail.text).not.toContain('Zielone Obligacje');
    expect(mail.text).toContain('Terms: 8,50 % a year, for 24 months, from 1\u00a0000,00\u00a0PLN');
    // The advisor's own words go as written, once, under their heading.
    expect(mail.text).toContain(`Your advisor's message:\n${words}`);
    expect(count(mail.text, words)).toBe(1);
  });

  it("KYC invitation: the investor's last screen language, else the host's; never the advisor's", async () => {
    const broker = await polishBroker();
    const known = await createInvestor(t.db, broker.tenantId);
    await signInLink(broker, known.email, EN);
    const unknown = `kyc-${randomUUID().slice(0, 8)}@example.test`;
    for (const investorEmail of [known.email, unknown]) {
      const response = await t.call({
        method: 'POST',
        url: '/api/advisor/kyc/investor-request/send',
        host: broker.host,
        token: broker.advisor.token,
        headers: investorEmail === unknown ? EN : PL,
        body: { investorEmail, message: 'Proszę o wypełnienie ankiety przed spotkaniem.' },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const english = await lastMailTo(known.email);
    expect(english.template).toBe('kyc-invitation');
    expectOnly(english, 'en');
    expect(english.text).toContain('Anna Zielińska invites you to complete the investor questionnaire');
    expectOnly(await lastMailTo(unknown), 'pl');
  });

  it("an admin's activation link: the new advisor's language (the host's for a new account), not the admin's", async () => {
    const broker = await polishBroker();
    const create = (email: string, headers: Record<string, string>) =>
      t.call({
        method: 'POST',
        url: '/api/advisor/advisor',
        host: broker.host,
        token: broker.admin.token,
        headers,
        body: advisorFormBody([broker.network.id], { email }),
      });

    const fresh = `fresh-${randomUUID().slice(0, 8)}@example.test`;
    expect((await create(fresh, EN)).statusCode).toBe(201);
    expectOnly(await lastMailTo(fresh), 'pl');

    // An investor of the broker who reads English becomes an advisor: the link comes in English.
    const investor = await createInvestor(t.db, broker.tenantId);
    await signInLink(broker, investor.email, EN);
    expect((await create(investor.email, PL)).statusCode).toBe(201);
    const mail = await lastMailTo(investor.email);
    expect(mail.template).toBe('advisor-activation');
    expectOnly(mail, 'en');
  });
});

describe('the invitation names the campaign and the product', () => {
  it('two products give two different mails, each with its own product and terms and the message once', async () => {
    const broker = await polishBroker();
    const investor = await createInvestor(t.db, broker.tenantId);
    const prefilled = 'Zapraszam do zapoznania się z ofertą kampanii Zielone Obligacje.';
    for (const product of [broker.seriesA, broker.seriesB]) {
      const response = await invite(broker, product, investor.email, prefilled, PL);
      expect(response.statusCode, response.body).toBe(201);
    }
    const [first, second] = await t.db.mailOutbox.findMany({
      where: { toAddress: investor.email, template: 'offer-invitation' },
      orderBy: { createdAt: 'asc' },
    });
    if (!first || !second) throw new Error('two invitations expected');
    expect([first.subject, second.subject]).toEqual([
      'Oferta inwestycyjna: Zielone Obligacje – Bond series A (ZO-24)',
      'Oferta inwestycyjna: Zielone Obligacje – Bond series B (ZO-36)',
    ]);
    expect(first.text).toContain('Warunki: 8,50 % w skali roku, okres 24 miesiące');
    expect(second.text).toContain('Warunki: 9,25 % w skali roku, okres 3 lata');
    expect(first.text).not.toContain('ZO-36');
    expect(second.text).not.toContain('ZO-24');
    for (const mail of [first, second]) {
      expectOnly(mail, 'pl');
      expect(count(mail.text, prefilled)).toBe(1);
    }
    const body = (text: string) => text.replace(/token=[\w-]+/g, 'token=…');
    expect(body(first.text)).not.toBe(body(second.text));
  });
});
