import { NotifiedCache } from './notified-cache.ts';

/** The Postgres channel the principal triggers notify (migration 20261129010000_principal_notify). */
export const PRINCIPAL_CHANNEL = 'principal_changed';

/**
 * What a verified access token stands for, kept per process (issue 18, decision 049): the
 * session's liveness, the user's context, the investor row or the advisor's status, role and
 * networks, each entry tagged with the users it was read from (the caller, and an impersonating
 * admin). Every change that matters notifies `principal_changed` from a trigger with the user's
 * id, and this process forgets that user's entries at once; so a logout, a password reset, an
 * archived advisor or an ended impersonation still stops the next request, on every replica.
 */
export class PrincipalCache<T> extends NotifiedCache<T> {}
