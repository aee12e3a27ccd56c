import type { Language } from '../config/fields.ts';
import { formatDateTime } from '../format/date.ts';
import { formatMoney, formatNumber } from '../format/number.ts';
import { capitalize } from '../format/text.ts';
import { isMessageKey, type MessageParams, translate } from '../i18n/translate.ts';
import type { ErrorBody, Violation } from './error-body.ts';
import { errorCodes } from './error-codes.ts';
import { parseErrorBody } from './parse-error-body.ts';

/**
 * Every message of the error catalogue (spec §8), as i18n keys. The not-found pages reuse the
 * `common:notFound.*` texts rather than repeating them. A test keeps every key present in PL and
 * EN.
 */
export const errorMessageKeys = {
  default: 'errors:default',
  notFound: 'errors:notFound',
  badGateway: 'errors:badGateway',
  forbidden: 'errors:forbidden',
  serviceUnavailable: 'errors:serviceUnavailable',
  invalidHost: 'errors:invalidHost',
  hostUnavailable: 'errors:hostUnavailable',
  validation: 'errors:validation',
  tooManyRequests: 'errors:tooManyRequests',
  userNotFound: 'errors:userNotFound',
  badCredentials: 'errors:badCredentials',
  tokenNotActive: 'errors:tokenNotActive',
  accessDenied: 'errors:accessDenied',
  sessionExpired: 'errors:sessionExpired',
  accountNotActive: 'errors:accountNotActive',
  campaignNotActive: 'errors:campaignNotActive',
  campaignNotStarted: 'errors:campaignNotStarted',
  campaignCompleted: 'errors:campaignCompleted',
  leadOtherAdvisor: 'errors:leadOtherAdvisor',
  incorrectFormData: 'errors:incorrectFormData',
  offerBelowMinimum: 'errors:offerBelowMinimum',
  offerBelowMinimumNoValue: 'errors:offerBelowMinimumNoValue',
  offerAboveMaximum: 'errors:offerAboveMaximum',
  offerAboveMaximumNoValue: 'errors:offerAboveMaximumNoValue',
  offerMinimumValue: 'errors:offerMinimumValue',
  offerMinimumValueNoValue: 'errors:offerMinimumValueNoValue',
  offerOutOfDate: 'errors:offerOutOfDate',
  legalDocumentsChanged: 'errors:legalDocumentsChanged',
  formAlreadySent: 'errors:formAlreadySent',
  fileDownload: 'errors:fileDownload',
  fileTooLarge: 'errors:fileTooLarge',
  fileUnsupportedType: 'errors:fileUnsupportedType',
  twoFactorInvalidCode: 'errors:twoFactorInvalidCode',
  twoFactorState: 'errors:twoFactorState',
  notImpersonating: 'errors:notImpersonating',
  advisorInvalidTransition: 'errors:advisorInvalidTransition',
  advisorCannotArchiveSelf: 'errors:advisorCannotArchiveSelf',
  advisorSharedAccountEmail: 'errors:advisorSharedAccountEmail',
  offerInvalidTransition: 'errors:offerInvalidTransition',
  companyNotFound: 'errors:companyNotFound',
  companyExists: 'errors:companyExists',
  companyNotChosen: 'errors:companyNotChosen',
  legalPersonsDisabled: 'errors:legalPersonsDisabled',
  kycIncomplete: 'errors:kycIncomplete',
  identityNotVerified: 'errors:identityNotVerified',
  contractNotAvailable: 'errors:contractNotAvailable',
  providerCallbackInvalid: 'errors:providerCallbackInvalid',
  providerCallbackReplayed: 'errors:providerCallbackReplayed',
  passwordResetProcessed: 'errors:passwordResetProcessed',
  scheduleNotAvailable: 'errors:scheduleNotAvailable',
  scheduleImportChanged: 'errors:scheduleImportChanged',
  offerNotStalled: 'errors:offerNotStalled',
  offerReminderTooSoon: 'errors:offerReminderTooSoon',
  offerReminderTooSoonNoValue: 'errors:offerReminderTooSoonNoValue',
  exportTooLarge: 'errors:exportTooLarge',
  /** `{{label}}`: the server's own human text, shown as it is. */
  serverLabel: 'errors:serverLabel',
  /** `{{field}} - {{title}}`: the first violation. */
  violation: 'errors:violation',
  /** `{{field}} - {{message}}`: an accounting document field's violation. */
  fieldViolation: 'errors:fieldViolation',
  invitationsAllSent: 'errors:invitations.allSent',
  invitationsPartlyFailed: 'errors:invitations.partlyFailed',
  investorDeniedTitle: 'errors:investorDenied.title',
  investorDeniedMessage: 'errors:investorDenied.message',
  pageNotFound: 'common:notFound.pageNotFound',
  routeInvalid: 'common:notFound.routeInvalid',
} as const;
export type ErrorMessageKey = (typeof errorMessageKeys)[keyof typeof errorMessageKeys];

