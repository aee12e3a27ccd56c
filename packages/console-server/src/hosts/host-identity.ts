import { TRPCError } from '@trpc/server';
import type { Database } from '@wl/db';
import { developmentOrigins, publicOriginOf } from '@wl/shared';
import {
  catalogueMessages,
  type DeleteHost,
  lifecycleMessages,
  type RenameHost,
  type RenameHostResult,
} from '@wl/shared/console';
import { asciiHostName } from '@wl/shared/hosts';
import { isUniqueViolation } from '../catalogue/catalogue-support.ts';
import { refuse } from '../trpc.ts';
import { addAliasIn, hostNameInUse } from './host-aliases.ts';
import { audit, type LifecycleActor, lockRow } from './lifecycle.ts';

/*
 * A host's name and existence (issue 17, item 5): renamed, it answers under the new name at once
 * on every edge (the host_config trigger reloads the row) and no longer under the old one;
 * deleted (only when not live), it is gone with its revisions, draft and document versions.
 */

/**
 * `hosts.rename`. The public origin follows the name when it was the one derived from the old name
 * (decision 028's rule); an origin set by hand stays, since it names where the broker wants links.
 */
export async function renameHost(db: Database, actor: LifecycleActor, input: RenameHost): Promise<RenameHostResult> {
  try {
    return await db.$transaction(async (tx) => {
      const host = await lockRow(tx, input.hostConfigId);
      if (host.isDefault || host.hostname === null) throw refuse('BAD_REQUEST', lifecycleMessages.defaultFixed);
      if (host.hostname === input.hostname) throw refuse('BAD_REQUEST', lifecycleMessages.sameName);
      // Its own alias may become its name (www ↔ apex); any other host's name or alias may not.
      if (await hostNameInUse(tx, input.hostname, host.id)) {
        throw refuse('CONFLICT', catalogueMessages.hostTaken(input.hostname));
      }
      await tx.hostAlias.deleteMany({ where: { hostConfigId: host.id, hostname: input.hostname } });
      const settings = actor.publicOrigins ?? developmentOrigins;
      const derived = publicOriginOf({ hostname: host.hostname }, settings);
      const publicOrigin =
        host.publicOrigin === null || host.publicOrigin === derived
          ? host.publicOrigin && publicOriginOf({ hostname: input.hostname }, settings)
          : host.publicOrigin;
      await tx.hostConfig.update({ where: { id: host.id }, data: { hostname: input.hostname, publicOrigin } });
      // A waiting draft names the host too (a draft keeps its host's name): it follows, so it still publishes.
      await tx.$executeRaw`
        UPDATE "host_config_draft" SET "draft" = jsonb_set("draft", '{hostname}', to_jsonb(${input.hostname}::text))
        WHERE "host_config_id" = ${host.id}::uuid`;
      // The old name keeps redirecting to the new one, when asked (decision 048).
      if (input.keepOldName) await addAliasIn(tx, actor, host.id, host.hostname);
      await audit(tx, actor, 'host_renamed', {
        hostConfigId: host.id,
        hostname: input.hostname,
        from: host.hostname,
        keptAsAlias: input.keepOldName,
      });
      return { hostname: input.hostname, publicOrigin };
    });
  } catch (error) {
    // Two operators taking one name at once: the loser meets the unique index.
    if (!(error instanceof TRPCError) && isUniqueViolation(error)) {
      throw refuse('CONFLICT', catalogueMessages.hostTaken(input.hostname));
    }
    throw error;
  }
}

/** `hosts.delete`: only a host that is not live, confirmed by its name (in either spelling). */
export function deleteHost(db: Database, actor: LifecycleActor, input: DeleteHost): Promise<{ deleted: true }> {
  return db.$transaction(async (tx) => {
    const host = await lockRow(tx, input.hostConfigId);
    if (host.isDefault || host.hostname === null) throw refuse('BAD_REQUEST', lifecycleMessages.defaultFixed);
    if (host.status === 'live') throw refuse('CONFLICT', lifecycleMessages.deleteLive);
    if (asciiHostName(input.confirmHostname) !== host.hostname) {
      throw refuse('BAD_REQUEST', lifecycleMessages.confirmMismatch(host.hostname));
    }
    await tx.hostConfig.delete({ where: { id: host.id } });
    await audit(tx, actor, 'host_deleted', {
      hostConfigId: host.id,
      hostname: host.hostname,
      tenantId: host.tenantId,
      status: host.status,
    });
    return { deleted: true as const };
  });
}
