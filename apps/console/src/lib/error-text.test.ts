import { TRPCClientError } from '@trpc/client';
import { TRPCError } from '@trpc/server';
import { brandingMessages, type ConsoleRefusal, catalogueMessages } from '@wl/shared/console';
import { describe, expect, it } from 'vitest';
import { errorMessageKey, errorText, issueText } from './error-text.ts';

/** A failed call as the console's tRPC client holds it: the edge's message and `data`. */
function failure(code: TRPCError['code'], message: string, refused: ConsoleRefusal | null = null): Error {
  const data = { code, issues: null, messageKey: refused?.key ?? null, messageParams: refused?.params ?? null };
  return Object.assign(TRPCClientError.from(new TRPCError({ code, message })), { data });
}

const utc = { timeZone: 'UTC' };

describe('errorText', () => {
  it('shows the key of a refusal in the operator’s language, with its values', () => {
    const error = failure('CONFLICT', 'The host acme.pl already exists.', catalogueMessages.hostTaken('acme.pl'));
    expect(errorText(error, 'pl', utc)).toBe('Host acme.pl już istnieje: wybierz inną nazwę albo edytuj ten host.');
    expect(errorText(error, 'en', utc)).toBe('The host acme.pl already exists; pick another name or edit that host.');
    expect(errorMessageKey(error)).toBe('console:refusals.catalogue.hostTaken');
  });

  it('formats a date value as dd.mm.yyyy, HH:MM in the operator’s time zone', () => {
    const refused = brandingMessages.draftExists({
      updatedBy: 'ola@wl.test',
      updatedAt: new Date('2026-11-22T13:05:00Z'),
    });
    const error = failure('CONFLICT', 'English', refused);
    expect(errorText(error, 'pl', utc)).toBe(
      'W międzyczasie ola@wl.test utworzył(a) szkic tego hosta (zapisany 22.11.2026, 13:05). Wczytaj ten szkic i wprowadź swoje zmiany ponownie.',
    );
    expect(errorText(error, 'en', { timeZone: 'Europe/Warsaw' })).toContain('(saved at 22.11.2026, 14:05)');
  });

  it('translates the API’s own catalogue keys too', () => {
    const error = failure('CONFLICT', 'The campaign is not active.', { key: 'errors:campaignNotActive' });
    expect(errorText(error, 'pl', utc)).not.toBe('The campaign is not active.');
    expect(errorText(error, 'pl', utc)).not.toBe('errors:campaignNotActive');
  });

  it('falls back to the edge’s message without a key, or with a key it does not know', () => {
    expect(errorText(failure('CONFLICT', 'Server words.'), 'pl', utc)).toBe('Server words.');
    expect(errorText(failure('CONFLICT', 'Server words.', { key: 'console:refusals.nope' }), 'pl', utc)).toBe(
      'Server words.',
    );
  });

  it('says a generic failure (or the caller’s) for crashes, network failures and non-errors', () => {
    expect(errorText(failure('INTERNAL_SERVER_ERROR', 'TypeError: x is undefined'), 'pl', utc)).toBe(
      'Operacja się nie powiodła. Spróbuj ponownie.',
    );
    expect(errorText(TRPCClientError.from(new Error('Failed to fetch')), 'en', utc)).toBe(
      'The action failed. Try again.',
    );
    expect(errorText(null, 'pl', { fallback: 'Nie udało się utworzyć hosta.' })).toBe('Nie udało się utworzyć hosta.');
  });
});

describe('issueText', () => {
  it('translates a key with its values and leaves other text as it is', () => {
    expect(issueText({ message: 'console:checks.hostReserved', params: { host: 'localhost' } }, 'pl')).toBe(
      'Nazwa localhost jest zarezerwowana i nie może być hostem partnera.',
    );
    expect(issueText({ message: 'validation:required' }, 'en')).not.toBe('validation:required');
    expect(issueText({ message: 'Plain words.' }, 'pl')).toBe('Plain words.');
  });
});
