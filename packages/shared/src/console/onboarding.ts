// Stamps 'validation:required' on missing values for every schema (see the module).
import '../i18n/zod-messages.ts';
import { z } from 'zod';
import { hostPatternSchema } from '../hosts/host-name.ts';
import { publicOriginSchema } from '../hosts/public-origin.ts';
import { emailSchema, idSchema, requiredText } from '../schemas/fields.ts';
import type { HostConfigSnapshot } from './host-draft.ts';

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
    brokerNetworks: onboardingNetworksSchema,
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
  });
export type OnboardHost = z.output<typeof onboardHostSchema>;
export type OnboardHostInput = z.input<typeof onboardHostSchema>;

/**
 * The first snapshot of an onboarded host: the clone source's branding under the new host name
 * and tenant. Everything else (texts, theme, colours, links, flags) is copied as it is.
 */
export function onboardingSnapshot(
  source: HostConfigSnapshot,
  target: { hostname: string; tenantId: string },
): HostConfigSnapshot {
  return structuredClone({ ...source, hostname: target.hostname, tenantId: target.tenantId });
}
