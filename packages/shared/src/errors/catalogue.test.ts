import { describe, expect, it } from 'vitest';
import type { Language } from '../config/fields.ts';
import { translate } from '../i18n/translate.ts';
import { accountingFieldLabel, type ErrorMessage, errorMessage, errorMessageKeys } from './catalogue.ts';
import { edgeErrorCodes, errorBody, type Violation } from './error-body.ts';
import { errorCodes } from './error-codes.ts';
import { parseErrorBody } from './parse-error-body.ts';

const violation = (propertyPath: string, title: string, message = 'validation:invalid'): Violation => ({
  propertyPath,
  title,
  message,
});

function en(status: number, body: unknown): ErrorMessage {
  return errorMessage({ status, body }, 'en');
}

describe('errorMessage (spec §8)', () => {
  it.each<[string, number, unknown, string, string]>([
    // No usable body: the default message, never an exception.
    ['network failure (status 0)', 0, undefined, 'errors:default', 'Something went wrong. Please try again later.'],
    [
      'status 0 ignores any body',
      0,
      errorBody('Bad credentials'),
      'errors:default',
      'Something went wrong. Please try again later.',
    ],
    ['empty body', 502, '', 'errors:default', 'Something went wrong. Please try again later.'],
    ['undefined body', 500, undefined, 'errors:default', 'Something went wrong. Please try again later.'],
    ['null body', 500, null, 'errors:default', 'Something went wrong. Please try again later.'],
    [
      'HTML from a proxy',
      502,
      '<html><body>502 Bad Gateway</body></html>',
      'errors:default',
      'Something went wrong. Please try again later.',
    ],
    ['broken JSON text', 500, '{"label": ', 'errors:default', 'Something went wrong. Please try again later.'],
    ['a JSON array', 400, [{ label: 'x' }], 'errors:default', 'Something went wrong. Please try again later.'],
    ['a number', 400, 42, 'errors:default', 'Something went wrong. Please try again later.'],
    [
      'an object without error fields',
      400,
      { message: 'nope' },
      'errors:default',
      'Something went wrong. Please try again later.',
    ],
    [
      'an empty label and no code',
      500,
      errorBody(''),
      'errors:default',
      'Something went wrong. Please try again later.',
    ],
    ['a whitespace label', 500, errorBody('   '), 'errors:default', 'Something went wrong. Please try again later.'],
    // Labels.
    [
      "label 'error.unexpected'",
      500,
      errorBody('error.unexpected'),
      'errors:default',
      'Something went wrong. Please try again later.',
    ],
    [
      "label 'User with the given email not found'",
      404,
      errorBody('User with the given email not found'),
      'errors:userNotFound',
      'No user with the given e-mail address was found.',
    ],
    [
      "label 'Bad credentials'",
      401,
      errorBody('Bad credentials'),
      'errors:badCredentials',
      'Incorrect login and/or password.',
    ],
    [
      "label 'Token is invalid.'",
      401,
      errorBody('Token is invalid.'),
      'errors:tokenNotActive',
      'This token is no longer active.',
    ],
    ["label 'Access denied'", 403, errorBody('Access denied'), 'errors:accessDenied', 'Access denied'],
    [
      'a known label with surrounding spaces',
      401,
      errorBody(' Bad credentials '),
      'errors:badCredentials',
      'Incorrect login and/or password.',
    ],
    [
      'an unknown label is shown as it is',
      409,
      errorBody('Advisor already exists.'),
      'errors:serverLabel',
      'Advisor already exists.',
    ],
    ['a label named like an Object property', 400, errorBody('constructor'), 'errors:serverLabel', 'constructor'],
    [
      'an unknown code falls back to the label',
      415,
      errorBody('Unsupported Media Type', 'FST_ERR_CTP_INVALID_MEDIA_TYPE'),
      'errors:serverLabel',
      'Unsupported Media Type',
    ],
    [
      'the error body as raw JSON text',
      401,
      JSON.stringify(errorBody('Bad credentials')),
      'errors:badCredentials',
      'Incorrect login and/or password.',
    ],
    [
      'a partial body with only a label',
      401,
      { label: 'Bad credentials' },
      'errors:badCredentials',
      'Incorrect login and/or password.',
    ],
    // Codes (they win over the label).
    [
      'code account.not_active',
      403,
      errorBody('Account inactive', errorCodes.accountNotActive),
      'errors:accountNotActive',
      'The account is not active.',
    ],
    [
      'code campaign.not_active',
      409,
      errorBody('x', errorCodes.campaignNotActive),
      'errors:campaignNotActive',
      'The campaign is no longer active.',
    ],
    [
      'code campaign.not_started',
      409,
      errorBody('x', errorCodes.campaignNotStarted),
      'errors:campaignNotStarted',
      'The campaign has not started yet.',
    ],
    [
      'code campaign.completed',
      409,
      errorBody('x', errorCodes.campaignCompleted),
      'errors:campaignCompleted',
      'The campaign has already been completed.',
    ],
    [
      'code lead.other_advisor',
      409,
      errorBody('x', errorCodes.leadOtherAdvisor),
      'errors:leadOtherAdvisor',
      'This lead belongs to another advisor.',
    ],
    [
      'code form.incorrect_data (violations not shown)',
      400,
      errorBody('x', errorCodes.incorrectFormData, {}, [violation('email', 'Bad')]),
      'errors:incorrectFormData',
      'Incorrect form data.',
    ],
    [
      'code form.already_sent',
      409,
      errorBody('x', errorCodes.formAlreadySent),
      'errors:formAlreadySent',
      'The form is inactive because it has already been sent.',
    ],
    [
      'code offer.out_of_date',
      409,
      errorBody('x', errorCodes.offerOutOfDate),
      'errors:offerOutOfDate',
      'The offer is out of date or the request has already been sent.',
    ],
    [
      'code token.not_active',
      401,
      errorBody('Whatever', errorCodes.tokenNotActive),
      'errors:tokenNotActive',
      'This token is no longer active.',
    ],
    [
      'code auth.user_not_found',
      404,
      errorBody('x', errorCodes.userNotFound),
      'errors:userNotFound',
      'No user with the given e-mail address was found.',
    ],
    [
      'code auth.bad_credentials',
      401,
      errorBody('x', errorCodes.badCredentials),
      'errors:badCredentials',
      'Incorrect login and/or password.',
    ],
    ['code auth.access_denied', 403, errorBody('x', errorCodes.accessDenied), 'errors:accessDenied', 'Access denied'],
    [
      'code auth.session_expired',
      401,
      errorBody('x', errorCodes.sessionExpired),
      'errors:sessionExpired',
      'Your session has expired. Please sign in again.',
    ],
    [
      'code error.too_many_requests',
      429,
      errorBody('x', errorCodes.tooManyRequests),
      'errors:tooManyRequests',
      'Too many attempts. Please try again shortly.',
    ],
    [
      'code file.too_large',
      413,
      errorBody('x', errorCodes.fileTooLarge),
      'errors:fileTooLarge',
      'The file is too large.',
    ],
    [
      'code file.unsupported_type',
      415,
      errorBody('x', errorCodes.fileUnsupportedType),
      'errors:fileUnsupportedType',
      'This file type is not supported.',
    ],
    // The edge's codes.
    [
      'edge code not found',
      404,
      errorBody('Not Found', edgeErrorCodes.notFound),
      'errors:notFound',
      'The resource was not found.',
    ],
    [
      'edge code bad gateway',
      502,
      errorBody('The platform API is unreachable.', edgeErrorCodes.badGateway),
      'errors:badGateway',
      'The platform service is temporarily unavailable.',
    ],
    [
      'edge code forbidden',
      403,
      errorBody('Access denied', edgeErrorCodes.forbidden),
      'errors:forbidden',
      'Access denied.',
    ],
    [
      'edge code service unavailable',
      503,
      errorBody('not built', edgeErrorCodes.serviceUnavailable),
      'errors:serviceUnavailable',
      'The service is temporarily unavailable. Please try again shortly.',
    ],
    [
      'code error.unexpected wins over an unknown label',
      500,
      errorBody('Boom', edgeErrorCodes.unexpected),
      'errors:default',
      'Something went wrong. Please try again later.',
    ],
    [
      'code error.validation without violations',
      400,
      errorBody('body/email must match format', edgeErrorCodes.validation),
      'errors:validation',
      'Sorry, not all fields are filled out correctly.',
    ],
    // Violations, when the message is still the default.
    [
      'no label, violations → the first one',
      400,
      errorBody('', null, {}, [violation('firstName', 'This field is required.'), violation('email', 'x')]),
      'errors:violation',
      'FirstName - This field is required.',
    ],
    [
      "label 'error.unexpected' with violations",
      400,
      errorBody('error.unexpected', null, {}, [violation('addresses[0].zipCode', 'Enter a valid zip code.')]),
      'errors:violation',
      'Addresses[0].zipCode - Enter a valid zip code.',
    ],
    [
      'code error.unexpected with violations',
      400,
      errorBody('Boom', edgeErrorCodes.unexpected, {}, [violation('email', 'Enter a valid e-mail address.')]),
      'errors:violation',
      'Email - Enter a valid e-mail address.',
    ],
    [
      'code error.validation with violations',
      400,
      errorBody('Invalid', edgeErrorCodes.validation, {}, [violation('email', 'Enter a valid e-mail address.')]),
      'errors:violation',
      'Email - Enter a valid e-mail address.',
    ],
    [
      'an unknown label hides the violations',
      400,
      errorBody('Validation failed', null, {}, [violation('email', 'Bad')]),
      'errors:serverLabel',
      'Validation failed',
    ],
    [
      'a known label hides the violations',
      401,
      errorBody('Bad credentials', null, {}, [violation('email', 'Bad')]),
      'errors:badCredentials',
      'Incorrect login and/or password.',
    ],
    [
      'a violation without a path shows its title',
      400,
      errorBody('', null, {}, [violation('', 'The form is invalid.')]),
      'errors:serverLabel',
      'The form is invalid.',
    ],
    [
      'a violation without a title shows its message translated',
      400,
      errorBody('', null, {}, [violation('email', '', 'validation:email')]),
      'errors:violation',
      `Email - ${translate('en', 'validation:email')}`,
    ],
    [
      'malformed violations are skipped',
      400,
      {
        label: '',
        code: null,
        parameters: {},
        violations: [null, 'x', { propertyPath: 'name', title: 'Required.', message: '' }],
      },
      'errors:violation',
      'Name - Required.',
    ],
  ])('%s', (_name, status, body, key, text) => {
    const result = en(status, body);
    expect(result.key).toBe(key);
    expect(result.text).toBe(text);
  });

  describe('offer amounts from parameters', () => {
    it.each<[string, unknown, string, Record<string, string>, string]>([
      [
        'below minimum',
        errorBody('x', errorCodes.offerBelowMinimum, { investmentValueMin: 1000 }),
        'errors:offerBelowMinimum',
        { investmentValueMin: '1\u00a0000,00' },
        'The investment amount is below the minimum amount: 1\u00a0000,00.',
      ],
      [
        'below minimum, with currency, as a decimal string',
        errorBody('x', errorCodes.offerBelowMinimum, { investmentValueMin: '10000.5', currency: 'PLN' }),
        'errors:offerBelowMinimum',
        { investmentValueMin: '10\u00a0000,50\u00a0PLN' },
        'The investment amount is below the minimum amount: 10\u00a0000,50\u00a0PLN.',
      ],
      [
        'below minimum, no value',
        errorBody('x', errorCodes.offerBelowMinimum),
        'errors:offerBelowMinimumNoValue',
        {},
        'The investment amount is below the minimum amount.',
      ],
      [
        'below minimum, the max is not used',
        errorBody('x', errorCodes.offerBelowMinimum, { investmentValueMax: 5 }),
        'errors:offerBelowMinimumNoValue',
        {},
        'The investment amount is below the minimum amount.',
      ],
      [
        'above maximum',
        errorBody('x', errorCodes.offerAboveMaximum, { investmentValueMax: 250000, currency: 'EUR' }),
        'errors:offerAboveMaximum',
        { investmentValueMax: '250\u00a0000,00\u00a0EUR' },
        'The investment amount is above the maximum amount: 250\u00a0000,00\u00a0EUR.',
      ],
      [
        'above maximum, no value',
        errorBody('x', errorCodes.offerAboveMaximum, { investmentValueMax: null }),
        'errors:offerAboveMaximumNoValue',
        {},
        'The investment amount is above the maximum amount.',
      ],
      [
        'above maximum, a non-numeric value is shown as it is',
        errorBody('x', errorCodes.offerAboveMaximum, { investmentValueMax: 'ten thousand' }),
        'errors:offerAboveMaximum',
        { investmentValueMax: 'ten thousand' },
        'The investment amount is above the maximum amount: ten thousand.',
      ],
      [
        'the second minimum-value code shows investmentValueMax',
        errorBody('x', errorCodes.offerMinimumValue, { investmentValueMin: 100, investmentValueMax: 7500 }),
        'errors:offerMinimumValue',
        { investmentValueMax: '7\u00a0500,00' },
        'The investment amount does not meet the minimum value requirement. The maximum available amount is 7\u00a0500,00.',
      ],
      [
        'the second minimum-value code, no value',
        errorBody('x', errorCodes.offerMinimumValue, { investmentValueMin: 100 }),
        'errors:offerMinimumValueNoValue',
        {},
        'The investment amount does not meet the minimum value requirement.',
      ],
    ])('%s', (_name, body, key, params, text) => {
      expect(en(400, body)).toEqual({ key, params, text });
    });
  });

  describe('accounting document field (the special code)', () => {
    const code = errorCodes.accountingInvalidField;

    it('shows the friendly field label, a dash, then the violation message', () => {
      const body = errorBody('x', code, {}, [violation('counterPartyTin', 'Invalid', 'Wrong TIN checksum')]);
      const label = translate('en', 'enums:accountingField.counterPartyTin');
      const field = label === 'enums:accountingField.counterPartyTin' ? 'CounterPartyTin' : label;
      expect(en(400, body)).toEqual({
        key: 'errors:fieldViolation',
        params: { field, message: 'Wrong TIN checksum' },
        text: `${field} - Wrong TIN checksum`,
      });
    });

    it('falls back to the capitalised property path when no label exists', () => {
      const body = errorBody('x', code, {}, [violation('noSuchField', 'Invalid', 'Must be set')]);
      expect(en(400, body).text).toBe('NoSuchField - Must be set');
    });

    it('translates a message that is an i18n key, in the reader language', () => {
      const body = errorBody('x', code, {}, [
        violation('noSuchField', 'Required (server language)', 'validation:required'),
      ]);
      // The rules own that wording; what matters is the reader's language, not the server's title.
      expect(translate('pl', 'validation:required')).not.toBe('validation:required');
      expect(errorMessage({ status: 400, body }, 'pl').text).toBe(
        `NoSuchField - ${translate('pl', 'validation:required')}`,
      );
      expect(en(400, body).text).toBe(`NoSuchField - ${translate('en', 'validation:required')}`);
    });

    it('uses the title when the key needs values the body does not carry', () => {
      const body = errorBody('x', code, {}, [
        violation('noSuchField', 'Server title.', 'common:notFound.pageNotFound'),
      ]);
      expect(en(400, body).text).toBe('NoSuchField - Server title.');
    });

    it('without violations says the form data is incorrect', () => {
      expect(en(400, errorBody('x', code)).key).toBe('errors:incorrectFormData');
    });
  });

  describe('in Polish', () => {
    it.each<[unknown, string]>([
      [undefined, 'Coś poszło nie tak. Spróbuj ponownie później.'],
      [errorBody('Bad credentials'), 'Nieprawidłowy login i/lub hasło.'],
      [errorBody('User with the given email not found'), 'Nie znaleziono użytkownika o podanym adresie e-mail.'],
      [errorBody('Token is invalid.'), 'Ten token nie jest już aktywny.'],
      [errorBody('Access denied'), 'Brak dostępu'],
      [errorBody('x', errorCodes.campaignCompleted), 'Kampania została już zakończona.'],
      [errorBody('x', errorCodes.leadOtherAdvisor), 'Ten lead jest przypisany do innego doradcy.'],
      [
        errorBody('x', errorCodes.offerBelowMinimum, { investmentValueMin: '1234.5', currency: 'PLN' }),
        'Kwota inwestycji jest niższa niż kwota minimalna: 1\u00a0234,50\u00a0PLN.',
      ],
      [
        errorBody('x', errorCodes.offerMinimumValue, { investmentValueMax: 500 }),
        'Kwota inwestycji nie spełnia wymogu wartości minimalnej. Maksymalna dostępna kwota: 500,00.',
      ],
      [errorBody('', null, {}, [violation('surname', 'To pole jest wymagane.')]), 'Surname - To pole jest wymagane.'],
      [errorBody('Doradca już istnieje.'), 'Doradca już istnieje.'],
    ])('%j', (body, text) => {
      expect(errorMessage({ status: 400, body }, 'pl').text).toBe(text);
    });
  });

  it('maps every catalogue code to a message of its own (none falls through to the label)', () => {
    for (const code of Object.values(errorCodes)) {
      if (code === errorCodes.unexpected) continue;
      const result = en(400, errorBody('Server text', code, { investmentValueMin: 1, investmentValueMax: 2 }));
      expect(result.key, code).not.toBe('errors:serverLabel');
      expect(result.key, code).not.toBe('errors:default');
    }
  });
});

