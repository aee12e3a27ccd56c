import { z } from 'zod';
import { message } from './fields.ts';
import { funnelQuerySchema } from './funnel.ts';
import { investmentListQuerySchema } from './investment.ts';

/**
 * Exports (issue 20, item 5; decision 073): the investments table, the funnel and an investment's
 * schedule as a CSV or XLSX file, streamed. CSV is UTF-8 with a BOM, `;`-separated, CRLF.
 */
export const exportFormats = ['csv', 'xlsx'] as const;
export const exportFormatSchema = z.enum(exportFormats, message('validation:invalid'));
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** The most rows one export writes; a larger one is refused before its first row (422 export.too_large). */
export const EXPORT_MAX_ROWS = 1_000_000;

/**
 * The columns of the investments table an export may hold, in the table's order; `ownerName`
 * only in the network view (the coordinator's and admin's). The portal sends its visible ones.
 */
export const investmentExportColumns = [
  'investorName',
  'investorEmail',
  'ownerName',
  'agreementDate',
  'paymentDate',
  'endDate',
  'networkId',
  'investmentValue',
  'currency',
  'status',
  'statusDate',
  'campaignName',
  'productAutentiStatus',
  'productCode',
  'paymentConfirmations',
] as const;
export const investmentExportColumnSchema = z.enum(investmentExportColumns, message('validation:invalid'));
export type InvestmentExportColumn = z.infer<typeof investmentExportColumnSchema>;

/** `columns=a&columns=b` or `columns=a,b`: one list of column ids. */
function columnList(value: unknown): unknown {
  if (value === undefined || value === '') return undefined;
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((item) => (typeof item === 'string' ? item.split(',').filter(Boolean) : [item]));
}

const exportOptionsSchema = z.object({
  format: exportFormatSchema,
  columns: z.preprocess(
    columnList,
    z
      .array(investmentExportColumnSchema)
      .min(1, message('validation:required'))
      .max(investmentExportColumns.length)
      .refine((columns) => new Set(columns).size === columns.length, message('validation:invalid')),
  ),
});

/**
 * GET /api/advisor/investor/offers/export and …/offers-by-network/export: the list query of the
 * table (same filters and sort; `limit` and `offset` are ignored, every matching row is written)
 * plus the file's `format` and its `columns` (the table's visible columns, in the order given).
 */
export const investmentExportQuerySchema = z.intersection(investmentListQuerySchema, exportOptionsSchema);
export type InvestmentExportQuery = z.output<typeof investmentExportQuerySchema>;

/** GET /api/advisor/funnel/export: the funnel's query plus the file's format. */
export const funnelExportQuerySchema = funnelQuerySchema.safeExtend({ format: exportFormatSchema });
export type FunnelExportQuery = z.output<typeof funnelExportQuerySchema>;

/** GET …/schedule/export: the file's format. */
export const scheduleExportQuerySchema = z.strictObject({ format: exportFormatSchema });
export type ScheduleExportQuery = z.output<typeof scheduleExportQuerySchema>;
