import type { Database, Prisma } from '@wl/db';
import {
  type AcceptOfferPayload,
  type CampaignOffer,
  canTransition,
  checkInvestmentAmount,
  formatMoney,
  type Language,
  type MessageParams,
  translate,
} from '@wl/shared';
import { errorBody, errorCodes } from '@wl/shared/errors';
import { ApiError, conflict, unprocessable } from '../../core/api-error.ts';
import { recordLegalAcceptance } from '../../legal/services/legal-terms.ts';
import { type OfferTarget, offerViewInclude, toCampaignOffer } from '../offer-view.ts';
import { assertCampaignOpen } from './campaign-phase.ts';
import { type OfferStatus, transitionOffer } from './offer-transitions.ts';
import { type ContractContext, startContract } from './start-contract.ts';

/**
 * What the investor does with an offer, shared by the public link (`/public-api/campaign-offer/
 * {token}`) and the investor panel (`/investor-api/offer/{id}`): open it, show interest, accept
 * it. The surfaces differ only in how the offer is found (`OfferTarget`) and who is recorded in
 * its history (`userId`: null for the public link, where the token is the credential).
 */
export interface OfferActionContext extends ContractContext {
  userId: string | null;
}

/** Spec §8 "offer out of date or request already sent": a move the state machine refuses. */
export const offerOutOfDate = (language: Language) =>
  conflict(translate(language, 'errors:offerOutOfDate'), errorCodes.offerOutOfDate);

type Tx = Prisma.TransactionClient;

async function findOffer(tx: Database, target: OfferTarget) {
  const offer = await tx.offer.findFirst({ where: target.where, include: offerViewInclude });
  if (!offer) throw target.missing();
  return offer;
}

/** transitionOffer, with its `offer.invalid_transition` worded for the investor (out of date). */
async function move(
  tx: Tx,
  context: OfferActionContext,
  offer: { id: string; status: OfferStatus },
  to: OfferStatus,
  data?: Prisma.OfferUncheckedUpdateManyInput,
): Promise<void> {
  if (!canTransition(offer.status, to, 'investor')) throw offerOutOfDate(context.language);
  try {
    await transitionOffer(tx, {
      offerId: offer.id,
      from: offer.status,
      to,
      actor: 'investor',
      userId: context.userId,
      ...(data ? { data } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.body.code === errorCodes.offerInvalidTransition) {
      throw offerOutOfDate(context.language);
    }
    throw error;
  }
}

/**
 * The offer as its investor sees it. The first open of an invited offer marks it viewed (by the
 * system, one history row); a concurrent first open that lost the race leaves it as the winner did.
 */
export async function openOffer(context: OfferActionContext, target: OfferTarget): Promise<CampaignOffer> {
  const offer = await findOffer(context.db, target);
  if (offer.status !== 'invited') return toCampaignOffer(offer);
  try {
    await context.db.$transaction((tx) =>
      transitionOffer(tx, { offerId: offer.id, from: 'invited', to: 'viewed', actor: 'system' }),
    );
  } catch (error) {
    if (!(error instanceof ApiError && error.body.code === errorCodes.offerInvalidTransition)) throw error;
  }
  return toCampaignOffer(await findOffer(context.db, target));
}

/** PATCH …/interest: the investor is interested (from invited or viewed) while the campaign is open. */
export async function showInterest(context: OfferActionContext, target: OfferTarget): Promise<CampaignOffer> {
  await context.db.$transaction(async (tx) => {
    const offer = await findOfferForUpdate(tx, target);
    if (!canTransition(offer.status, 'interested', 'investor')) throw offerOutOfDate(context.language);
    assertCampaignOpen(offer.campaign, context.language);
    await move(tx, context, offer, 'interested');
  });
  return toCampaignOffer(await findOffer(context.db, target));
}

/** The amount rule's params that are money: written as spec §9 shows money in its messages. */
const moneyParams: ReadonlySet<string> = new Set(['min', 'max', 'step']);

/** A rule's params with its money limits as money in the offer's currency (`1000` → `1 000,00 PLN`). */
function asMoney(params: MessageParams | undefined, currency: string): MessageParams {
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [
      name,
      moneyParams.has(name) ? formatMoney(value, currency) || value : value,
    ]),
  );
}

/**
 * The amount against the product's limits (exact decimals); spec §8 codes for min and max. The
 * texts show the limits as money (`1 000,00 PLN`, the same in both languages, spec §9); the
 * `parameters` keep them as decimals with the currency, as the error shape has them.
 */
