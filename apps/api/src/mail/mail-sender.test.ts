import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase, type Database, findHostConfig, seedDemo, toHostBranding } from '@wl/db';
import { createTestDatabase, type TestDatabase } from '@wl/db/testing';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TenantContext } from '../core/tenant-context.ts';
import { deliveryFailure, MailSender, type MailTransport, parseMailFrom } from './mail-sender.ts';
import { enqueueMail } from './outbox.ts';

interface Delivered {
  messageId: string;
  from: { name: string; address: string } | string;
  to: { address: string }[];
  subject: string;
  html: string;
  text: string;
}

/** nodemailer's JSON transport (a real transport, no server): keeps what it was given. */
function recordingTransport(options: { delayMs?: number } = {}) {
  const json = nodemailer.createTransport({ jsonTransport: true });
  const delivered: Delivered[] = [];
  const transport: MailTransport = {
    async sendMail(message: Mail.Options) {
      if (options.delayMs) await sleep(options.delayMs);
      const info = await json.sendMail(message);
      delivered.push(JSON.parse(info.message) as Delivered);
      return info;
    },
  };
  return { transport, delivered };
}

const failingTransport: MailTransport = {
  sendMail: async () => {
    throw new Error('421 4.3.2 Service not available');
  },
};

let t: TestDatabase;
let second: { db: Database; end(): Promise<void> };
const senders: MailSender[] = [];

function sender(options: Partial<ConstructorParameters<typeof MailSender>[0]> = {}): MailSender {
  const instance = new MailSender({ db: t.db, transport: failingTransport, retryBaseMs: 0, ...options });
  senders.push(instance);
  return instance;
}

async function tenantOf(host: string): Promise<TenantContext> {
  const row = await findHostConfig(t.db, host);
  if (!row) throw new Error(`no host ${host}`);
  const branding = toHostBranding(row);
  return {
    tenantId: row.tenantId,
    host,
    origin: `http://${host}:3000`,
    language: row.language,
    branding,
    supportEmail: row.supportEmail,
    replyTo: row.mailReplyTo,
  };
}

let seq = 0;
async function queue(host = 'demo.localhost', to = `person-${++seq}@example.test`): Promise<string> {
  const tenant = await tenantOf(host);
  await enqueueMail(
    t.db,
    tenant,
    to,
    'investor-login-link',
    { link: `http://${host}:3000/x?token=secret-token-${seq}` },
    { linkExpiresAt: new Date(Date.now() + 15 * 60_000) },
  );
  const row = await t.db.mailOutbox.findFirstOrThrow({ where: { toAddress: to }, orderBy: { createdAt: 'desc' } });
  return row.id;
}

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemo(t.db);
  const { db, pool } = createDatabase(t.url, { max: 5 });
  second = {
    db,
    end: async () => {
      await db.$disconnect();
      await pool.end();
    },
  };
});

afterAll(async () => {
  await Promise.all(senders.map((s) => s.stop()));
  await second.end();
});

describe('parseMailFrom', () => {
  it.each([
    [undefined, { address: 'no-reply@localhost', name: null }],
    ['mail@broker.pl', { address: 'mail@broker.pl', name: null }],
    ['"Broker" <mail@broker.pl>', { address: 'mail@broker.pl', name: 'Broker' }],
    ['Broker SA <mail@broker.pl>', { address: 'mail@broker.pl', name: 'Broker SA' }],
  ])('%s', (value, expected) => {
    expect(parseMailFrom(value)).toEqual(expected);
  });
});

/** An error as nodemailer's SMTP connection makes it. */
const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error('failed'), fields);

