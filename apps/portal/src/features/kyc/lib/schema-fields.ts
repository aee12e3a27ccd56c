import { moneySchema } from '@wl/shared/schemas';
import type { z } from 'zod';

/**
 * The KYC questionnaire's fields as the shared section schemas declare them, read once from the
 * schemas themselves (zod's definitions), so the form's values, the payload it sends and the
 * reading of saved data all follow the one contract: a field added to a schema is in the form's
 * values, sent and read back without another edit here.
 *
 * - `group`: an object of named fields (a section, an address, a row);
 * - `rows`: a list of groups the person adds and removes (each row gets a React `key`);
 * - `list`: a list of single values (citizenships, industries, quarters);
 * - leaves, by what a person types: `text` (text, dates, choices), `money` (the shared money
 *   schema: a decimal typed with a comma), `number` (a count), `decimal` (a number or decimal
 *   text, as the sanction percentages), `yesNo` (a boolean: a question, a toggle or a consent).
 */
export type FieldNode =
  | { kind: 'group'; optional: boolean; fields: Record<string, FieldNode> }
  | { kind: 'rows'; optional: boolean; row: GroupNode }
  | { kind: 'list'; optional: boolean; item: FieldNode }
  | { kind: 'text' | 'money' | 'number' | 'decimal' | 'yesNo'; optional: boolean };
export type GroupNode = Extract<FieldNode, { kind: 'group' }>;

type AnySchema = z.core.$ZodType;
type Definition = {
  type: string;
  innerType?: AnySchema;
  in?: AnySchema;
  element?: AnySchema;
  options?: AnySchema[];
  shape?: Record<string, AnySchema>;
};

const definitionOf = (schema: AnySchema) => schema._zod.def as unknown as Definition;

/** The schema under optional, nullable, default and pipe wrappers, and whether one made it optional. */
function unwrap(schema: AnySchema): { schema: AnySchema; optional: boolean } {
  let current = schema;
  let optional = false;
  for (;;) {
    const definition = definitionOf(current);
    if (definition.type === 'optional') optional = true;
    if (['optional', 'nullable', 'default', 'readonly', 'nonoptional'].includes(definition.type)) {
      current = definition.innerType as AnySchema;
    } else if (definition.type === 'pipe') {
      current = definition.in as AnySchema;
    } else {
      return { schema: current, optional };
    }
  }
}

/** The node of one schema (see `FieldNode`). */
export function fieldNode(schema: AnySchema): FieldNode {
  const { schema: inner, optional } = unwrap(schema);
  const definition = definitionOf(inner);
  switch (definition.type) {
    case 'object': {
      const shape = (inner as unknown as { shape: Record<string, AnySchema> }).shape;
      const fields = Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, fieldNode(field)]));
      return { kind: 'group', optional, fields };
    }
    case 'array': {
      const item = fieldNode(definition.element as AnySchema);
      return item.kind === 'group' ? { kind: 'rows', optional, row: item } : { kind: 'list', optional, item };
    }
    case 'boolean':
    case 'literal':
      return { kind: definition.type === 'literal' && !isBooleanLiteral(inner) ? 'text' : 'yesNo', optional };
    case 'number':
      return { kind: 'number', optional };
    case 'union': {
      const kinds = (definition.options ?? []).map((option) => definitionOf(unwrap(option).schema).type);
      return { kind: kinds.includes('number') ? 'decimal' : 'text', optional };
    }
    case 'string':
      return { kind: inner === moneySchema ? 'money' : 'text', optional };
    default:
      return { kind: 'text', optional };
  }
}

function isBooleanLiteral(schema: AnySchema): boolean {
  const values = (schema._zod.def as unknown as { values?: unknown[] }).values ?? [];
  return values.every((value) => typeof value === 'boolean');
}

/** A group's node, for a schema known to be an object (a section, a row). */
export function groupNode(schema: AnySchema): GroupNode {
  const node = fieldNode(schema);
  if (node.kind !== 'group') throw new Error('Expected an object schema');
  return node;
}
