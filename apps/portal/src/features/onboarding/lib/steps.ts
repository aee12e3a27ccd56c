import type { IdentityStatus, InvestorType, OnboardingRequest, OnboardingRequestStatus } from '@wl/shared/schemas';

/**
 * Where an investor's onboarding stands (spec §2: verification intro, investor type, company
 * selection, identity verification, then the KYC questionnaire), worked out from what the server
 * knows about the request, so a reload or another device lands on the same step. Pure functions;
 * the page only renders what they decide.
 */

/** The steps of /app/onboarding, in order; the questionnaire is its own page. */
export const onboardingSteps = ['intro', 'type', 'company', 'identity'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

/** Where a request is: a step of this page, the questionnaire, or done. */
export type FlowPosition = OnboardingStep | 'questionnaire' | 'finished';

export interface FlowFacts {
  status: OnboardingRequestStatus;
  investorType: InvestorType | null;
  hasCompany: boolean;
  /** The host lets legal persons onboard (the role's `legalPersonsEnabled`). */
  legalPersonsEnabled: boolean;
  /** The latest identity verification of the request; `null` when none was started. */
  identity: IdentityStatus | null;
}

const order: readonly FlowPosition[] = [...onboardingSteps, 'questionnaire'];
const rank = (position: FlowPosition) => order.indexOf(position);

export const isOpenStatus = (status: OnboardingRequestStatus) => status !== 'finished';

/**
 * The first thing still to do. A type not chosen yet starts with the intro; a legal person on a
 * host that does not enable legal persons (chosen elsewhere) must choose again; a legal person
 * needs a company; everyone needs a verified identity before the questionnaire.
 */
export function firstOpenStep(facts: FlowFacts): FlowPosition {
  if (facts.status === 'finished') return 'finished';
  if (facts.investorType === null) return 'intro';
  if (facts.investorType === 'legal-person' && !facts.legalPersonsEnabled) return 'type';
  if (facts.investorType === 'legal-person' && !facts.hasCompany) return 'company';
  if (facts.identity !== 'verified') return 'identity';
  return 'questionnaire';
}

/**
 * The steps shown in the stepper: the company step only where legal persons are enabled and the
 * investor is not (yet) a natural person, or while it is the step on screen (switching to a
 * legal person).
 */
export function visibleSteps(facts: FlowFacts, current: FlowPosition): OnboardingStep[] {
  const company = facts.legalPersonsEnabled && (facts.investorType !== 'natural-person' || current === 'company');
  return onboardingSteps.filter((step) => step !== 'company' || company);
}

/**
 * Whether the investor may open `step` now: the intro and the type always; the company step where
 * legal persons are enabled (choosing a legal person leads there before anything is saved); the
 * identity step once the type (and a legal person's company) is settled.
 */
export function isReachable(step: OnboardingStep, facts: FlowFacts): boolean {
  if (facts.status === 'finished') return false;
  if (step === 'intro' || step === 'type') return true;
  if (step === 'company') return facts.legalPersonsEnabled;
  return rank(firstOpenStep(facts)) >= rank('identity');
}

const isStep = (value: string | null): value is OnboardingStep =>
  value !== null && (onboardingSteps as readonly string[]).includes(value);

/**
 * The position to show: the step asked for in the URL when it may be opened, else the first thing
 * still to do. A finished request is always `finished`.
 */
export function resolvePosition(requested: string | null, facts: FlowFacts): FlowPosition {
  const open = firstOpenStep(facts);
  if (open === 'finished') return 'finished';
  if (isStep(requested) && isReachable(requested, facts)) return requested;
  return open;
}

/** The step a position is shown as in the stepper (the questionnaire as all steps done). */
export function stepIndex(position: FlowPosition, steps: readonly OnboardingStep[]): number {
  if (position === 'questionnaire' || position === 'finished') return steps.length;
  return Math.max(0, steps.indexOf(position));
}

export type SessionChoice =
  | { kind: 'chosen'; id: string }
  | { kind: 'choose'; requests: OnboardingRequest[] }
  | { kind: 'none' };

/**
 * Which onboarding session to continue (spec §2 "session chooser when more than one session is
 * open"): the one named in the URL; else the only open one; several open: the investor chooses;
 * none: nothing to do.
 */
export function chooseSession(open: readonly OnboardingRequest[], requestedId: string | null): SessionChoice {
  if (requestedId) return { kind: 'chosen', id: requestedId };
  const [only, ...others] = open;
  if (only && others.length === 0) return { kind: 'chosen', id: only.id };
  if (only) return { kind: 'choose', requests: [...open] };
  return { kind: 'none' };
}