describe('deliveryFailure (issue 19, decision 063)', () => {
  it.each([
    ['550 on RCPT TO', smtpError({ responseCode: 550, response: '550 5.1.1 No such user', command: 'RCPT TO' }), true],
    ['554 on DATA', smtpError({ responseCode: 554, response: '554 5.6.0 Rejected', command: 'DATA' }), true],
    ['451 greylisting', smtpError({ responseCode: 451, response: '451 4.7.1 Try later', command: 'RCPT TO' }), false],
    ['421 service not available', smtpError({ responseCode: 421, response: '421 4.3.2 Busy' }), false],
    ['503 bad sequence', smtpError({ responseCode: 503, response: '503 5.5.1 Bad sequence' }), false],
    [
      '535 refused login',
      smtpError({ code: 'EAUTH', responseCode: 535, response: '535 5.7.8 Bad credentials' }),
      false,
    ],
    ['STARTTLS refused', smtpError({ code: 'ETLS', responseCode: 502, response: '502 Not implemented' }), false],
    ['a lost connection', smtpError({ code: 'ECONNECTION', message: 'Connection closed' }), false],
    ['a plain 5xx text', new Error('550 5.7.1 Relaying denied'), true],
    ['a plain 4xx text', new Error('421 4.3.2 Service not available'), false],
  ])('%s: permanent %s', (_, error, permanent) => {
    expect(deliveryFailure(error).permanent).toBe(permanent);
  });

  it("keeps the server's answer with the command it answered, on one line", () => {
    expect(
      deliveryFailure(
        smtpError({ responseCode: 550, response: '550 5.1.1 <a@b.test>:\r\n no such user', command: 'RCPT TO' }),
      ).reason,
    ).toBe('550 5.1.1 <a@b.test>: no such user (RCPT TO)');
    expect(deliveryFailure(new Error('no answer within 100 ms')).reason).toBe('no answer within 100 ms');
  });
});

