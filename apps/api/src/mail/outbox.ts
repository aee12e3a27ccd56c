import type { Prisma } from '@wl/db';
import type { TenantContext } from '../core/tenant-context.ts';
import { type MailTemplate, type MailTemplates, renderMail } from './render-mail.ts';

/** The Postgres channel a queued mail notifies on commit; running mail senders LISTEN on it. */
export const MAIL_OUTBOX_CHANNEL = 'mail_outbox_pending';

type OutboxWriter = Pick<Prisma.TransactionClient, 'mailOutbox' | '$executeRaw'>;

/**
 * Renders a mail for the tenant's host and writes it to the outbox, in the transaction of the
 * change that causes it: the change and its mail are committed together or not at all. The
 * notification is transactional too, so a sender is woken only once the row is visible.
 */
export async function enqueueMail<T extends MailTemplate>(
  db: OutboxWriter,
  tenant: TenantContext,
  to: string,
  template: T,
  data: MailTemplates[T],
): Promise<void> {
  const rendered = renderMail(template, data, {
    branding: tenant.branding,
    language: tenant.language,
    origin: tenant.origin,
  });
  await db.mailOutbox.create({
    data: {
      tenantId: tenant.tenantId,
      host: tenant.host,
      toAddress: to,
      template,
      language: tenant.language,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
    },
  });
  await db.$executeRaw`SELECT pg_notify(${MAIL_OUTBOX_CHANNEL}, '')`;
}
