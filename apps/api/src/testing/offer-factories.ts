import { randomUUID } from 'node:crypto';
import type { Database } from '@wl/db';
import { addDays, todayIso } from '@wl/shared';
import { hashToken, randomToken } from '../core/tokens.ts';

export type CampaignPhaseOption = 'not_started' | 'active' | 'completed';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/** A campaign of the tenant whose dates put it in `phase` today (active unless asked). */
export async function createCampaign(
  db: Database,
  tenantId: string,
  options: { phase?: CampaignPhaseOption; active?: boolean; name?: string } = {},
) {
  const today = todayIso();
  const [start, end] =
    options.phase === 'not_started'
      ? [addDays(today, 5), addDays(today, 30)]
      : options.phase === 'completed'
        ? [addDays(today, -30), addDays(today, -1)]
        : [addDays(today, -5), addDays(today, 30)];
  const name = options.name ?? `Campaign ${randomUUID().slice(0, 6)}`;
  return db.campaign.create({
    data: {
      tenantId,
      name,
      startDate: day(start),
      endDate: day(end),
      active: options.active ?? true,
      data: { translations: { pl: { name }, en: { name } } },
    },
  });
}

export interface ProductTerms {
  code?: string;
  currency?: 'PLN' | 'EUR' | 'USD';
  min?: string;
  max?: string;
  step?: string;
}

/** A product of the campaign (fixed 8% a year for 24 months unless terms say otherwise). */
export async function createProduct(
  db: Database,
  campaign: { id: string; tenantId: string },
  terms: ProductTerms = {},
) {
  return db.product.create({
    data: {
      tenantId: campaign.tenantId,
      campaignId: campaign.id,
      code: terms.code ?? `P-${randomUUID().slice(0, 6)}`,
      name: 'Bond series A',
      interestType: 'Fixed',
      paymentFrequency: 'Quarterly',
      duration: 24,
      durationUnit: 'month',
      interestPerYear: '8.5',
      investmentValueMin: terms.min ?? '1000',
      investmentValueMax: terms.max ?? '100000',
      investmentValueStep: terms.step ?? '100',
      currency: terms.currency ?? 'PLN',
    },
  });
}

export interface OfferOptions {
  product: { id: string; campaignId: string; tenantId: string; currency: 'PLN' | 'EUR' | 'USD' };
  investorId: string;
  ownerAdvisorId: string;
  networkId: string;
  status?: 'invited' | 'viewed' | 'interested' | 'accepted' | 'active' | 'rejected' | 'declined' | 'archived';
  investmentValue?: string | null;
  statusDate?: Date;
  agreementDate?: string | null;
}

/** An offer in `status` (invited unless asked) with its first history row. */
export async function createOffer(db: Database, options: OfferOptions) {
  const status = options.status ?? 'invited';
  return db.offer.create({
    data: {
      tenantId: options.product.tenantId,
      campaignId: options.product.campaignId,
      productId: options.product.id,
      investorId: options.investorId,
      ownerAdvisorId: options.ownerAdvisorId,
      networkId: options.networkId,
      status,
      statusDate: options.statusDate ?? new Date(),
      currency: options.product.currency,
      investmentValue: options.investmentValue ?? null,
      agreementDate: options.agreementDate ? day(options.agreementDate) : null,
      publicTokenHash: hashToken(randomToken()),
      history: { create: { fromStatus: null, toStatus: status } },
    },
  });
}
