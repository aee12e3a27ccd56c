import type { Database } from '@wl/db';
import type {
  AdvisorCampaign,
  AdvisorCampaignListResponse,
  CampaignChoicesResponse,
  InvestmentListQuery,
  Language,
  Product,
} from '@wl/shared';
import { todayIso } from '@wl/shared';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { notFound } from '../../core/api-error.ts';
import { campaignNameColumn, campaignNameIn } from '../../offers/offer-row.ts';
import { campaignScope, offerScope, productScope, showsOwnerName } from '../../offers/offer-scope.ts';
import { listOffers, type OfferPage } from '../../offers/services/list-offers.ts';
import { toCampaign, toCampaignSummary, toProduct } from '../campaign-record.ts';

const productOrder = [{ code: 'asc' as const }, { id: 'asc' as const }];

/** GET /api/advisor/campaigns: every campaign of the tenant, newest start first, named in `language` (decision 066). */
export async function listCampaigns(
  db: Database,
  caller: AdvisorCaller,
  language: Language,
): Promise<AdvisorCampaignListResponse> {
  const campaigns = await db.campaign.findMany({
    where: campaignScope(caller),
    orderBy: [{ startDate: 'desc' }, { [campaignNameColumn(language)]: 'asc' }, { id: 'asc' }],
  });
  return { results: campaigns.map((campaign) => toCampaignSummary(campaign, language)) };
}

/** GET /api/advisor/campaign/{id}: one campaign with its products and terms. */
export async function getCampaign(
  db: Database,
  caller: AdvisorCaller,
  id: string,
  language: Language,
): Promise<AdvisorCampaign> {
  const campaign = await db.campaign.findFirst({
    where: { AND: [campaignScope(caller), { id }] },
    include: { products: { orderBy: productOrder } },
  });
  if (!campaign) throw notFound();
  return toCampaign(campaign, language);
}

/**
 * GET /api/advisor/campaign-choices: the campaigns an invitation may be made to (active and
 * between their start and end date, today included) with their products.
 */
export async function campaignChoices(
  db: Database,
  caller: AdvisorCaller,
  language: Language,
): Promise<CampaignChoicesResponse> {
  const today = new Date(`${todayIso()}T00:00:00.000Z`);
  const campaigns = await db.campaign.findMany({
    where: { AND: [campaignScope(caller), { active: true, startDate: { lte: today }, endDate: { gte: today } }] },
    include: { products: { orderBy: productOrder } },
    orderBy: [{ [campaignNameColumn(language)]: 'asc' }, { id: 'asc' }],
  });
  return campaigns.map((campaign) => ({
    id: campaign.id,
    name: campaignNameIn(campaign, language),
    products: campaign.products.map((product) => ({ id: product.id, code: product.code, name: product.name })),
  }));
}

/** GET /api/advisor/product/{id}: one product with its terms. */
export async function getProduct(db: Database, caller: AdvisorCaller, id: string): Promise<Product> {
  const product = await db.product.findFirst({ where: { AND: [productScope(caller), { id }] } });
  if (!product) throw notFound();
  return toProduct(product);
}

/** GET /api/advisor/campaign/{id}/offers: the campaign's offers the caller may see (offer-scope.ts). */
export async function listCampaignOffers(
  db: Database,
  caller: AdvisorCaller,
  campaignId: string,
  query: InvestmentListQuery,
  language: Language,
): Promise<OfferPage> {
  const campaign = await db.campaign.findFirst({ where: { AND: [campaignScope(caller), { id: campaignId }] } });
  if (!campaign) throw notFound();
  const scope = { AND: [offerScope(caller), { campaignId }] };
  return listOffers(db, { tenantId: caller.tenantId, scope }, query, showsOwnerName(caller), language);
}
