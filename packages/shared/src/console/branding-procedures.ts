import { z } from 'zod';
import { idSchema } from '../schemas/fields.ts';
import { type HostDraft, type HostDraftInput, hostDraftSchema, STALE_VERSION_KEY } from './host-draft.ts';
import { firstAdminSchema, hostStatusSchema } from './host-status.ts';
import type { ConsoleMessageParams, ConsoleRefusal } from './refusal.ts';
import { snapshotChangesSchema } from './snapshot-diff.ts';

/*
 * The contracts of the console's `branding.*` procedures (issue #8: drafts, publish, revision
 * history, rollback). Dates cross the wire as ISO strings (no tRPC transformer), like the host list.
 */

const versionSchema = z.number().int().positive();

export const brandingHostInputSchema = z.strictObject({ hostConfigId: idSchema });
export type BrandingHostInput = z.infer<typeof brandingHostInputSchema>;

/**
 * A draft as stored: already validated by {@link hostDraftSchema} when it was saved, so it is
 * sent back as it is (not parsed again; a rule tightened since then shows in the editor).
 */
const storedDraftSchema = z.custom<HostDraft>((value) => typeof value === 'object' && value !== null);

/**
 * The live row as the editor's input (`draftFromSnapshot`): stored values keep their text even
 * when they fail today's rules, so the editor can show the error.
 */
const publishedDraftSchema = z.custom<HostDraftInput>((value) => typeof value === 'object' && value !== null);

/** The pending draft of a host. `revision` is what the next save or discard must send back. */
export const brandingDraftStateSchema = z.object({
  draft: storedDraftSchema,
  /** Bumped on every save: the optimistic-concurrency token of drafts. */
  revision: versionSchema,
  /** The host version the draft was started from (older than `version` once someone published). */
  baseVersion: versionSchema,
  /** The e-mail of the operator who saved it last, and when. */
  updatedBy: z.string(),
  updatedAt: z.iso.datetime(),
});
export type BrandingDraftState = z.infer<typeof brandingDraftStateSchema>;

/** `branding.get`: the host, its live (published) branding and the pending draft if any. */
export const brandingStateSchema = z.object({
  host: z.object({
    id: z.uuid(),
    hostname: z.string().nullable(),
    isDefault: z.boolean(),
    tenant: z.object({ id: z.uuid(), name: z.string() }),
    /** Pending hosts go live with their next publish, or with `hosts.goLive` (decision 038). */
    status: hostStatusSchema,
    firstAdmin: firstAdminSchema.nullable(),
    /** Its other names, redirected to it (decision 048). */
    aliases: z.array(z.string()),
  }),
  /** The published version; `publish` and `rollback` send it back as `expectedVersion`. */
  version: versionSchema,
  published: publishedDraftSchema,
  draft: brandingDraftStateSchema.nullable(),
});
export type BrandingState = z.infer<typeof brandingStateSchema>;

/** `branding.saveDraft`: `expectedRevision` is null when the operator started a new draft. */
export const saveBrandingDraftSchema = z.strictObject({
  hostConfigId: idSchema,
  expectedRevision: versionSchema.nullable(),
  draft: hostDraftSchema,
});
export type SaveBrandingDraft = z.output<typeof saveBrandingDraftSchema>;
export type SaveBrandingDraftInput = z.input<typeof saveBrandingDraftSchema>;

/** `branding.discardDraft`. */
export const discardBrandingDraftSchema = z.strictObject({ hostConfigId: idSchema, expectedRevision: versionSchema });
export type DiscardBrandingDraft = z.infer<typeof discardBrandingDraftSchema>;
export const discardBrandingDraftResultSchema = z.object({ discarded: z.literal(true) });

/** `branding.publish`: the host version and the draft revision the operator looked at. */
/** The shortest and longest reason an operator gives for publishing colours below WCAG AA. */
export const CONTRAST_REASON_MIN = 10;
export const CONTRAST_REASON_MAX = 500;

/**
 * Colours that fail WCAG AA go live only with this (decision 037): why, in the operator's words,
 * kept in the audit log with the failing checks.
 */
export const contrastOverrideSchema = z.strictObject({
  reason: z.string().trim().min(CONTRAST_REASON_MIN).max(CONTRAST_REASON_MAX),
});
export type ContrastOverride = z.infer<typeof contrastOverrideSchema>;

