import type { RuleFailure } from './messages.ts';

/** The country whose identity cards and passports have a known number format with a check digit. */
const POLAND = 'PL';

/** The lengths a foreign document number may have (ICAO numbers have 9; national ones vary). */
export const FOREIGN_DOCUMENT_NUMBER_MIN_LENGTH = 4;
export const FOREIGN_DOCUMENT_NUMBER_MAX_LENGTH = 20;

/** The weights of the Polish check digit, repeated over the characters other than the check digit. */
const WEIGHTS = [7, 3, 1] as const;

/**
 * A Polish number format: its shape, where its check digit stands (0-based), and the key of the
 * message naming it. The identity card: 3 letters, then 6 digits, the first of them the check
 * digit (`ABA300000`); the passport: 2 letters, then 7 digits, the first the check digit
 * (`ZS0000177`).
 */
interface PolishFormat {
  shape: RegExp;
  checkIndex: number;
  failure: RuleFailure;
}

const POLISH_FORMATS = {
  ID_CARD: { shape: /^[A-Z]{3}\d{6}$/, checkIndex: 3, failure: { key: 'validation:idCardNumber' } },
  PASSPORT: { shape: /^[A-Z]{2}\d{7}$/, checkIndex: 2, failure: { key: 'validation:passportNumber' } },
} as const satisfies Record<string, PolishFormat>;

export type PolishDocumentType = keyof typeof POLISH_FORMATS;

/** A digit is its value, a letter A–Z 10–35 (as in the machine-readable zone of the document). */
function characterValue(character: string): number {
  const code = character.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 55;
}

/**
 * The check digit of a Polish identity card or passport number: the characters other than the
 * check digit, in order, weighted 7, 3, 1, 7, 3, 1, 7, 3 (letters A=10 … Z=35), summed, modulo
 * 10. (The same as the published form, where the check digit itself is weighted 9 and the whole
 * sum must end in 0.) The number must already have its shape (letters and digits, upper case).
 */
export function polishDocumentCheckDigit(number: string, checkIndex: number): number {
  const others = [...number.slice(0, checkIndex), ...number.slice(checkIndex + 1)];
  const sum = others.reduce(
    (total, character, index) => total + characterValue(character) * (WEIGHTS[index % 3] ?? 0),
    0,
  );
  return sum % 10;
}

/** Whether the text is a valid Polish identity card (`ABA300000`) or passport (`ZS0000177`) number. */
export function isValidPolishDocumentNumber(type: PolishDocumentType, number: string): boolean {
  const format = POLISH_FORMATS[type];
  return (
    format.shape.test(number) &&
    polishDocumentCheckDigit(number, format.checkIndex) === Number(number[format.checkIndex])
  );
}

/** Letters (any script), digits, single spaces or hyphens between them. */
const FOREIGN_SHAPE = /^[\p{L}\d]+(?:[ -][\p{L}\d]+)*$/u;

/**
 * What is wrong with an identity document number, or undefined when it is acceptable. The format
 * follows the document: a Polish identity card or passport (issued by `PL`) by its format and
 * check digit, any other country's document by its characters (letters, digits, spaces and
 * hyphens) and length. The number is compared as given: upper-case it first (document numbers
 * are written in capitals; the advisor form's schema does it).
 */
export function checkIdentityDocumentNumber(document: {
  type: string;
  country: string;
  number: string;
}): RuleFailure | undefined {
  const { type, country, number } = document;
  if (country === POLAND && (type === 'ID_CARD' || type === 'PASSPORT')) {
    return isValidPolishDocumentNumber(type, number) ? undefined : polishFailure(type, number);
  }
  const length = [...number].length;
  if (
    FOREIGN_SHAPE.test(number) &&
    length >= FOREIGN_DOCUMENT_NUMBER_MIN_LENGTH &&
    length <= FOREIGN_DOCUMENT_NUMBER_MAX_LENGTH
  ) {
    return undefined;
  }
  return {
    key: 'validation:documentNumber',
    params: { min: FOREIGN_DOCUMENT_NUMBER_MIN_LENGTH, max: FOREIGN_DOCUMENT_NUMBER_MAX_LENGTH },
  };
}

/** The shape's message when the shape is wrong, the check digit's when only the check digit is. */
function polishFailure(type: PolishDocumentType, number: string): RuleFailure {
  return POLISH_FORMATS[type].shape.test(number)
    ? { key: 'validation:documentNumberCheckDigit' }
    : POLISH_FORMATS[type].failure;
}
