import { type Database, findHostConfig, type HostConfig, toHostBranding } from '@wl/db';
import { brandingDefaults, type Language, resolveBranding } from '@wl/shared';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import pg from 'pg';
import { isDatabaseUnavailable } from '../core/error-handler.ts';
import { MAIL_OUTBOX_CHANNEL } from './outbox.ts';

/** What the sender needs of a nodemailer transporter (SMTP in production, JSON/stream in tests). */
export interface MailTransport {
  sendMail(message: Mail.Options): Promise<unknown>;
  close?(): void;
}

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailSenderOptions {
  db: Database;
  /** An SMTP URL (`smtp://user:pass@host:587`, `smtps://…`) or a ready transporter. */
  transport: string | MailTransport;
  /** `MAIL_FROM`: the sender address, optionally with a display name used when a host has no title. */
  from?: string;
  /**
   * When given, a connection LISTENs on the outbox channel: a mail committed by any process
   * wakes the sender at once. Without it the sender polls (and can be woken with `wake()`).
   */
  databaseUrl?: string;
  pollIntervalMs?: number;
  /** Attempts before a mail the server keeps refusing for now (4xx) is marked `failed`. */
  maxAttempts?: number;
  /** Delay before the 2nd attempt; it doubles for each next one (30 s, 1 min, 2 min, 4 min …). */
  retryBaseMs?: number;
  /** The longest delay between two attempts (1 hour). */
  retryMaxMs?: number;
  /** A send that takes longer counts as a failed attempt. */
  sendTimeoutMs?: number;
  log?: Logger;
}

export const DEFAULT_MAIL_FROM = 'no-reply@localhost';

interface ClaimedMail {
  id: string;
  host: string | null;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  language: Language;
  attempts: number;
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed';

/** nodemailer's codes of a failed login and a failed STARTTLS: the set-up, not the mail. */
const platformSide = new Set(['EAUTH', 'ETLS']);

/**
 * What a failed send means (decision 063). An SMTP answer 5yz is the server's final word about
 * this mail (an unknown mailbox, a refused sender, a message it will not take): trying again gets
 * the same answer, so the mail is `failed` at once with the server's reason. Everything else is
 * worth another attempt: 4yz (greylisting, a full mailbox, "service not available"), a lost or
 * refused connection, a timeout, a TLS failure, 503 (a command out of sequence: the session, not
 * the mail), a refused login (535 and the like) or STARTTLS: the platform's credentials or the
 * server's set-up, not the mail, which goes once they are fixed, within the attempts.
 */
export function deliveryFailure(error: unknown): { permanent: boolean; reason: string } {
  const { responseCode, response, code, command, message } = (error ?? {}) as {
    responseCode?: unknown;
    response?: unknown;
    code?: unknown;
    command?: unknown;
    message?: unknown;
  };
  const answer = typeof response === 'string' && response.trim() ? response.trim() : null;
  // The server's own answer ("550 5.1.1 <x@y>: Recipient address rejected") when it gave one,
  // with the command it answered: what an operator needs to tell a mailbox from a set-up problem.
  const said = answer && typeof command === 'string' && command ? `${answer} (${command})` : answer;
  const reason = (said ?? (typeof message === 'string' && message ? message : String(error)))
    .replace(/\s+/g, ' ')
    .slice(0, 2000);
  const status = typeof responseCode === 'number' ? responseCode : Number(reason.match(/^([45]\d\d)[ -]/)?.[1]);
  const permanent = status >= 500 && status < 600 && status !== 503 && !platformSide.has(String(code));
  return { permanent, reason };
}

const silent: Logger = { info() {}, warn() {}, error() {} };

/** Splits `MAIL_FROM` (`no-reply@x` or `"Name" <no-reply@x>`) into its address and name. */
export function parseMailFrom(value: string | undefined): { address: string; name: string | null } {
  const trimmed = value?.trim();
  if (!trimmed) return { address: DEFAULT_MAIL_FROM, name: null };
  const match = trimmed.match(/^(.*?)\s*<([^<>\s]+)>$/);
  if (!match) return { address: trimmed, name: null };
  const name = (match[1] ?? '').trim().replace(/^"(.*)"$/, '$1');
  return { address: match[2] as string, name: name || null };
}

export interface MailSenderIdentity {
  name: string | null;
  address: string;
  replyTo: string | null;
}

/**
 * Who a host's mail comes from (decision 042): the host's own From address and name when its
 * operator set them, else `MAIL_FROM`'s address and the host's site title in the mail's
 * language (as the mail itself shows it), else `MAIL_FROM`'s name; its Reply-To when set.
 */
export function hostSender(
  config: HostConfig | null,
  language: Language,
  fallback: { address: string; name: string | null },
): MailSenderIdentity {
  if (!config) return { ...fallback, replyTo: null };
  const siteTitle = resolveBranding(toHostBranding(config), language, brandingDefaults(language)).texts.siteTitle;
  return {
    name: config.mailFromName || siteTitle || fallback.name,
    address: config.mailFromAddress || fallback.address,
    replyTo: config.mailReplyTo || null,
  };
}

/**
 * Delivers the mail outbox by SMTP. Several edge processes may run one each: a row is claimed
 * with `FOR UPDATE SKIP LOCKED` in its own transaction that stays open while the mail is sent,
 * so no two senders ever hold the same row, and a crash before the commit leaves it pending
 * (delivery is at least once; the Message-ID is the row id, so receivers can tell a repeat).
 *
 * A failed send counts an attempt and keeps the server's answer (decision 063). A permanent
 * refusal (5yz, see {@link deliveryFailure}) makes the row `failed` at once; anything else is
 * tried again after a doubling delay (`retryBaseMs`, at most `retryMaxMs`), kept in the row's
 * `next_attempt_at` and compared with the database's clock, so every sender on every replica
 * agrees when a row is due; after `maxAttempts` the row is `failed`.
 */
export class MailSender {
  private readonly db: Database;
  private readonly transport: MailTransport;
  private readonly ownsTransport: boolean;
  private readonly from: { address: string; name: string | null };
  private readonly pollIntervalMs: number;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly sendTimeoutMs: number;
  private readonly databaseUrl: string | undefined;
  private readonly log: Logger;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private listener: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private started = false;
  private stopped = false;

