import { normalizeDecimal, parseNumber } from '@wl/shared/rules';
import { type KycDictionaryEntry, type KycSection, kycSections } from '@wl/shared/schemas';
import { type DocumentValues, type KycFormValues, sectionNodes } from './form-values.ts';
import type { FieldNode } from './schema-fields.ts';

/**
 * The form's values as the input of the shared section schemas (and of the API, which takes the
 * same input shape): blanks become "not given" (so an optional field is left out and a required
 * one reads "required"), typed numbers keep what was typed unless they parse (`1 000,50` →
 * `1000.5`; garbage stays garbage, so the schema says why), questions asked only after an answer
 * (mailing address, property regime, beneficial owners …) are sent only when asked.
 */

export type SectionPayload = Record<string, unknown>;
export type KycPayload = Partial<Record<KycSection, SectionPayload>>;

export interface PayloadOptions {
  /** The industries dictionary: its ids are numbers or text, the select's values are text. */
  industries?: readonly KycDictionaryEntry[];
}

const blank = (value: string | null | undefined) => value === undefined || value === null || value.trim() === '';

/** Text or nothing: blank text is left out. */
export function given(value: string | null | undefined): string | undefined {
  return blank(value) ? undefined : (value as string);
}

/** Money as the schemas take it (a dot, no spaces): `1 000,50` → `1000.5`; unparseable text as typed. */
export function moneyInput(value: string): string | undefined {
  if (blank(value)) return undefined;
  return normalizeDecimal(value) ?? value.trim();
}

/** A count typed as text: a number when it parses, else the text (the schema refuses it). */
function countInput(value: string): number | string | undefined {
  if (blank(value)) return undefined;
  return parseNumber(value) ?? value.trim();
}

function industryId(value: string, dictionary: readonly KycDictionaryEntry[] | undefined): number | string {
  const entry = dictionary?.find((item) => String(item.id) === value);
  if (entry) return entry.id;
  return /^\d+$/.test(value) ? Number(value) : value;
}

type Group = Record<string, unknown>;

/**
 * The questions asked only after an answer (the form's flow, not the schemas'), by the field's
 * path (`section.field…`, no row indices): given the object that holds the field, whether it was
 * asked. A question not asked is not sent: a list as empty, a required group as `{}`, anything
 * else left out.
 */
const askedOnlyWhen: Record<string, (holder: Group) => boolean> = {
  'investorInformation.mailingAddress': (info) => !info.mailingAddressSameAsResidential,
  'investorInformation.propertyRegime': (info) => info.maritalStatus === 'Married',
  'taxStatus.beneficialOwners': (tax) => tax.actsOnOwnBehalf === false,
  // Asked only when money comes from a business; then an empty list is "choose at least one".
  'investmentDetails.industries': (details) =>
    (details.originOfFunds as Group[]).some((origin) => origin.type === 'BusinessActivity'),
  'investorStatus.wellInformedInvestor.commitmentEur': (answers) => answers.declaresWellInformed === true,
  'investorStatus.wellInformedInvestor.portfolioEur': (answers) => answers.declaresWellInformed === true,
  'investorStatus.wellInformedInvestor.transactionsPerQuarter': (answers) => answers.declaresWellInformed === true,
  'investorStatus.pep.functions': (pep) => pep.isPep === true,
  'investorStatus.pep.functions.endDate': (pepFunction) => !pepFunction.currentlyHolding,
  'fatcaCrs.usTin': (section) => section.usPerson === true,
  'sanctions.percentages': (section) => section.activityInSanctionedCountries === true,
};

/** The two fields the form holds differently from the schema (see form-values.ts). */
const inputOf: Record<string, (value: unknown, options: PayloadOptions) => unknown> = {
  'investmentDetails.originOfFunds.supportingDocuments': (documents) =>
    (documents as DocumentValues[]).map((document) => document.id),
  'investmentDetails.industries': (ids, options) => (ids as string[]).map((id) => industryId(id, options.industries)),
};

function notAsked(node: FieldNode): unknown {
  if (node.kind === 'rows' || node.kind === 'list') return [];
  if (node.kind === 'group' && !node.optional) return {};
  return undefined;
}

/** A value of the form as the input of its node's schema. */
function toInput(node: FieldNode, value: unknown, path: string, options: PayloadOptions): unknown {
  switch (node.kind) {
    case 'group': {
      const holder = (value ?? {}) as Group;
      return Object.fromEntries(
        Object.entries(node.fields).map(([name, field]) => {
          const fieldPath = `${path}.${name}`;
          if (askedOnlyWhen[fieldPath]?.(holder) === false) return [name, notAsked(field)];
          const convert = inputOf[fieldPath];
          return [name, convert ? convert(holder[name], options) : toInput(field, holder[name], fieldPath, options)];
        }),
      );
    }
    case 'rows':
      return ((value ?? []) as Group[]).map((row) => toInput(node.row, row, path, options));
    case 'list': {
      const items = ((value ?? []) as unknown[]).map((item) => toInput(node.item, item, path, options));
      // A list of blanks (the four quarters left empty) was not answered.
      return items.length > 0 && items.every((item) => item === undefined) ? undefined : items;
    }
    case 'yesNo':
      return value ?? undefined;
    case 'money':
      return moneyInput(value as string);
    case 'number':
      return countInput(value as string);
    case 'decimal':
      return given(value as string)?.trim();
    case 'text':
      return given(value as string);
  }
}

/** Drops the keys of what was not given, so the JSON (and the review) holds only answers. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, compact(item)]),
  );
}

/** One section's values as its schema's input. */
export function sectionPayload<S extends KycSection>(
  section: S,
  values: KycFormValues,
  options: PayloadOptions = {},
): SectionPayload {
  return compact(toInput(sectionNodes[section], values[section], section, options)) as SectionPayload;
}

/** The given sections (all by default) as a draft or as the complete questionnaire. */
export function kycPayload(
  values: KycFormValues,
  sections: readonly KycSection[] = kycSections,
  options: PayloadOptions = {},
): KycPayload {
  return Object.fromEntries(sections.map((section) => [section, sectionPayload(section, values, options)]));
}
