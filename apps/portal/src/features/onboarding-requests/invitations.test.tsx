import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kycInvitationFormSchema } from '@wl/shared/schemas';
import { describe, expect, it, vi } from 'vitest';
import { validateWithSchema } from '@/lib/forms/validation.ts';
import { enHost } from '@/testing/hosts.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { invitationsOutcome, sendInvitations } from './invitations.ts';
import { KycInvitationForm } from './kyc-invitation-form.tsx';

const message = 'Please complete the KYC form.';

describe('KYC invitation e-mails', () => {
  it('splits the addresses on semicolons, trimmed, empty entries dropped', () => {
    const parsed = kycInvitationFormSchema.parse({
      investorEmails: ' a@example.com;b@example.com ; ;',
      message,
      personalDataConsent: true,
    });
    expect(parsed.investorEmails).toEqual(['a@example.com', 'b@example.com']);
  });

  it('names the invalid and repeated addresses, and asks for the message and consent', () => {
    const errors = validateWithSchema(
      kycInvitationFormSchema,
      { investorEmails: 'a@example.com; nope, A@example.com', message: 'short', personalDataConsent: false },
      'en',
    );
    expect(errors.investorEmails).toBe(
      'These e-mail addresses are not valid: nope, A@example.com. Separate addresses with a semicolon (;).',
    );
    expect(errors.message).toBe('The message must be at least 10 characters long.');
    expect(errors.personalDataConsent).toBe('This checkbox must be checked.');
    const duplicates = validateWithSchema(
      kycInvitationFormSchema,
      { investorEmails: 'a@example.com; A@example.com', message, personalDataConsent: true },
      'pl',
    );
    expect(duplicates.investorEmails).toBe('Te adresy e-mail podano więcej niż raz: a@example.com.');
  });
});

describe('KYC invitation results', () => {
  it('makes one call per address and collects each result, a failure not stopping the rest', async () => {
    const send = vi.fn(async (email: string) => {
      if (email.startsWith('bad')) throw new Error('refused');
    });
    const results = await sendInvitations(['a@example.com', 'bad@example.com', 'c@example.com'], send);
    expect(send).toHaveBeenCalledTimes(3);
    expect(results).toEqual([
      { email: 'a@example.com', ok: true },
      { email: 'bad@example.com', ok: false },
      { email: 'c@example.com', ok: true },
    ]);
    const outcome = invitationsOutcome(results, 'en');
    expect(outcome.text).toBe('Some invitations could not be sent (1 of 3): bad@example.com.');
    expect(outcome.color).toBe('orange');
    expect(outcome.failed).toEqual(['bad@example.com']);
  });

  it('reports all sent, in either language', () => {
    const results = [
      { email: 'a@example.com', ok: true },
      { email: 'b@example.com', ok: true },
    ];
    expect(invitationsOutcome(results, 'en')).toMatchObject({
      text: 'All invitations have been sent (2).',
      color: 'green',
    });
    expect(invitationsOutcome(results, 'pl').text).not.toBe(invitationsOutcome(results, 'en').text);
    expect(invitationsOutcome([{ email: 'a@example.com', ok: false }], 'en').color).toBe('red');
  });
});

describe('KYC invitation form', () => {
  it('refuses an invalid address before any call', async () => {
    const send = vi.fn().mockResolvedValue({});
    renderWithProviders(<KycInvitationForm send={send} onSent={vi.fn()} />, enHost);
    await userEvent.type(screen.getByRole('textbox', { name: /e-mail addresses/ }), 'a@example.com; nope');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), message);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(/These e-mail addresses are not valid: nope\./)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends one invitation per address and keeps the failed ones in the field', async () => {
    const send = vi.fn(async ({ investorEmail }: { investorEmail: string }) => {
      if (investorEmail === 'b@example.com') throw new Error('refused');
      return {};
    });
    const onSent = vi.fn();
    renderWithProviders(<KycInvitationForm send={send} onSent={onSent} />, enHost);
    const emails = screen.getByRole('textbox', { name: /e-mail addresses/ });
    await userEvent.type(emails, 'a@example.com;b@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), message);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(false));
    expect(send.mock.calls.map(([payload]) => payload)).toEqual([
      { investorEmail: 'a@example.com', message },
      { investorEmail: 'b@example.com', message },
    ]);
    expect(screen.getByTestId('invitation-outcome').textContent).toBe(
      'Some invitations could not be sent (1 of 2): b@example.com.',
    );
    expect((emails as HTMLTextAreaElement).value).toBe('b@example.com');
  });
});
