import { defaultRateLimits } from '@wl/api';
import { totpCode } from '@wl/api/testing';
import type { Database } from '@wl/db';
import { createTestDatabase } from '@wl/db/testing';
import { operatorAuthMessages } from '@wl/shared/console';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInLimits } from '../context.ts';
import { consoleCaller, createTestOperator, freshOperatorCode, signedInToken } from '../testing/console-caller.ts';
import { hashSessionToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session.ts';

let db: Database;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

async function auditOf(email: string) {
  const rows = await db.auditLog.findMany({
    where: { data: { path: ['email'], equals: email } },
    orderBy: { createdAt: 'asc' },
  });
  return rows.map((row) => ({ event: row.event, ip: row.ip, data: row.data }));
}

describe('auth.signIn', () => {
  it('signs an operator in: a new session, its token in the cookie and only its hash stored', async () => {
    const operator = await createTestOperator(db);
    const { caller, jar } = await consoleCaller(db);

    const totpCode = await freshOperatorCode(db, operator.id, operator.totpSecret ?? '');
    const result = await caller.auth.signIn({
      email: operator.email.toUpperCase(),
      password: operator.password,
      totpCode,
    });

    expect(result).toEqual({
      status: 'signed-in',
      operator: { id: operator.id, email: operator.email, role: 'admin' },
    });
    expect(jar.token).toMatch(/^[\w-]{43}$/);
    const sessions = await db.operatorSession.findMany({ where: { operatorId: operator.id } });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.tokenHash).toBe(hashSessionToken(jar.token ?? ''));
    expect(sessions[0]?.ip).toBe('203.0.113.7');
    expect(sessions[0]?.userAgent).toBe('vitest');
    expect((sessions[0]?.expiresAt.getTime() ?? 0) - (sessions[0]?.createdAt.getTime() ?? 0)).toBe(SESSION_ABSOLUTE_MS);
    expect(jar.expiresAt?.getTime()).toBe(sessions[0]?.expiresAt.getTime());
    expect((await db.operator.findUniqueOrThrow({ where: { id: operator.id } })).lastSignInAt).not.toBeNull();
    expect(await auditOf(operator.email)).toEqual([
      {
        event: 'console.sign_in',
        ip: '203.0.113.7',
        data: { operatorId: operator.id, email: operator.email, method: 'password+totp', ip: '203.0.113.7' },
      },
    ]);

    const { caller: signedIn } = await consoleCaller(db, jar.token);
    expect(await signedIn.auth.me()).toEqual({ id: operator.id, email: operator.email, role: 'admin' });
  });

  it('refuses a wrong password and an unknown e-mail with the same UNAUTHORIZED', async () => {
    const operator = await createTestOperator(db);
    const { caller, jar } = await consoleCaller(db);
    const unknown = `nobody-${operator.id}@console.test`;

    const wrong = caller.auth.signIn({ email: operator.email, password: 'Wrong!2026pass' });
    await expect(wrong).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: operatorAuthMessages.badCredentials });
    const missing = caller.auth.signIn({ email: unknown, password: operator.password });
    await expect(missing).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: operatorAuthMessages.badCredentials });

    expect(jar.token).toBeUndefined();
    expect(await db.operatorSession.count({ where: { operatorId: operator.id } })).toBe(0);
    expect(await auditOf(operator.email)).toEqual([
      {
        event: 'console.sign_in_failed',
        ip: '203.0.113.7',
        data: { reason: 'bad_password', email: operator.email, operatorId: operator.id, ip: '203.0.113.7' },
      },
    ]);
    expect((await auditOf(unknown)).map((row) => row.data)).toEqual([
      { reason: 'unknown_email', email: unknown, operatorId: null, ip: '203.0.113.7' },
    ]);
  });

  it('refuses a deactivated operator like a wrong password', async () => {
    const operator = await createTestOperator(db);
    await db.operator.update({ where: { id: operator.id }, data: { active: false } });
    const { caller } = await consoleCaller(db);

    await expect(caller.auth.signIn({ email: operator.email, password: operator.password })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: operatorAuthMessages.badCredentials,
    });
  });

  it('asks for the TOTP code after the right password, refuses a wrong one and accepts the right one', async () => {
    const operator = await createTestOperator(db, { totp: true });
    const secret = operator.totpSecret ?? '';
    const { caller, jar } = await consoleCaller(db);

    expect(await caller.auth.signIn({ email: operator.email, password: operator.password })).toEqual({
      status: 'totp-required',
    });
    expect(jar.token).toBeUndefined();

    const good = await totpCode(secret);
    const wrongCode = good === '000000' ? '111111' : '000000';
    await expect(
      caller.auth.signIn({ email: operator.email, password: operator.password, totpCode: wrongCode }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: operatorAuthMessages.badTotpCode });
    // A code never rescues a wrong password, nor says whether it was right.
    await expect(
      caller.auth.signIn({ email: operator.email, password: 'Wrong!2026pass', totpCode: good }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: operatorAuthMessages.badCredentials });
    expect(jar.token).toBeUndefined();

    const result = await caller.auth.signIn({ email: operator.email, password: operator.password, totpCode: good });
    expect(result).toEqual({
      status: 'signed-in',
      operator: { id: operator.id, email: operator.email, role: 'admin' },
    });
    expect(jar.token).toBeDefined();
    expect((await auditOf(operator.email)).map((row) => [row.event, (row.data as { reason?: string }).reason])).toEqual(
      [
        ['console.sign_in_failed', 'bad_totp'],
        ['console.sign_in_failed', 'bad_password'],
        ['console.sign_in', undefined],
      ],
    );
  });

  it('rotates the session: the cookie presented at sign-in is revoked and a new one issued', async () => {
    const operator = await createTestOperator(db);
    const first = await signedInToken(db, operator);

    const { caller, jar } = await consoleCaller(db, first);
    const totpCode = await freshOperatorCode(db, operator.id, operator.totpSecret ?? '');
    await caller.auth.signIn({ email: operator.email, password: operator.password, totpCode });

    expect(jar.token).toBeDefined();
    expect(jar.token).not.toBe(first);
    expect(await (await consoleCaller(db, first)).caller.auth.me()).toBeNull();
    expect(await (await consoleCaller(db, jar.token)).caller.auth.me()).toMatchObject({ id: operator.id });
    expect(await db.operatorSession.count({ where: { operatorId: operator.id } })).toBe(1);
  });

  it('limits attempts per e-mail, then answers TOO_MANY_REQUESTS even to the right password', async () => {
    const operator = await createTestOperator(db);
    const limits = signInLimits({ ...defaultRateLimits, perEmail: 2 }, db);
    const { caller } = await consoleCaller(db, undefined, { limits });

    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(caller.auth.signIn({ email: operator.email, password: 'Wrong!2026pass' })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    await expect(caller.auth.signIn({ email: operator.email, password: operator.password })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: operatorAuthMessages.tooManyAttempts,
    });
  });

  // Issue #15, finding 4 (decision 031): no operator works without a second factor.
  it('makes an operator without a second factor enrol one before any session exists', async () => {
    const operator = await createTestOperator(db, { totp: false });
    const { caller, jar } = await consoleCaller(db);

    const first = await caller.auth.signIn({ email: operator.email, password: operator.password });
    if (first.status !== 'totp-enrolment') throw new Error(`expected the enrolment step, got ${first.status}`);
    expect(first.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(first.otpauthUrl).toContain(`secret=${first.secret}`);
    expect(first.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(jar.token).toBeUndefined();
    // The same secret again (a reload shows the same QR code), still no session, nothing enrolled.
    const again = await caller.auth.signIn({ email: operator.email, password: operator.password });
    expect(again).toMatchObject({ status: 'totp-enrolment', secret: first.secret });
    expect((await db.operator.findUniqueOrThrow({ where: { id: operator.id } })).totpSecret).toBeNull();
    // A wrong password learns nothing of the secret.
    await expect(caller.auth.signIn({ email: operator.email, password: 'Wrong!2026pass' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });

    const good = await totpCode(first.secret);
    await expect(
      caller.auth.signIn({
        email: operator.email,
        password: operator.password,
        totpCode: good === '000000' ? '111111' : '000000',
      }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: operatorAuthMessages.badTotpCode });
    expect(jar.token).toBeUndefined();

    const enrolled = await caller.auth.signIn({ email: operator.email, password: operator.password, totpCode: good });
    expect(enrolled).toEqual({
      status: 'signed-in',
      operator: { id: operator.id, email: operator.email, role: 'admin' },
    });
    expect(jar.token).toBeDefined();
    const row = await db.operator.findUniqueOrThrow({ where: { id: operator.id } });
    expect(row).toMatchObject({ totpSecret: first.secret, totpPendingSecret: null });
    expect((await auditOf(operator.email)).map((entry) => entry.event)).toContain('console.totp_enrolled');

    // From now on the code is asked for, and the code just used does not work twice.
    const { caller: next } = await consoleCaller(db);
    expect(await next.auth.signIn({ email: operator.email, password: operator.password })).toEqual({
      status: 'totp-required',
    });
    await expect(
      next.auth.signIn({ email: operator.email, password: operator.password, totpCode: good }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: operatorAuthMessages.badTotpCode });
  });

  it('rejects input outside the contract', async () => {
    const { caller } = await consoleCaller(db);
    await expect(caller.auth.signIn({ email: '', password: 'x' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.auth.signIn({ email: 'a@b.c', password: 'x', totpCode: '12ab56' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('sessions', () => {
  it('signs out: the session is gone, the cookie cleared and the action audited', async () => {
    const operator = await createTestOperator(db);
    const token = await signedInToken(db, operator);
    const { caller, jar } = await consoleCaller(db, token);

    expect(await caller.auth.signOut()).toEqual({ signedOut: true });

    expect(jar.cleared).toBe(true);
    expect(await db.operatorSession.count({ where: { operatorId: operator.id } })).toBe(0);
    expect(await (await consoleCaller(db, token)).caller.auth.me()).toBeNull();
    expect((await auditOf(operator.email)).map((row) => row.event)).toEqual(['console.sign_in', 'console.sign_out']);
  });

  it('signs out harmlessly without a session', async () => {
    const { caller, jar } = await consoleCaller(db, 'not-a-session');
    expect(await caller.auth.signOut()).toEqual({ signedOut: true });
    expect(jar.cleared).toBe(true);
  });

  it('refuses a session past its absolute expiry and deletes it', async () => {
    const operator = await createTestOperator(db);
    const token = await signedInToken(db, operator);
    await db.operatorSession.updateMany({
      where: { tokenHash: hashSessionToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });

    const { caller } = await consoleCaller(db, token);
    expect(await caller.auth.me()).toBeNull();
    await expect(caller.hosts.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await db.operatorSession.count({ where: { operatorId: operator.id } })).toBe(0);
  });

  it('refuses a session idle for longer than the idle limit, and keeps a recently used one alive', async () => {
    const operator = await createTestOperator(db);
    const idle = await signedInToken(db, operator);
    const busy = await signedInToken(db, operator);
    await db.operatorSession.updateMany({
      where: { tokenHash: hashSessionToken(idle) },
      data: { lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) },
    });
    const lastSeen = new Date(Date.now() - SESSION_IDLE_MS + 60_000);
    await db.operatorSession.updateMany({
      where: { tokenHash: hashSessionToken(busy) },
      data: { lastSeenAt: lastSeen },
    });

    expect(await (await consoleCaller(db, idle)).caller.auth.me()).toBeNull();
    expect(await (await consoleCaller(db, busy)).caller.auth.me()).toMatchObject({ id: operator.id });
    const touched = await db.operatorSession.findUniqueOrThrow({ where: { tokenHash: hashSessionToken(busy) } });
    expect(touched.lastSeenAt.getTime()).toBeGreaterThan(lastSeen.getTime());
  });

  it('refuses the session of an operator deactivated since', async () => {
    const operator = await createTestOperator(db);
    const token = await signedInToken(db, operator);
    await db.operator.update({ where: { id: operator.id }, data: { active: false } });

    expect(await (await consoleCaller(db, token)).caller.auth.me()).toBeNull();
  });
});
