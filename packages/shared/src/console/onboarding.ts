// Stamps 'validation:required' on missing values for every schema (see the module).
import '../i18n/zod-messages.ts';
import { z } from 'zod';
import { hostPatternSchema } from '../hosts/host-name.ts';
import { publicOriginSchema } from '../hosts/public-origin.ts';
import { emailSchema, idSchema, requiredText } from '../schemas/fields.ts';
import { customColorsSchema, type HostConfigSnapshot, hostLinkSchema, type JsonValue } from './host-draft.ts';

/** Names that can never be a broker's host: they answer for the default row or nobody. */
export const reservedHostNames = ['localhost', 'default', 'example.com', 'example.org', 'example.net'] as const;

/** Top-level domains reserved for documentation, loopback or invalid names (RFC 2606 / 6761). */
const RESERVED_TLDS = ['invalid', 'example', 'local'] as const;

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * Why a (valid) host pattern cannot be onboarded, as a `console:checks.*` key, or undefined.
 * Refused: IP addresses, single-label names (`intranet`, `default`), `localhost` itself, names
 * under the reserved TLDs `.invalid`, `.example`, `.local`, and the documentation domains.
 * `*.localhost` sub-domains (`acme.localhost`) stay allowed: local development uses them.
 */
export function hostNameRefusal(pattern: string): { key: string; params: Record<string, string> } | undefined {
  const host = pattern.startsWith('*.') ? pattern.slice(2) : pattern;
  if (IPV4.test(host)) return { key: 'console:checks.hostIpAddress', params: { host: pattern } };
  if ((reservedHostNames as readonly string[]).includes(host)) {
    return { key: 'console:checks.hostReserved', params: { host: pattern } };
  }
  const labels = host.split('.');
  if (labels.length < 2) return { key: 'console:checks.hostSingleLabel', params: { host: pattern } };
  const tld = labels[labels.length - 1] as string;
  if ((RESERVED_TLDS as readonly string[]).includes(tld)) {
    return { key: 'console:checks.hostReserved', params: { host: pattern } };
  }
  return undefined;
}

/** The host name of a new broker domain: an exact name or a `*.example.com` wildcard, not reserved. */
export const onboardingHostNameSchema = hostPatternSchema.superRefine((value, ctx) => {
  const refusal = hostNameRefusal(value);
  if (refusal) ctx.addIssue({ code: 'custom', message: refusal.key, params: refusal.params });
});

/** The tenant the host belongs to: an existing one, or a new one created with it. */
export const onboardingTenantSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('existing'), tenantId: idSchema }),
  z.strictObject({ kind: z.literal('new'), name: requiredText(200) }),
]);
export type OnboardingTenant = z.output<typeof onboardingTenantSchema>;

/** Where the new host's branding is cloned from: the default row, or another host. */
export const onboardingCloneSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('default') }),
  z.strictObject({ kind: z.literal('host'), hostConfigId: idSchema }),
]);
export type OnboardingCloneSource = z.output<typeof onboardingCloneSourceSchema>;

/** The first admin of advisors: gets a branded activation mail on the new host. */
export const onboardingAdminSchema = z.strictObject({
  email: emailSchema,
  firstName: requiredText(100),
  surname: requiredText(100),
});
export type OnboardingAdmin = z.output<typeof onboardingAdminSchema>;

/** The longest broker name (the site title in the tab, the mails' sender name). */
export const MAX_BRAND_NAME = 120;

/**
 * The broker's own brand, asked for at onboarding (issue 17, decision 038): its name per language
 * (English falls back to the Polish one), its three theme colours and, optionally, its logo (a
 * path the console's upload answered, or an https URL). Nothing of the clone source's brand is
 * ever carried over: see {@link onboardingClonedFields}.
 */
export const onboardingBrandSchema = z.strictObject({
  name: z.strictObject({
    pl: requiredText(MAX_BRAND_NAME),
    en: z
      .string()
      .trim()
      .max(MAX_BRAND_NAME)
      .optional()
      .transform((value) => (value ? value : undefined)),
  }),
  colors: customColorsSchema,
  logo: hostLinkSchema.nullable().optional(),
});
export type OnboardingBrand = z.output<typeof onboardingBrandSchema>;

export const MAX_ONBOARDING_NETWORKS = 20;

/**
 * The broker networks to create with the host. For an existing tenant the list may be empty (it
 * has networks already); a new tenant needs at least one, since its first admin must belong to
 * one (spec §5). Names are unique, case-insensitively.
 */
export const onboardingNetworksSchema = z
  .array(requiredText())
  .max(MAX_ONBOARDING_NETWORKS)
  .superRefine((names, ctx) => {
    const seen = new Set<string>();
    names.forEach((name, index) => {
      const key = name.toLocaleLowerCase('pl');
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: 'console:checks.duplicateNetwork', params: { name }, path: [index] });
      }
      seen.add(key);
    });
  });

