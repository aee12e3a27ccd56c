/**
 * The validation rules of spec §5, shared by the portal's forms and the API. A rule is either a
 * pure function (predicates and checks, for services and tests) or a zod schema/refinement whose
 * issues carry an i18n key (`validation:<key>`) as their message and its values as `params`;
 * `issueMessage`/`toViolations` turn them into Polish or English text. Rules that depend on
 * "today" take `{ today?: () => Date }` and read it at each validation.
 */

// Message keys -------------------------------------------------------------------------------

/** `ValidationKey`: every `validation:` key; `RuleFailure`: a refused value's key and params. */
export type { RuleFailure, ValidationKey } from './messages.ts';
export {
  /** Reports a `RuleFailure` from a superRefine/transform, at an optional path. */
  addRuleIssue,
  /** `validation:emailTaken`, for the server to report an e-mail that already has an account. */
  EMAIL_TAKEN_KEY,
} from './messages.ts';

// When checks run ----------------------------------------------------------------------------

export {
  /** `when` of a field's check that needs the field's earlier checks passed (instead of `abort: true`). */
  ifValidSoFar,
  /** `when` of an object refinement: it runs once the fields it reads are valid, whatever the others hold. */
  whenValid,
} from './check-order.ts';

// Generic rules ------------------------------------------------------------------------------

/**
 * `rule.required()`, `rule.email()`, `rule.min(n)`, `rule.max(n)`, `rule.between(a, b)`,
 * `rule.minLength(n)`, `rule.maxLength(n)`, `rule.lengthBetween(a, b)`, `rule.length(n)`,
 * `rule.matches(re, key)`, `rule.url()`, `rule.number()`, `rule.dateFormat()`,
 * `rule.dateBefore(limit)`, `rule.dateAfter(limit)`, `rule.confirm()`: the generic rules of
 * spec §5 as zod schema builders.
 */
export * as rule from './generic.ts';

// Calendar dates and "today" -----------------------------------------------------------------

/** `IsoDate`: a `YYYY-MM-DD` string; `Clock`: an injectable "now"; `ClockOptions`: `{ today?: Clock }`. */
export type { CalendarDate, Clock, ClockOptions, IsoDate } from './calendar-date.ts';
export {
  /** Adds (or subtracts) days to a `YYYY-MM-DD` date, without time zones. */
  addDays,
  /** Adds (or subtracts) calendar months, clamping to the month's last day. */
  addMonths,
  /** The `YYYY-MM-DD` day an instant falls on in a time zone (Europe/Warsaw by default). */
  calendarDateOf,
  /** Orders two `YYYY-MM-DD` dates: negative, 0 or positive. */
  compareIsoDates,
  /** Days from one `YYYY-MM-DD` date to another. */
  daysBetween,
  /** Days in a month of a year (leap years included). */
  daysInMonth,
  /** `YYYY-MM-DD` from year, month and day numbers. */
  formatIsoDate,
  /** Whether a value is a `YYYY-MM-DD` string naming a real day. */
  isIsoDate,
  /** Gregorian leap year: 2000 yes, 1900 no. */
  isLeapYear,
  /** Whether year/month/day name a real day. */
  isRealDate,
  /** The time zone "today" is read in: Europe/Warsaw, so browser and server agree. */
  PLATFORM_TIME_ZONE,
  /** Year, month and day of a `YYYY-MM-DD` string, or undefined. */
  parseIsoDate,
  /** Today's `YYYY-MM-DD`, read from a clock now. */
  todayIso,
} from './calendar-date.ts';
/** `DateLimit`: a fixed date or one computed from today; `DateLimitOptions`: `inclusive` and the clock. */
export type { DateLimit, DateLimitOptions } from './dates.ts';
export {
  /** date_after as a schema: a date after a limit (or on it, with `inclusive`). */
  dateAfterSchema,
  /** date_before as a schema: a date before a limit (or on it, with `inclusive`). */
  dateBeforeSchema,
  /** Whether a date is today or earlier. */
  isNotInFuture,
  /** date_format: a required `YYYY-MM-DD` real date. */
  isoDateSchema,
  /** Refinement: a date of something that has happened is not after today (`validation:dateInFuture`). */
  notInFuture,
  /** A date limit resolved against the clock now. */
  resolveDateLimit,
} from './dates.ts';

