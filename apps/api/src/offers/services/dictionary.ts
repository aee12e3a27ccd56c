import {
  contractStatuses,
  currencies,
  durationUnits,
  enumLabelKey,
  interestPaymentFrequencies,
  interestTypes,
  investmentStatuses,
  type LabelledEnum,
  type LabelledEnumValue,
  type Language,
  translate,
} from '@wl/shared';
import type { OfferDictionary } from '@wl/shared/schemas';

function entries<E extends LabelledEnum>(name: E, values: readonly LabelledEnumValue<E>[], language: Language) {
  return values.map((value) => ({ value: String(value), label: translate(language, enumLabelKey(name, value)) }));
}

/** The enumerations of the offer screens with their labels (static: from the shared enums). */
export function offerDictionary(language: Language): OfferDictionary {
  return {
    interestTypes: entries('interestType', interestTypes, language),
    interestPaymentFrequencies: entries('interestPaymentFrequency', interestPaymentFrequencies, language),
    currencies: entries('currency', currencies, language),
    durationUnits: entries('durationUnit', durationUnits, language),
    investmentStatuses: entries('investmentStatus', investmentStatuses, language),
    contractStatuses: entries('contractStatus', contractStatuses, language),
  };
}
