import type { Prisma } from '@wl/db';
import {
  type AdvisorCampaign,
  type AdvisorCampaignSummary,
  type CampaignData,
  type CampaignPhase,
  campaignDataSchema,
  type Language,
  type Product,
  todayIso,
} from '@wl/shared';
import { campaignNameIn } from '../offers/offer-row.ts';

type CampaignRow = Prisma.CampaignGetPayload<object>;
type ProductRow = Prisma.ProductGetPayload<object>;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** DESIGN §4: the dates decide the phase (the end date is the campaign's last day). */
export function campaignPhase(campaign: Pick<CampaignRow, 'startDate' | 'endDate'>, today = todayIso()): CampaignPhase {
  if (today < isoDate(campaign.startDate)) return 'not_started';
  if (today > isoDate(campaign.endDate)) return 'completed';
  return 'active';
}

/**
 * The campaign as a list shows it: named in the reader's `language` for the advisor panel
 * (decision 066); without a language (the operator console) by its stored name.
 */
export function toCampaignSummary(campaign: CampaignRow, language?: Language): AdvisorCampaignSummary {
  return {
    id: campaign.id,
    name: language === undefined ? campaign.name : campaignNameIn(campaign, language),
    startDate: isoDate(campaign.startDate),
    endDate: isoDate(campaign.endDate),
    phase: campaignPhase(campaign),
    active: campaign.active,
  };
}

/** The stored texts, or (for a campaign saved without any) the name as its Polish text. */
export function campaignData(campaign: CampaignRow): CampaignData {
  const parsed = campaignDataSchema.safeParse(campaign.data);
  return parsed.success ? parsed.data : { translations: { pl: { name: campaign.name } } };
}

export function toProduct(product: ProductRow): Product {
  return {
    id: product.id,
    campaignId: product.campaignId,
    code: product.code,
    name: product.name,
    terms: {
      interestType: product.interestType,
      interestPaymentFrequency: product.paymentFrequency,
      duration: product.duration,
      durationUnit: product.durationUnit,
      investmentValueMin: product.investmentValueMin.toFixed(2),
      investmentValueMax: product.investmentValueMax.toFixed(2),
      investmentValueStep: product.investmentValueStep.toFixed(2),
      interestPerYear: product.interestPerYear.toString(),
      currency: product.currency,
    },
  };
}

export function toCampaign(campaign: CampaignRow & { products: ProductRow[] }, language: Language): AdvisorCampaign {
  return {
    ...toCampaignSummary(campaign, language),
    data: campaignData(campaign),
    products: campaign.products.map(toProduct),
  };
}
