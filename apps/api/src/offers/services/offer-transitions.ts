import type { Prisma } from '@wl/db';
import { canTransition, type InvestmentStatus, type OfferActor } from '@wl/shared';
import { errorBody, errorCodes } from '@wl/shared/errors';
import { ApiError } from '../../core/api-error.ts';

/** The statuses of an offer (spec §4); the moves between them are the shared state machine's. */
export type OfferStatus = InvestmentStatus;
export type { OfferActor };

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
