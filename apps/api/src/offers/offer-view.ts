import type { Prisma } from '@wl/db';
import { type CampaignData, type CampaignOffer, campaignDataSchema, type OfferTerms, type Product } from '@wl/shared';
import type { ApiError } from '../core/api-error.ts';
import { campaignPhaseOf, isoDateOf } from './services/campaign-phase.ts';

/** What an offer is read with to answer as `campaignOfferSchema`. */
export const offerViewInclude = {
  campaign: true,
  product: true,
  investor: { include: { user: true } },
  ownerAdvisor: { include: { user: true } },
  paymentConfirmations: { include: { file: true }, orderBy: { createdAt: 'asc' } },
  contracts: { orderBy: { createdAt: 'desc' }, take: 1 },
} satisfies Prisma.OfferInclude;

export type OfferViewRecord = Prisma.OfferGetPayload<{ include: typeof offerViewInclude }>;
type ProductRecord = Prisma.ProductGetPayload<object>;
type CampaignRecord = Prisma.CampaignGetPayload<object>;

/** Money columns (`Decimal(18,2)`) as the decimal strings of the wire, never floats. */
const money = (value: { toFixed(digits: number): string }): string => value.toFixed(2);

/** A campaign whose `data` is missing or broken still shows, with its name as the Polish text. */
function campaignData(campaign: CampaignRecord): CampaignData {
  const parsed = campaignDataSchema.safeParse(campaign.data);
  return parsed.success ? parsed.data : { translations: { pl: { name: campaign.name } } };
}

export function toCampaignPublic(campaign: CampaignRecord) {
  return {
    id: campaign.id,
    name: campaign.name,
    startDate: isoDateOf(campaign.startDate),
    endDate: isoDateOf(campaign.endDate),
    phase: campaignPhaseOf(campaign),
    data: campaignData(campaign),
  };
}

export function toTerms(product: ProductRecord): OfferTerms {
  return {
    interestType: product.interestType,
    interestPaymentFrequency: product.paymentFrequency,
    duration: product.duration,
    durationUnit: product.durationUnit,
    investmentValueMin: money(product.investmentValueMin),
    investmentValueMax: money(product.investmentValueMax),
    investmentValueStep: money(product.investmentValueStep),
    interestPerYear: product.interestPerYear.toFixed(),
    currency: product.currency,
  };
}

export function toProduct(product: ProductRecord): Product {
  return {
    id: product.id,
    campaignId: product.campaignId,
    code: product.code,
    name: product.name,
    terms: toTerms(product),
  };
}

/** One offer as its investor sees it (public link and investor panel alike). */
export function toCampaignOffer(offer: OfferViewRecord): CampaignOffer {
  const { campaignId: _campaignId, ...product } = toProduct(offer.product);
  return {
    id: offer.id,
    status: offer.status,
    investorEmail: offer.investor.user.email,
    message: offer.message,
    campaign: toCampaignPublic(offer.campaign),
    product,
    advisor: {
      firstName: offer.ownerAdvisor.user.firstName,
      surname: offer.ownerAdvisor.user.surname,
      email: offer.ownerAdvisor.user.email,
    },
    amount: offer.investmentValue ? money(offer.investmentValue) : null,
    contractStatus: offer.contractStatus,
    // The signing page only while the latest contract waits for the investor's signature.
    signingUrl: offer.contracts[0]?.status === 'Processing' ? (offer.contracts[0].signingUrl ?? null) : null,
    acceptedAt: offer.consentsAcceptedAt?.toISOString() ?? null,
    paymentConfirmations: offer.paymentConfirmations.map(({ file }) => ({
      id: file.id,
      fileName: file.fileName,
      size: file.size,
      contentType: file.contentType,
      uploadedAt: file.createdAt.toISOString(),
    })),
  };
}

/** How an offer action finds its offer: by public token or by id and investor, always within the host's tenant. */
export interface OfferTarget {
  /** Always holds the tenant of the host, plus the token hash or the id and investor. */
  where: Prisma.OfferWhereInput;
  /** The refusal when nothing matches (an invalid token, or a 404 for an id). */
  missing: () => ApiError;
  /** Where the signing provider sends the investor back to (a path of the host); `/` if not given. */
  returnPath?: string;
}