/** The "onboard a new broker domain" wizard, all steps together (what the procedure takes). */
export const onboardHostSchema = z
  .strictObject({
    hostname: onboardingHostNameSchema,
    tenant: onboardingTenantSchema,
    cloneFrom: onboardingCloneSourceSchema,
    brand: onboardingBrandSchema,
    brokerNetworks: onboardingNetworksSchema,
    /**
     * Networks the existing tenant has that the first admin joins (issue 17, item 11): chosen,
     * never all of them silently. The admin also joins every network created here.
     */
    adminNetworkIds: z.array(idSchema).max(MAX_ONBOARDING_NETWORKS).default([]),
    firstAdmin: onboardingAdminSchema,
    /**
     * Where the host's links will point (decision 028), e.g. `https://acme.pl`; left out, the
     * edge's configured fallback for the name (`https://<host>` in production).
     */
    publicOrigin: publicOriginSchema.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.tenant.kind === 'new' && input.brokerNetworks.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'console:checks.networkRequired', path: ['brokerNetworks'] });
    }
    if (input.tenant.kind === 'new' && input.adminNetworkIds.length > 0) {
      ctx.addIssue({ code: 'custom', message: 'console:checks.networksOfNewTenant', path: ['adminNetworkIds'] });
    }
    if (input.tenant.kind === 'existing' && input.brokerNetworks.length === 0 && input.adminNetworkIds.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'console:checks.adminNetworkRequired', path: ['adminNetworkIds'] });
    }
  });
export type OnboardHost = z.output<typeof onboardHostSchema>;
export type OnboardHostInput = z.input<typeof onboardHostSchema>;

/**
 * What a new host takes from its clone source: settings and texts that name no broker (language,
 * button texts, placeholders, feature flags). Never copied: titles, headlines, logos, favicon,
 * legal links, consents, the invite text, colours and the live chat, which belong to the source's broker.
 */
export const onboardingClonedFields = [
  'language',
  'campaignInvestButtonText',
  'formInvestButtonText',
  'equityPlaceholder',
  'debtPlaceholder',
  'investorPanelBlocked',
  'legalPersonsEnabled',
] as const satisfies readonly (keyof HostConfigSnapshot)[];

/** The same for the admin-configuration layer. */
export const onboardingClonedAdminFields = [
  'campaignInvestButtonText',
  'formInvestButtonText',
  'equityPlaceholder',
  'debtPlaceholder',
] as const;

function isObject(value: unknown): value is Record<string, JsonValue | undefined> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The first snapshot of an onboarded host: the broker's own name, colours and logo, the clone
 * source's settings and neutral texts ({@link onboardingClonedFields}), everything else empty so
 * the translated defaults apply until the operator fills it in.
 */
export function onboardingSnapshot(
  source: HostConfigSnapshot,
  target: { hostname: string; tenantId: string; brand: OnboardingBrand },
): HostConfigSnapshot {
  const { name, colors, logo } = target.brand;
  const sourceAdmin = isObject(source.adminConfiguration) ? source.adminConfiguration : {};
  const adminConfiguration: Record<string, JsonValue> = {};
  for (const field of onboardingClonedAdminFields) {
    const value = sourceAdmin[field];
    if (value !== undefined && value !== null) adminConfiguration[field] = structuredClone(value);
  }
  adminConfiguration.themeColors = `${colors.main},${colors.hover},${colors.highlight}`;
  const cloned = Object.fromEntries(
    onboardingClonedFields.map((field) => [field, structuredClone(source[field])]),
  ) as Pick<HostConfigSnapshot, (typeof onboardingClonedFields)[number]>;
  return {
    hostname: target.hostname,
    tenantId: target.tenantId,
    theme: 'theme_custom',
    favicon: null,
    siteTitle: { pl: name.pl, en: name.en ?? name.pl },
    investmentRisks: null,
    reg: null,
    privacyPolicy: null,
    consent2: null,
    consent3: null,
    logo: logo ?? null,
    logoInverse: null,
    headline: null,
    subheadline: null,
    // The chat vendor's account is the broker's own (decision 041): never cloned.
    liveChatEnabled: false,
    liveChatScriptUrl: null,
    // The sender is the broker's own too (decision 042): the defaults until the operator sets it.
    mailFromName: null,
    mailFromAddress: null,
    mailReplyTo: null,
    supportEmail: null,
    // Legal documents are the broker's own (decision 043): uploaded before the host goes live.
    legalDocuments: null,
    ...cloned,
    adminConfiguration,
  };
}
