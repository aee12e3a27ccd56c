import type { Prisma } from '@wl/db';
import { defaultHostBranding, type Language, translate } from '@wl/shared';
import type { TenantContext } from '../core/tenant-context.ts';
import { type MailTemplate, type MailTemplates, renderMail } from './render-mail.ts';

/** The Postgres channel a queued mail notifies on commit; running mail senders LISTEN on it. */
export const MAIL_OUTBOX_CHANNEL = 'mail_outbox_pending';

type OutboxWriter = Pick<Prisma.TransactionClient, 'mailOutbox' | '$executeRaw'>;

/**
 * Renders a mail for the tenant's host, in one language, and writes it to the outbox, in the transaction of the
 * change that causes it: the change and its mail are committed together or not at all. The
 * notification is transactional too, so a sender is woken only once the row is visible.
 *
 * Every mail carries a link that signs in, activates, resets or opens a form: the outbox keeps it
 * live only until the mail is sent or `linkExpiresAt` passes (decision 032). It stores the mail
 * twice: as sent (`html`, `text`) and with the link cut out (`redactedHtml`, `redactedText`),
 * which replaces the first then. Returns the queued mail's id.
 */
export async function enqueueMail<T extends MailTemplate>(
  db: OutboxWriter,
  tenant: TenantContext,
  to: string,
  template: T,
  data: MailTemplates[T],
  options: {
    linkExpiresAt: Date;
    /**
     * The recipient's language (decision 063): the screen's for a mail the recipient caused, their
     * last known one for a mail someone else caused. The host's when not given.
     */
    language?: Language;
  },
): Promise<string> {
  const language = options.language ?? tenant.language;
  const context = {
    branding: tenant.branding,
    language,
    origin: tenant.origin,
    supportEmail: tenant.supportEmail ?? null,
    replyTo: tenant.replyTo ?? null,
  };
  const rendered = renderMail(template, data, context);
  const redacted = renderMail(template, data, { ...context, redact: true });
  const { id } = await db.mailOutbox.create({
    select: { id: true },
    data: {
      tenantId: tenant.tenantId,
      host: tenant.host,
      toAddress: to,
      template,
      language,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      redactedHtml: redacted.html,
      redactedText: redacted.text,
      linkExpiresAt: options.linkExpiresAt,
    },
  });
  await db.$executeRaw`SELECT pg_notify(${MAIL_OUTBOX_CHANNEL}, '')`;
  return id;
}

/** The console's own mails (decision 046): no tenant, no host; the platform's sender (`MAIL_FROM`). */
export type PlatformMailTemplate = 'operator-invitation' | 'operator-password-reset';

/**
 * Writes a mail of the platform itself to the outbox (an operator's invitation or reset): no
 * tenant and no host, so the sender is `MAIL_FROM` and the look is the neutral one, titled
 * "White-label console". `origin` is the console's configured origin, never a request's Host.
 */
export async function enqueuePlatformMail<T extends PlatformMailTemplate>(
  db: OutboxWriter,
  mail: { to: string; template: T; data: MailTemplates[T]; language: Language; origin: string; linkExpiresAt: Date },
): Promise<void> {
  const context = {
    branding: defaultHostBranding,
    language: mail.language,
    origin: mail.origin,
    siteTitle: translate(mail.language, 'mail:platformTitle'),
  };
  const rendered = renderMail(mail.template, mail.data, context);
  const redacted = renderMail(mail.template, mail.data, { ...context, redact: true });
  await db.mailOutbox.create({
    data: {
      tenantId: null,
      host: null,
      toAddress: mail.to,
      template: mail.template,
      language: mail.language,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      redactedHtml: redacted.html,
      redactedText: redacted.text,
      linkExpiresAt: mail.linkExpiresAt,
    },
  });
  await db.$executeRaw`SELECT pg_notify(${MAIL_OUTBOX_CHANNEL}, '')`;
}

type OutboxRedactor = Pick<Prisma.TransactionClient, '$executeRaw'>;

/**
 * The live copies whose link stopped working become their redacted copy (decision 032). Any
 * replica may run it at any time: it is one idempotent UPDATE. Returns how many were redacted.
 */
export function redactExpiredMails(db: OutboxRedactor): Promise<number> {
  return db.$executeRaw`
    UPDATE "mail_outbox"
       SET "html" = COALESCE("redacted_html", "html"), "text" = COALESCE("redacted_text", "text"),
           "redacted_at" = CURRENT_TIMESTAMP
     WHERE "redacted_at" IS NULL AND "link_expires_at" <= CURRENT_TIMESTAMP`;
}
