import { createHash } from 'node:crypto';
import { isStrongPassword } from '@wl/shared';
import { interestSchedule } from '@wl/shared/schedule';
import { companySchema, kycDataSchema, kycDraftSchema } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD_HASH } from './demo-accounts.ts';
import { DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, DEMO_TOTP_SECRET, demoOfferToken, seedDemo, seedIds } from './seed.ts';
import { createTestDatabase, type TestDatabase } from './testing/index.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

describe('seedDemo', () => {
  it('creates the default row and the two demo hosts with a first revision each', async () => {
    const { created, accounts } = await seedDemo(t.db);
    expect(created).toEqual(['demo.localhost', 'inwestor.demo.localhost', 'custom.localhost']);
    expect(accounts).toEqual([
      'admin@demo.localhost',
      'koordynator@demo.localhost',
      'doradca@demo.localhost',
      'doradca2fa@demo.localhost',
      'nowy.doradca@demo.localhost',
      'admin@custom.localhost',
      'inwestor@demo.localhost',
      'inwestorka@demo.localhost',
      'operator@demo.localhost',
    ]);
    const hosts = await t.db.hostConfig.findMany({ orderBy: { hostname: 'asc' }, include: { revisions: true } });
    expect(hosts.map((h) => [h.hostname, h.isDefault, h.theme, h.language])).toEqual([
      ['custom.localhost', false, 'theme_custom', 'en'],
      ['demo.localhost', false, 'theme_navy', 'pl'],
      ['inwestor.demo.localhost', false, 'theme_custom', 'pl'],
      [null, true, 'theme_default', 'pl'],
    ]);
    expect(hosts.every((h) => h.revisions.length === 1 && h.revisions[0]?.publishedBy === 'seed')).toBe(true);
    const custom = hosts[0];
    expect(custom?.investorPanelBlocked).toBe(true);
    expect(custom?.legalPersonsEnabled).toBe(true);
    expect(custom?.adminConfiguration).toMatchObject({ themeColors: '#0f766e,#115e59,#f0fdfa' });
  });

  it('is idempotent and never overwrites what was changed since', async () => {
    await t.db.hostConfig.update({ where: { hostname: 'demo.localhost' }, data: { siteTitle: { pl: 'Zmieniony' } } });
    const { created, accounts } = await seedDemo(t.db);
    expect(created).toEqual([]);
    expect(accounts).toEqual([]);
    expect(await t.db.hostConfig.count()).toBe(4);
    expect(await t.db.tenant.count()).toBe(3);
    expect(await t.db.hostConfigRevision.count()).toBe(4);
    const demo = await t.db.hostConfig.findUniqueOrThrow({ where: { hostname: 'demo.localhost' } });
    expect(demo.siteTitle).toEqual({ pl: 'Zmieniony' });
  });

  it('allows exactly one default row, and no host name on it', async () => {
    await expect(
      t.db.hostConfig.create({ data: { isDefault: true, hostname: null, tenantId: seedIds.demoTenant } }),
    ).rejects.toThrow();
    await expect(
      t.db.hostConfig.create({ data: { isDefault: false, hostname: null, tenantId: seedIds.demoTenant } }),
    ).rejects.toThrow();
    await expect(
      t.db.hostConfig.create({ data: { hostname: 'Upper.Case', tenantId: seedIds.demoTenant } }),
    ).rejects.toThrow();
  });
});

const { users, advisors, networks } = seedIds;

async function counts() {
  return {
    users: await t.db.user.count(),
    contexts: await t.db.userContext.count(),
    advisors: await t.db.advisor.count(),
    investors: await t.db.investor.count(),
    networks: await t.db.brokerNetwork.count(),
    members: await t.db.advisorNetwork.count(),
    coordinators: await t.db.coordinatorNetwork.count(),
  };
}