/** One message: its key and values (for i18next's `t(key, params)`) and the text already translated. */
export interface ErrorMessage {
  key: ErrorMessageKey;
  params: MessageParams;
  text: string;
}

/**
 * A failed call as the portal's HTTP client sees it: `status` 0 when no response arrived
 * (network failure, CORS, abort); `body` the parsed JSON or the raw text, whatever it was.
 */
export interface FailedResponse {
  status: number;
  body?: unknown;
}

export function catalogueMessage(key: ErrorMessageKey, language: Language, params: MessageParams = {}): ErrorMessage {
  return { key, params, text: translate(language, key, params) };
}

type AmountParameter = 'investmentValueMin' | 'investmentValueMax';

interface CodeMessage {
  key: ErrorMessageKey;
  /** The parameter shown in the message, and the key used when the body does not carry it. */
  amount?: { parameter: AmountParameter; withoutValue: ErrorMessageKey };
  /** A moment shown in the message (DD.MM.YYYY HH:mm, the platform's time zone). */
  dateTime?: { parameter: 'nextReminderAt'; withoutValue: ErrorMessageKey };
}

const k = errorMessageKeys;

/** Codes with a message of their own. `error.unexpected`, `error.validation` and the accounting code are handled apart. */
const codeMessages = new Map<string, CodeMessage>([
  [errorCodes.notFound, { key: k.notFound }],
  [errorCodes.badGateway, { key: k.badGateway }],
  [errorCodes.forbidden, { key: k.forbidden }],
  [errorCodes.serviceUnavailable, { key: k.serviceUnavailable }],
  [errorCodes.invalidHost, { key: k.invalidHost }],
  [errorCodes.hostUnavailable, { key: k.hostUnavailable }],
  [errorCodes.tooManyRequests, { key: k.tooManyRequests }],
  [errorCodes.userNotFound, { key: k.userNotFound }],
  [errorCodes.badCredentials, { key: k.badCredentials }],
  [errorCodes.accessDenied, { key: k.accessDenied }],
  [errorCodes.sessionExpired, { key: k.sessionExpired }],
  [errorCodes.tokenNotActive, { key: k.tokenNotActive }],
  [errorCodes.accountNotActive, { key: k.accountNotActive }],
  [errorCodes.campaignNotActive, { key: k.campaignNotActive }],
  [errorCodes.campaignNotStarted, { key: k.campaignNotStarted }],
  [errorCodes.campaignCompleted, { key: k.campaignCompleted }],
  [errorCodes.leadOtherAdvisor, { key: k.leadOtherAdvisor }],
  [errorCodes.incorrectFormData, { key: k.incorrectFormData }],
  [errorCodes.formAlreadySent, { key: k.formAlreadySent }],
  [errorCodes.offerOutOfDate, { key: k.offerOutOfDate }],
  [errorCodes.legalDocumentsChanged, { key: k.legalDocumentsChanged }],
  [errorCodes.fileTooLarge, { key: k.fileTooLarge }],
  [errorCodes.fileUnsupportedType, { key: k.fileUnsupportedType }],
  [errorCodes.twoFactorInvalidCode, { key: k.twoFactorInvalidCode }],
  [errorCodes.twoFactorState, { key: k.twoFactorState }],
  [errorCodes.notImpersonating, { key: k.notImpersonating }],
  [errorCodes.advisorInvalidTransition, { key: k.advisorInvalidTransition }],
  [errorCodes.advisorCannotArchiveSelf, { key: k.advisorCannotArchiveSelf }],
  [errorCodes.advisorSharedAccountEmail, { key: k.advisorSharedAccountEmail }],
  [errorCodes.offerInvalidTransition, { key: k.offerInvalidTransition }],
  [errorCodes.companyNotFound, { key: k.companyNotFound }],
  [errorCodes.companyExists, { key: k.companyExists }],
  [errorCodes.companyNotChosen, { key: k.companyNotChosen }],
  [errorCodes.legalPersonsDisabled, { key: k.legalPersonsDisabled }],
  [errorCodes.kycIncomplete, { key: k.kycIncomplete }],
  [errorCodes.identityNotVerified, { key: k.identityNotVerified }],
  [errorCodes.contractNotAvailable, { key: k.contractNotAvailable }],
  [errorCodes.providerCallbackInvalid, { key: k.providerCallbackInvalid }],
  [errorCodes.providerCallbackReplayed, { key: k.providerCallbackReplayed }],
  [errorCodes.scheduleNotAvailable, { key: k.scheduleNotAvailable }],
  [errorCodes.scheduleImportChanged, { key: k.scheduleImportChanged }],
  [errorCodes.offerNotStalled, { key: k.offerNotStalled }],
  [
    errorCodes.offerReminderTooSoon,
    {
      key: k.offerReminderTooSoon,
      dateTime: { parameter: 'nextReminderAt', withoutValue: k.offerReminderTooSoonNoValue },
    },
  ],
  [errorCodes.exportTooLarge, { key: k.exportTooLarge }],
  [
    errorCodes.offerBelowMinimum,
    {
      key: k.offerBelowMinimum,
      amount: { parameter: 'investmentValueMin', withoutValue: k.offerBelowMinimumNoValue },
    },
  ],
  [
    errorCodes.offerAboveMaximum,
    {
      key: k.offerAboveMaximum,
      amount: { parameter: 'investmentValueMax', withoutValue: k.offerAboveMaximumNoValue },
    },
  ],
  // Spec §8: the second minimum-value code is shown with the maximum, not the minimum.
  [
    errorCodes.offerMinimumValue,
    {
      key: k.offerMinimumValue,
      amount: { parameter: 'investmentValueMax', withoutValue: k.offerMinimumValueNoValue },
    },
  ],
]);

