import { formatBankAccount } from '@wl/shared/format';
import { type KycSection, kycSections } from '@wl/shared/schemas';
import { emptyKycFormValues, emptyRowAt, type KycFormValues, sectionNodes } from './form-values.ts';
import type { FieldNode } from './schema-fields.ts';

/**
 * Saved KYC data (a draft of the investor panel, the public form's draft, or what the form itself
 * stored) back into form values. Saved data is what the schemas output (an IBAN without spaces,
 * a phone in E.164, percentages as numbers) and comes from a jsonb column the portal does not
 * control, so every field is read defensively: anything of the wrong type is left blank for the
 * user to fill in again rather than breaking the form.
 */

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const record = (value: unknown): Data => (isRecord(value) ? value : {});
const list = (value: unknown): Data[] => (Array.isArray(value) ? value.filter(isRecord) : []);

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A decimal as people here write it (spec §9: a comma), `250000.00` → `250000,00`. */
function decimalText(value: unknown): string {
  return text(value).replace('.', ',');
}

/** The two fields the form holds differently from the schema, and the IBAN shown in groups of four. */
const savedValueOf: Record<string, (data: unknown, empty: unknown) => unknown> = {
  'investmentDetails.originOfFunds.supportingDocuments': (documents) =>
    (Array.isArray(documents) ? documents : []).flatMap((document: unknown) => {
      // The form's own copy keeps the names; saved data has the ids only.
      if (isRecord(document) && typeof document.id === 'string')
        return [{ id: document.id, fileName: text(document.fileName) }];
      return typeof document === 'string' ? [{ id: document, fileName: '' }] : [];
    }),
  'investorStatus.wellInformedInvestor.transactionsPerQuarter': (quarters, empty) =>
    (empty as string[]).map((_, index) => text(Array.isArray(quarters) ? quarters[index] : undefined)),
  'bankAccounts.bankAccounts.iban': (iban) => formatBankAccount(text(iban)),
};

/**
 * Saved data of a node as the form holds it; `empty` is the node's value in an empty form, which
 * also fills what the data lacks (Poland as the country, one row where a list needs one).
 */
function fromData(node: FieldNode, data: unknown, empty: unknown, path: string): unknown {
  switch (node.kind) {
    case 'group': {
      const source = record(data);
      const blank = record(empty);
      return Object.fromEntries(
        Object.entries(node.fields).map(([name, field]) => {
          const fieldPath = `${path}.${name}`;
          const read = savedValueOf[fieldPath];
          return [name, read ? read(source[name], blank[name]) : fromData(field, source[name], blank[name], fieldPath)];
        }),
      );
    }
    case 'rows': {
      const rows = list(data).map((row) => {
        const blank = emptyRowAt(path);
        return { ...(fromData(node.row, row, blank, path) as Data), key: blank.key };
      });
      return rows.length > 0 ? rows : empty;
    }
    case 'list': {
      const items = Array.isArray(data) ? data.map(text).filter(Boolean) : [];
      return items.length > 0 ? items : empty;
    }
    case 'yesNo':
      return typeof data === 'boolean' ? data : empty;
    case 'money':
    case 'decimal':
      return decimalText(data);
    case 'number':
      return text(data);
    case 'text':
      return text(data) || empty;
  }
}

/** The sections saved data holds (as objects), in questionnaire order. */
export function sectionsIn(data: unknown): KycSection[] {
  const source = record(data);
  return kycSections.filter((section) => isRecord(source[section]));
}

/**
 * Form values from saved data: the sections it holds read from it, the others left empty (or
 * taken from `base`, e.g. what the user typed locally).
 */
export function formValuesFromData(data: unknown, base: KycFormValues = emptyKycFormValues()): KycFormValues {
  const source = record(data);
  const empty = emptyKycFormValues();
  const values = { ...base };
  for (const section of sectionsIn(source)) {
    (values as Record<KycSection, unknown>)[section] = fromData(
      sectionNodes[section],
      source[section],
      empty[section],
      section,
    );
  }
  return values;
}