describe('seedDemo: the demo accounts of the README', () => {
  it('has the networks of demo.localhost and custom.localhost', async () => {
    const rows = await t.db.brokerNetwork.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((n) => [n.id, n.tenantId, n.name])).toEqual([
      [networks.north, seedIds.demoTenant, 'Sieć Północ'],
      [networks.south, seedIds.demoTenant, 'Sieć Południe'],
      [networks.customHeadOffice, seedIds.customTenant, 'Head Office'],
    ]);
  });

  it('has the advisors with their roles, statuses, networks and advisor-panel contexts', async () => {
    const rows = await t.db.advisor.findMany({
      orderBy: { id: 'asc' },
      include: { user: { include: { contexts: true } }, networks: true, coordinatedNetworks: true },
    });
    const summary = rows.map((a) => ({
      id: a.id,
      email: a.user.email,
      tenant: a.tenantId,
      role: a.role,
      status: a.status,
      networks: a.networks.map((n) => n.networkId).sort(),
      coordinates: a.coordinatedNetworks.map((n) => n.networkId).sort(),
      contexts: a.user.contexts.map((c) => [c.tenantId, c.type]),
      password: a.user.passwordHash !== null,
      totp: a.user.totpEnabled,
    }));
    const both = [networks.north, networks.south];
    const context = (tenant: string) => [[tenant, 'advisor_panel']];
    expect(summary).toEqual([
      {
        id: advisors.demoAdmin,
        email: 'admin@demo.localhost',
        tenant: seedIds.demoTenant,
        role: 'admin',
        status: 'active',
        networks: both,
        coordinates: [],
        contexts: context(seedIds.demoTenant),
        password: true,
        totp: false,
      },
      {
        id: advisors.demoCoordinator,
        email: 'koordynator@demo.localhost',
        tenant: seedIds.demoTenant,
        role: 'coordinator',
        status: 'active',
        networks: both,
        coordinates: both,
        contexts: context(seedIds.demoTenant),
        password: true,
        totp: false,
      },
      {
        id: advisors.demoAdvisor,
        email: 'doradca@demo.localhost',
        tenant: seedIds.demoTenant,
        role: 'advisor',
        status: 'active',
        networks: [networks.north],
        coordinates: [],
        contexts: context(seedIds.demoTenant),
        password: true,
        totp: false,
      },
      {
        id: advisors.demoAdvisor2fa,
        email: 'doradca2fa@demo.localhost',
        tenant: seedIds.demoTenant,
        role: 'advisor',
        status: 'active',
        networks: [networks.south],
        coordinates: [],
        contexts: context(seedIds.demoTenant),
        password: true,
        totp: true,
      },
      {
        id: advisors.demoAdvisorInitial,
        email: 'nowy.doradca@demo.localhost',
        tenant: seedIds.demoTenant,
        role: 'advisor',
        status: 'initial',
        networks: [networks.north],
        coordinates: [],
        contexts: context(seedIds.demoTenant),
        password: false,
        totp: false,
      },
      {
        id: advisors.customAdmin,
        email: 'admin@custom.localhost',
        tenant: seedIds.customTenant,
        role: 'admin',
        status: 'active',
        networks: [networks.customHeadOffice],
        coordinates: [],
        contexts: context(seedIds.customTenant),
        password: true,
        totp: false,
      },
    ]);
  });

  it('fills the advisor form fields: external id, ID card valid for years, country, power of attorney', async () => {
    const rows = await t.db.advisor.findMany();
    const inFiveYears = new Date().getUTCFullYear() + 5;
    for (const advisor of rows) {
      expect(advisor.externalId).toMatch(/^[A-Z]+-[A-Z]+-\d{3}$/);
      expect(advisor.documentType).toBe('ID_CARD');
      expect(advisor.documentNumber).toMatch(/^[A-Z]{3}\d{6}$/);
      expect(advisor.documentExpiryDate?.getUTCFullYear()).toBe(inFiveYears);
      expect(advisor.country).toBe('PL');
      expect(advisor.powerOfAttorneyStart?.getTime()).toBeLessThan(Date.now());
      if (advisor.powerOfAttorneyEnd) {
        expect(advisor.powerOfAttorneyEnd.getTime()).toBeGreaterThan(advisor.powerOfAttorneyStart?.getTime() ?? 0);
      }
    }
  });

  it('stores one documented strong password as an argon2id hash, and the fixed TOTP secret', async () => {
    expect(isStrongPassword(DEMO_PASSWORD)).toBe(true);
    const withPassword = await t.db.user.findMany({ where: { passwordHash: { not: null } } });
    expect(withPassword).toHaveLength(5);
    const hashes = new Set(withPassword.map((u) => u.passwordHash));
    expect(hashes.size).toBe(1);
    // Verified against DEMO_PASSWORD with @node-rs/argon2 when the constant was made; argon2 is
    // a dependency of @wl/api only, so this package checks the format.
    expect([...hashes][0]).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    const twoFactor = await t.db.user.findUniqueOrThrow({ where: { id: users.demoAdvisor2fa } });
    expect(twoFactor).toMatchObject({ totpSecret: DEMO_TOTP_SECRET, totpEnabled: true });
    expect(DEMO_TOTP_SECRET).toMatch(/^[A-Z2-7]{32}$/); // 20 bytes: otplib wants at least 16
  });

  it('has the investors with investor-panel contexts and no password', async () => {
    const rows = await t.db.investor.findMany({
      orderBy: { id: 'asc' },
      include: { user: { include: { contexts: true } } },
    });
    expect(
      rows.map((i) => [
        i.user.email,
        i.tenantId,
        i.user.passwordHash,
        i.user.contexts.map((c) => [c.tenantId, c.type]),
      ]),
    ).toEqual([
      ['inwestor@demo.localhost', seedIds.demoTenant, null, [[seedIds.demoTenant, 'investor_panel']]],
      ['inwestorka@demo.localhost', seedIds.demoTenant, null, [[seedIds.demoTenant, 'investor_panel']]],
    ]);
  });

  it('re-seeds to the same rows and keeps edits: names, roles, statuses, network memberships', async () => {
    await t.db.user.update({ where: { id: users.demoAdmin }, data: { firstName: 'Zmieniona' } });
    await t.db.advisor.update({ where: { id: advisors.demoAdvisor }, data: { status: 'deleted' } });
    await t.db.advisor.update({ where: { id: advisors.demoAdvisorInitial }, data: { role: 'coordinator' } });
    await t.db.advisorNetwork.delete({
      where: { advisorId_networkId: { advisorId: advisors.demoCoordinator, networkId: networks.south } },
    });
    await t.db.brokerNetwork.update({ where: { id: networks.north }, data: { name: 'Sieć Północna' } });
    const before = await counts();

    const { created, accounts } = await seedDemo(t.db);
    expect(created).toEqual([]);
    expect(accounts).toEqual([]);
    expect(await counts()).toEqual(before);
    expect(before).toEqual({
      users: 8,
      contexts: 8,
      advisors: 6,
      investors: 2,
      networks: 3,
      members: 7, // 8 seeded, one removed above and not brought back
      coordinators: 2,
    });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: users.demoAdmin } })).firstName).toBe('Zmieniona');
    expect((await t.db.advisor.findUniqueOrThrow({ where: { id: advisors.demoAdvisor } })).status).toBe('deleted');
    expect((await t.db.advisor.findUniqueOrThrow({ where: { id: advisors.demoAdvisorInitial } })).role).toBe(
      'coordinator',
    );
    expect((await t.db.brokerNetwork.findUniqueOrThrow({ where: { id: networks.north } })).name).toBe('Sieć Północna');
  });

  it('has the console operator with the demo password and the demo TOTP secret, kept as edited on re-seed', async () => {
    const operator = await t.db.operator.findUniqueOrThrow({ where: { email: DEMO_OPERATOR_EMAIL } });
    expect(operator).toMatchObject({ passwordHash: DEMO_PASSWORD_HASH, totpSecret: DEMO_TOTP_SECRET, active: true });
    await t.db.operator.update({ where: { id: operator.id }, data: { active: false } });

    expect((await seedDemo(t.db)).accounts).toEqual([]);
    expect(await t.db.operator.count()).toBe(1);
    expect((await t.db.operator.findUniqueOrThrow({ where: { id: operator.id } })).active).toBe(false);
    await t.db.operator.update({ where: { id: operator.id }, data: { active: true } });
  });

  it('adds only what is missing: a removed investor comes back, its user is reused', async () => {
    // Its demo offers go first: an investor with offers cannot be deleted (foreign key).
    await t.db.offer.deleteMany({ where: { investorId: seedIds.investors.demoInvestor2 } });
    await t.db.userContext.deleteMany({ where: { userId: users.demoInvestor2 } });
    await t.db.investor.delete({ where: { id: seedIds.investors.demoInvestor2 } });
    const { accounts } = await seedDemo(t.db);
    expect(accounts).toEqual(['inwestorka@demo.localhost']);
    const investor = await t.db.investor.findUniqueOrThrow({
      where: { id: seedIds.investors.demoInvestor2 },
      include: { user: { include: { contexts: true } } },
    });
    expect(investor.userId).toBe(users.demoInvestor2);
    expect(investor.user.contexts.map((c) => c.type)).toEqual(['investor_panel']);
  });
});

