import { z } from 'zod';
import { bankAccountSchema } from '../rules/index.ts';
import { currencySchema, schedulePaymentStatusSchema } from './enums.ts';
import {
  calendarDateSchema,
  countryCodeSchema,
  dateTimeSchema,
  idSchema,
  optionalText,
  requiredText,
} from './fields.ts';

/**
 * Spec §3 "Document-like entity": an accounting document (an invoice or its correction) with
 * its counterparty, dates, payment and booking. The friendly label of every field is
 * `enums:accountingField.<field>` (spec §8 shows it in front of a violation of this entity).
 * `paymentStatus` uses the platform's one payment-status enumeration; `type` and `paymentMethod`
 * are the accounting system's own codes, kept as text.
 */
export const accountingDocumentSchema = z.strictObject({
  id: idSchema,
  counterPartyTin: optionalText(30),
  counterPartyName: requiredText(300),
  counterPartyStreet: optionalText(150),
  counterPartyStreetNumber: optionalText(20),
  counterPartyApartmentNumber: optionalText(20),
  counterPartyCity: optionalText(100),
  counterPartyZipCode: optionalText(12),
  counterPartyCountry: countryCodeSchema.optional(),
  type: requiredText(50),
  documentNumber: requiredText(100),
  /** The document a correction corrects. */
  correctedDocumentNumber: optionalText(100),
  issueDate: calendarDateSchema,
  paymentDate: calendarDateSchema.optional(),
  saleDate: calendarDateSchema.optional(),
  /** When the document was added to the platform. */
  additionDate: dateTimeSchema,
  paymentMethod: optionalText(50),
  paymentStatus: schedulePaymentStatusSchema,
  currency: currencySchema,
  bankAccount: bankAccountSchema.optional(),
  bankAccountCountry: countryCodeSchema.optional(),
  glAccount: optionalText(50),
  costCenter: optionalText(50),
});
export type AccountingDocument = z.infer<typeof accountingDocumentSchema>;

/** The labelled fields, in the spec's order (each has `enums:accountingField.<field>`). */
export const accountingDocumentFields = Object.keys(accountingDocumentSchema.shape).filter(
  (field): field is Exclude<keyof AccountingDocument, 'id'> => field !== 'id',
);
