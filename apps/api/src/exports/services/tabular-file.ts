import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { ExportFormat } from '@wl/shared';
import { formatDate, formatNumber } from '@wl/shared/format';
import { stringify } from 'csv-stringify/sync';
import type ExcelJS from 'exceljs';

/**
 * A file of tables written as it is read (decision 073): each section (a table) is a header row
 * and rows that arrive in batches; CSV or XLSX. Values keep their kind until the format writes
 * them: CSV as text in spec §9's formats, XLSX as real numbers and dates with a number format.
 */
export type CellKind = 'text' | 'date' | 'dateTime' | 'money' | 'integer' | 'percent';

/**
 * A cell: text; a calendar day `YYYY-MM-DD` (`date`); the wall-clock time of an instant in the
 * platform's time zone, `YYYY-MM-DD HH:MM` (`dateTime`: the database converts it, so a million
 * rows need no time-zone arithmetic here); a decimal string (`money`); a number (`integer`;
 * `percent` as a share, 0.25 for 25 %); null is empty.
 */
export type Cell = string | number | null;

export interface Column {
  header: string;
  kind: CellKind;
}

export interface Section {
  /** The worksheet's name in XLSX (at most 31 characters). */
  name: string;
  columns: readonly Column[];
  /** The rows in batches, each row one cell per column. */
  batches: AsyncIterable<Cell[][]>;
}

export interface TabularFile {
  contentType: string;
  extension: ExportFormat;
  stream: Readable;
}

const BOM = '\uFEFF';

/**
 * Spreadsheet formula injection (OWASP "CSV injection"): a cell that starts with `=`, `+`, `-`,
 * `@`, a tab or a carriage return is taken for a formula by Excel and LibreOffice, so such a text
 * is written with a leading apostrophe. Only text cells: numbers and dates are written by us.
 */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvCell(value: Cell, kind: CellKind): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'text':
      return guardFormula(String(value));
    case 'date':
      return formatDate(String(value));
    case 'dateTime':
      return wallClockText(String(value));
    case 'money':
      return formatNumber(value);
    case 'integer':
      return String(value);
    case 'percent':
      return `${formatNumber(Number(value) * 100)} %`;
  }
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

/** `2026-03-02 14:05` → `02.03.2026, 14:05` (spec §9, as `formatDateTime` writes it). */
function wallClockText(value: string): string {
  const match = WALL_CLOCK.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}, ${match[4]}:${match[5]}` : '';
}

/** `2026-03-02 14:05` as the zone-less Date XLSX stores (the reader sees 02.03.2026 14:05). */
function wallClockDate(value: string): Date | null {
  const match = WALL_CLOCK.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  return new Date(Date.UTC(year as number, (month as number) - 1, day, hour, minute));
}

function xlsxCell(value: Cell, kind: CellKind): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  switch (kind) {
    case 'text':
      return guardFormula(String(value));
    case 'date':
      return new Date(`${String(value).slice(0, 10)}T00:00:00.000Z`);
    case 'dateTime':
      return wallClockDate(String(value));
    case 'money':
    case 'integer':
    case 'percent':
      return Number(value);
  }
}

/** Number formats of XLSX (Excel shows the separators of the reader's locale). */
const xlsxFormats: Partial<Record<CellKind, string>> = {
  date: 'dd.mm.yyyy',
  dateTime: 'dd.mm.yyyy hh:mm',
  money: '#,##0.00',
  integer: '0',
  percent: '0.00%',
};

async function* csvChunks(sections: readonly Section[], signal: AbortSignal): AsyncGenerator<string> {
  const options = { delimiter: ';', record_delimiter: 'windows' as const };
  yield BOM;
  for (const [index, section] of sections.entries()) {
    if (index > 0) yield '\r\n';
    yield stringify([section.columns.map((column) => guardFormula(column.header))], options);
    for await (const batch of section.batches) {
      if (signal.aborted) return;
      const rows = batch.map((row) => section.columns.map((column, i) => csvCell(row[i] ?? null, column.kind)));
      yield stringify(rows, options);
    }
  }
}

async function writeXlsx(sections: readonly Section[], output: PassThrough, signal: AbortSignal): Promise<void> {
  // Loaded on the first XLSX export: the library is large, and most processes never write one
  // (the edge's idle memory, issue 18).
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: true,
  });
  for (const section of sections) {
    const sheet = workbook.addWorksheet(section.name.slice(0, 31));
    sheet.columns = section.columns.map((column) => ({
      header: guardFormula(column.header),
      width: Math.min(40, Math.max(12, column.header.length + 2)),
      ...(xlsxFormats[column.kind] ? { style: { numFmt: xlsxFormats[column.kind] } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const batch of section.batches) {
      if (signal.aborted) {
        output.destroy();
        return;
      }
      for (const row of batch) {
        sheet.addRow(section.columns.map((column, i) => xlsxCell(row[i] ?? null, column.kind))).commit();
      }
      // Back-pressure: the zip writes into `output`; wait while the reader has not taken it.
      if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), once(output, 'close')]);
    }
    sheet.commit();
  }
  await workbook.commit();
}

/**
 * The file as a stream. The rows are read only as fast as the reader takes the file (CSV: one
 * batch per read; XLSX: the writer waits for the stream to drain); `signal` (the client went
 * away) stops the reading between batches.
 */
export function tabularFile(format: ExportFormat, sections: readonly Section[], signal: AbortSignal): TabularFile {
  if (format === 'csv') {
    return {
      contentType: 'text/csv; charset=utf-8',
      extension: 'csv',
      stream: Readable.from(csvChunks(sections, signal), { objectMode: false }),
    };
  }
  const output = new PassThrough();
  writeXlsx(sections, output, signal).catch((error: unknown) => output.destroy(error as Error));
  return {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    stream: output,
  };
}
