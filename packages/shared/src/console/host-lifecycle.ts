import { z } from 'zod';
import { idSchema } from '../schemas/fields.ts';
import { contrastOverrideSchema } from './branding-procedures.ts';
import { type HostStatus, hostStatusSchema } from './host-status.ts';
import { onboardingHostNameSchema } from './onboarding.ts';
import type { ConsoleMessageParams, ConsoleRefusal } from './refusal.ts';

/*
 * A host's lifecycle (issue 17, decision 038): onboarding creates it `pending` (the edge answers a
 * neutral "not yet available" page, never a brand), an operator takes it `live` (the first admin's
 * activation mail goes out then, under its brand), and may suspend it.
 */

/** `hosts.goLive`: the version the operator looked at; colours below AA need the override. */
export const goLiveSchema = z.strictObject({
  hostConfigId: idSchema,
  expectedVersion: z.number().int().positive(),
  contrastOverride: contrastOverrideSchema.optional(),
});
export type GoLive = z.infer<typeof goLiveSchema>;

/** Who got the activation mail with the go-live (null: no first admin waiting for one). */
export const goLiveResultSchema = z.object({ status: z.literal('live'), activationSentTo: z.string().nullable() });
export type GoLiveResult = z.infer<typeof goLiveResultSchema>;

/** `hosts.resendActivation`: a new activation link for the host's first admin. */
export const resendActivationSchema = z.strictObject({ hostConfigId: idSchema });
export const resendActivationResultSchema = z.object({ sentTo: z.string() });
export type ResendActivationResult = z.infer<typeof resendActivationResultSchema>;

/** The shortest and longest reason an operator gives for suspending a host (kept in the audit log). */
export const SUSPEND_REASON_MIN = 10;
export const SUSPEND_REASON_MAX = 500;

/** `hosts.suspend`: a live host stops serving its brand (the neutral page instead), with a reason. */
export const suspendHostSchema = z.strictObject({
  hostConfigId: idSchema,
  reason: z.string().trim().min(SUSPEND_REASON_MIN).max(SUSPEND_REASON_MAX),
});
export type SuspendHost = z.infer<typeof suspendHostSchema>;

/** `hosts.resume`: a suspended host serves its brand again. */
export const resumeHostSchema = z.strictObject({ hostConfigId: idSchema });
export const hostStatusResultSchema = z.object({ status: hostStatusSchema });
export type HostStatusResult = z.infer<typeof hostStatusResultSchema>;

/**
 * `hosts.rename`: the host answers under a new name from now on (the old one no longer does);
 * its branding, history, documents and tenant stay (issue 17, item 5).
 */
export const renameHostSchema = z.strictObject({
  hostConfigId: idSchema,
  hostname: onboardingHostNameSchema,
  /** The old name stays as an alias that redirects to the new one (decision 048). */
  keepOldName: z.boolean().default(false),
});
export type RenameHost = z.output<typeof renameHostSchema>;

/** The most other names one host has (apex + www and a few former names are the real need). */
export const HOST_ALIASES_MAX = 10;

/**
 * `hosts.addAlias` / `hosts.removeAlias` (decision 048): another exact name of the host (no
 * wildcard), which every edge redirects to the host's public origin.
 */
export const hostAliasSchema = z.strictObject({
  hostConfigId: idSchema,
  hostname: onboardingHostNameSchema.refine((name) => !name.startsWith('*.'), {
    message: 'console:refusals.aliases.noWildcard',
  }),
});
export type HostAliasInput = z.output<typeof hostAliasSchema>;
export const removeHostAliasSchema = z.strictObject({ hostConfigId: idSchema, hostname: z.string().max(300) });
export const hostAliasesResultSchema = z.object({ aliases: z.array(z.string()) });
export type HostAliasesResult = z.infer<typeof hostAliasesResultSchema>;

const aliasRefusal = (name: string, params?: ConsoleMessageParams): ConsoleRefusal => ({
  key: `console:refusals.aliases.${name}`,
  ...(params ? { params } : {}),
});

export const aliasMessages = {
  /** BAD_REQUEST: the name is the host's own. */
  ownName: aliasRefusal('ownName'),
  /** NOT_FOUND: the host has no such alias. */
  notAlias: (host: string) => aliasRefusal('notAlias', { host }),
  /** BAD_REQUEST: at most {@link HOST_ALIASES_MAX} per host. */
  tooMany: aliasRefusal('tooMany', { max: HOST_ALIASES_MAX }),
} as const;
export const renameHostResultSchema = z.object({ hostname: z.string(), publicOrigin: z.string().nullable() });
export type RenameHostResult = z.infer<typeof renameHostResultSchema>;

