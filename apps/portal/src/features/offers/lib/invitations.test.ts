import { invitationFormSchema } from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ApiRequestError } from '@/lib/api/api-error.ts';
import { validateWithSchema } from '@/lib/forms/validation.ts';

const translatedZodValidate = (schema: z.ZodType, language: 'pl' | 'en') => (values: unknown) =>
  validateWithSchema(schema, values, language);

import { invitationReport, sendInvitations } from './invitations.ts';

const networkId = '00000000-0000-4000-8000-000000000101';
const valid = {
  investorEmails: ' jan@example.com; anna@example.com; ',
  networkId,
  message: 'Zapraszam do zapoznania się z ofertą.',
  personalDataConsent: true,
};

describe('the invitation form', () => {
  it('splits the addresses on semicolons into one invitation each', () => {
    const parsed = invitationFormSchema.parse(valid);
    expect(parsed.investorEmails).toEqual(['jan@example.com', 'anna@example.com']);
  });

  it('names the invalid and repeated addresses, in the form language', () => {
    const pl = translatedZodValidate(invitationFormSchema, 'pl');
    expect(pl({ ...valid, investorEmails: 'jan@example.com, anna@example.com' })).toEqual({
      investorEmails:
        'Nieprawidłowe adresy e-mail: jan@example.com, anna@example.com. Kolejne adresy oddziel średnikiem (;).',
    });
    const en = translatedZodValidate(invitationFormSchema, 'en');
    expect(en({ ...valid, investorEmails: 'jan@example.com; JAN@example.com' })).toEqual({
      investorEmails: 'These e-mail addresses are given more than once: jan@example.com.',
    });
  });

  it('requires an address, a network, a message of 10 characters and the consent', () => {
    const errors = translatedZodValidate(
      invitationFormSchema,
      'pl',
    )({ investorEmails: ' ; ', networkId: null, message: ' krótka ', personalDataConsent: false });
    expect(errors).toMatchObject({
      investorEmails: 'Podaj co najmniej jeden adres e-mail.',
      message: 'Wiadomość musi mieć co najmniej 10 znaków.',
      personalDataConsent: 'To pole musi zostać zaznaczone.',
    });
    expect(errors.networkId).toBeTruthy();
  });
});

describe('sending invitations', () => {
  it('makes one call per address and reports the addresses that failed', async () => {
    const form = invitationFormSchema.parse({
      ...valid,
      investorEmails: 'a@example.com; b@example.com; c@example.com',
    });
    const calls: string[] = [];
    const outcomes = await sendInvitations(form, async (payload) => {
      calls.push(payload.investorEmail);
      expect(payload).toMatchObject({ networkId, message: 'Zapraszam do zapoznania się z ofertą.' });
      if (payload.investorEmail === 'b@example.com') {
        throw new ApiRequestError(409, { label: 'x', code: 'lead.other_advisor', parameters: {}, violations: [] });
      }
      return {};
    });
    expect(calls).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, true]);

    const report = invitationReport(outcomes, 'pl');
    expect(report.allSent).toBe(false);
    expect(report.message.text).toBe('Nie udało się wysłać części zaproszeń (1 z 3): b@example.com.');
    expect(invitationReport(outcomes, 'en').message.text).toBe(
      'Some invitations could not be sent (1 of 3): b@example.com.',
    );
  });

  it('says all were sent when every call succeeded', async () => {
    const form = invitationFormSchema.parse(valid);
    const report = invitationReport(await sendInvitations(form, async () => ({})), 'pl');
    expect(report.allSent).toBe(true);
    expect(report.message.text).toBe('Wszystkie zaproszenia zostały wysłane (liczba: 2).');
  });
});