describe('demo campaigns', () => {
  it('has one campaign per phase, offers in every status with their history, and onboarding in every status', async () => {
    const { db } = t;
    await seedDemo(db);
    const campaigns = await db.campaign.findMany({
      where: { tenantId: seedIds.demoTenant },
      orderBy: { startDate: 'asc' },
    });
    const today = new Date();
    const phases = campaigns.map((c) =>
      c.startDate > today ? 'not started' : c.endDate < today ? 'completed' : 'active',
    );
    expect(phases.sort()).toEqual(['active', 'completed', 'not started']);
    const offers = await db.offer.findMany({ where: { tenantId: seedIds.demoTenant }, include: { history: true } });
    expect(new Set(offers.map((o) => o.status))).toEqual(
      new Set(['invited', 'viewed', 'interested', 'accepted', 'active', 'rejected', 'declined', 'archived']),
    );
    for (const offer of offers) {
      const last = [...offer.history].sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime()).at(-1);
      expect(last?.toStatus, offer.status).toBe(offer.status);
    }
    // The campaigns that are not open have an offer each, by a fixed public token.
    const closedCampaignOffers = await db.offer.findMany({
      where: {
        publicTokenHash: {
          in: [demoOfferToken('not-started'), demoOfferToken('completed')].map((token) =>
            createHash('sha256').update(token).digest('hex'),
          ),
        },
      },
      include: { campaign: true },
    });
    expect(closedCampaignOffers.map((o) => [o.campaign.name, o.status]).sort()).toEqual([
      ['Fundusz Przyszłości', 'viewed'],
      ['Obligacje Demo 2025', 'viewed'],
    ]);
    const requests = await db.onboardingRequest.findMany({ where: { tenantId: seedIds.demoTenant } });
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set(['processing', 'sent', 'viewed', 'finished']));
    await seedDemo(db);
    expect(await db.offer.count({ where: { tenantId: seedIds.demoTenant } })).toBe(offers.length);
  });
});

