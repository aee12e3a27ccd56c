import { addDays, todayIso } from '@wl/shared';
import { errorBody, errorCodes } from '@wl/shared/errors';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../core/api-error.ts';
import { hashToken } from '../../core/tokens.ts';
import type { OfferTarget } from '../offer-view.ts';

/**
 * Spec §8 'Token is invalid.': a token no offer of this host's tenant has (unknown, mistyped, or
 * another tenant's). 404, since the token names the resource; the portal maps it by label and code.
 */
export const tokenInvalid = () => new ApiError(404, errorBody('Token is invalid.', errorCodes.tokenNotActive));

/**
 * The last campaign end date whose offer links still work today (decision 033): a link works until
 * `offerGraceDays` after its campaign ended (the investor can still see the terms, sign, upload a
 * payment confirmation); after that it is 'Token is invalid.' like any other.
 */
export function offerLinkCutoff(offerGraceDays: number, today = todayIso()): Date {
  return new Date(`${addDays(today, -offerGraceDays)}T00:00:00.000Z`);
}

/** When an offer link of a campaign ending on `endDate` stops working (the end of the grace). */
export function offerLinkExpiry(endDate: Date, offerGraceDays: number): Date {
  return new Date(endDate.getTime() + (offerGraceDays + 1) * 86_400_000);
}

/** The offer of a public link: its token's hash within the tenant of the host, while the link works. */
export function tokenTarget(request: FastifyRequest, token: string): OfferTarget {
  return {
    where: {
      tenantId: request.tenant.tenantId,
      publicTokenHash: hashToken(token),
      campaign: { endDate: { gte: offerLinkCutoff(request.server.linkLifetimes.offerGraceDays) } },
    },
    missing: tokenInvalid,
    // The investor comes back to the offer's own page (the link they were sent).
    returnPath: `/campaign?token=${encodeURIComponent(token)}`,
  };
}
