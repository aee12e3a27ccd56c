import type { Database, Prisma } from '@wl/db';
import {
  type ContractStatus,
  type Currency,
  EXPORT_MAX_ROWS,
  enumLabelKey,
  type InvestmentExportColumn,
  type InvestmentExportQuery,
  type InvestmentStatus,
  type Language,
  PLATFORM_TIME_ZONE,
  translate,
} from '@wl/shared';
import type pg from 'pg';
import { offerListWhere, offerOrderBy } from '../../offers/services/list-offers.ts';
import { columnNotShown, exportTooLarge } from '../export-errors.ts';
import type { Cell, CellKind, Column, Section } from './tabular-file.ts';

/** Rows read whole from the database at a time: a batch is all the export holds of them. */
export const EXPORT_BATCH_SIZE = 1000;
/** Ids found in the export's order at a time (a keyset step: after the last id of the step before). */
export const EXPORT_ID_CHUNK = 10_000;

export interface InvestmentsExport {
  section: Section;
  /** The file's name without its extension (`inwestycje-2026-11-28`). */
  baseName: string;
}

const kinds: Record<InvestmentExportColumn, CellKind> = {
  investorName: 'text',
  investorEmail: 'text',
  ownerName: 'text',
  agreementDate: 'date',
  paymentDate: 'date',
  endDate: 'date',
  networkId: 'text',
  investmentValue: 'money',
  currency: 'text',
  status: 'text',
  statusDate: 'dateTime',
  campaignName: 'text',
  productAutentiStatus: 'text',
  productCode: 'text',
  paymentConfirmations: 'text',
};

/**
 * The columns written: the ones asked for, in their order; an amount is never without its
 * currency, so when `investmentValue` is asked for without `currency`, the currency follows it.
 */
export function exportedColumns(columns: readonly InvestmentExportColumn[]): InvestmentExportColumn[] {
  if (!columns.includes('investmentValue') || columns.includes('currency')) return [...columns];
  return columns.flatMap((column) =>
    column === 'investmentValue' ? (['investmentValue', 'currency'] as const) : [column],
  );
}

/**
 * One exported row, as the table shows it (offer-row.ts `toInvestmentRow`): names joined and
 * trimmed (null when empty), calendar days `YYYY-MM-DD`, the status date's wall-clock time in
 * the platform's time zone (`YYYY-MM-DD HH:MM`, as the table shows it), money with two
 * decimals, the campaign's name in the reader's language (decision 066), the payment
 * confirmations' file names joined.
 */
type ExportRow = [
  id: string,
  investorName: string | null,
  investorEmail: string,
  ownerName: string | null,
  agreementDate: string | null,
  paymentDate: string | null,
  endDate: string | null,
  networkId: string | null,
  investmentValue: string | null,
  currency: Currency,
  status: InvestmentStatus,
  statusDate: string,
  campaignName: string,
  productAutentiStatus: ContractStatus | null,
  productCode: string,
  paymentConfirmations: string,
];

const field: Record<InvestmentExportColumn, number> = {
  investorName: 1,
  investorEmail: 2,
  ownerName: 3,
  agreementDate: 4,
  paymentDate: 5,
  endDate: 6,
  networkId: 7,
  investmentValue: 8,
  currency: 9,
  status: 10,
  statusDate: 11,
  campaignName: 12,
  productAutentiStatus: 13,
  productCode: 14,
  paymentConfirmations: 15,
};

/**
 * The rows of these offers, read as arrays straight from node-postgres: an export reads up to a
 * million rows, and objects per row and relation would be most of its work and memory.
 */
const ROWS_SQL = `
  SELECT o.id,
         nullif(btrim(iu.first_name || ' ' || iu.surname), ''),
         iu.email,
         nullif(btrim(ou.first_name || ' ' || ou.surname), ''),
         to_char(o.agreement_date, 'YYYY-MM-DD'),
         to_char(o.payment_date, 'YYYY-MM-DD'),
         to_char(o.end_date, 'YYYY-MM-DD'),
         o.network_id,
         to_char(o.investment_value, 'FM999999999999999990.00'),
         o.currency,
         o.status,
         to_char(o.status_date AT TIME ZONE $3, 'YYYY-MM-DD HH24:MI'),
         CASE WHEN $2 = 'en' THEN c.name_en ELSE c.name END,
         o.contract_status,
         p.code,
         coalesce((SELECT string_agg(f.file_name, ', ' ORDER BY pc.created_at)
                     FROM offer_payment_confirmation pc JOIN stored_file f ON f.id = pc.file_id
                    WHERE pc.offer_id = o.id), '')
    FROM offer o
    JOIN investor i ON i.id = o.investor_id
    JOIN app_user iu ON iu.id = i.user_id
    JOIN advisor a ON a.id = o.owner_advisor_id
    JOIN app_user ou ON ou.id = a.user_id
    JOIN campaign c ON c.id = o.campaign_id
    JOIN product p ON p.id = o.product_id
   WHERE o.id = ANY($1::uuid[])`;

