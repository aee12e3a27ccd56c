import { randomId } from '@mantine/hooks';
import { type KycSection, kycSectionSchemas, kycSections } from '@wl/shared/schemas';
import type { z } from 'zod';
import { type FieldNode, type GroupNode, groupNode } from './schema-fields.ts';

/**
 * The questionnaire as the form holds it, derived from the shared section schemas
 * (`kycSectionSchemas`): every field of every section, with what a person types (text for
 * numbers, dates and choices, `''` for nothing typed, `null` for an unanswered yes/no) rather than
 * what the schemas output. `to-payload.ts` turns it into the schemas' input and `from-data.ts`
 * turns saved data back into it, both by the same schemas. List rows carry a `key` of their own
 * (React keys survive removing a row in the middle); it never travels.
 *
 * What the schemas cannot say lives here: the choices the empty form starts with (Poland where a
 * country is asked, PLN, one row where a list needs at least one) and the two fields the form
 * holds differently (a supporting document keeps its file name on screen; the four quarters are
 * four inputs).
 */

export type YesNo = boolean | null;

/** A field of a schema's input as the form holds it. */
type FormField<T> = [T] extends [boolean]
  ? YesNo
  : [T] extends [string | number]
    ? string
    : T extends readonly (infer Item)[]
      ? [Item] extends [object]
        ? FormRow<Item>[]
        : string[]
      : T extends object
        ? FormGroup<T>
        : string;
type FormGroup<T> = { -readonly [K in keyof T]-?: FormField<Exclude<T[K], undefined>> };
type FormRow<T> = FormGroup<T> & { key: string };

type Derived = { [S in KycSection]: FormGroup<z.input<(typeof kycSectionSchemas)[S]>> };

/** An uploaded supporting document: its id travels, its name is kept for the list on screen. */
export interface DocumentValues {
  id: string;
  fileName: string;
}

type OriginOfFundsValues = Omit<Derived['investmentDetails']['originOfFunds'][number], 'supportingDocuments'> & {
  supportingDocuments: DocumentValues[];
};
type WellInformedValues = Omit<Derived['investorStatus']['wellInformedInvestor'], 'transactionsPerQuarter'> & {
  /** The last four quarters, oldest first. */
  transactionsPerQuarter: [string, string, string, string];
};

export type KycFormValues = Omit<Derived, 'investmentDetails' | 'investorStatus'> & {
  investmentDetails: Omit<Derived['investmentDetails'], 'originOfFunds'> & { originOfFunds: OriginOfFundsValues[] };
  investorStatus: Omit<Derived['investorStatus'], 'wellInformedInvestor'> & {
    wellInformedInvestor: WellInformedValues;
  };
};

export type AddressValues = KycFormValues['investorInformation']['residentialAddress'];

/** Each section's fields, read once from its schema. */
export const sectionNodes = Object.fromEntries(
  kycSections.map((section) => [section, groupNode(kycSectionSchemas[section])]),
) as Record<KycSection, GroupNode>;

type Defaults = { [name: string]: unknown };

/** The choices a new row starts with, by the row list's path (`section.field…`, no indices). */
const rowDefaults: Record<string, Defaults> = {
  'taxStatus.otherTaxNumbers': { country: 'PL' },
  'taxStatus.beneficialOwners': { citizenship: 'PL' },
  'investmentDetails.originOfFunds': { currency: 'PLN' },
  'investorStatus.pep.functions': { currentlyHolding: false },
  'fatcaCrs.taxResidencies': { country: 'PL' },
};

