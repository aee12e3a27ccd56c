import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { Database, HostConfig, HostConfigSnapshot as StoredSnapshot } from '@wl/db';
import { hostConfigSnapshot } from '@wl/db';
import { developmentOrigins, publicOriginOf } from '@wl/shared';
import {
  type ConsoleRefusal,
  catalogueMessages,
  diffSnapshots,
  type HostConfigSnapshot,
  hostNameRefusal,
  type OnboardHost,
  type OnboardHostResult,
  onboardingSnapshot,
} from '@wl/shared/console';
import {
  auditCatalogue,
  type ConsoleActor,
  conflict,
  createAdmin,
  fieldError,
  isUniqueViolation,
  type Tx,
} from '../catalogue/catalogue-support.ts';

function snapshotOf(row: HostConfig): HostConfigSnapshot {
  return hostConfigSnapshot(row) as StoredSnapshot as HostConfigSnapshot;
}

async function cloneSource(tx: Tx, input: OnboardHost['cloneFrom']): Promise<HostConfig> {
  const source =
    input.kind === 'default'
      ? await tx.hostConfig.findFirst({ where: { isDefault: true } })
      : await tx.hostConfig.findUnique({ where: { id: input.hostConfigId } });
  if (!source) throw fieldError(['cloneFrom'], catalogueMessages.sourceNotFound);
  return source;
}

/**
 * The new host row: every branding column of the source copied as stored (SQL NULLs stay NULL,
 * which Prisma's create cannot write for Json columns without its sentinels), under the new
 * name and tenant, version 1, with its own public origin (never the source's, decision 028). The insert fires the host_config trigger (INSERT OR UPDATE OR
 * DELETE), whose notification makes every edge load the new host at once.
 */
async function insertClone(
  tx: Tx,
  source: HostConfig,
  target: { hostname: string; tenantId: string; publicOrigin: string },
): Promise<HostConfig> {
  const { hostname, tenantId, publicOrigin } = target;
  const id = randomUUID();
  await tx.$executeRaw`
    INSERT INTO "host_config" (
      "id", "hostname", "is_default", "tenant_id", "language", "theme", "favicon", "site_title",
      "investment_risks", "reg", "privacy_policy", "campaign_invest_button_text", "form_invest_button_text",
      "consent2", "consent3", "equity_placeholder", "debt_placeholder", "logo", "logo_inverse", "headline",
      "subheadline", "admin_configuration", "investor_panel_blocked", "legal_persons_enabled", "version",
      "public_origin", "created_at", "updated_at")
    SELECT
      ${id}::uuid, ${hostname}, false, ${tenantId}::uuid, "language", "theme", "favicon", "site_title",
      "investment_risks", "reg", "privacy_policy", "campaign_invest_button_text", "form_invest_button_text",
      "consent2", "consent3", "equity_placeholder", "debt_placeholder", "logo", "logo_inverse", "headline",
      "subheadline", "admin_configuration", "investor_panel_blocked", "legal_persons_enabled", 1,
      ${publicOrigin}, now(), now()
    FROM "host_config" WHERE "id" = ${source.id}::uuid`;
  return tx.hostConfig.findUniqueOrThrow({ where: { id } });
}

/**
 * Onboards a broker domain in one transaction (issue #8 "Hosts and tenants"): the tenant (new or
 * existing), the host cloned from the default row or another host, its revision 1, the broker
 * networks, the first admin of advisors with the activation mail for the new host, the audit
 * entry. Anything refused leaves nothing behind.
 */
export async function onboardHost(db: Database, actor: ConsoleActor, input: OnboardHost): Promise<OnboardHostResult> {
  // The input schema refuses these already; the service keeps the rule for other callers.
  const refusal = hostNameRefusal(input.hostname);
  if (refusal) throw fieldError(['hostname'], { key: refusal.key as ConsoleRefusal['key'], params: refusal.params });
  try {
    return await db.$transaction(async (tx) => {
      const taken = await tx.hostConfig.findUnique({ where: { hostname: input.hostname }, select: { id: true } });
      if (taken) throw conflict(catalogueMessages.hostTaken(input.hostname));

      let tenantId: string;
      if (input.tenant.kind === 'existing') {
        const tenant = await tx.tenant.findUnique({ where: { id: input.tenant.tenantId }, select: { id: true } });
        if (!tenant) throw fieldError(['tenant', 'tenantId'], catalogueMessages.tenantNotFound);
        tenantId = tenant.id;
      } else {
        tenantId = (await tx.tenant.create({ data: { name: input.tenant.name } })).id;
      }

      const source = await cloneSource(tx, input.cloneFrom);
      // Filled in here, from the wizard or from configuration, never from the console request.
      const publicOrigin =
        input.publicOrigin ?? publicOriginOf({ hostname: input.hostname }, actor.publicOrigins ?? developmentOrigins);
      const host = await insertClone(tx, source, { hostname: input.hostname, tenantId, publicOrigin });
      const snapshot = snapshotOf(host);
      // What the shared rule says the clone is: the source's branding under the new name and tenant.
      const expected = onboardingSnapshot(snapshotOf(source), { hostname: input.hostname, tenantId });
      if (diffSnapshots(expected, snapshot).length > 0) throw new Error('the cloned host differs from its source');
      await tx.hostConfigRevision.create({
        data: {
          hostConfigId: host.id,
          version: 1,
          snapshot: snapshot as object,
          changes: diffSnapshots(null, snapshot) as object[],
          publishedBy: actor.operator.email,
        },
      });

      const networkIds: string[] = [];
      for (const [index, name] of input.brokerNetworks.entries()) {
        const exists = await tx.brokerNetwork.findFirst({
          where: { tenantId, name: { equals: name, mode: 'insensitive' } },
          select: { id: true },
        });
        if (exists) throw fieldError(['brokerNetworks', index], catalogueMessages.networkTaken(name));
        networkIds.push((await tx.brokerNetwork.create({ data: { tenantId, name } })).id);
      }
      // An existing tenant that adds no network: the admin joins the networks it has.
      const adminNetworks = networkIds.length
        ? networkIds
        : (await tx.brokerNetwork.findMany({ where: { tenantId }, select: { id: true } })).map((row) => row.id);
      if (adminNetworks.length === 0) throw fieldError(['brokerNetworks'], catalogueMessages.networkRequired);

      const admin = await createAdmin(tx, actor, host, { ...input.firstAdmin, networkIds: adminNetworks });
      await auditCatalogue(tx, actor, 'console.host_onboarded', {
        hostConfigId: host.id,
        hostname: host.hostname,
        tenantId,
        tenantCreated: input.tenant.kind === 'new',
        cloneFrom: source.id,
        networkIds,
        adminId: admin.adminId,
      });
      return {
        hostConfigId: host.id,
        hostname: input.hostname,
        tenantId,
        tenantCreated: input.tenant.kind === 'new',
        version: 1,
        networkIds,
        adminId: admin.adminId,
        activationOrigin: admin.activationOrigin,
      };
    });
  } catch (error) {
    // Two operators onboarding one name at once: the loser meets the unique index.
    if (!(error instanceof TRPCError) && isUniqueViolation(error)) {
      throw conflict(catalogueMessages.hostTaken(input.hostname));
    }
    throw error;
  }
}
