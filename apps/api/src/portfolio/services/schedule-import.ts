import { createHash } from 'node:crypto';
import type { Database, Prisma } from '@wl/db';
import {
  type Language,
  SCHEDULE_IMPORT_MAX_BYTES,
  SCHEDULE_IMPORT_MAX_LINES,
  type ScheduleImportLine,
  type ScheduleImportPreview,
  type ScheduleImportRefusal,
  todayIso,
} from '@wl/shared';
import { parse } from 'csv-parse/sync';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { offerScope } from '../../offers/offer-scope.ts';
import { importTooLarge, importUnreadable, scheduleImportChanged } from '../schedule-errors.ts';
import { invested, portfolioInclude, toInvestmentSchedule } from './portfolio.ts';
import { cents, centsToMoney, lockOffers, type MarkActor, type NextMark, writeMark } from './schedule-marks.ts';

/** The longest a line (a record) of an import may be, in characters: a real line is under 200. */
const MAX_RECORD_CHARS = 2_000;
/** The first column is shown back cut to this many characters. */
const REFERENCE_SHOWN = 80;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A transfer title (`transferTitle` in the shared campaign schema): the product code, a space, 8 hex digits. */
const TITLE = /^(\S(?:.{0,98}\S)?)\s+([0-9a-f]{8})$/i;
const AMOUNT = /^\d{1,13}(?:[.,]\d{1,2})?$/;

/** A line of the CSV as read: its number in the file and its fields, trimmed. */
interface CsvLine {
  line: number;
  fields: string[];
}

/** The separator: a semicolon (Polish spreadsheets) or a tab when the first line has one, else a comma. */
function delimiterOf(text: string): string {
  const end = text.indexOf('\n');
  const first = end === -1 ? text : text.slice(0, end);
  if (first.includes(';')) return ';';
  if (first.includes('\t')) return '\t';
  return ',';
}

/**
 * Reads the CSV with csv-parse (a state machine, linear in the text): at most 1 MB and 10 000
 * lines; a first line without any digit is a header and skipped. Quotes are CSV quotes; nothing
 * in a field is ever evaluated (a `=cmd` is just text that matches no offer).
 */
export function readImportCsv(text: string): CsvLine[] {
  if (Buffer.byteLength(text, 'utf8') > SCHEDULE_IMPORT_MAX_BYTES)
    throw importTooLarge('The CSV may have at most 1 MB.');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      info: true,
      trim: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_CHARS,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    throw importUnreadable(typeof line === 'number' ? line : 0);
  }
  const lines = records.map(({ record, info }) => ({ line: info.lines, fields: record }));
  const first = lines[0];
  if (first && !first.fields.some((field) => /\d/.test(field))) lines.shift();
  if (lines.length > SCHEDULE_IMPORT_MAX_LINES) throw importTooLarge('The CSV may have at most 10 000 lines.');
  return lines;
}

/** `DD.MM.YYYY` or `YYYY-MM-DD` to an ISO date, when it is a day of the calendar. */
export function importDate(text: string): string | null {
  const polish = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  const iso = polish ? `${polish[3]}-${polish[2]}-${polish[1]}` : /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
  if (!iso) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** An amount as written in Poland or England (`1 234,56`, `1234.56`), in cents; null when it is not one. */
export function importAmount(text: string): bigint | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!AMOUNT.test(compact)) return null;
  return cents(compact.replace(',', '.'));
}

type Reference = { offerId: string } | { productCode: string; prefix: string } | null;

function referenceOf(text: string): Reference {
  if (UUID.test(text)) return { offerId: text.toLowerCase() };
  const title = TITLE.exec(text);
  return title ? { productCode: (title[1] as string).toUpperCase(), prefix: (title[2] as string).toUpperCase() } : null;
}

/**
 * The offer ids the transfer titles stand for, in the tenant: a title that matches no offer, or
 * more than one, stands for none. One query for all the titles.
 */
