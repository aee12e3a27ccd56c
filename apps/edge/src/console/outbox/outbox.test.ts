import { randomUUID } from 'node:crypto';
import type { Database } from '@wl/db';
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

  it('lists newest first with recipient, template, subject, status, attempts and error', async () => {
    const result = await (await caller()).outbox.list({ filter: { to: domain } });
    expect(subjects(result.items)).toEqual(['Subject 3', 'Subject 2', 'Subject 1']);
    expect(result.items[0]).toEqual({
      id: ids[2],
      createdAt: '2025-07-01T08:02:00.000Z',
      to: `ola@${domain}`,
      template: 'activation',
      subject: 'Subject 3',
      status: 'failed',
      attempts: 3,
      lastError: 'ECONN',
    });
    expect(result.nextCursor).toBeNull();
  });

  it('filters by recipient, template and status, and pages by cursor', async () => {
    const api = await caller();
    const only = async (filter: Parameters<typeof api.outbox.list>[0]['filter']) =>
      subjects((await api.outbox.list({ filter: { to: domain, ...filter } })).items);
    expect(await only({ to: `OLA@${domain}` })).toEqual(['Subject 3', 'Subject 2']);
    expect(await only({ template: ['activation'] })).toEqual(['Subject 3', 'Subject 1']);
    expect(await only({ status: ['pending', 'sent'] })).toEqual(['Subject 2', 'Subject 1']);

    const first = await api.outbox.list({ filter: { to: domain }, limit: 2 });
    expect(subjects(first.items)).toEqual(['Subject 3', 'Subject 2']);
    const rest = await api.outbox.list({ filter: { to: domain }, limit: 2, cursor: first.nextCursor ?? undefined });
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
    });
    await expect(api.outbox.get({ id: randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists the templates in use', async () => {
    expect(await (await caller()).outbox.templates()).toEqual(expect.arrayContaining(['activation', 'password-reset']));
  });
});