// Numbers, e-mails, URLs, phones -------------------------------------------------------------

export {
  /** What is wrong with a trimmed e-mail address (too long a local part or address, the format), or undefined. */
  checkEmail,
  /** A required e-mail address, trimmed, case kept. */
  emailAddressSchema,
  /** Whether a trimmed text is an e-mail address. */
  isEmail,
  /** 254 and 64: the most characters of an address and of its local part (RFC 5321). */
  MAX_EMAIL_LENGTH,
  MAX_EMAIL_LOCAL_PART_LENGTH,
} from './email.ts';
export {
  /** A typed number ('1 234,56', '1234.5') as a plain decimal string, or undefined. */
  normalizeDecimal,
  /** A number or string input ('1 234,56') or a number as a number; blank and garbage refused. */
  numberSchema,
  /** A typed number ('1 234,56') as an exact big.js decimal, or undefined. */
  parseDecimal,
  /** A typed number ('1 234,56') as a JS number, or undefined. */
  parseNumber,
} from './number.ts';
export {
  /** PL: the country of numbers typed without a prefix. */
  DEFAULT_PHONE_COUNTRY,
  /** Whether a phone number is valid (libphonenumber-js, default country PL). */
  isValidPhone,
  /** A valid phone, output in E.164 ("+48600123456"). */
  phoneSchema,
  /** A valid phone number in E.164, or undefined. */
  toE164,
} from './phone.ts';
export {
  /** Whether a text is an absolute http(s) URL (no javascript:, data:, or relative links). */
  isHttpUrl,
  /** A required http(s) URL, trimmed. */
  urlSchema,
} from './url.ts';

// Passwords ----------------------------------------------------------------------------------

/** `NewPassword`: a password and its confirmation. `PasswordFields`: their field names. */
export type { NewPassword, PasswordFields } from './password.ts';
export {
  /** Whether a password has 8+ characters, upper and lower case, a digit and a special character. */
  isStrongPassword,
  /** Password and confirmation, strong and equal. */
  newPasswordSchema,
  /** 8: the minimum password length (spec §9). */
  PASSWORD_MIN_LENGTH,
  /** A new password: required and strong (`validation:passwordWeak`). */
  passwordSchema,
  /** Refinement: the confirmation equals the password (`validation:passwordsMatch` on the confirmation). */
  passwordsMatch,
} from './password.ts';

// Addresses and bank accounts ----------------------------------------------------------------

export {
  /** A bank account (IBAN or Polish NRB), output in electronic form. */
  bankAccountSchema,
  /** An IBAN or account in print form ("PL61 1090 …") in electronic form. */
  electronicFormat,
  /** An IBAN, output in electronic form. */
  electronicIbanSchema,
  ibanSchema,
  /** Whether a text is an IBAN or a Polish NRB. */
  isValidBankAccount,
  /** Whether a text is a valid IBAN (print or electronic form). */
  isValidIban,
  /** Whether a text is a valid Polish NRB (26 digits, IBAN check digits). */
  isValidNrb,
} from './iban.ts';
export {
  /** Why a postal code is refused for a country, or undefined. */
  checkZipCode,
  /** Whether a postal code fits a country (PL `NN-NNN`, a table of others, a loose check otherwise). */
  isValidZipCode,
  /** The postal code formats known per country, with an example each. */
  ZIP_CODE_FORMATS,
  /** Refinement: an address's postal code fits its country field. */
  zipCodeMatchesCountry,
  /** A postal code of a given country, trimmed and upper-cased. */
  zipCodeSchema,
} from './zip-code.ts';

// Identity -----------------------------------------------------------------------------------

