import { createHash } from 'node:crypto';
import { interestSchedule } from '@wl/shared/schedule';
import type { Prisma } from '../generated/client/client.ts';
import type { Database } from './client.ts';
import { ensureDemoOnboarding } from './demo-onboarding.ts';
import { seedIds } from './seed-ids.ts';

/**
 * Demo campaigns of demo.localhost, one in each phase, with products, offers in every status
 * (with their history) and onboarding requests in every status. Dates are relative to the day
 * of seeding, so "active" is active when the demo is first started.
 *
 * Public links of the demo offers use fixed tokens (only their hashes are stored, as for real
 * offers): http://demo.localhost:3000/campaign?token=demo-offer-<status>, plus
 * `demo-offer-not-started` and `demo-offer-completed` on the campaigns that are not open.
 */
export const demoCampaignIds = {
  active: '00000000-0000-4000-8000-000000000501',
  notStarted: '00000000-0000-4000-8000-000000000502',
  completed: '00000000-0000-4000-8000-000000000503',
} as const;

export const demoProductIds = {
  bond12: '00000000-0000-4000-8000-000000000601',
  bond24: '00000000-0000-4000-8000-000000000602',
  future: '00000000-0000-4000-8000-000000000603',
  past: '00000000-0000-4000-8000-000000000604',
  pastMonthly: '00000000-0000-4000-8000-000000000605',
} as const;

const offerStatuses = [
  'invited',
  'viewed',
  'interested',
  'accepted',
  'active',
  'rejected',
  'declined',
  'archived',
] as const;
type DemoOfferStatus = (typeof offerStatuses)[number];

/** The path an offer took to reach each status (DESIGN §4). */
const paths: Record<DemoOfferStatus, DemoOfferStatus[]> = {
  invited: ['invited'],
  viewed: ['invited', 'viewed'],
  interested: ['invited', 'viewed', 'interested'],
  accepted: ['invited', 'viewed', 'interested', 'accepted'],
  active: ['invited', 'viewed', 'interested', 'accepted', 'active'],
  rejected: ['invited', 'viewed', 'rejected'],
  declined: ['invited', 'viewed', 'interested', 'declined'],
  archived: ['invited', 'viewed', 'interested', 'accepted', 'active', 'archived'],
};

export function demoOfferToken(status: string): string {
  return `demo-offer-${status}`;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function day(offsetDays: number, from = new Date()): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date;
}

/** Where the demo issuer takes subscriptions' money (a valid test IBAN), and the days to pay. */
const demoPayment = { accountHolder: 'Demo Emitent S.A.', iban: 'PL61109010140000071219812874', deadlineDays: 7 };

function translations(pl: string, en: string, summaryPl: string, summaryEn: string): Prisma.InputJsonObject {
  return {
    payment: demoPayment,
    translations: { pl: { name: pl, summary: summaryPl }, en: { name: en, summary: summaryEn } },
  };
}

