import { randomUUID } from 'node:crypto';
import { type Database, seedDemo, seedIds } from '@wl/db';
import { createTestDatabase } from '@wl/db/testing';
import type { OfferTerms } from '@wl/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleCaller, createTestOperator, signedInToken } from '../testing/console-caller.ts';

let db: Database;
let token: string;
let operatorEmail: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedDemo(db);
  const operator = await createTestOperator(db);
  operatorEmail = operator.email;
  token = await signedInToken(db, operator);
});

async function caller() {
  return (await consoleCaller(db, token)).caller;
}

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** A fresh tenant with one host, so lists and names do not meet other tests'. */
async function newTenant() {
  const result = await (await caller()).hosts.onboard({
    hostname: `${unique('cat')}.localhost`,
    tenant: { kind: 'new', name: unique('Catalogue') },
    cloneFrom: { kind: 'default' },
    brand: { name: { pl: 'Katalog' }, colors: { main: '#1d4ed8', hover: '#1e40af', highlight: '#eff6ff' } },
    brokerNetworks: ['Centrala'],
    firstAdmin: { email: `${unique('first')}@cat.test`, firstName: 'Ewa', surname: 'Lis' },
  });
  return result;
}

const terms: OfferTerms = {
  interestType: 'Fixed',
  interestPaymentFrequency: 'Quarterly',
  duration: 24,
  durationUnit: 'month',
  investmentValueMin: '1000.00',
  investmentValueMax: '50000.00',
  investmentValueStep: '100.00',
  interestPerYear: '7.25',
  currency: 'PLN',
};

const campaignFields = {
  name: 'Obligacje 2027',
  startDate: '2026-01-01',
  endDate: '2027-12-31',
  active: true,
  data: { translations: { pl: { name: 'Obligacje 2027' }, en: { name: 'Bonds 2027' } } },
};

