/** Codes the edge itself answers with; the platform API adds the rest of the catalogue. */
export const edgeErrorCodes = {
  notFound: 'error.not_found',
  badGateway: 'error.bad_gateway',
  forbidden: 'error.forbidden',
  unexpected: 'error.unexpected',
  validation: 'error.validation',
  serviceUnavailable: 'error.service_unavailable',
  /** 400: the Host header (or a trusted X-Forwarded-Host) is not a host name with an optional port. */
  invalidHost: 'error.invalid_host',
  /** 503: the host is not live (pending since onboarding, or suspended; decision 038). */
  hostUnavailable: 'error.host_unavailable',
} as const;

/**
 * The error codes of spec §8, as the platform API raises them in the `code` of the error body
 * (DESIGN §4) and as {@link errorMessage} maps them to messages. The spec lists the messages but
 * names no codes; these are ours and stable: `<area>.<snake_case_reason>`. The edge's own codes
 * (`error.*`) are part of the catalogue.
 *
 * Validation failures (a body that does not pass the zod schema) use `validation` with
 * violations: the first violation is then shown. `incorrectFormData` is for a form that is
 * well-formed but cannot be accepted as a whole, and shows its own message.
 */
export const errorCodes = {
  ...edgeErrorCodes,
  /** 429: login and token-sending endpoints are rate limited (DESIGN §4). */
  tooManyRequests: 'error.too_many_requests',
  /** Login: no user with that e-mail (also the label 'User with the given email not found'). */
  userNotFound: 'auth.user_not_found',
  /** Login: wrong e-mail or password (also the label 'Bad credentials'). */
  badCredentials: 'auth.bad_credentials',
  /** No advisor-panel context matches the current host (also the label 'Access denied'). */
  accessDenied: 'auth.access_denied',
  /** The session's refresh token is gone, expired or revoked: sign in again. */
  sessionExpired: 'auth.session_expired',
  /** A login link, activation or refresh token that was used or expired (also 'Token is invalid.'). */
  tokenNotActive: 'token.not_active',
  /** The advisor account is `initial` or `deleted`. */
  accountNotActive: 'account.not_active',
  /** The campaign is no longer active. */
  campaignNotActive: 'campaign.not_active',
  /** The campaign's start date is in the future. */
  campaignNotStarted: 'campaign.not_started',
  /** The campaign's end date has passed. */
  campaignCompleted: 'campaign.completed',
  /** The lead (investor) is owned by another advisor. */
  leadOtherAdvisor: 'lead.other_advisor',
  /** The form cannot be accepted as a whole. */
  incorrectFormData: 'form.incorrect_data',
  /** The form was already sent and is now inactive. */
  formAlreadySent: 'form.already_sent',
  /** Amount below the minimum; `parameters.investmentValueMin` (and optionally `currency`). */
  offerBelowMinimum: 'offer.below_minimum',
  /** Amount above the maximum; `parameters.investmentValueMax` (and optionally `currency`). */
  offerAboveMaximum: 'offer.above_maximum',
  /**
   * The spec's "second minimum-value code": it is shown with `investmentValueMax`, not the
   * minimum (spec §8, kept as specified). Use it when the amount cannot meet the minimum value
   * because of what is left to invest; send that remaining amount as `investmentValueMax`.
   */
  offerMinimumValue: 'offer.minimum_value',
  /** The offer is out of date or the request was already sent (also invalid state moves, 409). */
  offerOutOfDate: 'offer.out_of_date',
  /** The host's legal documents changed after they were shown (decision 043): read them again (409). */
  legalDocumentsChanged: 'legal.documents_changed',
  /** An uploaded file is larger than allowed. */
  fileTooLarge: 'file.too_large',
  /** An uploaded file is of a type that is not accepted. */
  fileUnsupportedType: 'file.unsupported_type',
  /**
   * Spec §8's special code: the accounting document (spec §3) rejected a field. The first
   * violation is shown as the field's friendly label, ' - ', then the violation's message.
   */
  accountingInvalidField: 'accounting.invalid_field',
  /** The two-factor code does not match. */
  twoFactorInvalidCode: 'auth.two_factor_invalid_code',
  /** Two-factor set-up, confirmation or removal out of order (the label says which). */
  twoFactorState: 'auth.two_factor_state',
  /** Ending an impersonation that is not going on. */
  notImpersonating: 'auth.not_impersonating',
  /** An advisor status change the state machine forbids (DESIGN §4); parameters `from`, `to`. */
  advisorInvalidTransition: 'advisor.invalid_transition',
  /** An admin cannot archive their own account. */
  advisorCannotArchiveSelf: 'advisor.cannot_archive_self',
  /** The e-mail is also this tenant's investor's login (the investor panel): not changed here. */
  advisorSharedAccountEmail: 'advisor.shared_account_email',
  /** An investment status change the state machine forbids (DESIGN §4); parameters `from`, `to`. */
  offerInvalidTransition: 'offer.invalid_transition',
  /** The company register has no company with that register number. */
  companyNotFound: 'company.not_found',
  /** A company with this register number already exists for this tenant; choose it from the existing ones. */
  companyExists: 'company.exists',
  /** The company chosen is not one of the investor's existing companies. */
  companyNotChosen: 'company.not_chosen',
  /** This host does not onboard legal persons. */
  legalPersonsDisabled: 'onboarding.legal_persons_disabled',
  /** The KYC form is not complete; parameters.missing lists the sections still to fill in. */
  kycIncomplete: 'kyc.incomplete',
  /** The identity of the investor has not been verified yet. */
  identityNotVerified: 'identity.not_verified',
  /** There is no agreement to sign for this offer yet (it is created once the offer is accepted). */
  contractNotAvailable: 'contract.not_available',
  /** A provider callback whose signature, age or body is not valid. */
  providerCallbackInvalid: 'provider.callback_invalid',
  /** A provider callback whose event id was already received. */
  providerCallbackReplayed: 'provider.callback_replayed',
  /** The investment has no interest schedule (not invested, or its money has not arrived): nothing to mark (409). */
  scheduleNotAvailable: 'schedule.not_available',
  /** A schedule import's preview no longer matches what applying it would do: preview again (409). */
  scheduleImportChanged: 'schedule.import_changed',
  /** A reminder for an offer that is in no stall now (decision 072): nothing to remind of (409). */
  offerNotStalled: 'offer.not_stalled',
  /** The offer's last reminder was under 24 h ago (decision 072); `parameters.nextReminderAt` (429). */
  offerReminderTooSoon: 'offer.reminder_too_soon',
  /** An export would hold more rows than one file may (EXPORT_MAX_ROWS, decision 073): narrow the filters (422). */
  exportTooLarge: 'export.too_large',
} as const;

export type ErrorCodeName = keyof typeof errorCodes;
export type ErrorCode = (typeof errorCodes)[ErrorCodeName];