  constructor(options: MailSenderOptions) {
    this.db = options.db;
    this.ownsTransport = typeof options.transport === 'string';
    this.transport =
      typeof options.transport === 'string' ? nodemailer.createTransport(options.transport) : options.transport;
    this.from = parseMailFrom(options.from);
    this.pollIntervalMs = options.pollIntervalMs ?? 5000;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
    this.retryMaxMs = options.retryMaxMs ?? 3_600_000;
    this.sendTimeoutMs = options.sendTimeoutMs ?? 30_000;
    this.databaseUrl = options.databaseUrl;
    this.log = options.log ?? silent;
  }

  /** Whether a connection LISTENs for new mails (otherwise only the poll finds them). */
  get listening(): boolean {
    return this.listener !== undefined;
  }

  /** Starts polling (and listening, with a database URL); the first round runs at once. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.wake();
  }

  /** Runs a round now (or right after the one in progress), instead of at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.round().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.wakeAgain) {
        this.wakeAgain = false;
        this.wake();
      } else if (this.started) {
        this.timer = setTimeout(() => this.wake(), this.pollIntervalMs);
        this.timer.unref();
      }
    });
  }

  /**
   * Stops polling and listening and waits (up to `waitMs`) for the mail being sent. A send cut
   * short by the shutdown is rolled back with its transaction and stays pending.
   */
  async stop(waitMs = 5000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([Promise.all([this.connecting, this.running]), waited]);
    clearTimeout(timer);
    if (this.ownsTransport) this.transport.close?.();
  }

  /**
   * Delivers every row that is due, one at a time, until none is left (or the sender stops).
   * Returns how many were sent. `wake()` and the poll call it; tests call it directly.
   */
  async deliverDue(): Promise<number> {
    let sent = 0;
    while (!this.stopped) {
      const outcome = await this.deliverOne();
      if (outcome === null) break;
      if (outcome === 'sent') sent += 1;
    }
    return sent;
  }

  /** The delay after the `attempts`-th failed attempt: base, doubling, at most `retryMaxMs`. */
  retryDelayMs(attempts: number): number {
    return Math.min(this.retryBaseMs * 2 ** Math.max(0, attempts - 1), this.retryMaxMs);
  }

