import type { Database, HostConfig, HostConfigSnapshot as StoredSnapshot } from '@wl/db';
import { toHostBranding } from '@wl/db';
import {
  developmentOrigins,
  type HostBranding,
  type Language,
  type PublicOriginSettings,
  publicOriginOf,
} from '@wl/shared';
import {
  brandingMessages,
  type CreatePreviewToken,
  hostDraftSchema,
  PREVIEW_QUERY_PARAM,
  type PreviewTokenResult,
  snapshotFromDraft,
} from '@wl/shared/console';
import { refuse } from '../trpc.ts';
import { originOf, type PreviewTokens } from './preview-token.ts';

/**
 * `preview.createToken`: a signed token for the host's page, valid for ten minutes, that makes
 * the edge render the host's current draft (the published branding when there is none) in the
 * given language, framable by the console that asked for it. The page is the host's public
 * origin (decision 028: a wildcard previews at `www.`, the default row at PUBLIC_ORIGIN).
 */
export async function createPreviewToken(
  db: Database,
  tokens: PreviewTokens,
  requestOrigin: string | undefined,
  input: CreatePreviewToken,
  now = Date.now(),
  origins: PublicOriginSettings = developmentOrigins,
): Promise<PreviewTokenResult> {
  const host = await db.hostConfig.findUnique({ where: { id: input.hostConfigId }, include: { draft: true } });
  if (!host) throw refuse('NOT_FOUND', brandingMessages.hostNotFound);
  const consoleOrigin = originOf(requestOrigin) ?? origins.defaultOrigin;
  const revision = host.draft?.revision ?? null;
  const { token, expiresAt } = tokens.sign(
    { h: host.id, r: revision, v: host.version, l: input.language, o: consoleOrigin },
    now,
  );
  const url = `${publicOriginOf(host, origins)}/?${PREVIEW_QUERY_PARAM}=${encodeURIComponent(token)}`;
  return { url, expiresAt: expiresAt.toISOString(), revision };
}

/**
 * The branding a preview shows: the host's current draft over its row (a draft that no longer
 * passes today's rules, or none at all: the published row), with the language forced.
 * Read from the database on every preview request, never from (nor into) the host cache.
 */
export async function previewBranding(
  db: Pick<Database, 'hostConfig'>,
  hostConfigId: string,
  language: Language,
): Promise<HostBranding | null> {
  const row = await db.hostConfig.findUnique({ where: { id: hostConfigId }, include: { draft: true } });
  if (!row) return null;
  const { draft, ...host } = row;
  let source: HostConfig = host;
  const parsed = draft ? hostDraftSchema.safeParse(draft.draft) : undefined;
  if (parsed?.success) {
    const snapshot = snapshotFromDraft(parsed.data) as StoredSnapshot;
    // The draft cannot move the host: its name and tenant stay the row's.
    source = { ...host, ...snapshot, hostname: host.hostname, tenantId: host.tenantId };
  }
  const branding = toHostBranding(source);
  return { ...branding, landing: { ...branding.landing, language } };
}