export const publishBrandingSchema = z.strictObject({
  hostConfigId: idSchema,
  expectedVersion: versionSchema,
  expectedRevision: versionSchema,
  contrastOverride: contrastOverrideSchema.optional(),
});
export type PublishBranding = z.infer<typeof publishBrandingSchema>;

/** `branding.rollback`: publishes the snapshot of `toVersion` as a new version. */
export const rollbackBrandingSchema = z.strictObject({
  hostConfigId: idSchema,
  toVersion: versionSchema,
  expectedVersion: versionSchema,
  contrastOverride: contrastOverrideSchema.optional(),
});
export type RollbackBranding = z.infer<typeof rollbackBrandingSchema>;

/** What `publish` and `rollback` answer: the new version and its field-by-field changes. */
export const brandingPublishResultSchema = z.object({
  version: versionSchema,
  changes: snapshotChangesSchema,
  /** The publish took a pending host live (decision 038), and who got the activation mail. */
  wentLive: z.boolean().optional(),
  activationSentTo: z.string().nullable().optional(),
});
export type BrandingPublishResult = z.infer<typeof brandingPublishResultSchema>;

/** `branding.revisions`: newest first. `changes` as `diffSnapshots` made them (`describeChange` renders them). */
export const brandingRevisionSchema = z.object({
  version: versionSchema,
  publishedAt: z.iso.datetime(),
  publishedBy: z.string(),
  changes: snapshotChangesSchema,
  /** The version a rollback restored (null: any other publish). */
  rollbackOf: versionSchema.nullable(),
});
export const brandingRevisionsSchema = z.array(brandingRevisionSchema);
export type BrandingRevision = z.infer<typeof brandingRevisionSchema>;

/** `branding.compare`: what changes from revision `from` to revision `to` (either order). */
export const compareRevisionsSchema = z.strictObject({
  hostConfigId: idSchema,
  from: versionSchema,
  to: versionSchema,
});
export type CompareRevisions = z.infer<typeof compareRevisionsSchema>;
export const revisionComparisonSchema = z.object({
  from: versionSchema,
  to: versionSchema,
  changes: snapshotChangesSchema,
});
export type RevisionComparison = z.infer<typeof revisionComparisonSchema>;

/* ------------------------------------------------------------------------------------------ */
/* Refusals: keys of `console:refusals.branding` (the edge adds the English text as `message`). */
/* ------------------------------------------------------------------------------------------ */

const brandingRefusal = (name: string, params?: ConsoleMessageParams): ConsoleRefusal => ({
  key: `console:refusals.branding.${name}`,
  ...(params ? { params } : {}),
});

/** Who saved a draft and when; `savedAt` crosses the wire as ISO (the console formats it). */
const savedBy = (saved: { updatedBy: string; updatedAt: Date }) => ({
  email: saved.updatedBy,
  savedAt: saved.updatedAt.toISOString(),
});

export const brandingMessages = {
  /** CONFLICT: the host was published at another version since the operator loaded it. */
  staleVersion: (expected: number, current: number): ConsoleRefusal => ({
    key: STALE_VERSION_KEY,
    params: { expected, current },
  }),
  /** CONFLICT: another save (or a discard) of the draft came first. */
  draftChanged: (saved: { updatedBy: string; updatedAt: Date } | null) =>
    saved ? brandingRefusal('draftChanged', savedBy(saved)) : brandingRefusal('draftGone'),
  /** CONFLICT: a draft exists already (`expectedRevision` null). */
  draftExists: (saved: { updatedBy: string; updatedAt: Date }) => brandingRefusal('draftExists', savedBy(saved)),
  noDraft: brandingRefusal('noDraft'),
  hostNotFound: brandingRefusal('hostNotFound'),
  revisionNotFound: (version: number) => brandingRefusal('revisionNotFound', { version }),
  nothingToChange: brandingRefusal('nothingToChange'),
  /**
   * PRECONDITION_FAILED: the colours going live fail WCAG AA and no override was given: how many
   * checks fail and the lowest ratio ("1.07").
   */
  contrastBelowAa: (failing: number, lowest: number) =>
    brandingRefusal('contrastBelowAa', { failing, lowest: lowest.toFixed(2) }),
  tenantFixed: brandingRefusal('tenantFixed'),
  hostnameFixed: brandingRefusal('hostnameFixed'),
  /** BAD_REQUEST: a legal document of the draft is not a stored PDF (upload it again). */
  legalDocumentMissing: brandingRefusal('legalDocumentMissing'),
} as const;
