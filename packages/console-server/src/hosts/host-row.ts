import type { Database, HostConfig, HostConfigSnapshot as StoredSnapshot } from '@wl/db';
import { hostConfigSnapshot } from '@wl/db';
import {
  brandingMessages,
  type ContrastOverride,
  contrastChecksToOverride,
  type HostConfigSnapshot,
  isStaleVersion,
  snapshotThemeColors,
  themeNameFromStored,
} from '@wl/shared/console';
import { refuse } from '../trpc.ts';

/*
 * What the branding editor and the host lifecycle both do to a host row: read it, lock it at the
 * version the operator saw, write a snapshot into it, and decide on colours below WCAG AA.
 */

export type Tx = Parameters<Parameters<Database['$transaction']>[0]>[0];

export async function hostOrThrow(db: Pick<Database, 'hostConfig'>, hostConfigId: string): Promise<HostConfig> {
  const row = await db.hostConfig.findUnique({ where: { id: hostConfigId } });
  if (!row) throw refuse('NOT_FOUND', brandingMessages.hostNotFound);
  return row;
}

/**
 * Locks the host row for the rest of the transaction and checks the version the operator saw:
 * of two publishes (or rollbacks, or go-lives) from one version, the second waits here and is refused.
 */
export async function lockHost(tx: Tx, hostConfigId: string, expectedVersion: number): Promise<HostConfig> {
  await tx.$queryRaw`SELECT "id" FROM "host_config" WHERE "id" = ${hostConfigId}::uuid FOR UPDATE`;
  const host = await hostOrThrow(tx, hostConfigId);
  if (isStaleVersion(expectedVersion, host.version)) {
    throw refuse('CONFLICT', brandingMessages.staleVersion(expectedVersion, host.version));
  }
  return host;
}

/**
 * New colours that fail WCAG AA go live only with the operator's reason (decision 037); what the
 * audit entry keeps of it. `live` null: nothing of the host is live yet (a pending host going
 * live), so every failing check needs the reason.
 */
export function contrastDecision(
  live: HostConfigSnapshot | null,
  target: HostConfigSnapshot,
  override: ContrastOverride | undefined,
): Record<string, string | string[]> {
  const failing = contrastChecksToOverride(live && snapshotThemeColors(live), snapshotThemeColors(target));
  if (failing.length === 0) return {};
  if (!override) {
    const lowest = Math.min(...failing.map((check) => check.ratio));
    throw refuse('PRECONDITION_FAILED', brandingMessages.contrastBelowAa(failing.length, lowest));
  }
  return {
    contrastOverride: override.reason,
    contrastFailing: failing.map((check) => `${check.id} ${check.ratio.toFixed(2)}:1 < ${check.threshold}:1`),
  };
}

/** A host row's branding as a revision stores it (the shared type, without Prisma's). */
export function snapshotOf(row: HostConfig): HostConfigSnapshot {
  return hostConfigSnapshot(row) as StoredSnapshot as HostConfigSnapshot;
}

function jsonb(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/**
 * Writes the branding columns of a snapshot into the host row and sets its version. The row
 * update fires the host_config trigger, whose notification makes every edge reload the host.
 * Raw SQL because nullable Json columns take SQL NULL here (Prisma wants its DbNull sentinel).
 * Name and tenant are not written: they are the row's own.
 */
export async function writeSnapshot(tx: Tx, id: string, snapshot: HostConfigSnapshot, version: number): Promise<void> {
  const theme = snapshot.theme ? themeNameFromStored(snapshot.theme) : null;
  await tx.$executeRaw`
    UPDATE "host_config" SET
      "language" = ${snapshot.language}::"language",
      "theme" = ${theme}::"theme_name",
      "favicon" = ${snapshot.favicon},
      "site_title" = ${jsonb(snapshot.siteTitle)}::jsonb,
      "investment_risks" = ${snapshot.investmentRisks},
      "reg" = ${snapshot.reg},
      "privacy_policy" = ${snapshot.privacyPolicy},
      "campaign_invest_button_text" = ${jsonb(snapshot.campaignInvestButtonText)}::jsonb,
      "form_invest_button_text" = ${jsonb(snapshot.formInvestButtonText)}::jsonb,
      "consent2" = ${jsonb(snapshot.consent2)}::jsonb,
      "consent3" = ${jsonb(snapshot.consent3)}::jsonb,
      "equity_placeholder" = ${jsonb(snapshot.equityPlaceholder)}::jsonb,
      "debt_placeholder" = ${jsonb(snapshot.debtPlaceholder)}::jsonb,
      "logo" = ${snapshot.logo},
      "logo_inverse" = ${snapshot.logoInverse},
      "headline" = ${jsonb(snapshot.headline)}::jsonb,
      "subheadline" = ${jsonb(snapshot.subheadline)}::jsonb,
      "admin_configuration" = ${jsonb(snapshot.adminConfiguration) ?? '{}'}::jsonb,
      "investor_panel_blocked" = ${snapshot.investorPanelBlocked},
      "legal_persons_enabled" = ${snapshot.legalPersonsEnabled},
      "live_chat_enabled" = ${snapshot.liveChatEnabled},
      "live_chat_script_url" = ${snapshot.liveChatScriptUrl},
      "mail_from_name" = ${snapshot.mailFromName},
      "mail_from_address" = ${snapshot.mailFromAddress},
      "mail_reply_to" = ${snapshot.mailReplyTo},
      "support_email" = ${snapshot.supportEmail},
      "legal_documents" = ${jsonb(snapshot.legalDocuments)}::jsonb,
      "version" = ${version},
      "updated_at" = now()
    WHERE "id" = ${id}::uuid`;
}
