import { z } from 'zod';
import { snapshotChangesSchema } from './snapshot-diff.ts';

/** Page sizes of the console's audit log and mail outbox lists. */
export const CONSOLE_LIST_DEFAULT_LIMIT = 50;
export const CONSOLE_LIST_MAX_LIMIT = 200;

const limitSchema = z.number().int().min(1).max(CONSOLE_LIST_MAX_LIMIT).default(CONSOLE_LIST_DEFAULT_LIMIT);

/**
 * Keyset cursor of a newest-first list: the (createdAt, id) of the last row of the previous page.
 * Opaque to the client; sent back as it came.
 */
export const consoleListCursorSchema = z.object({ createdAt: z.iso.datetime(), id: z.uuid() });
export type ConsoleListCursor = z.infer<typeof consoleListCursorSchema>;

const searchText = z.string().trim().max(200);
/** A calendar day (`2025-03-14`, inclusive bounds in UTC) or a full ISO date-time. */
const dateBound = z.union([z.iso.date(), z.iso.datetime()]);

export const auditLogFilterSchema = z.object({
  /** Any of these events (exact names, see `auditLog.events`). */
  event: z.array(z.string().min(1).max(100)).max(50).optional(),
  /** Part of the operator's e-mail (console events), or the acting user's e-mail or id. */
  actor: searchText.optional(),
  /** The tenant's own events and the console's events about its hosts. */
  tenantId: z.uuid().optional(),
  /** The console's events about this host (drafts, publishes, lifecycle, test mails). */
  hostConfigId: z.uuid().optional(),
  /** From this day or instant on (a day means its start, UTC). */
  from: dateBound.optional(),
  /** Up to this day or instant (a day means through its end, UTC). */
  to: dateBound.optional(),
});
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

export const auditLogListInputSchema = z.object({
  filter: auditLogFilterSchema.default({}),
  limit: limitSchema,
  cursor: consoleListCursorSchema.optional(),
});
export type AuditLogListInput = z.input<typeof auditLogListInputSchema>;

export const auditLogEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  event: z.string(),
  tenant: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Who acted: the operator's e-mail (console events), the user's e-mail, or null (anonymous). */
  actor: z.string().nullable(),
  ip: z.string().nullable(),
  data: z.unknown(),
  /**
   * What a publish or rollback changed, old → new (its revision's changes); absent for other
   * events (issue 17, item 11).
   */
  changes: snapshotChangesSchema.optional(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditLogEntrySchema),
  /** The cursor of the next (older) page, or null at the end. */
  nextCursor: consoleListCursorSchema.nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

export const auditLogEventsSchema = z.array(z.string());

/** The most rows one CSV export holds; narrow the filter for more. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

/** `auditLog.exportCsv`: every entry the filter matches, newest first, as CSV (UTF-8, header row). */
export const auditLogExportInputSchema = z.object({ filter: auditLogFilterSchema.default({}) });
export const auditLogExportSchema = z.object({
  csv: z.string(),
  rows: z.number().int(),
  /** More entries matched than {@link AUDIT_EXPORT_MAX_ROWS}: the newest ones are in the file. */
  truncated: z.boolean(),
});
export type AuditLogExport = z.infer<typeof auditLogExportSchema>;

/**
 * Where a mail's delivery stands (issue 19, decision 063): `queued` (not tried yet), `retrying`
 * (the server refused it for now, or could not be reached: it is tried again at `nextAttemptAt`),
 * `sent`, `failed` (a final refusal, or every attempt used up; `lastError` says why).
 */
export const mailStatuses = ['queued', 'retrying', 'sent', 'failed'] as const;
export const mailStatusSchema = z.enum(mailStatuses);
export type MailStatusName = z.infer<typeof mailStatusSchema>;

export const outboxFilterSchema = z.object({
  /** Part of the recipient's address. */
  to: searchText.optional(),
  template: z.array(z.string().min(1).max(100)).max(50).optional(),
  status: z.array(mailStatusSchema).max(mailStatuses.length).optional(),
});
export type OutboxFilter = z.infer<typeof outboxFilterSchema>;

export const outboxListInputSchema = z.object({
  filter: outboxFilterSchema.default({}),
  limit: limitSchema,
  cursor: consoleListCursorSchema.optional(),
});
export type OutboxListInput = z.input<typeof outboxListInputSchema>;

export const outboxItemSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  to: z.string(),
  template: z.string(),
  subject: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int().nonnegative(),
  /** The SMTP server's answer (or the connection's error) of the last failed attempt. */
  lastError: z.string().nullable(),
  /** When a `retrying` mail is tried again; null otherwise. */
  nextAttemptAt: z.iso.datetime().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxPageSchema = z.object({
  items: z.array(outboxItemSchema),
  nextCursor: consoleListCursorSchema.nullable(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxGetInputSchema = z.object({ id: z.uuid() });

/**
 * One mail in full. The HTML body is shown by the console only inside a sandboxed iframe
 * (`sandbox=""`: no scripts, no same-origin, no forms, no top navigation), never in its own DOM.
 */
export const outboxMailSchema = outboxItemSchema.extend({
  host: z.string().nullable(),
  language: z.string(),
  tenant: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  sentAt: z.iso.datetime().nullable(),
  text: z.string(),
  html: z.string(),
  /**
   * True when `text` and `html` still carry the working link: only on an edge without SMTP (local
   * development, where the outbox is how mails are read) and only until the link expires. Otherwise
   * the copy shown is the one with the link cut out (decision 032).
   */
  linkLive: z.boolean(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxTemplatesSchema = z.array(z.string());