async function ensureCampaigns(db: Database): Promise<void> {
  const tenantId = seedIds.demoTenant;
  const campaigns: Prisma.CampaignUncheckedCreateInput[] = [
    {
      id: demoCampaignIds.active,
      tenantId,
      name: 'Obligacje Demo 2027',
      startDate: day(-30),
      endDate: day(120),
      data: translations(
        'Obligacje Demo 2027',
        'Demo Bonds 2027',
        'Obligacje korporacyjne o stałym oprocentowaniu, wypłata odsetek co kwartał.',
        'Fixed-rate corporate bonds with quarterly interest.',
      ),
    },
    {
      id: demoCampaignIds.notStarted,
      tenantId,
      name: 'Fundusz Przyszłości',
      startDate: day(30),
      endDate: day(180),
      data: translations('Fundusz Przyszłości', 'Future Fund', 'Kampania rusza za miesiąc.', 'Opens in a month.'),
    },
    {
      id: demoCampaignIds.completed,
      tenantId,
      name: 'Obligacje Demo 2025',
      startDate: day(-200),
      endDate: day(-20),
      data: translations('Obligacje Demo 2025', 'Demo Bonds 2025', 'Kampania zakończona.', 'Campaign completed.'),
    },
  ];
  for (const campaign of campaigns) {
    await db.campaign.upsert({ where: { id: campaign.id as string }, create: campaign, update: {} });
  }
  const products: Prisma.ProductUncheckedCreateInput[] = [
    {
      id: demoProductIds.bond12,
      tenantId,
      campaignId: demoCampaignIds.active,
      code: 'DEMO-12M',
      name: 'Obligacje 12M',
      interestType: 'Fixed',
      paymentFrequency: 'Quarterly',
      duration: 12,
      durationUnit: 'month',
      interestPerYear: '8.5',
      investmentValueMin: '10000',
      investmentValueMax: '500000',
      investmentValueStep: '1000',
      currency: 'PLN',
    },
    {
      id: demoProductIds.bond24,
      tenantId,
      campaignId: demoCampaignIds.active,
      code: 'DEMO-24M',
      name: 'Obligacje 24M (EUR)',
      interestType: 'Variable',
      paymentFrequency: 'SemiAnnually',
      duration: 24,
      durationUnit: 'month',
      interestPerYear: '6.25',
      investmentValueMin: '5000',
      investmentValueMax: '200000',
      investmentValueStep: '500',
      currency: 'EUR',
    },
    {
      id: demoProductIds.future,
      tenantId,
      campaignId: demoCampaignIds.notStarted,
      code: 'FUT-36M',
      name: 'Fundusz 36M',
      interestType: 'Fixed',
      paymentFrequency: 'Annually',
      duration: 3,
      durationUnit: 'year',
      interestPerYear: '7',
      investmentValueMin: '20000',
      investmentValueMax: '1000000',
      investmentValueStep: '5000',
      currency: 'PLN',
    },
    {
      id: demoProductIds.past,
      tenantId,
      campaignId: demoCampaignIds.completed,
      code: 'DEMO25-6M',
      name: 'Obligacje 6M',
      interestType: 'Fixed',
      paymentFrequency: 'AtMaturity',
      duration: 6,
      durationUnit: 'month',
      interestPerYear: '9',
      investmentValueMin: '1000',
      investmentValueMax: '100000',
      investmentValueStep: '100',
      currency: 'USD',
    },
    {
      id: demoProductIds.pastMonthly,
      tenantId,
      campaignId: demoCampaignIds.completed,
      code: 'DEMO25-24M',
      name: 'Obligacje 24M (kupon miesięczny)',
      interestType: 'Fixed',
      paymentFrequency: 'Monthly',
      duration: 24,
      durationUnit: 'month',
      interestPerYear: '8',
      investmentValueMin: '5000',
      investmentValueMax: '200000',
      investmentValueStep: '1000',
      currency: 'PLN',
    },
  ];
  for (const product of products) {
    await db.product.upsert({ where: { id: product.id as string }, create: product, update: {} });
  }
}

/** One offer per status on the active campaign, alternating investors and owners. */
async function ensureOffers(db: Database): Promise<void> {
  const investors = [seedIds.investors.demoInvestor, seedIds.investors.demoInvestor2];
  const owners = [
    { advisorId: seedIds.advisors.demoAdvisor, networkId: seedIds.networks.north, userId: seedIds.users.demoAdvisor },
    {
      advisorId: seedIds.advisors.demoAdvisor2fa,
      networkId: seedIds.networks.south,
      userId: seedIds.users.demoAdvisor2fa,
    },
  ];
  for (const [index, status] of offerStatuses.entries()) {
    const tokenHash = sha256(demoOfferToken(status));
    if (await db.offer.findUnique({ where: { publicTokenHash: tokenHash } })) continue;
    const owner = owners[index % 2] as (typeof owners)[number];
    const path = paths[status];
    const started = day(-25 + index);
    const amountGiven = ['accepted', 'active', 'archived'].includes(status);
    const isActive = status === 'active' || status === 'archived';
    await db.$transaction(async (tx) => {
      const offer = await tx.offer.create({
        data: {
          tenantId: seedIds.demoTenant,
          campaignId: demoCampaignIds.active,
          productId: index % 3 === 2 ? demoProductIds.bond24 : demoProductIds.bond12,
          investorId: investors[index % 2] as string,
          ownerAdvisorId: owner.advisorId,
          networkId: owner.networkId,
          status,
          statusDate: day(path.length - 1, started),
          currency: index % 3 === 2 ? 'EUR' : 'PLN',
          message: 'Zapraszam do zapoznania się z ofertą.',
          publicTokenHash: tokenHash,
          investmentValue: amountGiven ? `${(index + 1) * 10000}` : null,
          consentsAcceptedAt: amountGiven ? day(3, started) : null,
          agreementDate: isActive ? day(4, started) : null,
          paymentDate: isActive ? day(5, started) : null,
          endDate: isActive ? day(370, started) : null,
          contractStatus: isActive ? 'Completed' : status === 'accepted' ? 'Processing' : null,
        },
      });
      await tx.offerStatusChange.createMany({
        data: path.map((to, step) => ({
          offerId: offer.id,
          fromStatus: step === 0 ? null : (path[step - 1] as DemoOfferStatus),
          toStatus: to,
          changedByUserId: ['rejected', 'active', 'archived'].includes(to) || step === 0 ? owner.userId : null,
          changedAt: day(step, started),
        })),
      });
    });
  }
}

