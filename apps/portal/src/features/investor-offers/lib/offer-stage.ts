import {
  agreementAllowsPayment,
  type CampaignOffer,
  type CampaignPhase,
  type ContractStatus,
  canSignAgain,
  type InvestmentStatus,
  investorMayDecline,
} from '@wl/shared/schemas';

type OfferState = Pick<CampaignOffer, 'status' | 'amount' | 'contractStatus' | 'signingUrl'> & {
  campaign: { phase: CampaignPhase };
};

/**
 * Where an offer stands for its investor (the spec leaves it open; DESIGN §4's state machine and
 * the campaign's dates decide):
 * - `open`: invited, viewed or interested while the campaign is open: interest and acceptance;
 * - `campaign-closed`: the same statuses, but the campaign has not started or has ended: nothing
 *   to do but read why (spec §8 messages);
 * - `investment`: accepted, active or archived with an amount: the agreement, payment
 *   confirmations and the PDF summary (whatever the campaign's dates are now);
 * - `closed`: rejected, declined, or archived without an amount: the offer is no longer current.
 */
export type OfferStage =
  | { kind: 'open' }
  | { kind: 'campaign-closed'; phase: Exclude<CampaignPhase, 'active'> }
  | { kind: 'investment' }
  | { kind: 'closed'; status: InvestmentStatus };

const deciding: ReadonlySet<InvestmentStatus> = new Set(['invited', 'viewed', 'interested']);
const invested: ReadonlySet<InvestmentStatus> = new Set(['accepted', 'active', 'archived']);

export function offerStage(offer: OfferState): OfferStage {
  if (invested.has(offer.status) && offer.amount !== null) return { kind: 'investment' };
  if (deciding.has(offer.status)) {
    const { phase } = offer.campaign;
    return phase === 'active' ? { kind: 'open' } : { kind: 'campaign-closed', phase };
  }
  return { kind: 'closed', status: offer.status };
}

export interface OfferActions {
  /** PATCH …/interest: the server moves invited or viewed to interested. */
  expressInterest: boolean;
  /** PATCH …/accept with the amount and both consents. */
  accept: boolean;
  /** POST …/upload: the server takes confirmations while accepted or active, not while the agreement stands refused. */
  upload: boolean;
  /** POST …/contract: a new signing after a refused, withdrawn or failed agreement (decision 053). */
  signAgain: boolean;
  /** PATCH …/decline: while the offer is open or an unsigned investment (not when the campaign is closed to it). */
  decline: boolean;
  /** POST …/pdf: there is an application to summarise. */
  pdf: boolean;
}

/** What the investor can do with an offer now: the moves the API allows the investor, nothing more. */
export function offerActions(offer: OfferState): OfferActions {
  const stage = offerStage(offer);
  const open = stage.kind === 'open';
  const investment = stage.kind === 'investment';
  return {
    expressInterest: open && (offer.status === 'invited' || offer.status === 'viewed'),
    accept: open,
    upload: investment && (offer.status === 'accepted' || offer.status === 'active') && agreementAllowsPayment(offer),
    signAgain: investment && canSignAgain(offer),
    decline: (open || investment) && investorMayDecline(offer),
    pdf: investment,
  };
}

/**
 * The agreement as the investor reads it: being prepared (no contract yet, New, Draft, Unknown),
 * waiting for their signature (Processing, shown as "sent"), signed (Completed), or ended without
 * a signature: refused by the investor (Rejected), not created (Error), being withdrawn or
 * withdrawn. Each ending is worded apart, so the investor knows what happened and what is next.
 */
export type ContractStage = 'preparing' | 'to-sign' | 'signed' | 'refused' | 'failed' | 'withdrawing' | 'withdrawn';

export function contractStage(status: ContractStatus | null): ContractStage {
  switch (status) {
    case null:
    case 'New':
    case 'Draft':
    case 'Unknown':
      return 'preparing';
    case 'Processing':
      return 'to-sign';
    case 'Completed':
      return 'signed';
    case 'Rejected':
      return 'refused';
    case 'Withdrawing':
      return 'withdrawing';
    case 'Withdrawn':
      return 'withdrawn';
    default:
      return 'failed';
  }
}

/** How often the offer is read again while the provider is still preparing the agreement. */
export const CONTRACT_POLL_MS = 2000;
/** …and while it waits for a signature given in another tab (the provider reports it by callback). */
export const SIGNATURE_POLL_MS = 5000;
/** After this many reads without a contract the screen stops asking and says to come back later. */
export const MAX_CONTRACT_POLLS = 60;

/** Whether an accepted offer's agreement is still being prepared by the signing provider. */
export function awaitsContract(offer: OfferState): boolean {
  return offer.status === 'accepted' && contractStage(offer.contractStatus) === 'preparing';
}

/**
 * The react-query refetch interval of an offer: the contract is made after the acceptance
 * (decision 011), so the screen reads the offer again until the signing link is there, and while
 * the signature is awaited; otherwise not at all.
 */
export function offerRefetchInterval(offer: OfferState | undefined, reads: number): number | false {
  if (!offer) return false;
  if (awaitsContract(offer)) return reads < MAX_CONTRACT_POLLS ? CONTRACT_POLL_MS : false;
  if (offer.status === 'accepted' && offer.contractStatus === 'Processing') return SIGNATURE_POLL_MS;
  return false;
}
