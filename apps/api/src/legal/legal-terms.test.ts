import { createHash } from 'node:crypto';
import { investorLegalTermsSchema, leadFormSchema } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, createTenant, createTestApi, type TestApi } from '../testing/index.ts';
import { accessToken } from '../testing/matrix.ts';
import { createCampaignWithProduct, createOffer } from '../testing/public-factories.ts';

/*
 * Decision 043: every acceptance names the document versions and consent texts in the language
 * the investor read; a returning investor is asked again once a document or consent changed.
 */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const file = (name: string, version: number) => ({
  sha256: sha(`${name}-${version}`),
  fileName: `${name}.pdf`,
  size: 1000,
  version,
});

async function world() {
  const tenant = await createTenant(t.db);
  const host = await t.db.hostConfig.findUniqueOrThrow({ where: { hostname: tenant.host } });
  const me = await createInvestor(t.db, tenant.tenantId);
  const campaign = await createCampaignWithProduct(t.db, tenant.tenantId);
  const token = await accessToken(t.db, me.user, tenant.tenantId, 'investor-panel');
  /** What a publish writes into the host row (the API reads the row on every request here). */
  const publish = (data: { legalDocuments?: object; consent2?: object }) =>
    t.db.hostConfig.update({ where: { id: host.id }, data });
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, language = 'pl') =>
    t.call({
      method,
      url,
      host: tenant.host,
      token,
      headers: { 'accept-language': language },
      ...(body ? { body } : {}),
    });
  const accept = (offerId: string) =>
    call('PATCH', `/investor-api/offer/${offerId}/accept`, { amount: '15000', consent2: true, consent3: true });
  const terms = async (language = 'pl') => {
    const response = await call('GET', '/investor-api/legal-terms', undefined, language);
    expect(response.statusCode, response.body).toBe(200);
    return investorLegalTermsSchema.parse(response.json());
  };
  return { ...tenant, host, me, campaign, publish, call, accept, terms };
}

describe('what an investor accepted (decision 043)', () => {
  it('records the document versions and consent texts of an acceptance, and the lead form names them', async () => {
    const w = await world();
    await w.publish({
      legalDocuments: { terms: { pl: file('terms', 1), en: file('terms-en', 1) }, risks: { pl: file('risks', 3) } },
      consent2: { pl: 'Znam ryzyka.', en: 'I know the risks.' },
    });
    const { offer } = await createOffer(t.db, w.tenantId, w.campaign, { investorId: w.me.investor.id });
    expect((await w.accept(offer.id)).statusCode).toBe(200);

    const stored = await t.db.legalAcceptance.findMany({ where: { offerId: offer.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      tenantId: w.tenantId,
      hostConfigId: w.host.id,
      investorId: w.me.investor.id,
      purpose: 'offer_acceptance',
      language: 'pl',
      documents: [
        { kind: 'terms', language: 'pl', version: 1, sha256: file('terms', 1).sha256 },
        { kind: 'risks', language: 'pl', version: 3, sha256: file('risks', 3).sha256 },
      ],
      consents: { consent2: 'Znam ryzyka.' },
    });

    const lead = leadFormSchema.parse((await w.call('GET', '/investor-api/lead-form/last')).json());
    expect(lead.consentLanguage).toBe('pl');
    expect(lead.documents).toEqual([
      { kind: 'terms', language: 'pl', version: 1 },
      { kind: 'risks', language: 'pl', version: 3 },
    ]);
  });

  it('asks a returning investor again once a document of their language changes, and records the renewal', async () => {
    const w = await world();
    await w.publish({ legalDocuments: { terms: { pl: file('terms', 1) }, privacy: { pl: file('privacy', 1) } } });
    // Never accepted anything here: nothing to renew (they accept with their first offer).
    expect((await w.terms()).needsAcceptance).toBe(false);

    const { offer } = await createOffer(t.db, w.tenantId, w.campaign, { investorId: w.me.investor.id });
    expect((await w.accept(offer.id)).statusCode).toBe(200);
    const accepted = await w.terms();
    expect(accepted).toMatchObject({ needsAcceptance: false, changed: [] });
    expect(accepted.acceptedAt).not.toBeNull();

    // An English document alone does not concern an investor who read the Polish ones.
    await w.publish({
      legalDocuments: { terms: { pl: file('terms', 1), en: file('terms-en', 1) }, privacy: { pl: file('privacy', 1) } },
    });
    expect((await w.terms()).needsAcceptance).toBe(false);

    await w.publish({ legalDocuments: { terms: { pl: file('terms', 2) }, privacy: { pl: file('privacy', 1) } } });
    const changed = await w.terms();
    expect(changed).toMatchObject({ needsAcceptance: true, changed: ['terms'] });
    expect(changed.documents).toEqual([
      { kind: 'terms', language: 'pl', version: 2, url: '/legal/terms.pl.pdf', versionUrl: '/legal/terms.pl.v2.pdf' },
      {
        kind: 'privacy',
        language: 'pl',
        version: 1,
        url: '/legal/privacy.pl.pdf',
        versionUrl: '/legal/privacy.pl.v1.pdf',
      },
    ]);

    // Accepting what was shown before the change is refused: they must read the new version.
    const stale = await w.call('POST', '/investor-api/legal-terms/accept', {
      documents: [
        { kind: 'terms', language: 'pl', version: 1 },
        { kind: 'privacy', language: 'pl', version: 1 },
      ],
      consent2: true,
      consent3: true,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'legal.documents_changed' });
    const unticked = await w.call('POST', '/investor-api/legal-terms/accept', {
      documents: [],
      consent2: true,
      consent3: false,
    });
    expect(unticked.statusCode).toBe(400);

    const renewed = await w.call('POST', '/investor-api/legal-terms/accept', {
      documents: changed.documents.map(({ kind, language, version }) => ({ kind, language, version })),
      consent2: true,
      consent3: true,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({ needsAcceptance: false, changed: [] });
    expect(await t.db.legalAcceptance.count({ where: { investorId: w.me.investor.id, purpose: 'renewal' } })).toBe(1);

    // A changed consent text asks again too.
    await w.publish({ consent2: { pl: 'Nowa treść zgody.' } });
    expect(await w.terms()).toMatchObject({ needsAcceptance: true, changed: ['consents'] });
  });

  it('shows an English reader the English documents, the Polish ones where there is no English', async () => {
    const w = await world();
    await w.publish({
      legalDocuments: { terms: { pl: file('terms', 1), en: file('terms-en', 4) }, risks: { pl: file('risks', 1) } },
    });
    const english = await w.terms('en');
    expect(english.documents.map(({ kind, language, version }) => [kind, language, version])).toEqual([
      ['terms', 'en', 4],
      ['risks', 'pl', 1],
    ]);
  });

  it('needs an investor sign-in', async () => {
    const w = await world();
    expect(
      (await t.call({ method: 'GET', url: '/investor-api/legal-terms', host: w.host.hostname as string })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/investor-api/legal-terms/accept',
          host: w.host.hostname as string,
          body: {},
        })
      ).statusCode,
    ).toBe(401);
  });
});
