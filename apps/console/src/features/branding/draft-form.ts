import {
  contrastChecksToOverride,
  contrastOverrideSchema,
  diffSnapshots,
  draftThemeColors,
  type HostDraft,
  type HostDraftInput,
  hostDraftSchema,
  type SnapshotChange,
  snapshotFromDraft,
} from '@wl/shared/console';
import { issueMessage } from '@wl/shared/i18n';
import { type ContrastCheck, type ContrastReport, contrastReport } from '@wl/shared/theme';
import { issueText } from '../../lib/error-text.ts';
import type { ConsoleLanguage } from '../../lib/i18n.tsx';

/** Field errors by path inside the draft: `customColors.main`, `admin.consent2.en`. */
export type FieldErrors = Record<string, string>;

/** The draft checked with the server's own schema, its issues as translated field errors. */
export function validateDraft(draft: HostDraftInput, language: ConsoleLanguage): FieldErrors {
  const result = hostDraftSchema.safeParse(draft);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issueMessage(issue, language);
  }
  return errors;
}

/** A refusal's `data.issues` (paths like `draft.customColors.main`) as field errors of the form. */
export function serverFieldErrors(error: unknown, language: ConsoleLanguage): FieldErrors {
  const issues = (error as { data?: { issues?: unknown } } | null)?.data?.issues;
  if (!Array.isArray(issues)) return {};
  const errors: FieldErrors = {};
  for (const issue of issues as { path?: unknown; message?: unknown; params?: unknown }[]) {
    if (typeof issue.path !== 'string' || typeof issue.message !== 'string') continue;
    const path = issue.path.replace(/^draft\./, '');
    errors[path] ??= issueText(issue, language);
  }
  return errors;
}

/** The tRPC code of a failed call (`CONFLICT`), if any. */
export function errorCode(error: unknown): string | undefined {
  return (error as { data?: { code?: string } } | null)?.data?.code;
}

/** Reads a value of the draft by dotted path. */
export function getAt(draft: HostDraftInput, path: string): unknown {
  let node: unknown = draft;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | null | undefined)?.[part];
  return node;
}

/**
 * A copy of the draft with one value set by dotted path. Per-language texts and colour triples
 * that do not exist yet are created (`siteTitle.en` on a null `siteTitle`).
 */
export function setAt(draft: HostDraftInput, path: string, value: unknown): HostDraftInput {
  const parts = path.split('.');
  const root: Record<string, unknown> = { ...draft };
  let node = root;
  for (const part of parts.slice(0, -1)) {
    const child = node[part];
    const copy = typeof child === 'object' && child !== null ? { ...(child as Record<string, unknown>) } : {};
    node[part] = copy;
    node = copy;
  }
  node[parts[parts.length - 1] as string] = value;
  return root as unknown as HostDraftInput;
}

/** The changes publishing would make: published → draft, as the revision history shows them. */
export function pendingChanges(published: HostDraftInput, draft: HostDraftInput): SnapshotChange[] | null {
  const before = hostDraftSchema.safeParse(published);
  const after = hostDraftSchema.safeParse(draft);
  if (!after.success) return null;
  return diffSnapshots(before.success ? snapshotFromDraft(before.data) : null, snapshotFromDraft(after.data));
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The contrast report of the custom colours, once all three are valid hex colours. */
export function customContrast(draft: HostDraftInput): ContrastReport | null {
  const colors = draft.customColors;
  if (draft.theme !== 'theme-custom' || !colors) return null;
  if (![colors.main, colors.hover, colors.highlight].every((color) => HEX.test(color ?? ''))) return null;
  return contrastReport({ main: colors.main, hover: colors.hover, highlight: colors.highlight });
}

/**
 * The checks a publish of the saved draft must override with a reason: the server's rule
 * (`contrastChecksToOverride`, decision 037) on the colours the portal would paint. `published`
 * null: nothing is live yet (a pending host goes live with this publish, decision 038).
 */
export function publishContrastChecks(published: HostDraftInput | null, draft: HostDraftInput): ContrastCheck[] {
  return contrastChecksToOverride(
    published && draftThemeColors(published as HostDraft),
    draftThemeColors(draft as HostDraft),
  );
}

/** What is wrong with an override reason (the shared schema's rule), translated; null when fine. */
export function contrastReasonError(reason: string, language: ConsoleLanguage): string | null {
  const result = contrastOverrideSchema.safeParse({ reason });
  const issue = result.error?.issues[0];
  return issue ? issueMessage(issue, language) : null;
}