describe('errorMessageKeys', () => {
  it.each(Object.entries(errorMessageKeys))('%s exists in PL and EN', (_name, key) => {
    for (const language of ['pl', 'en'] as Language[]) {
      expect(translate(language, key), `${language} ${key}`).not.toBe(key);
    }
  });
});

describe('errorCodes', () => {
  it('keeps the edge codes under their names', () => {
    expect(errorCodes).toMatchObject(edgeErrorCodes);
  });

  it('has unique, stable codes', () => {
    const codes = Object.values(errorCodes);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]+\.[a-z_]+$/);
  });
});

describe('parseErrorBody', () => {
  it('keeps a well-formed body as it is', () => {
    const body = errorBody('Bad', 'x.y', { a: 1, b: 'c', d: null, e: true }, [violation('p', 't', 'm')]);
    expect(parseErrorBody(body)).toEqual(body);
  });

  it('fills missing fields and drops parameters that are not scalars', () => {
    expect(parseErrorBody({ code: 'x.y', parameters: { a: { nested: 1 }, b: 2 }, violations: 'nope' })).toEqual({
      label: '',
      code: 'x.y',
      parameters: { b: 2 },
      violations: [],
    });
  });

  it.each([undefined, null, '', 'Bad Gateway', '<html></html>', '[]', [], 0, true, {}])(
    '%j is not an error body',
    (body) => {
      expect(parseErrorBody(body)).toBeNull();
    },
  );
});

