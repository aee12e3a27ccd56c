import { randomUUID } from 'node:crypto';
import { verifyPassword } from '@wl/api';
import type { Database } from '@wl/db';
import { createTestDatabase } from '@wl/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSession } from '../auth/session.ts';
import { consoleCaller, createTestOperator, openedSessionToken, type TestOperator } from '../testing/console-caller.ts';
import { hashOperatorToken } from './operator-tokens.ts';

let db: Database;
let admin: TestOperator;
let adminToken: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  admin = await createTestOperator(db, { role: 'admin' });
  adminToken = await openedSessionToken(db, admin);
});

const NEW_PASSWORD = 'Nowe-haslo-2026!';
const newEmail = () => `invited-${randomUUID()}@console.test`;

async function asAdmin(options: { consoleOrigin?: string | null } = {}) {
  return (await consoleCaller(db, adminToken, options)).caller;
}

/** The last mail to `to`, and the token of the link in it (as the operator would click it). */
async function lastMailTo(to: string) {
  const mail = await db.mailOutbox.findFirstOrThrow({ where: { toAddress: to }, orderBy: { createdAt: 'desc' } });
  const token = /#\/password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  return { mail, token: token ?? '' };
}

async function refusalOf(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => null,
    (failure: unknown) => failure,
  )) as { code?: string; refusal?: { key: string } } | null;
  return { code: error?.code, key: error?.refusal?.key };
}

async function invited(role: 'viewer' | 'editor' | 'publisher' | 'admin' = 'editor') {
  const email = newEmail();
  await (await asAdmin()).operators.invite({ email, role, language: 'en' });
  const { token } = await lastMailTo(email);
  const row = await db.operator.findUniqueOrThrow({ where: { email } });
  return { email, token, id: row.id };
}

