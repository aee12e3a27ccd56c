import { describe, expect, it } from 'vitest';
import { catalogueMessage, errorMessageKeys } from './catalogue.ts';
import { investorDeniedNotification, invitationsMessage, notFoundMessage } from './messages.ts';

describe('invitationsMessage (spec §8)', () => {
  it.each([
    [
      'all sent',
      [
        { email: 'a@x.pl', ok: true },
        { email: 'b@x.pl', ok: true },
      ],
      'errors:invitations.allSent',
      { sent: 2 },
      'All invitations have been sent (2).',
    ],
    ['none to send', [], 'errors:invitations.allSent', { sent: 0 }, 'All invitations have been sent (0).'],
    [
      'partly failed',
      [
        { email: 'a@x.pl', ok: true },
        { email: 'b@x.pl', ok: false },
        { email: 'c@x.pl', ok: false },
      ],
      'errors:invitations.partlyFailed',
      { sent: 1, failed: 2, total: 3, addresses: 'b@x.pl, c@x.pl' },
      'Some invitations could not be sent (2 of 3): b@x.pl, c@x.pl.',
    ],
    [
      'all failed',
      [{ email: 'a@x.pl', ok: false }],
      'errors:invitations.partlyFailed',
      { sent: 0, failed: 1, total: 1, addresses: 'a@x.pl' },
      'Some invitations could not be sent (1 of 1): a@x.pl.',
    ],
  ])('%s', (_name, results, key, params, text) => {
    expect(invitationsMessage(results, 'en')).toEqual({ key, params, text });
  });

  it('speaks Polish', () => {
    expect(invitationsMessage([{ email: 'a@x.pl', ok: true }], 'pl').text).toBe(
      'Wszystkie zaproszenia zostały wysłane (liczba: 1).',
    );
    expect(
      invitationsMessage(
        [
          { email: 'a@x.pl', ok: false },
          { email: 'b@x.pl', ok: true },
        ],
        'pl',
      ).text,
    ).toBe('Nie udało się wysłać części zaproszeń (1 z 2): a@x.pl.');
  });
});

describe('notFoundMessage (spec §8, reusing common:notFound)', () => {
  it.each([
    ['en', 'unmatched', 'common:notFound.pageNotFound', 'Page not found: /nope'],
    ['en', 'invalid', 'common:notFound.routeInvalid', 'Page Not Found: /nope'],
    ['pl', 'unmatched', 'common:notFound.pageNotFound', 'Nie znaleziono strony: /nope'],
  ] as const)('%s %s', (language, cause, key, text) => {
    expect(notFoundMessage('/nope', language, cause)).toEqual({ key, params: { path: '/nope' }, text });
  });

  it('defaults to the unmatched route', () => {
    expect(notFoundMessage('/x', 'en').key).toBe('common:notFound.pageNotFound');
  });
});

describe('investorDeniedNotification (spec §8)', () => {
  it('is Błąd / Brak dostępu in Polish and Error / Access denied in English', () => {
    expect(investorDeniedNotification('pl')).toEqual({ title: 'Błąd', message: 'Brak dostępu' });
    expect(investorDeniedNotification('en')).toEqual({ title: 'Error', message: 'Access denied' });
  });
});

describe('the other messages of spec §8', () => {
  it.each([
    [errorMessageKeys.accessDenied, 'Brak dostępu', 'Access denied'],
    [errorMessageKeys.fileDownload, 'Nie udało się pobrać pliku.', 'The file could not be downloaded.'],
    [
      errorMessageKeys.offerOutOfDate,
      'Oferta jest nieaktualna lub zgłoszenie zostało już wysłane.',
      'The offer is out of date or the request has already been sent.',
    ],
    [
      errorMessageKeys.formAlreadySent,
      'Formularz jest nieaktywny, ponieważ został już wysłany.',
      'The form is inactive because it has already been sent.',
    ],
    [
      errorMessageKeys.passwordResetProcessed,
      'Prośba o zresetowanie hasła została przetworzona.',
      'Your password reset request has been processed.',
    ],
    [
      errorMessageKeys.sessionExpired,
      'Twoja sesja wygasła. Zaloguj się ponownie.',
      'Your session has expired. Please sign in again.',
    ],
    [
      errorMessageKeys.default,
      'Coś poszło nie tak. Spróbuj ponownie później.',
      'Something went wrong. Please try again later.',
    ],
  ])('%s', (key, pl, en) => {
    expect(catalogueMessage(key, 'pl')).toEqual({ key, params: {}, text: pl });
    expect(catalogueMessage(key, 'en').text).toBe(en);
  });
});
