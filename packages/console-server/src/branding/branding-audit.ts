import type { Database } from '@wl/db';
import type { Operator } from '@wl/shared/console';
import { auditConsole } from '../audit.ts';

/** The branding editor's entries of the console audit log. */
export type BrandingAuditEvent =
  | 'console.draft_saved'
  | 'console.draft_discarded'
  | 'console.published'
  | 'console.rolled_back';

export interface BrandingAuditData {
  hostConfigId: string;
  hostname: string | null;
  /** The published version after the action (the current one for draft saves and discards). */
  version: number;
  /** The changed fields (`diffSnapshots` paths): draft vs published, or the new revision's. */
  fields: string[];
  [key: string]: string | number | null | string[];
}

/** One audit entry of a branding action, by the operator, through the console's audit helper. */
export function auditBranding(
  db: Pick<Database, 'auditLog'>,
  event: BrandingAuditEvent,
  operator: Operator,
  ip: string | undefined,
  data: BrandingAuditData,
): Promise<void> {
  return auditConsole(db, event, {
    ip,
    data: { ...data, operatorId: operator.id, email: operator.email },
  });
}
