import type { Language } from '@wl/shared/config';
import { type ErrorMessage, type InvitationResult, invitationsMessage } from '@wl/shared/errors';
import type { InvitationForm } from '@wl/shared/schemas';

/** One address's outcome: sent, or refused with the error the call ended with. */
export interface InvitationOutcome extends InvitationResult {
  error?: unknown;
}

export interface InvitationReport {
  outcomes: InvitationOutcome[];
  /** Spec §8: "invitations partly failed versus all sent". */
  message: ErrorMessage;
  allSent: boolean;
}

/**
 * Spec §7: one call per address, each result collected on its own (one refused address does not
 * stop the others). The calls run side by side; the outcomes keep the order typed.
 */
export async function sendInvitations(
  form: InvitationForm,
  send: (payload: { investorEmail: string; message: string; networkId: string }) => Promise<unknown>,
): Promise<InvitationOutcome[]> {
  const settled = await Promise.allSettled(
    form.investorEmails.map((investorEmail) =>
      send({ investorEmail, message: form.message, networkId: form.networkId }),
    ),
  );
  return settled.map((result, index) => {
    const email = form.investorEmails[index] as string;
    return result.status === 'fulfilled' ? { email, ok: true } : { email, ok: false, error: result.reason };
  });
}

export function invitationReport(outcomes: InvitationOutcome[], language: Language): InvitationReport {
  return {
    outcomes,
    message: invitationsMessage(outcomes, language),
    allSent: outcomes.every((outcome) => outcome.ok),
  };
}
