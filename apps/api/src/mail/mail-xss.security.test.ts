import { errorCodes } from '@wl/shared/errors';
import { activeMarkupIn, shortXssPayloads, unstorable, xssPayloadList, xssPayloads } from '@wl/shared/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/index.ts';
import { accessToken, addAdvisor, advisorFormBody } from '../testing/matrix.ts';
import { offerWorld } from '../testing/offer-world.ts';

/**
 * Stored XSS into mails: free texts entered through the API (the advisor's message, advisor
 * names) and by operators (site title, invite text, campaign names) end up in rendered mails.
 * The HTML part must carry each payload escaped, never as markup; the plain part carries it as is.
 */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

/** How `renderMail` escapes a value into HTML. */
const escaped = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function expectSafeHtml(mail: { html: string; text: string }, payload: string) {
  expect(activeMarkupIn(mail.html), mail.html).toEqual([]);
  // Only the platform's own link is an anchor.
  for (const href of mail.html.matchAll(/href="([^"]*)"/g)) expect(href[1]).toMatch(/^https?:\/\//);
  expect(mail.html).toContain(escaped(payload));
  expect(mail.text).toContain(payload);
}

/** A NUL cannot be stored: such a text is refused with a 400 in the error shape, and no mail is queued. */
async function expectRefusedUnstorable(response: { statusCode: number; json(): unknown }, tenantId: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: errorCodes.validation });
  expect(await t.db.mailOutbox.count({ where: { tenantId } })).toBe(0);
}

/** Operators' texts of the host carry a payload too (the console lets them write any text but a NUL). */
async function brandHost(host: string, raw: string) {
  const payload = raw.replaceAll('\u0000', '');
  await t.db.hostConfig.update({
    where: { hostname: host },
    data: {
      siteTitle: { pl: payload, en: payload },
      adminConfiguration: { inviteText: { pl: `${payload} {campaignName}`, en: `${payload} {campaignName}` } },
    },
  });
}

describe('offer invitation mail', () => {
  it.each(xssPayloadList)(
    'escapes %s in the message, campaign name, site title and invite text',
    async (_, payload) => {
      const w = await offerWorld(t.db);
      await brandHost(w.host, payload);
      const name = payload.replaceAll('\u0000', '');
      await t.db.campaign.update({
        where: { id: w.campaign.id },
        data: { name, data: { translations: { pl: { name }, en: { name } } } },
      });
      const email = `xss-${w.tenantId.slice(0, 8)}@example.test`;
      const response = await t.call({
        method: 'POST',
        url: `/api/advisor/campaign/${w.campaign.id}/product/${w.product.id}/invite-investor`,
        host: w.host,
        token: w.advisor.token,
        body: { investorEmail: email, message: payload, networkId: w.networks.main.id },
      });
      if (unstorable(payload)) return expectRefusedUnstorable(response, w.tenantId);
      expect(response.statusCode, response.body).toBe(201);
      const mail = await t.db.mailOutbox.findFirstOrThrow({ where: { tenantId: w.tenantId, toAddress: email } });
      expect(mail.template).toBe('offer-invitation');
      expectSafeHtml(mail, payload);
      // The subject is a header, not HTML: it keeps the text but can never break into another header.
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.html).toMatch(/<title>[^<]*<\/title>/);
    },
  );
});

describe('KYC invitation mail', () => {
  it.each(shortXssPayloads)('escapes %s in the advisor’s name and message', async (_, payload) => {
    const w = await offerWorld(t.db);
    await brandHost(w.host, payload);
    const sender = await addAdvisor(t.db, w.tenantId, {
      networkIds: [w.networks.main.id],
      firstName: payload.replaceAll('\u0000', ''),
      surname: payload.replaceAll('\u0000', ''),
    });
    const email = `kyc-${sender.user.id.slice(0, 8)}@example.test`;
    const response = await t.call({
      method: 'POST',
      url: '/api/advisor/kyc/investor-request/send',
      host: w.host,
      token: await accessToken(t.db, sender.user, w.tenantId),
      body: { investorEmail: email, message: `Hello ${payload}` },
    });
    if (unstorable(payload)) return expectRefusedUnstorable(response, w.tenantId);
    expect(response.statusCode, response.body).toBe(201);
    const mail = await t.db.mailOutbox.findFirstOrThrow({ where: { tenantId: w.tenantId, toAddress: email } });
    expect(mail.template).toBe('kyc-invitation');
    expectSafeHtml(mail, payload);
    expect(mail.html).toContain(escaped(`Hello ${payload}`));
  });
});

describe('advisor activation mail', () => {
  it.each(shortXssPayloads)('escapes %s in the new advisor’s first name', async (_, payload) => {
    const w = await offerWorld(t.db);
    const form = advisorFormBody([w.networks.main.id], { firstName: payload, surname: payload });
    const response = await t.call({
      method: 'POST',
      url: '/api/advisor/advisor',
      host: w.host,
      token: w.admin.token,
      body: form,
    });
    if (unstorable(payload)) return expectRefusedUnstorable(response, w.tenantId);
    expect(response.statusCode, response.body).toBe(201);
    const mail = await t.db.mailOutbox.findFirstOrThrow({ where: { toAddress: form.email.toLowerCase() } });
    expect(mail.template).toBe('advisor-activation');
    expect(activeMarkupIn(mail.html), mail.html).toEqual([]);
    expect(mail.html).toContain(escaped(payload.trim()));
  });
});

describe('the payload list', () => {
  it('really is dangerous unescaped (the checks can fail)', () => {
    expect(activeMarkupIn(`<p>${xssPayloads.scriptTag}</p>`)).not.toEqual([]);
    expect(activeMarkupIn(`<p>${xssPayloads.imgOnerror}</p>`)).not.toEqual([]);
    expect(activeMarkupIn(`<a href="${xssPayloads.javascriptUrl}">x</a>`)).not.toEqual([]);
    expect(activeMarkupIn(`<p>${xssPayloads.svgOnload}</p>`)).not.toEqual([]);
    expect(activeMarkupIn(`<p title='${xssPayloads.attributeBreakout}'>x</p>`)).not.toEqual([]);
    for (const [, payload] of xssPayloadList) expect(activeMarkupIn(`<p>${escaped(payload)}</p>`)).toEqual([]);
  });
});
