import type { Database } from '@wl/db';
import { publishRequestMessages } from '@wl/shared/console';
import { refuse } from '../trpc.ts';
import type { Tx } from './host-row.ts';

/**
 * The checks before a direct publish, go-live, draft save or discard (decision 047): nothing
 * passes a request that waits for approval or its time (the draft stays as it was asked for),
 * and with `fourEyes` a tenant with the four-eyes rule is refused: its hosts publish through an
 * approved request.
 */
export async function refuseWhileRequested(
  db: Tx | Database,
  hostConfigId: string,
  options: { fourEyes: boolean },
): Promise<void> {
  const open = await db.publishRequest.findFirst({
    where: { hostConfigId, status: { in: ['awaiting_approval', 'scheduled'] } },
    select: { requestedBy: true },
  });
  if (open) throw refuse('CONFLICT', publishRequestMessages.requestOpen(open.requestedBy));
  if (!options.fourEyes) return;
  const host = await db.hostConfig.findUnique({
    where: { id: hostConfigId },
    select: { tenant: { select: { fourEyesPublish: true } } },
  });
  if (host?.tenant.fourEyesPublish) throw refuse('FORBIDDEN', publishRequestMessages.fourEyesRequired);
}