/** Spec §8: labels of the original backend that map to messages; any other label is shown as it is. */
const labelMessages = new Map<string, ErrorMessageKey>([
  ['User with the given email not found', k.userNotFound],
  ['Bad credentials', k.badCredentials],
  ['Token is invalid.', k.tokenNotActive],
  ['Access denied', k.accessDenied],
  ['error.unexpected', k.default],
]);

/** An amount parameter as money (with `parameters.currency` when present); `null` when absent. */
function amountParameter(parameters: ErrorBody['parameters'], name: AmountParameter): string | null {
  const value = parameters[name];
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const currency = typeof parameters.currency === 'string' ? parameters.currency : null;
  const formatted = currency ? formatMoney(value, currency) : formatNumber(value);
  if (formatted) return formatted;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function fromCode(rule: CodeMessage, body: ErrorBody, language: Language): ErrorMessage {
  if (rule.dateTime) {
    const value = body.parameters[rule.dateTime.parameter];
    const formatted = typeof value === 'string' ? formatDateTime(value, language) : '';
    return formatted
      ? catalogueMessage(rule.key, language, { [rule.dateTime.parameter]: formatted })
      : catalogueMessage(rule.dateTime.withoutValue, language);
  }
  if (!rule.amount) return catalogueMessage(rule.key, language);
  const amount = amountParameter(body.parameters, rule.amount.parameter);
  return amount === null
    ? catalogueMessage(rule.amount.withoutValue, language)
    : catalogueMessage(rule.key, language, { [rule.amount.parameter]: amount });
}

/** `{{field}} - {{title}}`, the field being the property path with its first letter upper-cased. */
function violationMessage(violation: Violation, language: Language): ErrorMessage {
  const title = violation.title || violationText(violation, language);
  if (!violation.propertyPath) return catalogueMessage(k.serverLabel, language, { label: title });
  return catalogueMessage(k.violation, language, { field: capitalize(violation.propertyPath), title });
}

/**
 * A violation's `message`: our API puts the i18n key there (and the translated text in `title`),
 * so a key is translated into the reader's language; a key that is unknown or needs values the
 * body does not carry falls back to the server's `title`. Any other text is shown as it is.
 */
function violationText(violation: Violation, language: Language): string {
  const { message, title } = violation;
  if (!isMessageKey(message)) return message || title;
  const text = translate(language, message);
  return text !== message && !text.includes('{{') ? text : title || message;
}

/**
 * The friendly label of an accounting document field (spec §3), from `enums:accountingField.*`;
 * for a nested path (`document.costCenter`, `lines[0].glAccount`) the last property is tried too.
 * Without a label, the property path capitalised.
 */
export function accountingFieldLabel(propertyPath: string, language: Language): string {
  const last = propertyPath.split(/[.[\]]/).filter((part) => part && !/^\d+$/.test(part));
  const candidates = [propertyPath, last[last.length - 1]].filter((path): path is string => Boolean(path));
  for (const path of candidates) {
    const key = `enums:accountingField.${path}`;
    const label = translate(language, key);
    if (label !== key) return label;
  }
  return capitalize(propertyPath);
}

function accountingFieldMessage(violation: Violation, language: Language): ErrorMessage {
  return catalogueMessage(k.fieldViolation, language, {
    field: accountingFieldLabel(violation.propertyPath, language),
    message: violationText(violation, language),
  });
}

/**
 * Spec §8: one message for a failed server response, in order:
 *
 * 1. No response (`status` 0) or a body that is not an error body → the default message.
 * 2. A code of the catalogue ({@link errorCodes}) → its message; the offer amount codes show
 *    `investmentValueMin` / `investmentValueMax` from `parameters`, formatted as money.
 *    `accounting.invalid_field` → the field's friendly label, " - ", the first violation's
 *    message (incorrect form data when it has no violation). `error.validation` → the first
 *    violation, or the validation message. `error.unexpected` → the default message.
 * 3. Otherwise the label: 'User with the given email not found', 'Bad credentials',
 *    'Token is invalid.', 'Access denied' and 'error.unexpected' map to messages; any other
 *    non-empty label is the server's own text and is shown as it is.
 * 4. If the message is still the default and there are violations → the first one as
 *    "PropertyPath - title".
 *
 * Codes come before labels because a code is the contract and a label only its wording. Pure,
 * never throws.
 */
export function errorMessage(response: FailedResponse, language: Language): ErrorMessage {
  const body = response.status > 0 ? parseErrorBody(response.body) : null;
  if (!body) return catalogueMessage(k.default, language);
  const [violation] = body.violations;

  if (body.code === errorCodes.accountingInvalidField) {
    return violation ? accountingFieldMessage(violation, language) : catalogueMessage(k.incorrectFormData, language);
  }
  if (body.code === errorCodes.validation) {
    return violation ? violationMessage(violation, language) : catalogueMessage(k.validation, language);
  }
  const rule = body.code === null ? undefined : codeMessages.get(body.code);
  if (rule) return fromCode(rule, body, language);

  const label = body.code === errorCodes.unexpected ? '' : body.label.trim();
  const labelKey = labelMessages.get(label);
  if (labelKey && labelKey !== k.default) return catalogueMessage(labelKey, language);
  if (label && !labelKey) return catalogueMessage(k.serverLabel, language, { label });

  return violation ? violationMessage(violation, language) : catalogueMessage(k.default, language);
}
