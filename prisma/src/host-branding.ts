import {
  type AdminConfiguration,
  adminConfigurationSchema,
  assetRefSchema,
  defaultHostBranding,
  effectiveLiveChatUrl,
  type HostBranding,
  type LocalizedText,
  localizedTextSchema,
  publishedLegalDocuments,
  type ThemeName,
} from '@wl/shared';
import { themeNameFromStored } from '@wl/shared/console';
import type { HostConfig, Tenant } from '../generated/client/client.ts';

/** The spec's theme name of a stored theme (Prisma enum values cannot contain dashes; the one mapping is shared's). */
export function themeName(theme: HostConfig['theme']): ThemeName | null {
  return theme ? themeNameFromStored(theme) : null;
}

export interface InvalidField {
  field: string;
}

function text(value: unknown, field: string, invalid: InvalidField[]): LocalizedText | null {
  if (value === null || value === undefined) return null;
  const result = localizedTextSchema.safeParse(value);
  if (result.success) return result.data;
  invalid.push({ field });
  return null;
}

function asset(value: string | null, field: string, invalid: InvalidField[]): string | null {
  if (value === null) return null;
  const result = assetRefSchema.safeParse(value);
  if (result.success) return result.data;
  invalid.push({ field });
  return null;
}

/**
 * The admin configuration is re-validated field by field on every load: a value that was
 * written around the console (by hand in SQL) is dropped on its own, without losing the rest.
 */
function adminConfiguration(value: unknown, invalid: InvalidField[]): AdminConfiguration {
  const whole = adminConfigurationSchema.safeParse(value);
  if (whole.success) return whole.data;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    invalid.push({ field: 'adminConfiguration' });
    return {};
  }
  const shape = adminConfigurationSchema.shape;
  const kept: Record<string, unknown> = {};
  for (const [key, fieldValue] of Object.entries(value)) {
    const schema = shape[key as keyof typeof shape];
    const result = schema?.safeParse(fieldValue);
    if (result?.success) kept[key] = result.data;
    else invalid.push({ field: `adminConfiguration.${key}` });
  }
  return kept as AdminConfiguration;
}

/** A host-config row as the edge serves it; values that fail the shared rules are left out. */
export function toHostBranding(
  row: HostConfig & { tenant?: Pick<Tenant, 'id'> },
  invalid: InvalidField[] = [],
): HostBranding {
  const legalDocuments = publishedLegalDocuments(row.legalDocuments);
  return {
    host: row.hostname,
    tenantId: row.tenantId,
    version: row.version,
    admin: adminConfiguration(row.adminConfiguration, invalid),
    landing: {
      id: row.tenantId,
      language: row.language,
      favicon: asset(row.favicon, 'favicon', invalid),
      siteTitle: text(row.siteTitle, 'siteTitle', invalid),
      theme: themeName(row.theme),
      investmentRisks: asset(row.investmentRisks, 'investmentRisks', invalid),
      reg: asset(row.reg, 'reg', invalid),
      privacy_policy: asset(row.privacyPolicy, 'privacyPolicy', invalid),
      campaignInvestButtonText: text(row.campaignInvestButtonText, 'campaignInvestButtonText', invalid),
      formInvestButtonText: text(row.formInvestButtonText, 'formInvestButtonText', invalid),
      consent2: text(row.consent2, 'consent2', invalid),
      consent3: text(row.consent3, 'consent3', invalid),
      equityPlaceholder: text(row.equityPlaceholder, 'equityPlaceholder', invalid),
      debtPlaceholder: text(row.debtPlaceholder, 'debtPlaceholder', invalid),
      logo: asset(row.logo, 'logo', invalid),
      logoInverse: asset(row.logoInverse, 'logoInverse', invalid),
      headline: text(row.headline, 'headline', invalid),
      subheadline: text(row.subheadline, 'subheadline', invalid),
    },
    features: {
      investorPanelBlocked: row.investorPanelBlocked,
      legalPersonsEnabled: row.legalPersonsEnabled,
      liveChatScriptUrl: effectiveLiveChatUrl(row.liveChatEnabled, row.liveChatScriptUrl),
    },
    ...(legalDocuments.length > 0 ? { legalDocuments } : {}),
  };
}

/** Served when the database holds no default row (it was deleted): the built-in defaults. */
export const builtInDefaultBranding: HostBranding = defaultHostBranding;