/** The choices an empty questionnaire starts with, by path; a row list here starts with one row. */
const startingValues: Record<string, unknown> = {
  'investorInformation.citizenships': ['PL'],
  'investorInformation.identityDocument.issuingCountry': 'PL',
  'investorInformation.residentialAddress.country': 'PL',
  'investorInformation.mailingAddressSameAsResidential': true,
  'investorInformation.mailingAddress.country': 'PL',
  'taxStatus.mainTaxNumber.country': 'PL',
  'investmentDetails.originOfFunds': 'one row',
  'investorStatus.wellInformedInvestor.transactionsPerQuarter': ['', '', '', ''],
  'bankAccounts.bankAccounts': 'one row',
  'fatcaCrs.taxResidencies': 'one row',
  'fatcaCrs.declarationAccepted': false,
};

/** The node at a path of a section (`investmentDetails.originOfFunds`), through groups and rows. */
function nodeAt(path: string): FieldNode {
  const [section, ...names] = path.split('.');
  let node: FieldNode = sectionNodes[section as KycSection];
  for (const name of names) {
    const group: FieldNode | undefined = node.kind === 'rows' ? node.row : node;
    const next: FieldNode | undefined = group?.kind === 'group' ? group.fields[name] : undefined;
    if (!next) throw new Error(`No KYC field at ${path}`);
    node = next;
  }
  return node;
}

/** The blank value of a node at a path, with the starting choices applied. */
function blankValue(node: FieldNode, path: string): unknown {
  const start = startingValues[path];
  if (start === 'one row') return [emptyRowAt(path)];
  if (start !== undefined) return structuredClone(start);
  switch (node.kind) {
    case 'group':
      return blankFields(node, path);
    case 'rows':
    case 'list':
      return [];
    case 'yesNo':
      return null;
    default:
      return '';
  }
}

/** A group's fields, blank (a row's fields take the path of their list). */
function blankFields(node: GroupNode, path: string): Defaults {
  return Object.fromEntries(
    Object.entries(node.fields).map(([name, field]) => [name, blankValue(field, `${path}.${name}`)]),
  );
}

/** A new row of the row list at `path` (its own `key`), blank but for its defaults and `given`. */
export function emptyRowAt(path: string, given: Defaults = {}): Defaults & { key: string } {
  const node = nodeAt(path);
  if (node.kind !== 'rows') throw new Error(`No KYC row list at ${path}`);
  const blank = blankFields(node.row, path);
  return { key: randomId(), ...blank, ...rowDefaults[path], ...given };
}

/** The blank value of the field at a path (an address, a section), with its starting choices. */
export function emptyValueAt(path: string): unknown {
  return blankValue(nodeAt(path), path);
}

export const emptyAddress = (): AddressValues =>
  emptyValueAt('investorInformation.residentialAddress') as AddressValues;

type RowOf<List> = List extends readonly (infer Row)[] ? Row : never;
type Values = KycFormValues;

export const emptyTaxNumber = () =>
  emptyRowAt('taxStatus.otherTaxNumbers') as RowOf<Values['taxStatus']['otherTaxNumbers']>;
export const emptyBeneficialOwner = () =>
  emptyRowAt('taxStatus.beneficialOwners') as RowOf<Values['taxStatus']['beneficialOwners']>;
export const emptyOriginOfFunds = () =>
  emptyRowAt('investmentDetails.originOfFunds') as RowOf<Values['investmentDetails']['originOfFunds']>;
export const emptyPepFunction = () =>
  emptyRowAt('investorStatus.pep.functions') as RowOf<Values['investorStatus']['pep']['functions']>;
export const emptyBankAccount = (owner = '') =>
  emptyRowAt('bankAccounts.bankAccounts', { owner }) as RowOf<Values['bankAccounts']['bankAccounts']>;
export const emptyTaxResidency = () =>
  emptyRowAt('fatcaCrs.taxResidencies') as RowOf<Values['fatcaCrs']['taxResidencies']>;

/**
 * A questionnaire nobody has started: Poland preselected where a country is asked (the platform's
 * investors mostly live there; any other can be chosen), one row where a list needs at least one.
 */
export function emptyKycFormValues(): KycFormValues {
  return Object.fromEntries(kycSections.map((section) => [section, emptyValueAt(section)])) as KycFormValues;
}
