import { randomUUID } from 'node:crypto';
import { enqueueMail } from '@wl/api';
import type { Database } from '@wl/db';
import { builtInDefaultBranding } from '@wl/db';
import { createTestDatabase } from '@wl/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleCaller, createTestOperator, signedInToken } from '../testing/console-caller.ts';

let db: Database;
let token: string;
/** A recipient domain of this file's own. */
const domain = `${randomUUID().slice(0, 8)}.outbox.test`;
let tenant: { id: string; name: string };
const ids: string[] = [];

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  token = await signedInToken(db, await createTestOperator(db));
  tenant = await db.tenant.create({
    data: { name: `Outbox tenant ${randomUUID()}` },
    select: { id: true, name: true },
  });
  const base = new Date('2025-07-01T08:00:00.000Z').getTime();
  const rows = [
    { toAddress: `ala@${domain}`, template: 'activation', status: 'sent' as const, attempts: 1 },
    { toAddress: `ola@${domain}`, template: 'password-reset', status: 'pending' as const, attempts: 0 },
    { toAddress: `ola@${domain}`, template: 'activation', status: 'failed' as const, attempts: 3, lastError: 'ECONN' },
    // Issue 19: refused for now (4xx), tried again later: `retrying` with its next attempt.
    {
      toAddress: `ela@${domain}`,
      template: 'investor-login-link',
      status: 'pending' as const,
      attempts: 2,
      lastError: '451 4.7.1 Greylisted, please try again later (RCPT TO)',
      nextAttemptAt: new Date('2025-07-01T08:10:00.000Z'),
    },
  ];
  for (const [index, row] of rows.entries()) {
    const created = await db.mailOutbox.create({
      data: {
        ...row,
        tenantId: tenant.id,
        host: 'demo.localhost',
        language: 'pl',
        subject: `Subject ${index + 1}`,
        text: `Hello ${index + 1}\nhttps://demo.localhost/activate?token=abc`,
        html: `<p>Hello <b>${index + 1}</b></p><script>alert(1)</script>`,
        createdAt: new Date(base + index * 60_000),
        sentAt: row.status === 'sent' ? new Date(base + index * 60_000 + 1000) : null,
      },
    });
    ids.push(created.id);
  }
});

async function caller() {
  return (await consoleCaller(db, token)).caller;
}

const subjects = (items: { subject: string }[]) => items.map((item) => item.subject);

