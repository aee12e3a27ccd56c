/** The sanctioned countries and regions the KYC form asks about (spec §3), in the form's order. */
export const SANCTION_COUNTRIES = ['iran', 'northKorea', 'syria', 'crimeaDonetsk', 'cuba', 'russia'] as const;
export type SanctionCountry = (typeof SANCTION_COUNTRIES)[number];
