import { kycSectionSchemas, moneySchema } from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emptyKycFormValues, sectionNodes } from './form-values.ts';
import { type FieldNode, fieldNode } from './schema-fields.ts';
import { sectionPayload } from './to-payload.ts';

/** The field names of a node, recursively (`a.b`, rows as `a[]`). */
function paths(node: FieldNode, prefix = ''): string[] {
  if (node.kind === 'group')
    return Object.entries(node.fields).flatMap(([name, field]) => paths(field, `${prefix}.${name}`));
  if (node.kind === 'rows') return paths(node.row, `${prefix}[]`);
  return [prefix];
}

describe('the KYC form, derived from the shared section schemas', () => {
  it('reads each kind of field from a schema', () => {
    const node = fieldNode(
      z.strictObject({
        name: z.string(),
        choice: z.enum(['a', 'b']).optional(),
        amount: moneySchema,
        count: z.number().int(),
        share: z.union([z.string(), z.number()]),
        answer: z.boolean(),
        consent: z.literal(true),
        tags: z.array(z.string()),
        rows: z.array(z.strictObject({ note: z.string().optional() })),
        place: z.strictObject({ city: z.string() }).optional(),
      }),
    );
    expect(node).toEqual({
      kind: 'group',
      optional: false,
      fields: {
        name: { kind: 'text', optional: false },
        choice: { kind: 'text', optional: true },
        amount: { kind: 'money', optional: false },
        count: { kind: 'number', optional: false },
        share: { kind: 'decimal', optional: false },
        answer: { kind: 'yesNo', optional: false },
        consent: { kind: 'yesNo', optional: false },
        tags: { kind: 'list', optional: false, item: { kind: 'text', optional: false } },
        rows: {
          kind: 'rows',
          optional: false,
          row: { kind: 'group', optional: false, fields: { note: { kind: 'text', optional: true } } },
        },
        place: { kind: 'group', optional: true, fields: { city: { kind: 'text', optional: false } } },
      },
    });
  });

  it('holds every field of every section schema in the empty form, and nothing else but row keys', () => {
    const empty = emptyKycFormValues() as unknown as Record<string, unknown>;
    for (const [section, node] of Object.entries(sectionNodes)) {
      const schemaPaths = paths(node).sort();
      const valuePaths = valueNames(empty[section]).sort();
      expect(valuePaths, section).toEqual(expect.arrayContaining(schemaPaths.filter((path) => !path.includes('[]'))));
      // A field the schema has and the form lacks would fail here: the form is made from the schema.
      for (const path of valuePaths) {
        // An empty row list stands for its rows' fields.
        const known =
          schemaPaths.includes(path) || schemaPaths.some((schemaPath) => schemaPath.startsWith(`${path}[]`));
        expect(known, `${section}${path}`).toBe(true);
      }
    }
    expect(Object.keys(empty).sort()).toEqual(Object.keys(kycSectionSchemas).sort());
  });

  it('sends the money the shared money schema takes, typed with a comma', () => {
    const values = emptyKycFormValues();
    const origin = values.investmentDetails.originOfFunds[0];
    if (!origin) throw new Error('one row expected');
    origin.receivedValue = '1 250,50';
    const payload = sectionPayload('investmentDetails', values) as { originOfFunds: { receivedValue: string }[] };
    expect(payload.originOfFunds[0]?.receivedValue).toBe('1250.5');
  });
});

/** The leaf names of form values (`.a.b`), rows' fields as `[]` (from the first row), keys left out. */
function valueNames(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) {
    const [first] = value;
    return first !== null && typeof first === 'object' ? valueNames(first, `${prefix}[]`) : [prefix];
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value)
      .filter(([name]) => name !== 'key')
      .flatMap(([name, item]) => valueNames(item, `${prefix}.${name}`));
  }
  return [prefix];
}
