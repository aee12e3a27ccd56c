import { randomUUID } from 'node:crypto';
import { verifyPassword } from '@wl/api';
import type { Database } from '@wl/db';
import { createTestDatabase } from '@wl/db/testing';
import { isStrongPassword } from '@wl/shared/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleCaller } from '../testing/console-caller.ts';
import { CreateOperatorError, createOperator, generatePassword } from './create-operator.ts';

let db: Database;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

describe('createOperator', () => {
  it('stores a lower-cased e-mail and the argon2 hash of the given password, which then leads to enrolment', async () => {
    const email = `Ola-${randomUUID()}@Example.com`;
    const created = await createOperator(db, { email, password: 'Console!2026' });

    expect(created).toMatchObject({ email: email.toLowerCase(), generatedPassword: null, otpauthUrl: null });
    const row = await db.operator.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, 'Console!2026')).toBe(true);
    expect(row.totpSecret).toBeNull();
    const { caller } = await consoleCaller(db);
    // No second factor yet: the first sign-in enrols one (decision 031).
    expect(await caller.auth.signIn({ email, password: 'Console!2026' })).toMatchObject({ status: 'totp-enrolment' });
  });

  it('generates a strong password when none is given, and enrols TOTP when asked', async () => {
    const created = await createOperator(db, { email: `gen-${randomUUID()}@example.com`, totp: true });

    expect(isStrongPassword(created.generatedPassword ?? '')).toBe(true);
    expect(created.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    const row = await db.operator.findUniqueOrThrow({ where: { id: created.id } });
    expect(created.otpauthUrl).toContain(`secret=${row.totpSecret}`);
  });

  it('refuses a weak password, a bad e-mail and an e-mail taken in any case', async () => {
    const email = `taken-${randomUUID()}@example.com`;
    await createOperator(db, { email, password: 'Console!2026' });

    await expect(
      createOperator(db, { email: `weak-${randomUUID()}@example.com`, password: 'password' }),
    ).rejects.toThrow(CreateOperatorError);
    await expect(createOperator(db, { email: 'not-an-email' })).rejects.toThrow(/Not an e-mail/);
    await expect(createOperator(db, { email: email.toUpperCase() })).rejects.toThrow(/exists already/);
  });

  it('generates different passwords that all pass the rule', () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword());
    expect(new Set(passwords).size).toBe(50);
    expect(passwords.every(isStrongPassword)).toBe(true);
  });
});
