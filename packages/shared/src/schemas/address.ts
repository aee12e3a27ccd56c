import { z } from 'zod';
import { whenValid, zipCodeMatchesCountry } from '../rules/index.ts';
import { countryCodeSchema, optionalText, requiredText } from './fields.ts';

/**
 * A postal address (KYC residential and mailing addresses, a company's registered office).
 * Voivodeship, county and commune are the Polish administrative units; they are optional because
 * addresses abroad have none. The postal code is checked against the country (PL `00-950`, …).
 */
export const addressShape = z.strictObject({
  street: requiredText(150),
  houseNumber: requiredText(20),
  flatNumber: optionalText(20),
  voivodeship: optionalText(100),
  county: optionalText(100),
  commune: optionalText(100),
  city: requiredText(100),
  zipCode: requiredText(12),
  country: countryCodeSchema,
});

/** The postal code is checked against the country as soon as both are given, whatever else is missing. */
export const addressSchema = addressShape.superRefine(
  zipCodeMatchesCountry({ zip: 'zipCode', country: 'country' }),
  whenValid({ zipCode: addressShape.shape.zipCode, country: addressShape.shape.country }),
);
export type Address = z.infer<typeof addressSchema>;
