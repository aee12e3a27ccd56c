import { TRPCError } from '@trpc/server';
import type { Database } from '@wl/db';
import {
  aliasMessages,
  catalogueMessages,
  HOST_ALIASES_MAX,
  type HostAliasesResult,
  type HostAliasInput,
  lifecycleMessages,
} from '@wl/shared/console';
import { asciiHostName } from '@wl/shared/hosts';
import { isUniqueViolation } from '../catalogue/catalogue-support.ts';
import { refuse } from '../trpc.ts';
import type { Tx } from './host-row.ts';
import { audit, type LifecycleActor, lockRow } from './lifecycle.ts';

/*
 * A host's other names (issue 17, item 5; decision 048): apex + www, or a former name kept at a
 * rename. Every edge answers them with a 308 to the host's public origin (plugins/host-aliases),
 * and the on-demand TLS question says yes for them as for the host. A name is a host's or an
 * alias, never both, and one host's alias only.
 */

/** Whether `hostname` names a host or is an alias (of any host but `exceptHostId`'s). */
export async function hostNameInUse(tx: Tx | Database, hostname: string, exceptHostId?: string): Promise<boolean> {
  const [host, alias] = await Promise.all([
    tx.hostConfig.findUnique({ where: { hostname }, select: { id: true } }),
    tx.hostAlias.findUnique({ where: { hostname }, select: { hostConfigId: true } }),
  ]);
  return Boolean(host) || (alias !== null && alias.hostConfigId !== exceptHostId);
}

async function aliasesOf(tx: Tx, hostConfigId: string): Promise<string[]> {
  const rows = await tx.hostAlias.findMany({ where: { hostConfigId }, orderBy: { hostname: 'asc' } });
  return rows.map((row) => row.hostname);
}

/** Adds an alias inside the caller's transaction (the host row is locked already). */
export async function addAliasIn(tx: Tx, actor: LifecycleActor, hostConfigId: string, hostname: string) {
  const count = await tx.hostAlias.count({ where: { hostConfigId } });
  if (count >= HOST_ALIASES_MAX) throw refuse('BAD_REQUEST', aliasMessages.tooMany);
  if (await hostNameInUse(tx, hostname)) throw refuse('CONFLICT', catalogueMessages.hostTaken(hostname));
  await tx.hostAlias.create({ data: { hostConfigId, hostname, createdBy: actor.operator.email } });
}

function takenOnRace(error: unknown, hostname: string): never {
  // Two operators taking one name at once: the loser meets the unique index.
  if (!(error instanceof TRPCError) && isUniqueViolation(error)) {
    throw refuse('CONFLICT', catalogueMessages.hostTaken(hostname));
  }
  throw error;
}

/** `hosts.addAlias`: the name redirects to the host from now on, on every edge. */
export async function addAlias(db: Database, actor: LifecycleActor, input: HostAliasInput): Promise<HostAliasesResult> {
  try {
    return await db.$transaction(async (tx) => {
      const host = await lockRow(tx, input.hostConfigId);
      if (host.isDefault || host.hostname === null) throw refuse('BAD_REQUEST', lifecycleMessages.defaultFixed);
      if (host.hostname === input.hostname) throw refuse('BAD_REQUEST', aliasMessages.ownName);
      await addAliasIn(tx, actor, host.id, input.hostname);
      await audit(tx, actor, 'alias_added', { hostConfigId: host.id, hostname: host.hostname, alias: input.hostname });
      return { aliases: await aliasesOf(tx, host.id) };
    });
  } catch (error) {
    return takenOnRace(error, input.hostname);
  }
}

/** `hosts.removeAlias`: the name stops redirecting (it falls to the default row, like any unknown name). */
export function removeAlias(
  db: Database,
  actor: LifecycleActor,
  input: { hostConfigId: string; hostname: string },
): Promise<HostAliasesResult> {
  const hostname = asciiHostName(input.hostname);
  return db.$transaction(async (tx) => {
    const host = await lockRow(tx, input.hostConfigId);
    const { count } = await tx.hostAlias.deleteMany({ where: { hostConfigId: host.id, hostname } });
    if (count === 0) throw refuse('NOT_FOUND', aliasMessages.notAlias(hostname));
    await audit(tx, actor, 'alias_removed', { hostConfigId: host.id, hostname: host.hostname, alias: hostname });
    return { aliases: await aliasesOf(tx, host.id) };
  });
}
