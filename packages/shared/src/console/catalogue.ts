import { formatDate } from '../format/date.ts';
import { addRuleIssue } from '../rules/index.ts';
// Stamps 'validation:required' on missing values for every schema (see the module).
import '../i18n/zod-messages.ts';
import { z } from 'zod';
import { campaignDataSchema, campaignSummarySchema, offerTermsSchema, productSchema } from '../schemas/campaign.ts';
import { emailSchema, idSchema, requiredText } from '../schemas/fields.ts';
import type { ConsoleMessageParams, ConsoleRefusal } from './refusal.ts';

/**
 * The console's contracts for a broker's catalogue (issue #8 "A new broker's catalogue"):
 * onboarding's answer, tenants, broker networks, admins of advisors, campaigns and products.
 * Campaign and product rules are the platform's own (`campaignDataSchema`, `offerTermsSchema`).
 */

/** What `hosts.onboard` created. */
export const onboardHostResultSchema = z.strictObject({
  hostConfigId: idSchema,
  hostname: z.string(),
  tenantId: idSchema,
  tenantCreated: z.boolean(),
  version: z.number().int(),
  /** Always `pending`: the host goes live when an operator publishes it (decision 038). */
  status: z.literal('pending'),
  networkIds: z.array(idSchema),
  adminId: idSchema,
  /** The origin the admin's activation link points to (`http://acme.localhost:3000`). */
  activationOrigin: z.string(),
});
export type OnboardHostResult = z.infer<typeof onboardHostResultSchema>;

/** `tenants.list`: the wizard's "existing tenant" select. */
export const tenantListItemSchema = z.strictObject({ id: idSchema, name: z.string(), hostCount: z.number().int() });
export const tenantListSchema = z.array(tenantListItemSchema);
export type TenantListItem = z.infer<typeof tenantListItemSchema>;

export const tenantRefSchema = z.strictObject({ tenantId: idSchema });
export type TenantRef = z.infer<typeof tenantRefSchema>;

/* Broker networks. */

export const consoleNetworkSchema = z.strictObject({ id: idSchema, name: z.string(), memberCount: z.number().int() });
export const consoleNetworkListSchema = z.array(consoleNetworkSchema);
export type ConsoleNetwork = z.infer<typeof consoleNetworkSchema>;

export const createNetworkSchema = z.strictObject({ tenantId: idSchema, name: requiredText() });
export type CreateNetwork = z.infer<typeof createNetworkSchema>;

export const renameNetworkSchema = z.strictObject({ tenantId: idSchema, networkId: idSchema, name: requiredText() });
export type RenameNetwork = z.infer<typeof renameNetworkSchema>;

/* Admins of advisors. */

export const createTenantAdminSchema = z.strictObject({
  tenantId: idSchema,
  email: emailSchema,
  firstName: requiredText(100),
  surname: requiredText(100),
  networkIds: z.array(idSchema).min(1, { message: 'validation:networks' }).max(50),
});
export type CreateTenantAdmin = z.infer<typeof createTenantAdminSchema>;

export const tenantAdminResultSchema = z.strictObject({
  adminId: idSchema,
  userId: idSchema,
  activationOrigin: z.string(),
});
export type TenantAdminResult = z.infer<typeof tenantAdminResultSchema>;

/* Campaigns and products. */

/** A campaign as the console writes it: dates are calendar days, start ≤ end. */
export const campaignFieldsSchema = z.strictObject({
  name: requiredText(),
  startDate: z.iso.date({ message: 'validation:date' }),
  endDate: z.iso.date({ message: 'validation:date' }),
  active: z.boolean(),
  data: campaignDataSchema,
});
export type CampaignFields = z.infer<typeof campaignFieldsSchema>;

/** The end date is on or after the start date (the end date is the campaign's last day). */
export function checkCampaignDates(campaign: Pick<CampaignFields, 'startDate' | 'endDate'>, ctx: z.RefinementCtx) {
  if (campaign.startDate > campaign.endDate) {
    addRuleIssue(ctx, { key: 'validation:dateOnOrAfter', params: { date: formatDate(campaign.startDate) } }, [
      'endDate',
    ]);
  }
}

export const createCampaignSchema = campaignFieldsSchema.extend({ tenantId: idSchema }).superRefine(checkCampaignDates);
export type CreateCampaign = z.infer<typeof createCampaignSchema>;

export const updateCampaignSchema = campaignFieldsSchema
  .extend({ campaignId: idSchema })
  .superRefine(checkCampaignDates);
export type UpdateCampaign = z.infer<typeof updateCampaignSchema>;

export const consoleCampaignSchema = campaignSummarySchema.extend({
  tenantId: idSchema,
  active: z.boolean(),
  data: campaignDataSchema,
  products: z.array(productSchema),
});
export type ConsoleCampaign = z.infer<typeof consoleCampaignSchema>;
export const consoleCampaignListSchema = z.array(consoleCampaignSchema);

/** A product as the console writes it: the platform's terms rules; `code` unique per campaign. */
export const productFieldsSchema = z.strictObject({
  code: requiredText(50),
  name: requiredText(),
  terms: offerTermsSchema,
});
export type ProductFields = z.infer<typeof productFieldsSchema>;

export const createProductSchema = productFieldsSchema.extend({ campaignId: idSchema });
export type CreateProduct = z.infer<typeof createProductSchema>;

export const updateProductSchema = productFieldsSchema.extend({ productId: idSchema });
export type UpdateProduct = z.infer<typeof updateProductSchema>;

/**
 * Refusals of the catalogue and onboarding procedures, as keys of `console:refusals.catalogue`
 * (the edge sends the key and the English text; the console shows the operator's language).
 */
const catalogueRefusal = (name: string, params?: ConsoleMessageParams): ConsoleRefusal => ({
  key: `console:refusals.catalogue.${name}`,
  ...(params ? { params } : {}),
});

export const catalogueMessages = {
  tenantNotFound: catalogueRefusal('tenantNotFound'),
  networkNotFound: catalogueRefusal('networkNotFound'),
  networkTaken: (name: string) => catalogueRefusal('networkTaken', { name }),
  campaignNotFound: catalogueRefusal('campaignNotFound'),
  productNotFound: catalogueRefusal('productNotFound'),
  productCodeTaken: (code: string) => catalogueRefusal('productCodeTaken', { code }),
  adminEmailTaken: (email: string) => catalogueRefusal('adminEmailTaken', { email }),
  hostTaken: (host: string) => catalogueRefusal('hostTaken', { host }),
  sourceNotFound: catalogueRefusal('sourceNotFound'),
  networkRequired: catalogueRefusal('networkRequired'),
  tenantWithoutHost: catalogueRefusal('tenantWithoutHost'),
} as const satisfies Record<string, ConsoleRefusal | ((value: string) => ConsoleRefusal)>;