function checkAmount(amount: string, product: OfferViewProduct, language: Language): string {
  const min = product.investmentValueMin.toFixed(2);
  const max = product.investmentValueMax.toFixed(2);
  const result = checkInvestmentAmount(amount, { min, max, step: product.investmentValueStep.toFixed(2) });
  if (result.ok) return result.amount;
  const { key, params } = result.failure;
  const currency = product.currency;
  if (key === 'validation:amountMin') {
    const parameters = { investmentValueMin: min, currency };
    throw unprocessable(
      translate(language, 'errors:offerBelowMinimum', { investmentValueMin: formatMoney(min, currency) }),
      errorCodes.offerBelowMinimum,
      parameters,
    );
  }
  if (key === 'validation:amountMax') {
    const parameters = { investmentValueMax: max, currency };
    throw unprocessable(
      translate(language, 'errors:offerAboveMaximum', { investmentValueMax: formatMoney(max, currency) }),
      errorCodes.offerAboveMaximum,
      parameters,
    );
  }
  // Not a multiple of the step (and anything else about the amount itself): a field violation.
  const title = translate(language, key, asMoney(params, currency));
  throw new ApiError(
    400,
    errorBody(translate(language, 'errors:validation'), errorCodes.validation, {}, [
      { propertyPath: 'amount', title, message: key },
    ]),
  );
}

type OfferViewProduct = Prisma.ProductGetPayload<object>;

/**
 * The offer with its campaign and product inside a transaction, one query after the other: an
 * interactive transaction has one connection, and Prisma would send an `include`'s queries on it
 * at once (pg warns, and pg 9 refuses).
 */
async function findOfferForUpdate(tx: Tx, target: OfferTarget) {
  const offer = await tx.offer.findFirst({
    where: target.where,
    select: { id: true, status: true, campaignId: true, productId: true, investmentValue: true, investorId: true },
  });
  if (!offer) throw target.missing();
  const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: offer.campaignId } });
  const product = await tx.product.findUniqueOrThrow({ where: { id: offer.productId } });
  return { ...offer, campaign, product };
}

/**
 * An acceptance sent again, with the amount already accepted, of an offer whose contract never
 * started: a retry after an answer that was lost (the database went away after the commit). It
 * changes nothing and lets the contract start; any other acceptance of an accepted offer, and
 * this one once the contract exists, is out of date.
 */
async function retriesLostAcceptance(
  tx: Tx,
  offer: { id: string; status: string; investmentValue: { equals(value: string): boolean } | null },
  amount: () => string,
): Promise<boolean> {
  if (offer.status !== 'accepted' || offer.investmentValue === null) return false;
  try {
    if (!offer.investmentValue.equals(amount())) return false;
  } catch {
    return false;
  }
  return (await tx.contract.count({ where: { offerId: offer.id } })) === 0;
}

/**
 * PATCH …/accept: the investor accepts with an amount and both consents (checked by the route's
 * schema). Order of refusals: an offer that cannot be accepted any more (out of date), a campaign
 * that is not open, then the amount against the product. The same acceptance sent again before
 * its contract started (the first answer was a 503 after the commit) answers like the first.
 */
export async function acceptOffer(
  context: OfferActionContext,
  target: OfferTarget,
  payload: AcceptOfferPayload,
): Promise<CampaignOffer> {
  const offerId = await context.db.$transaction(async (tx) => {
    const offer = await findOfferForUpdate(tx, target);
    const amountOf = () => checkAmount(payload.amount, offer.product, context.language);
    if (await retriesLostAcceptance(tx, offer, amountOf)) return offer.id;
    if (!canTransition(offer.status, 'accepted', 'investor')) throw offerOutOfDate(context.language);
    assertCampaignOpen(offer.campaign, context.language);
    const amount = amountOf();
    await move(tx, context, offer, 'accepted', { investmentValue: amount, consentsAcceptedAt: new Date() });
    // Which documents and consent texts, in which language (decision 043).
    await recordLegalAcceptance(tx, context.tenant, {
      purpose: 'offer_acceptance',
      language: context.language,
      investorId: offer.investorId,
      offerId: offer.id,
    });
    return offer.id;
  });
  // Decision 011: the agreement goes to the signing provider once the acceptance is committed.
  await startContract(context, offerId, target.returnPath ?? '/');
  return toCampaignOffer(await findOffer(context.db, target));
}