/**
 * The offers in the list's order (list-offers.ts: its filters and sort, the id last so the order
 * is total), in two steps: the ids in keyset chunks of `idChunk` (each chunk starts after the
 * last id of the one before, Prisma's cursor, so a row changed meanwhile is neither lost nor
 * repeated), then the rows of each chunk by id in batches of `batchSize`. Only one chunk of ids
 * and one batch of rows are held at a time; the file pulls the next batch when it has been
 * written that far (back-pressure), and stops pulling when the reader has gone.
 */
export async function* offerBatches(
  db: Database,
  pool: pg.Pool,
  query: { where: Prisma.OfferWhereInput; orderBy: Prisma.OfferOrderByWithRelationInput[]; language: Language },
  sizes: { batchSize: number; idChunk: number },
): AsyncGenerator<ExportRow[]> {
  let after: string | undefined;
  for (;;) {
    const chunk = await db.offer.findMany({
      where: query.where,
      orderBy: query.orderBy,
      select: { id: true },
      take: sizes.idChunk,
      ...(after ? { cursor: { id: after }, skip: 1 } : {}),
    });
    const last = chunk.at(-1)?.id;
    const ids = chunk.map(({ id }) => id);
    chunk.length = 0;
    for (let start = 0; start < ids.length; start += sizes.batchSize) {
      const batch = ids.slice(start, start + sizes.batchSize);
      const { rows } = await pool.query<ExportRow>({
        text: ROWS_SQL,
        values: [batch, query.language, PLATFORM_TIME_ZONE],
        rowMode: 'array',
      });
      const byId = new Map(rows.map((row) => [row[0], row]));
      // A row deleted between the two reads is left out rather than failing the export.
      yield batch.map((id) => byId.get(id)).filter((row): row is ExportRow => row !== undefined);
    }
    if (!last || ids.length < sizes.idChunk) return;
    after = last;
  }
}

/**
 * GET /api/advisor/investor/offers/export and …/offers-by-network/export (decision 073): every
 * offer of the table's `scope` that its filters match, in its sort order, with the visible
 * columns, headers and values in the reader's `language`. More rows than EXPORT_MAX_ROWS: 422.
 */
export async function investmentsExport(
  db: Database,
  pool: pg.Pool,
  scope: Prisma.OfferWhereInput,
  query: InvestmentExportQuery,
  options: {
    tenantId: string;
    withOwner: boolean;
    language: Language;
    today: string;
    batchSize?: number;
    idChunk?: number;
    maxRows?: number;
  },
): Promise<InvestmentsExport> {
  const { withOwner, language } = options;
  if (!withOwner && query.columns.includes('ownerName')) throw columnNotShown('ownerName');
  const where = offerListWhere(scope, query.filter);
  const total = await db.offer.count({ where });
  if (total > (options.maxRows ?? EXPORT_MAX_ROWS)) throw exportTooLarge();
  const networks = new Map(
    (await db.brokerNetwork.findMany({ where: { tenantId: options.tenantId }, select: { id: true, name: true } })).map(
      (network) => [network.id, network.name],
    ),
  );
  const ids = exportedColumns(query.columns);
  const t = (key: string) => translate(language, key);
  const header = (id: InvestmentExportColumn) =>
    t(`investments:columns.${id === 'paymentConfirmations' && withOwner ? 'files' : id}`);
  const columns: Column[] = ids.map((id) => ({ header: header(id), kind: kinds[id] }));
  const statusLabels = new Map<string, string>();
  const label = (name: 'investmentStatus' | 'contractStatus', value: InvestmentStatus | ContractStatus) => {
    const key = enumLabelKey(name, value as never);
    let text = statusLabels.get(key);
    if (text === undefined) {
      text = t(key);
      statusLabels.set(key, text);
    }
    return text;
  };
  const cell = (row: ExportRow, id: InvestmentExportColumn): Cell => {
    switch (id) {
      case 'networkId':
        return row[7] ? (networks.get(row[7]) ?? '') : '';
      case 'status':
        return label('investmentStatus', row[10]);
      case 'productAutentiStatus':
        return row[13] ? label('contractStatus', row[13]) : '';
      default:
        return row[field[id]] ?? null;
    }
  };
  const sizes = { batchSize: options.batchSize ?? EXPORT_BATCH_SIZE, idChunk: options.idChunk ?? EXPORT_ID_CHUNK };
  const source = { where, orderBy: offerOrderBy(query.sort, language), language };
  async function* batches(): AsyncGenerator<Cell[][]> {
    for await (const rows of offerBatches(db, pool, source, sizes)) {
      yield rows.map((row) => ids.map((id) => cell(row, id)));
    }
  }
  return {
    section: { name: t('investments:export.sheet'), columns, batches: batches() },
    baseName: `${t('investments:export.fileName')}-${options.today}`,
  };
}