describe('outbox.list', () => {
  it('refuses a caller without an operator session', async () => {
    const { caller: anonymous } = await consoleCaller(db, 'forged');
    await expect(anonymous.outbox.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.outbox.get({ id: ids[0] ?? '' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.outbox.templates()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('lists newest first with recipient, template, subject, delivery status, attempts, error and next attempt', async () => {
    const result = await (await caller()).outbox.list({ filter: { to: domain } });
    expect(subjects(result.items)).toEqual(['Subject 4', 'Subject 3', 'Subject 2', 'Subject 1']);
    expect(result.items[0]).toEqual({
      id: ids[3],
      createdAt: '2025-07-01T08:03:00.000Z',
      to: `ela@${domain}`,
      template: 'investor-login-link',
      subject: 'Subject 4',
      status: 'retrying',
      attempts: 2,
      lastError: '451 4.7.1 Greylisted, please try again later (RCPT TO)',
      nextAttemptAt: '2025-07-01T08:10:00.000Z',
    });
    expect(result.items.map((mail) => mail.status)).toEqual(['retrying', 'failed', 'queued', 'sent']);
    expect(result.items[1]).toEqual({
      id: ids[2],
      createdAt: '2025-07-01T08:02:00.000Z',
      to: `ola@${domain}`,
      template: 'activation',
      subject: 'Subject 3',
      status: 'failed',
      attempts: 3,
      lastError: 'ECONN',
      nextAttemptAt: null,
    });
    expect(result.nextCursor).toBeNull();
  });

  it('filters by recipient, template and status, and pages by cursor', async () => {
    const api = await caller();
    const only = async (filter: Parameters<typeof api.outbox.list>[0]['filter']) =>
      subjects((await api.outbox.list({ filter: { to: domain, ...filter } })).items);
    expect(await only({ to: `OLA@${domain}` })).toEqual(['Subject 3', 'Subject 2']);
    expect(await only({ template: ['activation'] })).toEqual(['Subject 3', 'Subject 1']);
    expect(await only({ status: ['queued', 'sent'] })).toEqual(['Subject 2', 'Subject 1']);
    expect(await only({ status: ['retrying'] })).toEqual(['Subject 4']);
    expect(await only({ status: ['failed', 'retrying'] })).toEqual(['Subject 4', 'Subject 3']);

    const first = await api.outbox.list({ filter: { to: domain }, limit: 3 });
    expect(subjects(first.items)).toEqual(['Subject 4', 'Subject 3', 'Subject 2']);
    const rest = await api.outbox.list({ filter: { to: domain }, limit: 3, cursor: first.nextCursor ?? undefined });
    expect(subjects(rest.items)).toEqual(['Subject 1']);
    expect(rest.nextCursor).toBeNull();
    await expect(api.outbox.list({ filter: { status: ['lost' as 'sent'] } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('gets one mail in full (round trip), and NOT_FOUND for an unknown id', async () => {
    const api = await caller();
    const mail = await api.outbox.get({ id: ids[0] ?? '' });
    expect(mail).toMatchObject({
      to: `ala@${domain}`,
      subject: 'Subject 1',
      status: 'sent',
      host: 'demo.localhost',
      language: 'pl',
      tenant,
      sentAt: '2025-07-01T08:00:01.000Z',
      text: 'Hello 1\nhttps://demo.localhost/activate?token=abc',
      html: '<p>Hello <b>1</b></p><script>alert(1)</script>',
      linkLive: false,
    });
    await expect(api.outbox.get({ id: randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists the templates in use', async () => {
    expect(await (await caller()).outbox.templates()).toEqual(expect.arrayContaining(['activation', 'password-reset']));
  });
});

/**
 * Issue #15, finding 5 (decision 032): the outbox is no key to anyone's account. A mail shows its
 * working link only where the edge sends no mail itself (no SMTP), only while the link works, and
 * every opening is in the audit log.
 */
describe('live links in the outbox', () => {
  const context = {
    tenantId: '',
    host: 'demo.localhost',
    origin: 'http://demo.localhost:3000',
    language: 'pl' as const,
    branding: builtInDefaultBranding,
  };

  async function queued(linkExpiresAt: Date) {
    const to = `live-${randomUUID().slice(0, 8)}@${domain}`;
    const secret = `secret-${randomUUID()}`;
    await enqueueMail(
      db,
      { ...context, tenantId: tenant.id },
      to,
      'password-reset',
      { link: `http://demo.localhost:3000/auth/reset-password/${secret}` },
      { linkExpiresAt },
    );
    const row = await db.mailOutbox.findFirstOrThrow({ where: { toAddress: to } });
    return { id: row.id, secret };
  }

  const openings = (mailId: string) =>
    db.auditLog.findMany({ where: { event: 'console.mail_opened', data: { path: ['mailId'], equals: mailId } } });

  it('shows the copy without the link where the edge delivers mail (SMTP), even for a pending mail', async () => {
    const mail = await queued(new Date(Date.now() + 3_600_000));
    const { caller: api } = await consoleCaller(db, token, { showLiveMail: false });
    const shown = await api.outbox.get({ id: mail.id });
    expect(shown.linkLive).toBe(false);
    expect(shown.text).not.toContain(mail.secret);
    expect(shown.html).not.toContain(mail.secret);
    expect(shown.text).toContain('[link usunięty');
    expect(await openings(mail.id)).toHaveLength(1);
  });

  it('shows the live copy in development (no SMTP) only until the link expires, then the stored copy is redacted', async () => {
    const live = await queued(new Date(Date.now() + 3_600_000));
    const { caller: api } = await consoleCaller(db, token, { showLiveMail: true });
    const shown = await api.outbox.get({ id: live.id });
    expect(shown.linkLive).toBe(true);
    expect(shown.text).toContain(live.secret);

    const expired = await queued(new Date(Date.now() - 1000));
    const later = await api.outbox.get({ id: expired.id });
    expect(later.linkLive).toBe(false);
    expect(later.text).not.toContain(expired.secret);
    // Not only hidden: the stored copy itself no longer holds the token.
    const row = await db.mailOutbox.findUniqueOrThrow({ where: { id: expired.id } });
    expect(`${row.text}${row.html}`).not.toContain(expired.secret);
    expect(row.redactedAt).toBeInstanceOf(Date);
  });

  it('keeps no token in the list, and audits every opening with the operator and the copy shown', async () => {
    const mail = await queued(new Date(Date.now() + 3_600_000));
    const { caller: api } = await consoleCaller(db, token, { showLiveMail: true });
    const listed = await api.outbox.list({ filter: { to: domain } });
    expect(JSON.stringify(listed)).not.toContain(mail.secret);
    await api.outbox.get({ id: mail.id });
    await api.outbox.get({ id: mail.id });
    const entries = await openings(mail.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]?.data).toMatchObject({ mailId: mail.id, linkLive: true, template: 'password-reset' });
  });
});