/** `BirthDateOptions`: the clock, and whether the person must be an adult. */
export type { BirthDateOptions } from './birth-date.ts';
export {
  /** 18: the age an investor must have on the day of the KYC. */
  ADULT_AGE,
  /** Refinement of a birth date: not after today and, with `adult`, 18 years or more ago. */
  birthDateRule,
  /** The day someone turns an age (29 February → 28 February in a common year). */
  birthdayAt,
  /** Whether someone is at least 18 on a given day. */
  isAdultOn,
} from './birth-date.ts';
export {
  /** 7: days an identity document must still be valid (spec §9). */
  DOCUMENT_EXPIRY_MIN_DAYS,
  /** Refinement of a date field: the document is valid at least 7 more days. */
  documentExpiryRule,
  /** An expiry date at least 7 days ahead of today (read at each validation). */
  documentExpirySchema,
  /** Today plus 7 days: the earliest expiry accepted. */
  earliestDocumentExpiry,
  /** Whether an expiry date is at least 7 days after a given today. */
  isDocumentExpiryAcceptable,
} from './document-expiry.ts';
/** `PolishDocumentType`: ID_CARD or PASSPORT, the Polish documents with a check digit. */
export type { PolishDocumentType } from './identity-document.ts';
export {
  /** What is wrong with an identity document number for its type and issuing country, or undefined. */
  checkIdentityDocumentNumber,
  /** 4 and 20: the length of a foreign document number. */
  FOREIGN_DOCUMENT_NUMBER_MAX_LENGTH,
  FOREIGN_DOCUMENT_NUMBER_MIN_LENGTH,
  /** Whether a text is a valid Polish identity card (ABA300000) or passport (ZS0000177) number. */
  isValidPolishDocumentNumber,
  /** The check digit of a Polish identity card or passport number (weights 7, 3, 1). */
  polishDocumentCheckDigit,
} from './identity-document.ts';
/** `PeselData`: the birth date and sex a PESEL encodes; `Sex`: female or male. */
export type { PeselData, Sex } from './pesel.ts';
export {
  /** Refinement: the birth date equals the one a valid PESEL encodes. */
  birthDateMatchesPesel,
  /** A valid PESEL for a birth date, sex and serial (fixtures and tests). */
  composePesel,
  /** The birth date and sex of a valid PESEL, or undefined. */
  decodePesel,
  /** Whether a text is a valid PESEL (1800–2299, check digit, real date). */
  isValidPesel,
  /** 1800 and 2299: the birth years PESELs can encode. */
  PESEL_FIRST_YEAR,
  PESEL_LAST_YEAR,
  /** A required, valid PESEL. */
  peselSchema,
} from './pesel.ts';

// PEP ----------------------------------------------------------------------------------------

/** `PepFunctionPeriod`: start, end and "currently holding" of a PEP function. */
export type { PepFunctionPeriod } from './pep.ts';
export {
  /** Whether a PEP function's end date is not before its start date. */
  isPepPeriodOrdered,
  /** Whether a PEP function still makes its holder a PEP (held, or ended within 12 months). */
  isStillPep,
  /** 12: months a former PEP still counts as one. */
  PEP_FORMER_WINDOW_MONTHS,
  /** Refinement: a PEP function's end date is not before its start (reported on the end date). */
  pepEndNotBeforeStart,
  /** The last day a former PEP counts as one: end date plus 12 months. */
  pepWindowEnd,
} from './pep.ts';

// Choices ------------------------------------------------------------------------------------

export {
  /** A non-empty list of network ids (`validation:networks`). */
  advisorNetworksSchema,
  /** A non-empty list of industry ids (`validation:industries`). */
  industriesSchema,
} from './choices.ts';
/** `RegisterLookup`: the input of a company register load. */
export type { RegisterLookup } from './company.ts';
export {
  /** Whether a company register load may start (a register number is given). */
  canLoadFromRegister,
  /** A company id among the existing ones (`validation:companyNotListed`). */
  existingCompanySchema,
  /** Whether a value is one of the existing company ids. */
  isExistingCompany,
  /** Whether a text is a KRS number (10 digits, a leading "KRS", spaces and hyphens aside). */
  isKrsNumber,
  /** 10: the digits of a KRS number. */
  KRS_NUMBER_LENGTH,
  /** A KRS number as typed without a leading "KRS", spaces and hyphens. */
  krsNumberOf,
  /** A register load's input: a required KRS number of 10 digits (`registerNumberRequired`, `registerNumberFormat`). */
  registerLookupSchema,
} from './company.ts';

