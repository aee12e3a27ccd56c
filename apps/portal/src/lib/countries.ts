import type { Language } from '@wl/shared/config';

/** ISO 3166-1 alpha-2 codes (the document's issuing country), named by the browser's Intl. */
const CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

const displayNames = new Map<Language, Intl.DisplayNames | null>();

/**
 * One Intl.DisplayNames per language. Naming the ~250 countries with a new one each took 4–7 ms in
 * Node; with one, 0.6 ms.
 */
function namesIn(language: Language): Intl.DisplayNames | null {
  let names = displayNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = null;
    }
    displayNames.set(language, names);
  }
  return names;
}

/** The name of a country in the language, or the code itself when the browser has no name. */
export function countryName(code: string, language: Language): string {
  try {
    return namesIn(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

export interface CountryOption {
  readonly value: string;
  readonly label: string;
}

function sortedOptions(codes: readonly string[], language: Language): readonly CountryOption[] {
  const collator = new Intl.Collator(language);
  return codes
    .map((code) => ({ value: code, label: countryName(code, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

const optionsByLanguage = new Map<Language, readonly CountryOption[]>();

/**
 * Select options, sorted by name in the language; `extra` keeps a stored code the list lacks.
 * The list of a language is made once per page (a KYC section has three country fields, and each
 * asked for it at every render of a changed value); it is shared, hence read-only.
 */
export function countryOptions(language: Language, extra?: string | null): readonly CountryOption[] {
  if (extra && !CODES.includes(extra)) return sortedOptions([...CODES, extra], language);
  let options = optionsByLanguage.get(language);
  if (!options) {
    options = sortedOptions(CODES, language);
    optionsByLanguage.set(language, options);
  }
  return options;
}