/**
 * `hosts.delete`: a host that is not live (pending, or suspended first) is removed with its
 * revisions, draft and document versions; the operator types its name to confirm. The tenant,
 * its accounts, campaigns and offers stay; acceptances keep their record without the host.
 */
export const deleteHostSchema = z.strictObject({ hostConfigId: idSchema, confirmHostname: z.string().max(300) });
export type DeleteHost = z.infer<typeof deleteHostSchema>;
export const deleteHostResultSchema = z.object({ deleted: z.literal(true) });

const lifecycleRefusal = (name: string, params?: ConsoleMessageParams): ConsoleRefusal => ({
  key: `console:refusals.lifecycle.${name}`,
  ...(params ? { params } : {}),
});

export const lifecycleMessages = {
  /** CONFLICT: only a pending host goes live (a live one is live; a suspended one is resumed). */
  notPending: (status: HostStatus) => lifecycleRefusal('notPending', { status }),
  /** CONFLICT: a draft is waiting: publish it (which takes the host live) or discard it first. */
  draftWaiting: lifecycleRefusal('draftWaiting'),
  /** CONFLICT: the activation mail goes out with the go-live, not before. */
  notLive: lifecycleRefusal('notLive'),
  /** NOT_FOUND: the host has no first admin (onboarded before issue 17, or the admin was removed). */
  noFirstAdmin: lifecycleRefusal('noFirstAdmin'),
  /** CONFLICT: only a live host is suspended (a pending one is not live to begin with). */
  notSuspendable: (status: HostStatus) => lifecycleRefusal('notSuspendable', { status }),
  /** CONFLICT: only a suspended host is resumed. */
  notSuspended: (status: HostStatus) => lifecycleRefusal('notSuspended', { status }),
  /** BAD_REQUEST: the default row answers unknown hosts and localhost: it is always live. */
  defaultAlwaysLive: lifecycleRefusal('defaultAlwaysLive'),
  /** CONFLICT: the first admin has activated their account already. */
  adminActive: (email: string) => lifecycleRefusal('adminActive', { email }),
  /** BAD_REQUEST: the default row has no name and is never deleted. */
  defaultFixed: lifecycleRefusal('defaultFixed'),
  /** CONFLICT: a live host is suspended before it is deleted (visitors get the neutral page first). */
  deleteLive: lifecycleRefusal('deleteLive'),
  /** BAD_REQUEST: the typed confirmation is not the host's name. */
  confirmMismatch: (host: string) => lifecycleRefusal('confirmMismatch', { host }),
  /** BAD_REQUEST: the new name is the host's name already. */
  sameName: lifecycleRefusal('sameName'),
} as const;

/* ------------------------------------------------------------------------------------------ */
/* Domain status (issue 17, item 6; decision 039).                                             */
/* ------------------------------------------------------------------------------------------ */

/**
 * Where a host's name points: `local` (a `*.localhost` name, always this machine), `platform`
 * (one of its addresses is the platform's), `elsewhere`, `unresolved` (no address), `unknown`
 * (the lookup failed or took too long), `none` (the default row has no name of its own).
 */
export const dnsStates = ['local', 'platform', 'elsewhere', 'unresolved', 'unknown', 'none'] as const;

/**
 * The certificate the name serves on 443: `valid` (trusted, not expired), `invalid` (with the
 * reason), `missing` (nothing answers TLS), `not-checked` (plain-HTTP platform, a local name, or a
 * name that does not point at the platform).
 */
export const certificateStates = ['valid', 'invalid', 'missing', 'not-checked'] as const;

export const domainStatusSchema = z.object({
  /** The name looked up: the host's own, `www.` and the domain for a wildcard row. */
  name: z.string().nullable(),
  dns: z.enum(dnsStates),
  addresses: z.array(z.string()),
  platformAddresses: z.array(z.string()),
  certificate: z.object({
    state: z.enum(certificateStates),
    issuer: z.string().nullable(),
    validTo: z.iso.datetime().nullable(),
    reason: z.string().nullable(),
  }),
  checkedAt: z.iso.datetime(),
});
export type DomainStatus = z.infer<typeof domainStatusSchema>;
export const domainStatusInputSchema = z.strictObject({ hostConfigId: idSchema });
