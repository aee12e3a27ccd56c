import type { ComponentType } from 'react';
import { useSession } from '@/lib/session/session-context.tsx';

/**
 * One path, two audiences: some routes of spec §2 (`/app/offers`, `/app/investments/{id}`,
 * `/app/onboarding/requests`, `/app/preview/{id}`) show an advisor-panel user their screen and an
 * investor theirs. The route stays the same; the screen follows who signed in.
 */
export function BySession({
  advisor: Advisor,
  investor: Investor,
}: {
  advisor: ComponentType;
  investor: ComponentType;
}) {
  const { session } = useSession();
  return session.status !== 'anonymous' && session.kind === 'investor' ? <Investor /> : <Advisor />;
}
