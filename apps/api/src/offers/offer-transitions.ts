import type { Prisma } from '@wl/db';
import { errorBody, errorCodes } from '@wl/shared/errors';
import { ApiError } from '../core/api-error.ts';

export type OfferStatus =
  | 'invited'
  | 'viewed'
  | 'interested'
  | 'accepted'
  | 'active'
  | 'rejected'
  | 'declined'
  | 'archived';

/** Who moves an offer: the investor (public link or investor panel), an advisor, or the platform. */
export type OfferActor = 'investor' | 'advisor' | 'system';

/**
 * DESIGN §4, the investment state machine: invited → viewed (first open) → interested →
 * accepted (amount and consents, checked by the accept service) → active (agreement signed and
 * payment confirmed). The investor may decline and the advisor reject anything before active;
 * active is archived after its end date or by the advisor; rejected and declined are archived.
 * An investor may skip steps forward (accept straight from the offer), never go back.
 */
const allowed: Record<OfferStatus, Partial<Record<OfferStatus, readonly OfferActor[]>>> = {
  invited: {
    viewed: ['investor', 'system'],
    interested: ['investor'],
    accepted: ['investor'],
    declined: ['investor'],
    rejected: ['advisor'],
  },
  viewed: { interested: ['investor'], accepted: ['investor'], declined: ['investor'], rejected: ['advisor'] },
  interested: { accepted: ['investor'], declined: ['investor'], rejected: ['advisor'] },
  accepted: { active: ['advisor', 'system'], declined: ['investor'], rejected: ['advisor'] },
  active: { archived: ['advisor', 'system'] },
  rejected: { archived: ['advisor', 'system'] },
  declined: { archived: ['advisor', 'system'] },
  archived: {},
};

export function canTransition(from: OfferStatus, to: OfferStatus, actor: OfferActor): boolean {
  return allowed[from][to]?.includes(actor) ?? false;
}

/** The moves an actor may make from a status (for the kanban's drop targets). */
export function nextStatuses(from: OfferStatus, actor: OfferActor): OfferStatus[] {
  return (Object.entries(allowed[from]) as [OfferStatus, readonly OfferActor[]][])
    .filter(([, actors]) => actors.includes(actor))
    .map(([to]) => to);
}

/** A move the state machine forbids, or that lost a race: 409 with the status pair. */
export function invalidTransition(from: OfferStatus, to: OfferStatus): ApiError {
  return new ApiError(
    409,
    errorBody('This change of the investment status is not allowed.', errorCodes.offerInvalidTransition, { from, to }),
  );
}

export interface TransitionInput {
  offerId: string;
  /** The status the caller saw; the move applies only if nobody changed it since. */
  from: OfferStatus;
  to: OfferStatus;
  actor: OfferActor;
  userId?: string | null;
  reason?: string | null;
  /** Further columns to set together with the status (amount, dates, consents). */
  data?: Prisma.OfferUncheckedUpdateManyInput;
  now?: Date;
}

/**
 * Moves an offer and writes its history row in the caller's transaction. The update is
 * conditional on the status the caller saw, so two concurrent moves cannot both win.
 */
export async function transitionOffer(tx: Prisma.TransactionClient, input: TransitionInput): Promise<void> {
  if (!canTransition(input.from, input.to, input.actor)) throw invalidTransition(input.from, input.to);
  const now = input.now ?? new Date();
  const { count } = await tx.offer.updateMany({
    where: { id: input.offerId, status: input.from },
    data: { ...input.data, status: input.to, statusDate: now },
  });
  if (count !== 1) throw invalidTransition(input.from, input.to);
  await tx.offerStatusChange.create({
    data: {
      offerId: input.offerId,
      fromStatus: input.from,
      toStatus: input.to,
      changedByUserId: input.userId ?? null,
      reason: input.reason ?? null,
      changedAt: now,
    },
  });
}