function issuePaths(error: unknown): string[] {
  const cause = (error as { cause?: { issues?: { path: (string | number)[] }[] } }).cause;
  return (cause?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('catalogue: authorization', () => {
  it('refuses every procedure without an operator session', async () => {
    const { caller: anonymous } = await consoleCaller(db);
    const id = randomUUID();
    const calls = [
      () => anonymous.catalogue.networks.list({ tenantId: id }),
      () => anonymous.catalogue.networks.create({ tenantId: id, name: 'X' }),
      () => anonymous.catalogue.networks.rename({ tenantId: id, networkId: id, name: 'X' }),
      () =>
        anonymous.catalogue.admins.create({
          tenantId: id,
          email: 'a@b.test',
          firstName: 'A',
          surname: 'B',
          networkIds: [id],
        }),
      () => anonymous.catalogue.campaigns.list({ tenantId: id }),
      () => anonymous.catalogue.campaigns.create({ tenantId: id, ...campaignFields }),
      () => anonymous.catalogue.campaigns.update({ campaignId: id, ...campaignFields }),
      () => anonymous.catalogue.products.create({ campaignId: id, code: 'A', name: 'A', terms }),
      () => anonymous.catalogue.products.update({ productId: id, code: 'A', name: 'A', terms }),
    ];
    for (const call of calls) await expect(call()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('catalogue.networks', () => {
  it('creates, lists and renames networks; names are unique per tenant whatever their case', async () => {
    const { tenantId } = await newTenant();
    const client = await caller();
    const created = await client.catalogue.networks.create({ tenantId, name: 'Sieć Wschód' });
    expect(created).toMatchObject({ name: 'Sieć Wschód', memberCount: 0 });
    await expect(client.catalogue.networks.create({ tenantId, name: 'sieć wschód' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const list = await client.catalogue.networks.list({ tenantId });
    expect(list.map((row) => [row.name, row.memberCount])).toEqual([
      ['Centrala', 1],
      ['Sieć Wschód', 0],
    ]);
    const renamed = await client.catalogue.networks.rename({ tenantId, networkId: created.id, name: 'Sieć Wschodnia' });
    expect(renamed.name).toBe('Sieć Wschodnia');
    await expect(
      client.catalogue.networks.rename({ tenantId, networkId: created.id, name: 'CENTRALA' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    // Another tenant's network is not found from this tenant.
    await expect(
      client.catalogue.networks.rename({ tenantId, networkId: seedIds.networks.north, name: 'X' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(client.catalogue.networks.list({ tenantId: randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const events = await db.auditLog.findMany({
      where: {
        event: { in: ['console.network_created', 'console.network_renamed'] },
        data: { path: ['networkId'], equals: created.id },
      },
    });
    expect(events.map((event) => event.event).sort()).toEqual(['console.network_created', 'console.network_renamed']);
    expect(events[0]?.data).toMatchObject({ email: operatorEmail, tenantId });
  });
});

describe('catalogue.admins', () => {
  it("creates another admin of advisors with the activation mail on the tenant's host", async () => {
    const { tenantId, networkIds, hostname } = await newTenant();
    const email = `${unique('second')}@cat.test`;
    const result = await (await caller()).catalogue.admins.create({
      tenantId,
      email,
      firstName: 'Piotr',
      surname: 'Wąs',
      networkIds,
    });
    expect(result.activationOrigin).toBe(`http://${hostname}`);
    const admin = await db.advisor.findUniqueOrThrow({ where: { id: result.adminId }, include: { networks: true } });
    expect(admin).toMatchObject({ role: 'admin', status: 'initial', tenantId });
    expect(admin.networks.map((row) => row.networkId)).toEqual(networkIds);
    const mail = await db.mailOutbox.findFirstOrThrow({ where: { toAddress: email } });
    expect(mail).toMatchObject({ host: hostname, template: 'advisor-activation' });
    expect(mail.text).toContain(`http://${hostname}/`);
    expect(
      await db.auditLog.count({
        where: { event: 'console.admin_created', data: { path: ['adminId'], equals: admin.id } },
      }),
    ).toBe(1);
  });

  it('refuses a taken e-mail (CONFLICT) and networks of another tenant (BAD_REQUEST)', async () => {
    const { tenantId, networkIds } = await newTenant();
    const client = await caller();
    const email = `${unique('dup')}@cat.test`;
    await client.catalogue.admins.create({ tenantId, email, firstName: 'A', surname: 'B', networkIds });
    await expect(
      client.catalogue.admins.create({
        tenantId,
        email: email.toUpperCase(),
        firstName: 'A',
        surname: 'B',
        networkIds,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const error = await client.catalogue.admins
      .create({
        tenantId,
        email: `${unique('x')}@cat.test`,
        firstName: 'A',
        surname: 'B',
        networkIds: [seedIds.networks.north],
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(issuePaths(error)).toEqual(['networkIds']);
  });
});

describe('catalogue.campaigns and products', () => {
  it('creates and updates a campaign, and lists it with its products', async () => {
    const { tenantId } = await newTenant();
    const client = await caller();
    const campaign = await client.catalogue.campaigns.create({ tenantId, ...campaignFields });
    expect(campaign).toMatchObject({
      tenantId,
      name: 'Obligacje 2027',
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      active: true,
      data: campaignFields.data,
      products: [],
    });
    const updated = await client.catalogue.campaigns.update({
      campaignId: campaign.id,
      ...campaignFields,
      active: false,
      data: { translations: { en: { name: 'Bonds', summary: 'Quarterly interest' } } },
    });
    expect(updated).toMatchObject({ active: false, data: { translations: { en: { name: 'Bonds' } } } });

    const product = await client.catalogue.products.create({
      campaignId: campaign.id,
      code: 'OB-1',
      name: 'Seria A',
      terms,
    });
    expect(product).toMatchObject({ campaignId: campaign.id, code: 'OB-1', terms });
    const changed = await client.catalogue.products.update({
      productId: product.id,
      code: 'OB-1A',
      name: 'Seria A',
      terms: { ...terms, interestPerYear: '8', currency: 'EUR' },
    });
    expect(changed.terms).toMatchObject({ interestPerYear: '8', currency: 'EUR' });

    const list = await client.catalogue.campaigns.list({ tenantId });
    expect(list).toHaveLength(1);
    expect(list[0]?.products.map((row) => row.code)).toEqual(['OB-1A']);
    const events = await db.auditLog.findMany({
      where: { data: { path: ['operatorId'], not: 'none' }, event: { startsWith: 'console.' } },
      select: { event: true, data: true },
    });
    const mine = events.filter((event) => (event.data as { campaignId?: string }).campaignId === campaign.id);
    expect(mine.map((event) => event.event).sort()).toEqual([
      'console.campaign_created',
      'console.campaign_updated',
      'console.product_created',
      'console.product_updated',
    ]);
  });

  it('refuses invalid dates, translations and terms (BAD_REQUEST with paths)', async () => {
    const { tenantId } = await newTenant();
    const client = await caller();
    const dates = await client.catalogue.campaigns
      .create({ tenantId, ...campaignFields, startDate: '2027-01-01', endDate: '2026-01-01' })
      .catch((e: unknown) => e);
    expect(dates).toMatchObject({ code: 'BAD_REQUEST' });
    expect(issuePaths(dates)).toEqual(['endDate']);
    const noText = await client.catalogue.campaigns
      .create({ tenantId, ...campaignFields, data: { translations: {} } })
      .catch((e: unknown) => e);
    expect(issuePaths(noText)).toEqual(['data.translations']);

    const campaign = await client.catalogue.campaigns.create({ tenantId, ...campaignFields });
    const bad = await client.catalogue.products
      .create({
        campaignId: campaign.id,
        code: 'BAD',
        name: 'Bad',
        terms: { ...terms, investmentValueMin: '60000.00', investmentValueStep: '0.00' },
      })
      .catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: 'BAD_REQUEST' });
    expect(issuePaths(bad).sort()).toEqual(['terms.investmentValueMax', 'terms.investmentValueStep']);
    expect(await db.product.count({ where: { campaignId: campaign.id } })).toBe(0);
  });

  it('refuses a product code the campaign has (CONFLICT), and unknown campaigns and products', async () => {
    const { tenantId } = await newTenant();
    const client = await caller();
    const campaign = await client.catalogue.campaigns.create({ tenantId, ...campaignFields });
    await client.catalogue.products.create({ campaignId: campaign.id, code: 'P-1', name: 'One', terms });
    const other = await client.catalogue.products.create({ campaignId: campaign.id, code: 'P-2', name: 'Two', terms });
    await expect(
      client.catalogue.products.create({ campaignId: campaign.id, code: 'P-1', name: 'Again', terms }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('P-1') });
    await expect(
      client.catalogue.products.update({ productId: other.id, code: 'P-1', name: 'Two', terms }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    // Another campaign may use the code.
    const second = await client.catalogue.campaigns.create({ tenantId, ...campaignFields, name: 'Druga' });
    await client.catalogue.products.create({ campaignId: second.id, code: 'P-1', name: 'One', terms });
    await expect(
      client.catalogue.products.create({ campaignId: randomUUID(), code: 'P-9', name: 'X', terms }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      client.catalogue.products.update({ productId: randomUUID(), code: 'P-9', name: 'X', terms }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      client.catalogue.campaigns.update({ campaignId: randomUUID(), ...campaignFields }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      client.catalogue.campaigns.create({ tenantId: randomUUID(), ...campaignFields }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