async function offersOfTitles(db: Database, tenantId: string, references: Reference[]) {
  const prefixes = [
    ...new Set(references.flatMap((reference) => (reference && 'prefix' in reference ? [reference.prefix] : []))),
  ];
  const byTitle = new Map<string, string | null>();
  if (prefixes.length === 0) return byTitle;
  const rows = await db.$queryRaw<{ id: string; code: string }[]>`
    SELECT o.id::text AS id, p.code AS code FROM offer o JOIN product p ON p.id = o.product_id
    WHERE o.tenant_id = ${tenantId}::uuid AND upper(left(o.id::text, 8)) = ANY(${prefixes}::text[])`;
  for (const row of rows) {
    const title = `${row.code.toUpperCase()} ${row.id.slice(0, 8).toUpperCase()}`;
    byTitle.set(title, byTitle.has(title) ? null : row.id);
  }
  return byTitle;
}

const importInclude = {
  ...portfolioInclude,
  investor: { select: { user: { select: { firstName: true, surname: true } } } },
} satisfies Prisma.OfferInclude;

type Reader = Database | Prisma.TransactionClient;

/** What the import would do, line by line, against the marks stored now (the `db` reads them). */
async function previewLines(
  db: Reader,
  caller: AdvisorCaller,
  lines: CsvLine[],
  offerIdOf: (reference: Reference) => string | null,
  language: Language,
  today: string,
) {
  const ids = [...new Set(lines.map((line) => offerIdOf(referenceOf(line.fields[0] ?? ''))).filter(Boolean))];
  const all = await db.offer.findMany({
    where: { AND: [offerScope(caller), { id: { in: ids as string[] } }] },
    include: importInclude,
  });
  const offers = new Map(all.map((offer) => [offer.id, offer]));
  const schedules = new Map(
    all
      .filter((offer) => offer.investmentValue !== null && isInvested(offer))
      .map((offer) => [offer.id, toInvestmentSchedule(offer, language, today)]),
  );
  const seen = new Set<string>();
  const result: { line: ScheduleImportLine; next: NextMark | null }[] = [];
  for (const { line, fields } of lines) {
    const reference = (fields[0] ?? '').slice(0, REFERENCE_SHOWN);
    const row: ScheduleImportLine = {
      line,
      reference,
      outcome: 'refused',
      reason: null,
      offerId: null,
      investorName: null,
      productCode: null,
      currency: null,
      number: null,
      dueDate: null,
      total: null,
      from: null,
      to: null,
      paidAmount: null,
      paidOn: null,
    };
    const refuse = (reason: ScheduleImportRefusal) => result.push({ line: { ...row, reason }, next: null });
    if (fields.length !== 4) {
      refuse('columns');
      continue;
    }
    const [, numberText = '', amountText = '', dateText = ''] = fields;
    const offerId = offerIdOf(referenceOf(fields[0] ?? ''));
    const offer = offerId ? offers.get(offerId) : undefined;
    if (!offer) {
      refuse('unknown_offer');
      continue;
    }
    row.offerId = offer.id;
    row.investorName = `${offer.investor.user.firstName} ${offer.investor.user.surname}`.trim() || null;
    row.productCode = offer.product.code;
    row.currency = offer.currency;
    const schedule = schedules.get(offer.id);
    if (!schedule || schedule.payments.length === 0) {
      refuse('no_schedule');
      continue;
    }
    const number = /^\d{1,6}$/.test(numberText) ? Number(numberText) : null;
    const payment = schedule.payments.find((candidate) => candidate.number === number);
    if (!payment) {
      refuse('number_out_of_range');
      continue;
    }
    Object.assign(row, {
      number: payment.number,
      dueDate: payment.dueDate,
      total: payment.total,
      from: payment.status,
    });
    const amount = importAmount(amountText);
    if (amount === null) {
      refuse('amount_not_a_number');
      continue;
    }
    if (amount <= 0n) {
      refuse('amount_not_positive');
      continue;
    }
    const paidOn = importDate(dateText);
    if (!paidOn) {
      refuse('date_invalid');
      continue;
    }
    if (paidOn > today) {
      refuse('date_in_future');
      continue;
    }
    const key = `${offer.id}#${payment.number}`;
    if (seen.has(key)) {
      refuse('duplicate');
      continue;
    }
    seen.add(key);
    const total = cents(payment.total);
    if (amount > total) {
      refuse('amount_above_total');
      continue;
    }
    const next: NextMark = {
      status: amount === total ? 'paid' : 'partially_paid',
      paidAmount: centsToMoney(amount),
      paidOn,
    };
    const same = payment.status === next.status && payment.paidAmount === next.paidAmount && payment.paidOn === paidOn;
    result.push({
      line: { ...row, outcome: same ? 'unchanged' : 'change', to: next.status, paidAmount: next.paidAmount, paidOn },
      next: same ? null : next,
    });
  }
  return { result, schedules };
}

