import type { Database } from '@wl/db';
import type { Language } from '@wl/shared';
import type { IdentityStatus } from '@wl/shared/schemas';
import { notFound } from '../../core/api-error.ts';
import { recordOnce } from '../../providers/callback-events.ts';

/** An identity verification ends verified or failed and never changes after that. */
export const isFinalIdentityStatus = (status: IdentityStatus) => status !== 'pending';

export interface IdentityEventInput {
  eventId: string;
  providerRef: string;
  status: IdentityStatus;
}

/** An identity callback, once (a replay is a 409); only a pending verification takes a new status. */
export async function applyIdentityEvent(
  db: Database,
  event: IdentityEventInput,
  language: Language,
): Promise<{ applied: boolean }> {
  return db.$transaction(async (tx) => {
    const found = await tx.identityVerification.findUnique({
      where: { providerRef: event.providerRef },
      select: { id: true },
    });
    if (!found) throw notFound();
    await tx.$queryRaw`SELECT id FROM identity_verification WHERE id = ${found.id}::uuid FOR UPDATE`;
    const verification = await tx.identityVerification.findUniqueOrThrow({ where: { id: found.id } });
    await recordOnce(language, () =>
      tx.identityVerificationEvent.create({
        data: { identityVerificationId: verification.id, eventId: event.eventId, status: event.status },
      }),
    );
    if (isFinalIdentityStatus(verification.status) || verification.status === event.status) return { applied: false };
    await tx.identityVerification.update({ where: { id: verification.id }, data: { status: event.status } });
    return { applied: true };
  });
}
