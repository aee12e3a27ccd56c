import { randomUUID } from 'node:crypto';
import type { Database } from '@wl/db';
import { addDays, todayIso } from '@wl/shared';
import { hashToken, randomToken } from '../core/tokens.ts';
import { createInvestor } from './factories.ts';
import { addAdvisor } from './matrix.ts';

/** A campaign date `days` from today (negative: in the past), as the `@db.Date` column holds it. */
export const campaignDay = (days: number): Date => new Date(`${addDays(todayIso(), days)}T00:00:00.000Z`);

export interface CampaignOptions {
  startDays?: number;
  endDays?: number;
  active?: boolean;
  min?: string;
  max?: string;
  step?: string;
  currency?: 'PLN' | 'EUR' | 'USD';
}

/**
 * A campaign (open today unless asked otherwise, Polish and English texts) with one product:
 * 10 000 – 500 000 PLN in steps of 0.50 unless asked.
 */
export async function createCampaignWithProduct(db: Database, tenantId: string, options: CampaignOptions = {}) {
  const campaign = await db.campaign.create({
    data: {
      tenantId,
      name: 'Obligacje Testowe',
      startDate: campaignDay(options.startDays ?? -10),
      endDate: campaignDay(options.endDays ?? 30),
      active: options.active ?? true,
      data: {
        translations: {
          pl: { name: 'Obligacje Testowe', summary: 'Stałe oprocentowanie.' },
          en: { name: 'Test Bonds', summary: 'Fixed interest.' },
        },
      },
    },
  });
  const product = await db.product.create({
    data: {
      tenantId,
      campaignId: campaign.id,
      code: `P-${randomUUID().slice(0, 6)}`,
      name: 'Obligacje 12M',
      interestType: 'Fixed',
      paymentFrequency: 'Quarterly',
      duration: 12,
      durationUnit: 'month',
      interestPerYear: '8.25',
      investmentValueMin: options.min ?? '10000',
      investmentValueMax: options.max ?? '500000',
      investmentValueStep: options.step ?? '0.50',
      currency: options.currency ?? 'PLN',
    },
  });
  return { campaign, product };
}

export interface OfferOptions {
  investorId?: string;
  ownerAdvisorId?: string;
  status?: 'invited' | 'viewed' | 'interested' | 'accepted' | 'active' | 'rejected' | 'declined' | 'archived';
  investmentValue?: string;
}

/**
 * An offer of the product to an investor (a new one unless given), owned by an advisor (a new one
 * unless given), with a known public token: the raw token is returned, only its hash is stored.
 */
export async function createOffer(
  db: Database,
  tenantId: string,
  target: { campaign: { id: string }; product: { id: string; currency: 'PLN' | 'EUR' | 'USD' } },
  options: OfferOptions = {},
) {
  const investorId = options.investorId ?? (await createInvestor(db, tenantId)).investor.id;
  const ownerAdvisorId = options.ownerAdvisorId ?? (await addAdvisor(db, tenantId)).advisor.id;
  const token = randomToken();
  const offer = await db.offer.create({
    data: {
      tenantId,
      campaignId: target.campaign.id,
      productId: target.product.id,
      investorId,
      ownerAdvisorId,
      currency: target.product.currency,
      status: options.status ?? 'invited',
      message: 'Zapraszam do zapoznania się z ofertą.',
      publicTokenHash: hashToken(token),
      ...(options.investmentValue ? { investmentValue: options.investmentValue } : {}),
    },
  });
  return { offer, token };
}