function isInvested(offer: { status: string; contractStatus: string | null }): boolean {
  return invested.OR.some(
    (rule) =>
      rule.status === offer.status && (!('contractStatus' in rule) || rule.contractStatus === offer.contractStatus),
  );
}

function summary(lines: ScheduleImportLine[]): ScheduleImportPreview {
  const count = (outcome: ScheduleImportLine['outcome']) => lines.filter((line) => line.outcome === outcome).length;
  return {
    lines,
    changes: count('change'),
    unchanged: count('unchanged'),
    refused: count('refused'),
    // The hash of everything the preview says, the current statuses included: any mark stored
    // since (or a day that turned a payment unpaid) gives another hash.
    previewHash: createHash('sha256').update(JSON.stringify(lines)).digest('hex'),
  };
}

async function resolver(db: Database, caller: AdvisorCaller, lines: CsvLine[]) {
  const references = lines.map((line) => referenceOf(line.fields[0] ?? ''));
  const titles = await offersOfTitles(db, caller.tenantId, references);
  return (reference: Reference) => {
    if (!reference) return null;
    if ('offerId' in reference) return reference.offerId;
    return titles.get(`${reference.productCode} ${reference.prefix}`) ?? null;
  };
}

/** POST /api/advisor/schedule-import/preview (admins): what the CSV would change; nothing is stored. */
export async function previewScheduleImport(
  db: Database,
  caller: AdvisorCaller,
  csv: string,
  language: Language,
  today: string = todayIso(),
): Promise<ScheduleImportPreview> {
  const lines = readImportCsv(csv);
  const offerIdOf = await resolver(db, caller, lines);
  const { result } = await previewLines(db, caller, lines, offerIdOf, language, today);
  return summary(result.map((entry) => entry.line));
}

/**
 * POST /api/advisor/schedule-import/apply (admins): the same CSV, applied only when its preview
 * is still the one the admin saw (`previewHash`, else 409 schedule.import_changed). The offers'
 * rows are locked first, every change and its audit entry written in one transaction.
 */
export async function applyScheduleImport(
  db: Database,
  caller: AdvisorCaller,
  actor: MarkActor,
  csv: string,
  previewHash: string,
  language: Language,
  today: string = todayIso(),
): Promise<ScheduleImportPreview> {
  const lines = readImportCsv(csv);
  const offerIdOf = await resolver(db, caller, lines);
  const ids = lines.map((line) => offerIdOf(referenceOf(line.fields[0] ?? ''))).filter((id): id is string => !!id);
  return db.$transaction(
    async (tx) => {
      await lockOffers(tx, ids);
      const { result, schedules } = await previewLines(tx, caller, lines, offerIdOf, language, today);
      const preview = summary(result.map((entry) => entry.line));
      if (preview.previewHash !== previewHash) throw scheduleImportChanged();
      for (const { line, next } of result) {
        if (!next || !line.offerId || line.number === null) continue;
        const payment = schedules.get(line.offerId)?.payments.find((candidate) => candidate.number === line.number);
        if (payment) await writeMark(tx, actor, line.offerId, payment, next, 'import', today);
      }
      return preview;
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
}