describe('demo interest schedule (issue 20)', () => {
  it('gives the demo investor a paid-in investment whose schedule has every payment status', async () => {
    const { db } = t;
    await seedDemo(db);
    const offer = await db.offer.findUniqueOrThrow({
      where: { publicTokenHash: createHash('sha256').update(demoOfferToken('scheduled')).digest('hex') },
      include: { product: true, schedulePayments: true },
    });
    expect(offer).toMatchObject({ investorId: seedIds.investors.demoInvestor, status: 'active' });
    const schedule = interestSchedule({
      amount: (offer.investmentValue as NonNullable<typeof offer.investmentValue>).toFixed(2),
      interestPerYear: offer.product.interestPerYear.toString(),
      interestType: offer.product.interestType,
      interestPaymentFrequency: offer.product.paymentFrequency,
      duration: offer.product.duration,
      durationUnit: offer.product.durationUnit,
      startDate: (offer.paymentDate as Date).toISOString().slice(0, 10),
    });
    const today = new Date().toISOString().slice(0, 10);
    const marks = new Map(offer.schedulePayments.map((mark) => [mark.number, mark.status as string]));
    const statuses = schedule.payments.map(
      (payment) => marks.get(payment.number) ?? (payment.dueDate < today ? 'unpaid' : 'scheduled'),
    );
    expect(new Set(statuses)).toEqual(new Set(['paid', 'partially_paid', 'cancelled', 'unpaid', 'scheduled']));
    await seedDemo(db);
    expect(await db.schedulePayment.count({ where: { offerId: offer.id } })).toBe(5);
  });
});

describe('demo onboarding', () => {
  it('has a submitted valid KYC for the finished request, a draft for the viewed one, and demo companies', async () => {
    const { db } = t;
    await seedDemo(db);
    const requests = await db.onboardingRequest.findMany({
      where: { tenantId: seedIds.demoTenant },
      include: { submissions: true },
    });
    const byStatus = new Map(requests.map((r) => [r.status, r]));
    const finished = byStatus.get('finished')?.submissions ?? [];
    expect(finished.map((s) => s.submitted)).toEqual([true]);
    expect(kycDataSchema.safeParse(finished[0]?.data).success).toBe(true);
    const viewed = byStatus.get('viewed')?.submissions ?? [];
    expect(viewed.map((s) => s.submitted)).toEqual([false]);
    const draft = kycDraftSchema.parse(viewed[0]?.data);
    expect(Object.keys(draft).sort()).toEqual(['investorInformation', 'taxStatus']);
    expect(byStatus.get('sent')?.submissions).toEqual([]);
    const companies = await db.company.findMany({ where: { tenantId: seedIds.demoTenant }, orderBy: { name: 'asc' } });
    expect(companies.map((c) => c.registerNumber)).toEqual(['0000234567', '0000123456']);
    for (const company of companies) {
      const { id: _id, tenantId: _t, createdAt: _c, updatedAt: _u, ...wire } = company;
      expect(companySchema.safeParse(wire).success, company.name).toBe(true);
    }
    await seedDemo(db);
    expect(await db.kycSubmission.count({ where: { onboardingRequest: { tenantId: seedIds.demoTenant } } })).toBe(2);
    expect(await db.company.count({ where: { tenantId: seedIds.demoTenant } })).toBe(2);
  });
});
