import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { AdvisorListQuery, InvestmentListQuery, LoginResponse } from './index.ts';
import * as schemas from './index.ts';

describe('contracts as JSON Schema (the API publishes them as OpenAPI, DESIGN §4)', () => {
  const exported = Object.entries(schemas).flatMap(([name, value]) =>
    value instanceof z.ZodType ? [[name, value as z.ZodType] as const] : [],
  );

  it.each(exported)('%s converts for requests and responses', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })).not.toThrow();
  });

  it('documents calendar dates, instants and ids with their formats', () => {
    const json = z.toJSONSchema(schemas.documentRowSchema) as { properties: Record<string, { format?: string }> };
    expect(json.properties.createdAt?.format).toBe('date-time');
    expect(json.properties.id?.format).toBe('uuid');
    const row = z.toJSONSchema(schemas.investmentRowSchema, { io: 'input' }) as {
      properties: Record<string, { anyOf?: { format?: string; type?: string }[] }>;
    };
    expect(row.properties.agreementDate?.anyOf?.[0]?.format).toBe('date');
  });
});

describe('inferred types', () => {
  it('types list queries by their definition', () => {
    expectTypeOf<AdvisorListQuery['filter']['status']>().toEqualTypeOf<
      { in?: ('initial' | 'active' | 'deleted')[] } | undefined
    >();
    expectTypeOf<InvestmentListQuery['sort'][number]['field']>().toExtend<string>();
    expectTypeOf<'password'>().not.toExtend<InvestmentListQuery['sort'][number]['field']>();
  });

  it('narrows the login response by its type', () => {
    expectTypeOf<Extract<LoginResponse, { type: 'auth-token' }>['refreshToken']>().toEqualTypeOf<string>();
  });
});