// Sanctions ----------------------------------------------------------------------------------

/** `SanctionCountry`: one of the sanction questions' codes; `SanctionPercentages`: the answers. */
export type { SanctionCountry, SanctionPercentages } from './sanctions.ts';
export {
  /** Why the percentages' total is refused, or undefined. */
  checkSanctionTotal,
  /** The sanction question codes: iran, northKorea, syria, crimeaDonetsk, cuba, russia. */
  SANCTION_COUNTRIES,
  /** 0 and 100: the range of one percentage. */
  SANCTION_PERCENTAGE_MAX,
  SANCTION_PERCENTAGE_MIN,
  /** 100: the most the percentages may add up to (spec §9). */
  SANCTION_TOTAL_MAX,
  /** One percentage (0–100, comma decimals, blank = not applicable). */
  sanctionPercentageSchema,
  /** All six percentages, each 0–100, total at most 100 (exact). */
  sanctionPercentagesSchema,
  /** The exact total of the percentages. */
  sanctionTotal,
} from './sanctions.ts';

// Messages and invitations -------------------------------------------------------------------

/** `InvitationEmails`: the addresses of an invite field, with the invalid and duplicated ones. */
export type { InvitationEmails } from './invitation-emails.ts';
export {
  /** The addresses of an invite field and what is wrong with them (messages name the addresses). */
  checkInvitationEmails,
  /** ';': the separator of invitation e-mails. */
  INVITATION_EMAIL_SEPARATOR,
  /** The invite field's text in, the list of valid, unique addresses out. */
  invitationEmailsSchema,
  /** Splits the invite field on ';', trims, drops empties, sorts out invalid and duplicates. */
  splitInvitationEmails,
} from './invitation-emails.ts';
export {
  /** 10: the minimum message length (spec §9). */
  MESSAGE_MIN_LENGTH,
  /** A message of at least 10 characters once trimmed. */
  messageSchema,
} from './message.ts';

// Investment amounts -------------------------------------------------------------------------

/** `DecimalInput`: string, number or Big; `InvestmentAmountLimits`: min, max, step, scale; `InvestmentAmountCheck`: the outcome. */
export type { DecimalInput, InvestmentAmountCheck, InvestmentAmountLimits } from './amount.ts';
export {
  /** 2: decimal places an amount may have by default. */
  AMOUNT_SCALE,
  /** Required, a number, ≤ 2 decimals, > 0, ≥ min, ≤ max, a multiple of the step: exact decimals. */
  checkInvestmentAmount,
  /** The message key of why a plain decimal is not money (negative, > 2 decimals, > 15 digits), or undefined. */
  checkMoneyFormat,
  /** The investment amount field: input in, plain decimal string out. */
  investmentAmountSchema,
  /** Whether an amount passes `checkInvestmentAmount`. */
  isValidInvestmentAmount,
  /** 15: the most digits money has before its decimal point. */
  MONEY_MAX_WHOLE_DIGITS,
} from './amount.ts';

// Well-informed investor ---------------------------------------------------------------------
/** The facts assessed and which thresholds they meet. */
export type { WellInformedInvestorCriteria, WellInformedInvestorFacts } from './well-informed-investor.ts';
export {
  /** Commitment of at least 100 000 EUR. */
  meetsCommitmentThreshold,
  /** Portfolio over 500 000 EUR. */
  meetsPortfolioThreshold,
  /** At least 10 transactions in each of the last four quarters. */
  meetsTransactionFrequency,
  /** 100 000: the commitment threshold in EUR (inclusive). */
  WELL_INFORMED_MIN_COMMITMENT_EUR,
  /** 10: transactions per quarter. */
  WELL_INFORMED_MIN_TRANSACTIONS_PER_QUARTER,
  /** 500 000: the portfolio must be above it, in EUR. */
  WELL_INFORMED_PORTFOLIO_ABOVE_EUR,
  /** 4: quarters the transaction count covers. */
  WELL_INFORMED_QUARTERS,
  /** Each threshold, met or not. */
  wellInformedInvestorCriteria,
} from './well-informed-investor.ts';
