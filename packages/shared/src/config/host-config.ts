import { z } from 'zod';
import { hexColorSchema, themeColorsSchema, themeNameSchema } from '../theme/theme-schemas.ts';
import { assetRefSchema, languageSchema, localizedTextSchema } from './fields.ts';
import { publishedLegalDocumentSchema } from './legal-documents.ts';

/**
 * Spec §3 "Admin configuration": the per-host override layer. Every field is optional; a missing
 * field falls through to the landing-page value and then to the translated default (spec §4).
 */
export const adminConfigurationSchema = z.strictObject({
  investmentRisks: assetRefSchema.optional(),
  reg: assetRefSchema.optional(),
  privacyPolicy: assetRefSchema.optional(),
  inviteText: localizedTextSchema.optional(),
  campaignInvestButtonText: localizedTextSchema.optional(),
  formInvestButtonText: localizedTextSchema.optional(),
  consent2: localizedTextSchema.optional(),
  consent3: localizedTextSchema.optional(),
  equityPlaceholder: localizedTextSchema.optional(),
  debtPlaceholder: localizedTextSchema.optional(),
  favicon: assetRefSchema.optional(),
  siteTitle: localizedTextSchema.optional(),
  themeColors: themeColorsSchema.optional(),
  investorPanelHeaderColor: hexColorSchema.optional(),
  investorPanelDescriptionColor: hexColorSchema.optional(),
  advisorPanelHeaderColor: hexColorSchema.optional(),
  advisorPanelDescriptionColor: hexColorSchema.optional(),
});
export type AdminConfiguration = z.infer<typeof adminConfigurationSchema>;

/**
 * Spec §3 "Landing-page data": the base layer of a host, with `id` being the tenant id (the
 * Context-id header). `privacy_policy` keeps the spec's wire name. `logo`, `logoInverse`,
 * `headline` and `subheadline` are the host's logos and headlines (issue #2).
 */
export const landingPageSchema = z.strictObject({
  id: z.string(),
  language: languageSchema,
  favicon: assetRefSchema.nullable(),
  siteTitle: localizedTextSchema.nullable(),
  theme: themeNameSchema.nullable(),
  investmentRisks: assetRefSchema.nullable(),
  reg: assetRefSchema.nullable(),
  privacy_policy: assetRefSchema.nullable(),
  campaignInvestButtonText: localizedTextSchema.nullable(),
  formInvestButtonText: localizedTextSchema.nullable(),
  consent2: localizedTextSchema.nullable(),
  consent3: localizedTextSchema.nullable(),
  equityPlaceholder: localizedTextSchema.nullable(),
  debtPlaceholder: localizedTextSchema.nullable(),
  logo: assetRefSchema.nullable(),
  logoInverse: assetRefSchema.nullable(),
  headline: localizedTextSchema.nullable(),
  subheadline: localizedTextSchema.nullable(),
});
export type LandingPage = z.infer<typeof landingPageSchema>;

export const hostFeaturesSchema = z.strictObject({
  investorPanelBlocked: z.boolean(),
  legalPersonsEnabled: z.boolean(),
  /** The live-chat widget this host's signed-in pages load (null: none); decision 041. */
  liveChatScriptUrl: z.string().nullable(),
});
export type HostFeatures = z.infer<typeof hostFeaturesSchema>;

/**
 * What the edge injects into every branded page (and what the console previews): both layers,
 * the host's feature flags and the version of the row it came from. The portal resolves texts
 * from it for whichever language the visitor picks, without another round trip.
 */
export const hostBrandingSchema = z.strictObject({
  host: z.string().nullable(),
  tenantId: z.string(),
  version: z.number().int(),
  admin: adminConfigurationSchema,
  landing: landingPageSchema,
  features: hostFeaturesSchema,
  /**
   * The host's published legal documents (decision 043): they win over the three link fields, and
   * acceptances name their versions. Absent: none uploaded.
   */
  legalDocuments: z.array(publishedLegalDocumentSchema).optional(),
});
export type HostBranding = z.infer<typeof hostBrandingSchema>;
