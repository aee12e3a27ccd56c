import type { InvestmentStatus } from './enums.ts';

/** Who moves an offer: the investor (public link or investor panel), an advisor, or the platform. */
export type OfferActor = 'investor' | 'advisor' | 'system';

/**
 * DESIGN §4, the investment state machine: invited → viewed (first open) → interested →
 * accepted (amount and consents, checked by the accept service) → active (agreement signed and
 * payment confirmed). The investor may decline and the advisor reject anything before active;
 * active is archived after its end date or by the advisor; rejected and declined are archived.
 * An investor may skip steps forward (accept straight from the offer), never go back. The one
 * table of the moves: the API enforces it, the portal offers only what it allows.
 */
const allowed: Record<InvestmentStatus, Partial<Record<InvestmentStatus, readonly OfferActor[]>>> = {
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

/** Whether `actor` may move an offer from `from` to `to`. */
export function canTransition(from: InvestmentStatus, to: InvestmentStatus, actor: OfferActor): boolean {
  return allowed[from][to]?.includes(actor) ?? false;
}

/** The moves an actor may make from a status (the kanban's drop targets, the detail's menu). */
export function nextStatuses(from: InvestmentStatus, actor: OfferActor): InvestmentStatus[] {
  return (Object.entries(allowed[from]) as [InvestmentStatus, readonly OfferActor[]][])
    .filter(([, actors]) => actors.includes(actor))
    .map(([to]) => to);
}