  /** Claims the row due longest and sends it; `null` when no row is due. */
  async deliverOne(): Promise<DeliveryOutcome | null> {
    return this.db.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<ClaimedMail[]>`
          SELECT id, host, to_address, subject, html, text, language::text AS language, attempts
          FROM mail_outbox
          WHERE status = 'pending' AND next_attempt_at <= now()
          ORDER BY next_attempt_at, created_at
          LIMIT 1
          FOR UPDATE SKIP LOCKED`;
        const row = rows[0];
        if (!row) return null;
        try {
          await this.send(row);
          // Sent: the outbox keeps only the copy without the working link (decision 032).
          await tx.$executeRaw`
            UPDATE mail_outbox
               SET status = 'sent', sent_at = now(), html = COALESCE(redacted_html, html),
                   text = COALESCE(redacted_text, text), redacted_at = COALESCE(redacted_at, now())
             WHERE id = ${row.id}::uuid`;
          this.log.info({ mailId: row.id, host: row.host }, 'mail sent');
          return 'sent';
        } catch (error) {
          const attempts = row.attempts + 1;
          const { permanent, reason } = deliveryFailure(error);
          const failed = permanent || attempts >= this.maxAttempts;
          if (failed) {
            await tx.$executeRaw`
              UPDATE mail_outbox SET status = 'failed', attempts = ${attempts}, last_error = ${reason}
               WHERE id = ${row.id}::uuid`;
          } else {
            // The next attempt is due by the database's clock, whichever replica makes it.
            await tx.$executeRaw`
              UPDATE mail_outbox
                 SET attempts = ${attempts}, last_error = ${reason},
                     next_attempt_at = clock_timestamp()
                       + ${this.retryDelayMs(attempts)}::double precision * interval '1 millisecond'
               WHERE id = ${row.id}::uuid`;
          }
          this.log.warn(
            { mailId: row.id, attempts, permanent, reason },
            failed ? 'mail failed for good' : 'mail send failed; will retry',
          );
          return failed ? 'failed' : 'retry';
        }
      },
      { maxWait: 10_000, timeout: this.sendTimeoutMs + 10_000 },
    );
  }

  private async send(row: ClaimedMail): Promise<void> {
    // A platform mail (an operator's invitation, decision 046) has no host: MAIL_FROM sends it.
    const config = row.host === null ? null : await findHostConfig(this.db, row.host);
    const sender = hostSender(config, row.language, this.from);
    const domain = sender.address.split('@')[1] ?? 'localhost';
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timeout = setTimeout(() => reject(new Error(`no answer within ${this.sendTimeoutMs} ms`)), this.sendTimeoutMs);
    });
    try {
      await Promise.race([
        this.transport.sendMail({
          from: sender.name ? { name: sender.name, address: sender.address } : sender.address,
          ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
          to: row.to_address,
          subject: row.subject,
          html: row.html,
          text: row.text,
          messageId: `<${row.id}@${domain}>`,
        }),
        timedOut,
      ]);
    } finally {
      clearTimeout(timeout);
    }
  }

  private async round(): Promise<void> {
    if (this.databaseUrl && !this.listener && !this.connecting) {
      this.connecting = this.listen().finally(() => {
        this.connecting = undefined;
      });
    }
    try {
      await this.deliverDue();
    } catch (error) {
      this.log.error({ err: error }, 'mail outbox round failed; retrying at the next poll');
    }
  }

  /** A dedicated connection wakes the sender on every committed mail; lost, it is retried by the poll. */
  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    const lost = () => {
      if (this.listener === client) this.listener = undefined;
      client.end().catch(() => {});
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === MAIL_OUTBOX_CHANNEL) this.wake();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${MAIL_OUTBOX_CHANNEL}`);
      if (this.stopped) throw new Error('stopped');
      this.listener = client;
    } catch (error) {
      await client.end().catch(() => {});
      const detail = isDatabaseUnavailable(error) ? { reason: (error as Error).message } : { err: error };
      if (!this.stopped) this.log.warn(detail, 'mail outbox listener could not connect; polling');
    }
  }
}
