import { TRPCError } from '@trpc/server';
import type { Database, HostConfig } from '@wl/db';
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
import { hostNameInUse } from '../hosts/host-aliases.ts';
import { snapshotOf, writeSnapshot } from '../hosts/host-row.ts';

async function cloneSource(tx: Tx, input: OnboardHost['cloneFrom']): Promise<HostConfig> {
  const source =
    input.kind === 'default'
      ? await tx.hostConfig.findFirst({ where: { isDefault: true } })
      : await tx.hostConfig.findUnique({ where: { id: input.hostConfigId } });
  if (!source) throw fieldError(['cloneFrom'], catalogueMessages.sourceNotFound);
  return source;
}

/**
 * The new host row, `pending` (decision 038): the edges answer its name with a neutral page until
 * an operator takes it live. Its branding is the shared rule's first snapshot (the broker's own
 * name, colours and logo, the source's neutral settings), version 1, with its own public origin
 * (never the source's, decision 028). The insert and the update fire the host_config trigger,
 * whose notifications make every edge load the new host at once.
 */
async function insertHost(
  tx: Tx,
  snapshot: HostConfigSnapshot,
  target: { hostname: string; tenantId: string; publicOrigin: string },
): Promise<HostConfig> {
  const { id } = await tx.hostConfig.create({
    data: { ...target, status: 'pending', version: 1 },
    select: { id: true },
  });
  await writeSnapshot(tx, id, snapshot, 1);
  return tx.hostConfig.findUniqueOrThrow({ where: { id } });
}

/**
 * Onboards a broker domain in one transaction (issue #8 "Hosts and tenants", issue 17): the tenant
 * (new or existing), the host in its own brand, pending (decision 038), its revision 1, the broker
 * networks, the first admin of advisors (mailed when the host goes live), the audit entry. Anything refused leaves nothing behind.
 */
export async function onboardHost(db: Database, actor: ConsoleActor, input: OnboardHost): Promise<OnboardHostResult> {
  // The input schema refuses these already; the service keeps the rule for other callers.
  const refusal = hostNameRefusal(input.hostname);
  if (refusal) throw fieldError(['hostname'], { key: refusal.key as ConsoleRefusal['key'], params: refusal.params });
  try {
    return await db.$transaction(async (tx) => {
      // A name is a host's or another host's alias, never both (decision 048).
      if (await hostNameInUse(tx, input.hostname)) throw conflict(catalogueMessages.hostTaken(input.hostname));

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
      // The shared rule: the broker's own brand, the source's neutral settings, nothing of its brand.
      const expected = onboardingSnapshot(snapshotOf(source), {
        hostname: input.hostname,
        tenantId,
        brand: input.brand,
      });
      const host = await insertHost(tx, expected, { hostname: input.hostname, tenantId, publicOrigin });
      const snapshot = snapshotOf(host);
      if (diffSnapshots(expected, snapshot).length > 0) throw new Error('the new host differs from its first snapshot');
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
      // The admin joins the networks created here and the tenant's networks the operator chose.
      const chosen = await tx.brokerNetwork.findMany({
        where: { tenantId, id: { in: input.adminNetworkIds } },
        select: { id: true },
      });
      if (chosen.length !== new Set(input.adminNetworkIds).size) {
        throw fieldError(['adminNetworkIds'], catalogueMessages.networkNotFound);
      }
      const adminNetworks = [...networkIds, ...chosen.map((row) => row.id)];
      if (adminNetworks.length === 0) throw fieldError(['brokerNetworks'], catalogueMessages.networkRequired);

      // The activation mail waits for the go-live: nobody is invited to a brand that is not live.
      const admin = await createAdmin(tx, actor, host, {
        ...input.firstAdmin,
        networkIds: adminNetworks,
        sendActivation: false,
      });
      await tx.hostConfig.update({ where: { id: host.id }, data: { firstAdminId: admin.adminId } });
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
        status: 'pending' as const,
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
