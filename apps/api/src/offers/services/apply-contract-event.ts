import type { Database } from '@wl/db';

import type { ContractStatus, Language } from '@wl/shared';
import { notFound } from '../../core/api-error.ts';
import { recordOnce } from '../../providers/callback-events.ts';
import { activateWhenComplete } from './activation.ts';

/** Statuses a contract never leaves (decision 011). */
export const finalContractStatuses: ReadonlySet<ContractStatus> = new Set(['Completed', 'Rejected', 'Withdrawn']);

/** How far along the provider's flow a status is; a callback that arrives late never moves it back. */
const progress: Partial<Record<ContractStatus, number>> = { New: 0, Draft: 1, Processing: 2, Withdrawing: 3 };

/** Whether an event with `next` changes a contract in `current`. */
export function contractStatusApplies(current: ContractStatus, next: ContractStatus): boolean {
  if (finalContractStatuses.has(current) || current === next) return false;
  const from = progress[current];
  const to = progress[next];
  // Both in the ordered part of the flow: only forward. Final, Error and Unknown always apply.
  return !(from !== undefined && to !== undefined && to < from);
}

export interface ContractEventInput {
  eventId: string;
  providerRef: string;
  status: ContractStatus;
}

/**
 * A contract callback, once: the event is recorded (a replay is a 409), and the status applied
 * when it moves the contract forward; the contract and its offer change in one transaction,
 * the offer only when this is its latest contract. A completed contract may activate the offer
 * (with a payment confirmation, DESIGN §4).
 */
export async function applyContractEvent(
  db: Database,
  event: ContractEventInput,
  language: Language,
): Promise<{ applied: boolean }> {
  return db.$transaction(async (tx) => {
    const found = await tx.contract.findUnique({ where: { providerRef: event.providerRef }, select: { id: true } });
    if (!found) throw notFound();
    // One callback at a time per contract: the row lock orders concurrent ones.
    await tx.$queryRaw`SELECT id FROM contract WHERE id = ${found.id}::uuid FOR UPDATE`;
    const contract = await tx.contract.findUniqueOrThrow({ where: { id: found.id } });
    await recordOnce(language, () =>
      tx.contractEvent.create({ data: { contractId: contract.id, eventId: event.eventId, status: event.status } }),
    );
    if (!contractStatusApplies(contract.status, event.status)) return { applied: false };
    await tx.contract.update({ where: { id: contract.id }, data: { status: event.status } });
    const latest = await tx.contract.findFirst({
      where: { offerId: contract.offerId },
      orderBy: { createdAt: 'desc' },
      select: { id: true },
    });
    if (latest?.id === contract.id) {
      await tx.offer.update({ where: { id: contract.offerId }, data: { contractStatus: event.status } });
      if (event.status === 'Completed') await activateWhenComplete(tx, contract.offerId);
    }
    return { applied: true };
  });
}
