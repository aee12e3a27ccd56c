import type { Database } from '@wl/db';
import type { BrokerNetwork } from '@wl/shared';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { networkScope } from '../advisor-scope.ts';

/**
 * GET /api/advisor/network: the broker networks the caller may see, by name. An admin sees every
 * network of the tenant, a coordinator those it coordinates or belongs to, an advisor its own.
 */
export async function listNetworks(db: Database, caller: AdvisorCaller): Promise<BrokerNetwork[]> {
  return db.brokerNetwork.findMany({
    where: networkScope(caller),
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}