/**
 * Offers of the campaigns that are not open, to show what an investor sees there: a viewed offer
 * of the campaign that has not started (`demo-offer-not-started`) and of the completed one
 * (`demo-offer-completed`). Interest and acceptance are refused there (spec §8).
 */
const closedCampaignOffers = [
  {
    token: demoOfferToken('not-started'),
    campaignId: demoCampaignIds.notStarted,
    productId: demoProductIds.future,
    currency: 'PLN',
  },
  {
    token: demoOfferToken('completed'),
    campaignId: demoCampaignIds.completed,
    productId: demoProductIds.past,
    currency: 'USD',
  },
] as const;

async function ensureClosedCampaignOffers(db: Database): Promise<void> {
  for (const [index, { token, campaignId, productId, currency }] of closedCampaignOffers.entries()) {
    const tokenHash = sha256(token);
    if (await db.offer.findUnique({ where: { publicTokenHash: tokenHash } })) continue;
    const invitedAt = day(-10 - index);
    await db.$transaction(async (tx) => {
      const offer = await tx.offer.create({
        data: {
          tenantId: seedIds.demoTenant,
          campaignId,
          productId,
          investorId: seedIds.investors.demoInvestor2,
          ownerAdvisorId: seedIds.advisors.demoAdvisor,
          networkId: seedIds.networks.north,
          status: 'viewed',
          statusDate: day(1, invitedAt),
          currency,
          message: 'Zapraszam do zapoznania się z ofertą.',
          publicTokenHash: tokenHash,
        },
      });
      await tx.offerStatusChange.createMany({
        data: [
          {
            offerId: offer.id,
            fromStatus: null,
            toStatus: 'invited',
            changedByUserId: seedIds.users.demoAdvisor,
            changedAt: invitedAt,
          },
          { offerId: offer.id, fromStatus: 'invited', toStatus: 'viewed', changedAt: day(1, invitedAt) },
        ],
      });
    });
  }
}

/** The public token of the demo investor's paid-in investment with a schedule (issue 20). */
const SCHEDULED_INVESTMENT_TOKEN = 'demo-offer-scheduled';

/**
 * The demo investor's investment of the completed campaign, paid in 190 days ago (monthly coupons,
 * 24 months): its schedule shows every payment status (decision 068): the first two coupons
 * paid, the third partly paid, the fourth cancelled, the fifth paid, the sixth due and unpaid
 * (no mark), the rest scheduled.
 */
