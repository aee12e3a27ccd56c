import type { ContractStatus, InvestmentStatus } from './enums.ts';
import { canTransition } from './offer-status.ts';

/**
 * An accepted offer's agreement (spec §4.1 contract statuses) as the investor can act on it.
 * The spec stops at the provider's statuses; what an investor may do after a signature that did
 * not happen is ours (decision 053): the API and the portal both read these rules.
 */
interface AgreementOf {
  status: InvestmentStatus;
  contractStatus: ContractStatus | null;
}

/** Ended, or ending, without a signature: refused by the investor, withdrawn, or never created. */
const endedUnsigned: ReadonlySet<ContractStatus> = new Set(['Rejected', 'Withdrawing', 'Withdrawn', 'Error']);

/** …and of those, the ones that are over, after which a new agreement may be sent for signing. */
const restartable: ReadonlySet<ContractStatus> = new Set(['Rejected', 'Withdrawn', 'Error']);

/** Whether the agreement of an accepted offer ended (or is ending) without being signed. */
export function agreementEndedUnsigned(offer: AgreementOf): boolean {
  return offer.status === 'accepted' && offer.contractStatus !== null && endedUnsigned.has(offer.contractStatus);
}

/**
 * Whether the investor may start a new signing: the offer is still accepted and its last
 * agreement was rejected, withdrawn or could not be created. A signed or open one gets no second.
 */
export function canSignAgain(offer: AgreementOf): boolean {
  return offer.status === 'accepted' && offer.contractStatus !== null && restartable.has(offer.contractStatus);
}

/**
 * Whether a payment confirmation may be added as far as the agreement goes: not while the
 * agreement stands refused (paying for an investment the investor declined to sign would leave
 * money without a contract); the offer's own status is checked beside it.
 */
export function agreementAllowsPayment(offer: AgreementOf): boolean {
  return !agreementEndedUnsigned(offer);
}

/**
 * Whether the investor may decline the offer: any status the state machine lets the investor
 * leave for `declined` (before the investment is active), as long as the agreement is not signed.
 * A signed agreement is not undone by a click: the investor talks to the advisor.
 */
export function investorMayDecline(offer: AgreementOf): boolean {
  return canTransition(offer.status, 'declined', 'investor') && offer.contractStatus !== 'Completed';
}

/** Agreement statuses still open at the provider: a declined offer's agreement is withdrawn there. */
export function agreementOpen(contractStatus: ContractStatus | null): boolean {
  return (
    contractStatus === 'New' ||
    contractStatus === 'Draft' ||
    contractStatus === 'Processing' ||
    contractStatus === 'Unknown'
  );
}