describe('MailSender', () => {
  it("delivers pending rows from MAIL_FROM's address under the host's site title and marks them sent", async () => {
    const ids = [await queue('demo.localhost'), await queue('custom.localhost'), await queue('unknown.example')];
    const { transport, delivered } = recordingTransport();
    const count = await sender({ transport, from: 'Platforma <no-reply@platform.test>' }).deliverDue();

    expect(count).toBe(3);
    expect(delivered.map((m) => m.from)).toEqual([
      { name: 'Demo Dom Maklerski', address: 'no-reply@platform.test' },
      { name: 'Custom Capital', address: 'no-reply@platform.test' },
      { name: 'Platforma inwestycyjna', address: 'no-reply@platform.test' },
    ]);
    const rows = await t.db.mailOutbox.findMany({ where: { id: { in: ids } }, orderBy: { createdAt: 'asc' } });
    expect(rows.map((row) => [row.status, row.attempts, row.sentAt instanceof Date])).toEqual([
      ['sent', 0, true],
      ['sent', 0, true],
      ['sent', 0, true],
    ]);
    const first = delivered[0];
    const row = rows[0];
    expect(first?.to).toEqual([{ address: row?.toAddress, name: '' }]);
    expect(first?.subject).toBe(row?.subject);
    // The recipient got the working link; the outbox keeps the mail without it (issue #15, decision 032).
    expect(first?.text).toContain('token=secret-token-');
    expect(first?.html).toContain('token=secret-token-');
    expect(row?.text).not.toContain('secret-token');
    expect(row?.html).not.toContain('secret-token');
    expect(row?.text).toContain('[link usunięty');
    expect(row?.redactedAt).toBeInstanceOf(Date);
    expect(first?.messageId).toBe(`<${row?.id}@platform.test>`);
    expect(await sender({ transport }).deliverDue()).toBe(0);
  });

  it("sends a host's mails from its own sender, with its Reply-To and its support address in the footer (decision 042)", async () => {
    await t.db.hostConfig.update({
      where: { hostname: 'custom.localhost' },
      data: {
        mailFromName: 'Custom Capital Investor Desk',
        mailFromAddress: 'investors@custom-capital.example',
        mailReplyTo: 'desk@custom-capital.example',
        supportEmail: 'help@custom-capital.example',
      },
    });
    try {
      const id = await queue('custom.localhost');
      const stored = await t.db.mailOutbox.findUniqueOrThrow({ where: { id } });
      expect(stored.text).toContain('Questions? Write to us at help@custom-capital.example');
      expect(stored.html).toContain('<a href="mailto:help@custom-capital.example"');
      expect(stored.text).toContain('replies reach desk@custom-capital.example');
      expect(stored.text).not.toContain('please do not reply');
      const { transport, delivered } = recordingTransport();
      await sender({ transport, from: 'Platforma <no-reply@platform.test>' }).deliverDue();
      const mail = delivered.find((item) => item.subject === stored.subject && item.text.includes('secret-token'));
      expect(mail?.from).toEqual({ name: 'Custom Capital Investor Desk', address: 'investors@custom-capital.example' });
      expect((mail as unknown as { replyTo?: unknown }).replyTo).toEqual([
        { address: 'desk@custom-capital.example', name: '' },
      ]);
      expect(mail?.messageId).toBe(`<${id}@custom-capital.example>`);
    } finally {
      await t.db.hostConfig.update({
        where: { hostname: 'custom.localhost' },
        data: { mailFromName: null, mailFromAddress: null, mailReplyTo: null, supportEmail: null },
      });
    }
  });

  it('counts failed attempts with the error, backs off between them and gives up after the limit', async () => {
    const id = await queue();
    const retryBaseMs = 400;
    const failing = sender({ retryBaseMs, maxAttempts: 3 });

    expect(await failing.deliverOne()).toBe('retry');
    let row = await t.db.mailOutbox.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 4.3.2 Service not available' });
    expect(row.sentAt).toBeNull();

    // Not due yet, for this process nor for any other (the schedule is kept in the row).
    expect(await failing.deliverOne()).toBeNull();
    expect(await sender({ retryBaseMs }).deliverOne()).toBeNull();

    await sleep(retryBaseMs + 50);
    expect(await failing.deliverOne()).toBe('retry');
    expect(await failing.deliverOne()).toBeNull();
    await sleep(2 * retryBaseMs + 50);
    expect(await failing.deliverOne()).toBe('failed');
    row = await t.db.mailOutbox.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: '421 4.3.2 Service not available' });

    // A failed row is never picked again.
    const { transport, delivered } = recordingTransport();
    await sleep(50);
    await sender({ transport, retryBaseMs }).deliverDue();
    expect(delivered.map((m) => m.messageId)).not.toContain(`<${id}@localhost>`);
  });

  it('counts a send that does not answer in time as a failed attempt', async () => {
    const id = await queue();
    const hanging: MailTransport = { sendMail: () => new Promise(() => {}) };
    expect(await sender({ transport: hanging, sendTimeoutMs: 100, retryBaseMs: 60_000 }).deliverOne()).toBe('retry');
    const row = await t.db.mailOutbox.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'no answer within 100 ms' });
    await t.db.mailOutbox.update({ where: { id }, data: { status: 'failed' } });
  });

  it('never sends a row twice when two senders on two connection pools run at once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 40; i += 1) ids.push(await queue('demo.localhost', `crowd-${i}@example.test`));
    const a = recordingTransport({ delayMs: 3 });
    const b = recordingTransport({ delayMs: 3 });
    const [sentByA, sentByB] = await Promise.all([
      sender({ transport: a.transport }).deliverDue(),
      sender({ db: second.db, transport: b.transport }).deliverDue(),
    ]);

    const messageIds = [...a.delivered, ...b.delivered].map((m) => m.messageId);
    expect(sentByA + sentByB).toBe(40);
    expect(messageIds).toHaveLength(40);
    expect(new Set(messageIds).size).toBe(40);
    expect(sentByA).toBeGreaterThan(0);
    expect(sentByB).toBeGreaterThan(0);
    expect(await t.db.mailOutbox.count({ where: { id: { in: ids }, status: 'sent' } })).toBe(40);
  });

  it('is woken by wake() without waiting for the next poll', async () => {
    const { transport, delivered } = recordingTransport();
    const running = sender({ transport, pollIntervalMs: 60_000 });
    running.start();
    await sleep(100);
    const id = await queue();
    running.wake();
    await vi.waitFor(() => expect(delivered.map((m) => m.messageId)).toContain(`<${id}@localhost>`), {
      timeout: 3000,
    });
    await running.stop();
  });

  it('is woken by a mail committed by any process (LISTEN), only once it is committed', async () => {
    const { transport, delivered } = recordingTransport();
    const running = sender({ transport, pollIntervalMs: 60_000, databaseUrl: t.url });
    running.start();
    await vi.waitFor(() => expect(running.listening).toBe(true), { timeout: 3000 });

    const tenant = await tenantOf('demo.localhost');
    await second.db.$transaction(async (tx) => {
      await enqueueMail(
        tx,
        tenant,
        'listened@example.test',
        'investor-login-link',
        { link: 'http://demo.localhost/' },
        { linkExpiresAt: new Date(Date.now() + 60_000) },
      );
      await sleep(300);
      expect(delivered).toHaveLength(0);
    });
    await vi.waitFor(() => expect(delivered.map((m) => m.to[0]?.address)).toContain('listened@example.test'), {
      timeout: 3000,
    });
    await running.stop();
    expect(running.listening).toBe(false);
  });
});
