import { redactExpiredMails } from '@wl/api';
import type { Database, Prisma } from '@wl/db';
import {
  type ConsoleListCursor,
  type ConsoleRefusal,
  type MailStatusName,
  type Operator,
  type OutboxFilter,
  type OutboxMail,
  type OutboxPage,
  outboxGetInputSchema,
  outboxListInputSchema,
  outboxMailSchema,
  outboxPageSchema,
  outboxTemplatesSchema,
} from '@wl/shared/console';
import { auditConsole } from '../audit.ts';
import { newestFirst, olderThan, page } from '../audit-log/keyset.ts';
import { operatorProcedure, publisherProcedure, refuse, router } from '../trpc.ts';

export const outboxMessages = { notFound: { key: 'console:refusals.outbox.notFound' } } as const satisfies Record<
  string,
  ConsoleRefusal
>;

const itemSelect = {
  id: true,
  createdAt: true,
  toAddress: true,
  template: true,
  subject: true,
  status: true,
  attempts: true,
  lastError: true,
  nextAttemptAt: true,
} satisfies Prisma.MailOutboxSelect;

type ItemRow = Prisma.MailOutboxGetPayload<{ select: typeof itemSelect }>;

/**
 * Where a mail's delivery stands (decision 063): a pending row is `queued` until an attempt
 * failed, then `retrying` until it is sent or `failed`.
 */
function deliveryStatus(row: Pick<ItemRow, 'status' | 'attempts'>): MailStatusName {
  if (row.status !== 'pending') return row.status;
  return row.attempts > 0 ? 'retrying' : 'queued';
}

/** The rows of each delivery status. */
const statusWhere: Record<MailStatusName, Prisma.MailOutboxWhereInput> = {
  queued: { status: 'pending', attempts: 0 },
  retrying: { status: 'pending', attempts: { gt: 0 } },
  sent: { status: 'sent' },
  failed: { status: 'failed' },
};

function item({ toAddress, createdAt, nextAttemptAt, ...row }: ItemRow) {
  const status = deliveryStatus(row);
  return {
    ...row,
    status,
    to: toAddress,
    createdAt: createdAt.toISOString(),
    nextAttemptAt: status === 'retrying' ? nextAttemptAt.toISOString() : null,
  };
}

/** One page of the outbox, newest first, keyset-paginated by (createdAt, id). */
export async function listOutbox(
  db: Database,
  input: { filter: OutboxFilter; limit: number; cursor?: ConsoleListCursor | undefined },
): Promise<OutboxPage> {
  const { filter } = input;
  const where: Prisma.MailOutboxWhereInput[] = [olderThan(input.cursor)];
  if (filter.to) where.push({ toAddress: { contains: filter.to, mode: 'insensitive' } });
  if (filter.template && filter.template.length > 0) where.push({ template: { in: filter.template } });
  if (filter.status && filter.status.length > 0) where.push({ OR: filter.status.map((status) => statusWhere[status]) });
  const rows = await db.mailOutbox.findMany({
    where: { AND: where },
    orderBy: newestFirst,
    take: input.limit + 1,
    select: itemSelect,
  });
  const { items, nextCursor } = page(rows, input.limit);
  return { items: items.map(item), nextCursor };
}

/**
 * One mail in full: headers, text and HTML (the console shows the HTML sandboxed). The copy with
 * the working link only where the edge delivers no mail itself (no SMTP: the outbox is how a
 * developer reads mails) and only while the link works; otherwise the copy with the link cut out
 * (decision 032). Every opening is in the audit log, with the operator and which copy was shown.
 */
export async function getOutboxMail(
  db: Database,
  actor: { operator: Operator; ip: string | undefined; showLiveMail: boolean },
  id: string,
): Promise<OutboxMail> {
  await redactExpiredMails(db);
  const row = await db.mailOutbox.findUnique({ where: { id } });
  if (!row) throw refuse('NOT_FOUND', outboxMessages.notFound);
  const tenant = row.tenantId
    ? await db.tenant.findUnique({ where: { id: row.tenantId }, select: { id: true, name: true } })
    : null;
  const linkLive = actor.showLiveMail && row.redactedAt === null;
  await auditConsole(db, 'console.mail_opened', {
    ip: actor.ip,
    data: {
      mailId: row.id,
      template: row.template,
      linkLive,
      operatorId: actor.operator.id,
      email: actor.operator.email,
    },
  });
  return {
    ...item(row),
    host: row.host,
    language: row.language,
    tenant,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    text: linkLive ? row.text : (row.redactedText ?? row.text),
    html: linkLive ? row.html : (row.redactedHtml ?? row.html),
    linkLive,
  };
}

/** The templates the outbox holds, for the filter's select (GROUP BY in the database). */
export async function outboxTemplates(db: Database): Promise<string[]> {
  const rows = await db.mailOutbox.groupBy({ by: ['template'], orderBy: { template: 'asc' } });
  return rows.map((row) => row.template);
}

export const outboxRouter = router({
  list: operatorProcedure
    .input(outboxListInputSchema)
    .output(outboxPageSchema)
    .query(({ ctx, input }) => listOutbox(ctx.db, input)),
  get: publisherProcedure
    .input(outboxGetInputSchema)
    .output(outboxMailSchema)
    .query(({ ctx, input }) =>
      getOutboxMail(ctx.db, { operator: ctx.operator, ip: ctx.ip, showLiveMail: ctx.showLiveMail ?? false }, input.id),
    ),
  templates: operatorProcedure.output(outboxTemplatesSchema).query(({ ctx }) => outboxTemplates(ctx.db)),
});
