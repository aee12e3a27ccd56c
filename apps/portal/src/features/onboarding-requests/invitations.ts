import type { Language } from '@wl/shared/config';
import { type ErrorMessage, type InvitationResult, invitationsMessage } from '@wl/shared/errors';

/**
 * Spec §7: one call per address, each result collected on its own, so one refused address does
 * not stop the others. The calls run one after another (a long list does not flood the API);
 * the results keep the order of the addresses.
 */
export async function sendInvitations(
  emails: readonly string[],
  send: (email: string) => Promise<unknown>,
): Promise<InvitationResult[]> {
  const results: InvitationResult[] = [];
  for (const email of emails) {
    try {
      await send(email);
      results.push({ email, ok: true });
    } catch {
      results.push({ email, ok: false });
    }
  }
  return results;
}

/** Spec §8 "invitations partly failed versus all sent": the message and how to show it. */
export function invitationsOutcome(
  results: readonly InvitationResult[],
  language: Language,
): ErrorMessage & { color: 'green' | 'red' | 'orange'; failed: string[] } {
  const failed = results.filter((result) => !result.ok).map((result) => result.email);
  const color = failed.length === 0 ? 'green' : failed.length === results.length ? 'red' : 'orange';
  return { ...invitationsMessage(results, language), color, failed };
}
