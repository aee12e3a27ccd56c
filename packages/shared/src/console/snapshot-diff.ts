import { z } from 'zod';
import type { Language } from '../config/fields.ts';
import { adminConfigurationSchema } from '../config/host-config.ts';
import { legalDocumentKinds } from '../config/legal-documents.ts';
import { type Message, translate } from '../i18n/translate.ts';
import { type HostConfigSnapshot, hostSnapshotFields, type JsonValue } from './host-draft.ts';

/**
 * One changed value between two snapshots. `field` is a dotted path: a top-level column
 * (`theme`), a language of a text (`siteTitle.pl`), a field of the admin configuration
 * (`adminConfiguration.themeColors`, `adminConfiguration.consent2.en`). A value that is absent
 * on one side is null there. This is what a revision's `changes` Json holds.
 */
export interface SnapshotChange {
  field: string;
  before: JsonValue;
  after: JsonValue;
}

const jsonSchema = z.json() as z.ZodType<JsonValue>;

export const snapshotChangeSchema = z.strictObject({
  field: z.string().min(1),
  before: jsonSchema,
  after: jsonSchema,
});
export const snapshotChangesSchema = z.array(snapshotChangeSchema);

const LANGUAGE_ORDER = ['pl', 'en'];
const ADMIN_ORDER = Object.keys(adminConfigurationSchema.shape);

function isPlainObject(value: unknown): value is Record<string, JsonValue | undefined> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep equality of JSON values; object key order does not matter, array order does. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => jsonEqual(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set(
      [...Object.keys(a), ...Object.keys(b)].filter((key) => a[key] !== undefined || b[key] !== undefined),
    );
    for (const key of keys) if (!jsonEqual(a[key] ?? null, b[key] ?? null)) return false;
    return true;
  }
  return false;
}

/** Keys in a stable order: the known ones first (in their order), then the others sorted. */
function orderedKeys(a: Record<string, unknown>, b: Record<string, unknown>, known: readonly string[]): string[] {
  const all = new Set([...Object.keys(a), ...Object.keys(b)]);
  const first = known.filter((key) => all.has(key));
  const rest = [...all].filter((key) => !known.includes(key)).sort();
  return [...first, ...rest];
}

function diffValue(
  path: string,
  before: JsonValue,
  after: JsonValue,
  known: readonly string[],
  out: SnapshotChange[],
): void {
  if (jsonEqual(before, after)) return;
  // A legal document (`legalDocuments.terms.pl`) is one file: reported whole (decision 043).
  if (path.startsWith('legalDocuments.') && path.split('.').length === 3) {
    out.push({ field: path, before, after });
    return;
  }
  const beforeObject = isPlainObject(before);
  const afterObject = isPlainObject(after);
  // Objects (per-language texts, the admin configuration) are reported per key, also when one
  // side is missing; anything else (a value replaced by an object, arrays) as a whole.
  if ((beforeObject || before === null) && (afterObject || after === null) && (beforeObject || afterObject)) {
    const a = beforeObject ? before : {};
    const b = afterObject ? after : {};
    const childKnown =
      path === 'adminConfiguration' ? ADMIN_ORDER : path === 'legalDocuments' ? legalDocumentKinds : LANGUAGE_ORDER;
    for (const key of orderedKeys(a, b, known.length > 0 ? known : childKnown)) {
      diffValue(`${path}.${key}`, a[key] ?? null, b[key] ?? null, [], out);
    }
    return;
  }
  out.push({ field: path, before, after });
}

/**
 * The field-by-field changes from one snapshot to the next, in snapshot-field order (then the
 * admin configuration's spec §3 order, then PL before EN). `before` may be null for a host's
 * first revision: every set value is then a change from null.
 */
export function diffSnapshots(before: HostConfigSnapshot | null, after: HostConfigSnapshot): SnapshotChange[] {
  const changes: SnapshotChange[] = [];
  for (const field of hostSnapshotFields) {
    const a = (before?.[field] ?? null) as JsonValue;
    const b = (after[field] ?? null) as JsonValue;
    diffValue(field, a, b, field === 'adminConfiguration' ? ADMIN_ORDER : [], changes);
  }
  return changes;
}

/* ------------------------------------------------------------------------------------------ */
/* Display.                                                                                    */
/* ------------------------------------------------------------------------------------------ */

const KNOWN_FIELDS = new Set<string>([...hostSnapshotFields, ...ADMIN_ORDER]);

/**
 * The label of a change's field, as a message: `console:branding.fields.<field>`, with the
 * language and the layer as params. Unknown keys (hand-written admin JSON) keep their path.
 */
export function changeFieldLabel(field: string): { key: string; language?: Language; admin: boolean; path: string } {
  const parts = field.split('.');
  const admin = parts[0] === 'adminConfiguration' && parts.length > 1;
  const rest = admin ? parts.slice(1) : parts;
  const last = rest[rest.length - 1];
  const language = rest.length > 1 && (last === 'pl' || last === 'en') ? (last as Language) : undefined;
  const name = language ? rest.slice(0, -1).join('.') : rest.join('.');
  const document = /^legalDocuments\.(terms|privacy|risks)$/.exec(name);
  if (document) {
    return {
      key: `console:branding.fields.legalDocument.${document[1]}`,
      ...(language ? { language } : {}),
      admin,
      path: name,
    };
  }
  return {
    key: KNOWN_FIELDS.has(name) && !name.includes('.') ? `console:branding.fields.${name}` : '',
    ...(language ? { language } : {}),
    admin,
    path: name,
  };
}

export type ChangeKind = 'set' | 'cleared' | 'changed';

export function changeKind(change: SnapshotChange): ChangeKind {
  if (change.before === null) return 'set';
  if (change.after === null) return 'cleared';
  return 'changed';
}

/** Fields stored in the admin configuration that are not an override of another field. */
const ADMIN_ONLY_FIELDS = new Set(['themeColors']);

function formatValue(field: string, value: JsonValue, language: Language): string {
  if (value === null) return translate(language, 'console:branding.values.empty');
  if (field.startsWith('legalDocuments.') && isPlainObject(value) && typeof value.fileName === 'string') {
    return typeof value.version === 'number'
      ? translate(language, 'console:branding.values.documentVersion', { name: value.fileName, version: value.version })
      : translate(language, 'console:branding.values.documentNew', { name: value.fileName });
  }
  // The database writes theme names with underscores; operators know them as `theme-navy`.
  if (field === 'theme' && typeof value === 'string') return `“${value.replaceAll('_', '-')}”`;
  if (typeof value === 'boolean')
    return translate(language, value ? 'console:branding.values.yes' : 'console:branding.values.no');
  if (typeof value === 'string') return `“${value}”`;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The message of a change (key and params) for a client that translates it itself. */
export function changeMessage(change: SnapshotChange, language: Language): Message {
  const label = changeFieldLabel(change.field);
  const name = label.key ? translate(language, label.key) : label.path;
  const field = [
    name,
    label.language ? ` (${label.language.toUpperCase()})` : '',
    label.admin && !ADMIN_ONLY_FIELDS.has(label.path) ? ` – ${translate(language, 'console:branding.adminLayer')}` : '',
  ].join('');
  const kind = changeKind(change);
  return {
    key: `console:branding.change.${kind}`,
    params: {
      field,
      before: formatValue(change.field, change.before, language),
      after: formatValue(change.field, change.after, language),
    },
  };
}

/** One line of the revision history: `Site title (EN): “A” → “B”`, in the operator's language. */
export function describeChange(change: SnapshotChange, language: Language): string {
  const message = changeMessage(change, language);
  return translate(language, message.key, message.params);
}
