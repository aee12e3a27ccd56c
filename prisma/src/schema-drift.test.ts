import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing/index.ts';

/**
 * Prisma Migrate cannot run here, so migrations are hand-written SQL. This test proves the
 * migrated database is what schema.prisma describes, using Prisma's own parser (DMMF): every
 * model is a table, every scalar field a column of the right type and nullability, every enum
 * a type with the same values, every @id/@unique/@@unique a unique index.
 */
interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: 'scalar' | 'enum' | 'object';
  type: string;
  isRequired: boolean;
  isList: boolean;
  isUnique: boolean;
  isId: boolean;
  nativeType?: [string, string[]] | null;
}
interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
  primaryKey: { fields: string[] } | null;
  uniqueFields: string[][];
}
interface DmmfEnum {
  name: string;
  dbName?: string | null;
  values: { name: string; dbName: string | null }[];
}

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const wasm = require('@prisma/prisma-schema-wasm') as { get_dmmf(params: string): string };
const dmmf = JSON.parse(
  wasm.get_dmmf(JSON.stringify({ prismaSchema: readFileSync(join(here, '..', 'schema.prisma'), 'utf8') })),
) as { datamodel: { models: DmmfModel[]; enums: DmmfEnum[] } };

const scalarTypes: Record<string, string> = {
  String: 'text',
  Boolean: 'boolean',
  Int: 'integer',
  BigInt: 'bigint',
  Float: 'double precision',
  Decimal: 'numeric',
  DateTime: 'timestamp(3) without time zone',
  Json: 'jsonb',
  Bytes: 'bytea',
};
const nativeTypes: Record<string, (args: string[]) => string> = {
  Uuid: () => 'uuid',
  Timestamptz: (args) => `timestamp(${args[0] ?? 6}) with time zone`,
  VarChar: (args) => `character varying(${args[0]})`,
  Decimal: (args) => `numeric(${args.join(',')})`,
  Date: () => 'date',
};

function expectedType(field: DmmfField, enums: DmmfEnum[]): string {
  if (field.kind === 'enum') return enums.find((e) => e.name === field.type)?.dbName ?? field.type;
  if (field.nativeType) {
    const native = nativeTypes[field.nativeType[0]];
    if (!native) throw new Error(`extend the drift test for @db.${field.nativeType[0]}`);
    return native(field.nativeType[1]);
  }
  const type = scalarTypes[field.type];
  if (!type) throw new Error(`extend the drift test for ${field.type}`);
  return type;
}

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await t.pool.query(sql, params)).rows as T[];
}

describe('the migrated database matches schema.prisma', () => {
  const { models, enums } = dmmf.datamodel;

  it('has every enum with the same values', async () => {
    for (const e of enums) {
      const values = await query<{ enumlabel: string }>(
        `SELECT e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid WHERE t.typname = $1 ORDER BY e.enumsortorder`,
        [e.dbName ?? e.name],
      );
      expect(
        values.map((v) => v.enumlabel),
        e.name,
      ).toEqual(e.values.map((v) => v.dbName ?? v.name));
    }
  });

  it.each(models.map((m) => [m.name, m] as const))('%s: columns, types and nullability', async (_name, model) => {
    const table = model.dbName ?? model.name;
    const columns = await query<{ column_name: string; type: string; is_nullable: string }>(
      `SELECT a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type,
              CASE WHEN a.attnotnull THEN 'NO' ELSE 'YES' END AS is_nullable
         FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relname = $1 AND n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped`,
      [table],
    );
    expect(columns.length, `table ${table} exists`).toBeGreaterThan(0);
    const byName = new Map(columns.map((c) => [c.column_name, c]));
    const scalars = model.fields.filter((f) => f.kind !== 'object');
    for (const field of scalars) {
      const column = byName.get(field.dbName ?? field.name);
      expect(column, `${table}.${field.dbName ?? field.name} exists`).toBeDefined();
      expect(column?.type, `${table}.${field.name} type`).toBe(expectedType(field, enums));
      expect(column?.is_nullable, `${table}.${field.name} nullability`).toBe(field.isRequired ? 'NO' : 'YES');
    }
    expect(columns.length, `${table} has no columns beyond the schema`).toBe(scalars.length);
  });

  it.each(models.map((m) => [m.name, m] as const))('%s: primary key and unique indexes', async (_name, model) => {
    const table = model.dbName ?? model.name;
    const indexes = await query<{ columns: string[]; is_unique: boolean; is_primary: boolean; partial: boolean }>(
      `SELECT array_agg(a.attname::text ORDER BY k.ord) AS columns, i.indisunique AS is_unique, i.indisprimary AS is_primary,
              i.indpred IS NOT NULL AS partial
         FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
         CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
        WHERE c.relname = $1 GROUP BY i.indexrelid, i.indisunique, i.indisprimary, i.indpred`,
      [table],
    );
    const column = (fieldName: string) => {
      const field = model.fields.find((f) => f.name === fieldName);
      return field?.dbName ?? fieldName;
    };
    const idFields = model.primaryKey?.fields ?? model.fields.filter((f) => f.isId).map((f) => f.name);
    const primary = indexes.find((i) => i.is_primary);
    expect(primary?.columns, `${table} primary key`).toEqual(idFields.map(column));
    const expectedUniques = [
      ...model.fields.filter((f) => f.isUnique).map((f) => [column(f.name)]),
      ...model.uniqueFields.map((fields) => fields.map(column)),
    ];
    const actualUniques = indexes.filter((i) => i.is_unique && !i.is_primary && !i.partial).map((i) => i.columns);
    expect(actualUniques.map((c) => c.join(',')).sort(), `${table} unique indexes`).toEqual(
      expectedUniques.map((c) => c.join(',')).sort(),
    );
  });
});