describe('operators.invite', () => {
  it('creates an operator without a password and mails a link to the configured console origin', async () => {
    const email = newEmail();
    const caller = await asAdmin({ consoleOrigin: 'https://console.platform.example' });
    const result = await caller.operators.invite({ email: email.toUpperCase(), role: 'publisher', language: 'pl' });

    expect(result.sentTo).toBe(email);
    const row = await db.operator.findUniqueOrThrow({ where: { email } });
    expect(row).toMatchObject({ role: 'publisher', language: 'pl', passwordHash: null, totpSecret: null });
    expect(row.invitedBy).toBe(admin.email);

    const { mail, token } = await lastMailTo(email);
    expect(mail).toMatchObject({ tenantId: null, host: null, template: 'operator-invitation', language: 'pl' });
    expect(mail.subject).toBe('Zaproszenie do konsoli operatora');
    expect(mail.text).toContain(`https://console.platform.example/console/#/password/${token}`);
    expect(mail.text).toContain('Publikujący');
    // Only the hash of the link's token is stored.
    const stored = await db.operatorToken.findFirstOrThrow({ where: { operatorId: row.id } });
    expect(stored.tokenHash).toBe(hashOperatorToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(71 * 3600_000);

    const list = await caller.operators.list();
    expect(list.find((operator) => operator.email === email)).toMatchObject({
      state: 'invited',
      role: 'publisher',
      totpEnrolled: false,
      lastSignInAt: null,
      invitedBy: admin.email,
    });
    const audit = await db.auditLog.findFirstOrThrow({
      where: { event: 'console.operator_invited', data: { path: ['targetEmail'], equals: email } },
    });
    expect(audit.data).toMatchObject({ email: admin.email, role: 'publisher' });
    expect(JSON.stringify(audit.data)).not.toContain(token);
  });

  it('refuses an e-mail that is an operator already', async () => {
    const { email } = await invited();
    expect(await refusalOf((await asAdmin()).operators.invite({ email, role: 'viewer', language: 'en' }))).toEqual({
      code: 'CONFLICT',
      key: 'console:refusals.operators.emailTaken',
    });
  });

  it('writes nothing when no console origin is configured (no mail could link anywhere)', async () => {
    const email = newEmail();
    const refusal = await refusalOf(
      (await asAdmin({ consoleOrigin: null })).operators.invite({ email, role: 'viewer', language: 'en' }),
    );
    expect(refusal).toEqual({ code: 'SERVICE_UNAVAILABLE', key: 'console:refusals.operators.noConsoleOrigin' });
    expect(await db.operator.findUnique({ where: { email } })).toBeNull();
    expect(await db.mailOutbox.count({ where: { toAddress: email } })).toBe(0);
  });
});

describe('the mailed link', () => {
  it('sets the password once; the operator then signs in and enrols a second factor', async () => {
    const { email, token, id } = await invited();
    const { caller } = await consoleCaller(db);
    expect(await caller.auth.passwordLink({ token })).toEqual({ status: 'valid', email, purpose: 'invitation' });

    expect(await caller.auth.setPassword({ token, password: NEW_PASSWORD })).toEqual({ email });
    const row = await db.operator.findUniqueOrThrow({ where: { id } });
    expect(await verifyPassword(row.passwordHash, NEW_PASSWORD)).toBe(true);

    // Used up: a second use and a second look both say only that the link does not work.
    expect(await caller.auth.passwordLink({ token })).toEqual({ status: 'invalid' });
    expect(await refusalOf(caller.auth.setPassword({ token, password: 'Inne-haslo-2026!' }))).toEqual({
      code: 'BAD_REQUEST',
      key: 'console:refusals.operators.linkInvalid',
    });

    const signIn = await caller.auth.signIn({ email, password: NEW_PASSWORD });
    expect(signIn.status).toBe('totp-enrolment');
    const list = await (await asAdmin()).operators.list();
    // The invitation is accepted; the second factor follows at the first complete sign-in.
    expect(list.find((operator) => operator.id === id)).toMatchObject({ state: 'active', totpEnrolled: false });
  });

  it('refuses a weak password and keeps the link usable', async () => {
    const { token } = await invited();
    const { caller } = await consoleCaller(db);
    const error = await caller.auth.setPassword({ token, password: 'Short1!' }).catch((failure: unknown) => failure);
    expect((error as { code?: string }).code).toBe('BAD_REQUEST');
    expect(await caller.auth.passwordLink({ token })).toMatchObject({ status: 'valid' });
  });

  it('answers the same for an unknown, an expired and a deactivated operator’s link', async () => {
    const { caller } = await consoleCaller(db);
    const expired = await invited();
    await db.operatorToken.updateMany({
      where: { operatorId: expired.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await caller.auth.passwordLink({ token: expired.token })).toEqual({ status: 'invalid' });
    expect(await caller.auth.passwordLink({ token: 'x'.repeat(43) })).toEqual({ status: 'invalid' });

    const gone = await invited();
    await (await asAdmin()).operators.deactivate({ operatorId: gone.id });
    expect(await caller.auth.passwordLink({ token: gone.token })).toEqual({ status: 'invalid' });
    expect(await refusalOf(caller.auth.setPassword({ token: gone.token, password: NEW_PASSWORD }))).toMatchObject({
      key: 'console:refusals.operators.linkInvalid',
    });
  });

  it('a resent invitation replaces the earlier link', async () => {
    const { email, token, id } = await invited();
    await (await asAdmin()).operators.resendInvitation({ operatorId: id });
    const { token: second } = await lastMailTo(email);
    const { caller } = await consoleCaller(db);
    expect(second).not.toBe(token);
    expect(await caller.auth.passwordLink({ token })).toEqual({ status: 'invalid' });
    expect(await caller.auth.passwordLink({ token: second })).toMatchObject({ status: 'valid' });
  });
});

describe('roles, deactivation and resets', () => {
  it('a role change applies to the operator’s next call', async () => {
    const editor = await createTestOperator(db, { role: 'editor' });
    const token = await openedSessionToken(db, editor);
    expect((await resolveSession(db, token))?.operator.role).toBe('editor');

    await (await asAdmin()).operators.setRole({ operatorId: editor.id, role: 'viewer' });
    const { caller } = await consoleCaller(db, token);
    expect(await refusalOf(caller.branding.discardDraft({ hostConfigId: randomUUID(), expectedRevision: 1 }))).toEqual({
      code: 'FORBIDDEN',
      key: 'console:refusals.operators.roleRequired',
    });
    const audit = await db.auditLog.findFirstOrThrow({
      where: { event: 'console.operator_role_changed', data: { path: ['targetId'], equals: editor.id } },
    });
    expect(audit.data).toMatchObject({ from: 'editor', to: 'viewer', email: admin.email });
  });

  it('an admin does not change their own account', async () => {
    const caller = await asAdmin();
    // One at a time: a call started before the previous one's refusal was read would reject unheard.
    for (const attempt of [
      () => caller.operators.setRole({ operatorId: admin.id, role: 'viewer' }),
      () => caller.operators.deactivate({ operatorId: admin.id }),
      () => caller.operators.resetAccess({ operatorId: admin.id, resetTotp: false }),
    ]) {
      expect(await refusalOf(attempt())).toEqual({
        code: 'BAD_REQUEST',
        key: 'console:refusals.operators.notYourself',
      });
    }
    expect((await db.operator.findUniqueOrThrow({ where: { id: admin.id } })).role).toBe('admin');
  });

  it('deactivation ends the sessions at once; reactivation lets the operator in again', async () => {
    const publisher = await createTestOperator(db, { role: 'publisher' });
    const token = await openedSessionToken(db, publisher);
    await (await asAdmin()).operators.deactivate({ operatorId: publisher.id });
    expect(await resolveSession(db, token)).toBeNull();
    expect(await db.operatorSession.count({ where: { operatorId: publisher.id } })).toBe(0);

    const { caller } = await consoleCaller(db);
    const refused = await refusalOf(caller.auth.signIn({ email: publisher.email, password: publisher.password }));
    expect(refused.code).toBe('UNAUTHORIZED');

    expect(await (await asAdmin()).operators.reactivate({ operatorId: publisher.id })).toEqual({ state: 'active' });
    expect(await caller.auth.signIn({ email: publisher.email, password: publisher.password })).toEqual({
      status: 'totp-required',
    });
  });

  it('a reset stops the password and the sessions now; with resetTotp the second factor goes too', async () => {
    const operator = await createTestOperator(db, { role: 'editor' });
    await db.operator.update({ where: { id: operator.id }, data: { lastSignInAt: new Date() } });
    const token = await openedSessionToken(db, operator);
    const result = await (await asAdmin()).operators.resetAccess({ operatorId: operator.id, resetTotp: true });
    expect(result.sentTo).toBe(operator.email);
    expect(await resolveSession(db, token)).toBeNull();
    const row = await db.operator.findUniqueOrThrow({ where: { id: operator.id } });
    expect(row).toMatchObject({ passwordHash: null, totpSecret: null });

    const { caller } = await consoleCaller(db);
    expect((await refusalOf(caller.auth.signIn({ email: operator.email, password: operator.password }))).code).toBe(
      'UNAUTHORIZED',
    );
    const { mail, token: link } = await lastMailTo(operator.email);
    expect(mail.template).toBe('operator-password-reset');
    expect(await caller.auth.passwordLink({ token: link })).toMatchObject({ purpose: 'password_reset' });
    await caller.auth.setPassword({ token: link, password: NEW_PASSWORD });
    expect((await caller.auth.signIn({ email: operator.email, password: NEW_PASSWORD })).status).toBe('totp-enrolment');
  });

  it('a deactivated operator is reactivated before a reset', async () => {
    const operator = await createTestOperator(db, { role: 'viewer' });
    const caller = await asAdmin();
    await caller.operators.deactivate({ operatorId: operator.id });
    expect(await refusalOf(caller.operators.resetAccess({ operatorId: operator.id, resetTotp: false }))).toEqual({
      code: 'CONFLICT',
      key: 'console:refusals.operators.deactivated',
    });
  });

  it('only admins manage operators', async () => {
    const publisher = await createTestOperator(db, { role: 'publisher' });
    const { caller } = await consoleCaller(db, await openedSessionToken(db, publisher));
    expect(await refusalOf(caller.operators.list())).toEqual({
      code: 'FORBIDDEN',
      key: 'console:refusals.operators.roleRequired',
    });
  });
});
