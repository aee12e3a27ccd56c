import type { AdvisorStatus } from '@wl/shared';
import { invalidTransition } from '../advisor-errors.ts';
import { type AdvisorRecord, advisorRecordInclude } from '../advisor-record.ts';
import type { Db } from './advisor-records.ts';

/**
 * The advisor state machine (DESIGN §4), as the admin drives it:
 *
 *   initial ──activate──► active ──archive──► deleted ──activate──► active
 *      └────────────archive─────────────────────┘
 *
 * `initial` also becomes `active` when the advisor follows the activation link (auth module).
 * Re-activating an archived advisor restores the account with its data and networks: archiving
 * keeps everything precisely so that a mistake can be undone. Every other move is a 409
 * (`advisor.invalid_transition`).
 */
export const advisorTransitions: Readonly<Record<'activate' | 'archive', readonly AdvisorStatus[]>> = {
  activate: ['initial', 'deleted'],
  archive: ['initial', 'active'],
};

/** Moves the status only if nobody moved it since it was read (two admins clicking at once). */
export async function moveStatus(tx: Db, record: AdvisorRecord, to: AdvisorStatus): Promise<AdvisorRecord> {
  const moved = await tx.advisor.updateMany({ where: { id: record.id, status: record.status }, data: { status: to } });
  if (moved.count !== 1) throw invalidTransition(record.status, to);
  return tx.advisor.findUniqueOrThrow({ where: { id: record.id }, include: advisorRecordInclude });
}
