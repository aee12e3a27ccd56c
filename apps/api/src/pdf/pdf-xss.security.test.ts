import { xssPayloadList } from '@wl/shared/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, createTenant, createTestApi, type TestApi } from '../testing/index.ts';
import { addAdvisor } from '../testing/matrix.ts';
import { pdfInfo, pdfText } from '../testing/pdf-text.ts';
import { createCampaignWithProduct, createOffer } from '../testing/public-factories.ts';

/**
 * Stored XSS into the investment summary PDF: names of the investor and the advisor, the campaign
 * and product names and the site title carry payloads. The PDF shows each as literal text and has
 * no action of any kind (no JavaScript, no OpenAction, no URI or Launch) a viewer could run.
 */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

/** Postgres cannot hold a NUL; every other character is stored and printed as is. */
const storable = (payload: string) => payload.replaceAll('\u0000', '');
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** Names of PDF objects that run or open something. */
const ACTIONS =
  /\/(?:JavaScript|JS|OpenAction|AA|URI|Launch|SubmitForm|ImportData|GoToR|GoToE|RichMedia|EmbeddedFile)\b/;

async function summaryWith(payload: string) {
  const value = storable(payload);
  const tenant = await createTenant(t.db);
  await t.db.hostConfig.update({ where: { hostname: tenant.host }, data: { siteTitle: { pl: value, en: value } } });
  const created = await createCampaignWithProduct(t.db, tenant.tenantId);
  await t.db.campaign.update({
    where: { id: created.campaign.id },
    data: { name: value, data: { translations: { pl: { name: value }, en: { name: value } } } },
  });
  await t.db.product.update({ where: { id: created.product.id }, data: { name: value } });
  const investor = await createInvestor(t.db, tenant.tenantId);
  await t.db.user.update({ where: { id: investor.user.id }, data: { firstName: value, surname: value } });
  const advisor = await addAdvisor(t.db, tenant.tenantId, { firstName: value, surname: value });
  const { token } = await createOffer(t.db, tenant.tenantId, created, {
    investorId: investor.investor.id,
    ownerAdvisorId: advisor.advisor.id,
    status: 'accepted',
    investmentValue: '125000',
  });
  const response = await t.call({ method: 'POST', url: `/public-api/campaign-offer/${token}/pdf`, host: tenant.host });
  expect(response.statusCode, response.body).toBe(200);
  return { bytes: response.rawPayload, value };
}

describe('the investment summary PDF', () => {
  it.each(xssPayloadList)('prints %s as literal text and carries no action', async (name, payload) => {
    const { bytes, value } = await summaryWith(payload);
    const raw = bytes.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw.match(ACTIONS)?.[0]).toBeUndefined();
    const text = squeeze(pdfText(bytes));
    // Bidi controls are not printable: poppler drops them, the letters around them stay in order.
    const expected = squeeze(value.replace(/[\u202a-\u202e\u2066-\u2069]/g, ''));
    // A very long name is cut by the header band (ellipsis) but printed whole in the table rows.
    expect(text, name).toContain(expected);
    expect(pdfInfo(bytes).Title).toContain(name === 'veryLong' ? 'AAAA' : storable(payload).slice(0, 20));
  });

  it('would see an action if the PDF had one (the check can fail)', () => {
    expect('/Type/Action/S/JavaScript/JS(app.alert(1))'.match(ACTIONS)?.[0]).toBe('/JavaScript');
    expect('<</OpenAction 5 0 R>>'.match(ACTIONS)?.[0]).toBe('/OpenAction');
    expect('<</S/URI/URI(javascript:alert(1))>>'.match(ACTIONS)?.[0]).toBe('/URI');
  });
});