describe('accountingFieldLabel', () => {
  it('falls back to the capitalised path, also for nested paths without a label', () => {
    expect(accountingFieldLabel('lines[0].noSuch', 'en')).toBe('Lines[0].noSuch');
  });

  it('tries the last property of a nested path', () => {
    const direct = accountingFieldLabel('glAccount', 'pl');
    expect(accountingFieldLabel('document.glAccount', 'pl')).toBe(
      direct === 'GlAccount' ? 'Document.glAccount' : direct,
    );
  });
});

describe('codes of the identity and advisor endpoints', () => {
  it.each([
    ['auth.two_factor_invalid_code', 'The authentication code is incorrect.'],
    ['auth.not_impersonating', 'You are not acting as another user.'],
    ['advisor.invalid_transition', "This change of the advisor's status is not allowed."],
    ['advisor.cannot_archive_self', 'You cannot archive your own account.'],
  ])('%s has its own message', (code, text) => {
    expect(errorMessage({ status: 409, body: { label: 'x', code, parameters: {}, violations: [] } }, 'en').text).toBe(
      text,
    );
  });
});

describe('codes of the follow-up (issue 20, decision 072)', () => {
  it('names the moment the next reminder may go, in the platform time zone, in both languages', () => {
    const body = errorBody('x', errorCodes.offerReminderTooSoon, { nextReminderAt: '2026-11-22T13:05:00.000Z' });
    expect(errorMessage({ status: 429, body }, 'pl').text).toBe(
      'Przypomnienie o tej inwestycji zostało już wysłane. Następne można wysłać 22.11.2026, 14:05.',
    );
    expect(errorMessage({ status: 429, body }, 'en').text).toBe(
      'A reminder about this investment has already been sent. The next one can be sent on 22.11.2026, 14:05.',
    );
    const without = errorMessage({ status: 429, body: errorBody('x', errorCodes.offerReminderTooSoon) }, 'en');
    expect(without.key).toBe('errors:offerReminderTooSoonNoValue');
  });

  it('says an offer in no stall has nothing to remind of', () => {
    const body = errorBody('x', errorCodes.offerNotStalled);
    expect(errorMessage({ status: 409, body }, 'pl').text).toBe(
      'Ta inwestycja nie utknęła: nie ma o czym przypominać.',
    );
    expect(errorMessage({ status: 409, body }, 'en').key).toBe('errors:offerNotStalled');
  });
});