async function ensureScheduledInvestment(db: Database): Promise<void> {
  const tokenHash = sha256(SCHEDULED_INVESTMENT_TOKEN);
  if (await db.offer.findUnique({ where: { publicTokenHash: tokenHash } })) return;
  const invitedAt = day(-196);
  const paidIn = day(-190);
  const schedule = interestSchedule({
    amount: '50000.00',
    interestPerYear: '8',
    interestType: 'Fixed',
    interestPaymentFrequency: 'Monthly',
    duration: 24,
    durationUnit: 'month',
    startDate: paidIn.toISOString().slice(0, 10),
  });
  const due = (number: number) => schedule.payments[number - 1] as (typeof schedule.payments)[number];
  const dueDay = (number: number, after = 0) => day(after, new Date(`${due(number).dueDate}T00:00:00Z`));
  await db.$transaction(async (tx) => {
    const offer = await tx.offer.create({
      data: {
        tenantId: seedIds.demoTenant,
        campaignId: demoCampaignIds.completed,
        productId: demoProductIds.pastMonthly,
        investorId: seedIds.investors.demoInvestor,
        createdAt: invitedAt,
        ownerAdvisorId: seedIds.advisors.demoAdvisor,
        networkId: seedIds.networks.north,
        status: 'active',
        statusDate: paidIn,
        currency: 'PLN',
        message: 'Zapraszam do zapoznania się z ofertą.',
        publicTokenHash: tokenHash,
        investmentValue: '50000',
        consentsAcceptedAt: day(2, invitedAt),
        agreementDate: day(3, invitedAt),
        paymentDate: paidIn,
        endDate: new Date(`${schedule.maturityDate}T00:00:00Z`),
        contractStatus: 'Completed',
      },
    });
    const path: DemoOfferStatus[] = ['invited', 'viewed', 'interested', 'accepted', 'active'];
    await tx.offerStatusChange.createMany({
      data: path.map((to, step) => ({
        offerId: offer.id,
        fromStatus: step === 0 ? null : (path[step - 1] as DemoOfferStatus),
        toStatus: to,
        changedByUserId: step === 0 || to === 'active' ? seedIds.users.demoAdvisor : null,
        changedAt: step === path.length - 1 ? paidIn : day(step, invitedAt),
      })),
    });
    // What an admin marked of the first five coupons (the shared schedule's amounts).
    await tx.schedulePayment.createMany({
      data: [
        { offerId: offer.id, number: 1, status: 'paid', paidAmount: due(1).total, paidOn: dueDay(1, 1) },
        { offerId: offer.id, number: 2, status: 'paid', paidAmount: due(2).total, paidOn: dueDay(2, 1) },
        { offerId: offer.id, number: 3, status: 'partially_paid', paidAmount: '200.00', paidOn: dueDay(3, 2) },
        { offerId: offer.id, number: 4, status: 'cancelled' },
        { offerId: offer.id, number: 5, status: 'paid', paidAmount: due(5).total, paidOn: dueDay(5, 1) },
      ],
    });
  });
}

const onboardingStatuses = ['processing', 'sent', 'viewed', 'finished'] as const;

/**
 * The demo KYC links work for a year from the seeding (real ones for KYC_LINK_TTL_DAYS after they
 * were sent, decision 033), so the README's links keep working in a demo database for a while.
 */
const DEMO_LINK_EXPIRY = () => new Date(Date.now() + 365 * 86_400_000);

/** One KYC invitation per status, from the demo advisor (links: /kyc-form?token=demo-kyc-<status>). */
async function ensureOnboardingRequests(db: Database): Promise<void> {
  for (const [index, status] of onboardingStatuses.entries()) {
    const tokenHash = sha256(`demo-kyc-${status}`);
    if (await db.onboardingRequest.findUnique({ where: { tokenHash } })) continue;
    await db.onboardingRequest.create({
      data: {
        tenantId: seedIds.demoTenant,
        email: `klient${index + 1}@demo.localhost`,
        name: ['Jan Kowalski', 'Anna Nowak', 'Piotr Wiśniewski', 'Maria Wójcik'][index] as string,
        tokenHash,
        sourceAdvisorId: seedIds.advisors.demoAdvisor,
        taxNumber: ['5260250274', '7740001454', '5250007738', '5272525995'][index] as string,
        status,
        message: 'Proszę o wypełnienie formularza KYC przed inwestycją.',
        linkExpiresAt: DEMO_LINK_EXPIRY(),
      },
    });
  }
  // The demo investor's own open request, so the onboarding can be tried after signing in as
  // inwestor@demo.localhost (or by the link /kyc-form?token=demo-kyc-investor).
  const tokenHash = sha256('demo-kyc-investor');
  if (!(await db.onboardingRequest.findUnique({ where: { tokenHash } }))) {
    await db.onboardingRequest.create({
      data: {
        tenantId: seedIds.demoTenant,
        email: 'inwestor@demo.localhost',
        tokenHash,
        sourceAdvisorId: seedIds.advisors.demoAdvisor,
        status: 'sent',
        message: 'Proszę o wypełnienie formularza KYC przed inwestycją.',
        linkExpiresAt: DEMO_LINK_EXPIRY(),
      },
    });
  }
}

/** Campaigns, products, offers and onboarding requests of the demo; creates only what is missing. */
export async function ensureDemoCampaigns(db: Database): Promise<void> {
  await ensureCampaigns(db);
  await ensureOffers(db);
  await ensureClosedCampaignOffers(db);
  await ensureScheduledInvestment(db);
  await ensureOnboardingRequests(db);
  await ensureDemoOnboarding(db);
}
