import type { FormErrors } from '@mantine/form';
import type { Language } from '@wl/shared/config';
import { errorCodes } from '@wl/shared/errors';
import { formatMoney } from '@wl/shared/format';
import { issueKey, translate } from '@wl/shared/i18n/core';
import {
  type AcceptOfferPayload,
  acceptOfferPayloadSchemaFor,
  type LeadForm,
  type OfferTerms,
} from '@wl/shared/schemas';
import type { z } from 'zod';
import { ApiRequestError, messageOfError } from '@/lib/api/api-error.ts';
import { validateWithSchema, violationsToFormErrors } from '@/lib/forms/validation.ts';

/** The invest form as typed: the amount as text ("25 000,50" is fine), the host's two consents. */
export interface AcceptFormValues {
  amount: string;
  consent2: boolean;
  consent3: boolean;
}

export const acceptFormFields = ['amount', 'consent2', 'consent3'] as const;

export const emptyAcceptForm: AcceptFormValues = { amount: '', consent2: false, consent3: false };

const moneyParams = ['min', 'max', 'step'] as const;

/**
 * An amount issue of the shared rule, worded with its limits as money (spec §9: "10 000,00 PLN"
 * rather than "10000"); the rule and the message key are the server's.
 */
function amountIssueMessage(issue: z.core.$ZodIssue, currency: string, language: Language): string {
  const custom = (issue as { params?: Record<string, unknown> }).params ?? {};
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(custom)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    params[name] = (moneyParams as readonly string[]).includes(name) ? formatMoney(value, currency) : value;
  }
  return translate(language, issueKey(issue), params);
}

/**
 * The invest form against the offer's terms with the server's own schema
 * (`acceptOfferPayloadSchemaFor`): the amount required, within min and max, a multiple of the
 * step, at most two decimals; both consents ticked. One message per field.
 */
export function validateAcceptForm(values: AcceptFormValues, terms: OfferTerms, language: Language): FormErrors {
  const schema = acceptOfferPayloadSchemaFor(terms);
  const errors = validateWithSchema(schema, values, language);
  const amountIssue = errors.amount ? schema.shape.amount.safeParse(values.amount).error?.issues[0] : undefined;
  if (amountIssue) errors.amount = amountIssueMessage(amountIssue, terms.currency, language);
  return errors;
}

/** The payload of PATCH …/accept: the amount as a plain decimal string ("25000.5"), the consents. */
export function acceptPayloadOf(values: AcceptFormValues, terms: OfferTerms): AcceptOfferPayload {
  return acceptOfferPayloadSchemaFor(terms).parse(values);
}

/** The limits under the amount field: "from 10 000,00 PLN to 500 000,00 PLN, in steps of 1 000,00 PLN". */
export function amountLimits(terms: OfferTerms) {
  return {
    min: formatMoney(terms.investmentValueMin, terms.currency),
    max: formatMoney(terms.investmentValueMax, terms.currency),
    step: formatMoney(terms.investmentValueStep, terms.currency),
  };
}

/**
 * Decision 013: the panel's form starts from the investor's last acceptance, but only with an
 * amount this offer takes (same currency, within its limits and step). Consents are never
 * carried over: they are given for each subscription.
 */
export function prefilledAmount(lead: LeadForm | null | undefined, terms: OfferTerms): string {
  if (!lead || lead.currency !== terms.currency) return '';
  const check = acceptOfferPayloadSchemaFor(terms).shape.amount.safeParse(lead.amount);
  return check.success ? lead.amount.replace('.', ',') : '';
}

const amountCodes: ReadonlySet<string> = new Set([
  errorCodes.offerBelowMinimum,
  errorCodes.offerAboveMaximum,
  errorCodes.offerMinimumValue,
]);

/** Refusals after which the offer is read again: its status or campaign changed under the form. */
const staleCodes: ReadonlySet<string> = new Set([
  errorCodes.offerOutOfDate,
  errorCodes.campaignNotActive,
  errorCodes.campaignNotStarted,
  errorCodes.campaignCompleted,
  errorCodes.tokenNotActive,
]);

export interface AcceptRefusal {
  /** Messages on the fields they concern (the amount's limits, the server's violations). */
  fieldErrors: FormErrors;
  /** A message for the whole form (spec §8 catalogue), when no field is to blame. */
  formError: string | null;
  /** The form cannot succeed any more (campaign closed, offer out of date, link inactive). */
  final: boolean;
}

/**
 * A refused acceptance as the form shows it: amount codes of spec §8 (below the minimum with
 * investmentValueMin, above the maximum with investmentValueMax) on the amount field, the
 * server's violations on their fields, anything else above the button.
 */
export function acceptRefusal(error: unknown, language: Language): AcceptRefusal {
  const code = error instanceof ApiRequestError ? error.code : null;
  const message = messageOfError(error, language).text;
  if (code && amountCodes.has(code)) return { fieldErrors: { amount: message }, formError: null, final: false };
  const fieldErrors = violationsToFormErrors(error, acceptFormFields);
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, formError: null, final: false };
  return { fieldErrors: {}, formError: message, final: code !== null && staleCodes.has(code) };
}
