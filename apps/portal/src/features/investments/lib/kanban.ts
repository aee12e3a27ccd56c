import {
  type Currency,
  currencies,
  type InvestmentColumn,
  type InvestmentRow,
  type InvestmentStatus,
  investmentColumnOf,
  investmentColumns,
  nextStatuses,
} from '@wl/shared/schemas';

/**
 * The kanban of spec §4: one column per status in the spec's order, rejected and declined
 * together as "lost". Each column counts its cards and totals their amounts per currency (an
 * amount in PLN and one in EUR cannot be added up).
 */
export interface CurrencyTotal {
  currency: Currency;
  /** A decimal string with two decimals (`"12345.50"`), for the shared money formatter. */
  amount: string;
}

export interface KanbanColumnData {
  column: InvestmentColumn;
  rows: InvestmentRow[];
  totals: CurrencyTotal[];
}

const MONEY = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** `"1234.5"` → 123450n (hundredths), exactly; anything else → null. */
export function toCents(value: string): bigint | null {
  const match = MONEY.exec(value.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole as string) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** 123450n → `"1234.50"`. */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const whole = absolute / 100n;
  const fraction = String(absolute % 100n).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** The sums of the rows' amounts per currency, in the order of the currency list; rows without an amount are left out. */
export function totalsByCurrency(rows: readonly InvestmentRow[]): CurrencyTotal[] {
  const sums = new Map<Currency, bigint>();
  for (const row of rows) {
    if (row.investmentValue === null) continue;
    const cents = toCents(row.investmentValue);
    if (cents === null) continue;
    sums.set(row.currency, (sums.get(row.currency) ?? 0n) + cents);
  }
  return currencies
    .filter((currency) => sums.has(currency))
    .map((currency) => ({ currency, amount: fromCents(sums.get(currency) as bigint) }));
}

/** Every column of the board, in order, with its cards (in the order given) and totals. */
export function groupIntoColumns(rows: readonly InvestmentRow[]): KanbanColumnData[] {
  const byColumn = new Map<InvestmentColumn, InvestmentRow[]>(investmentColumns.map((column) => [column, []]));
  for (const row of rows) byColumn.get(investmentColumnOf(row.status))?.push(row);
  return investmentColumns.map((column) => {
    const columnRows = byColumn.get(column) ?? [];
    return { column, rows: columnRows, totals: totalsByCurrency(columnRows) };
  });
}

/**
 * The status a card dropped on a column asks for, when the advisor may make that move (the
 * shared state machine's advisor moves: reject before active, activate an accepted one, archive
 * an active, rejected or declined one); "lost" means `rejected`, since declining is the
 * investor's. Null when the card stays where it is or the move is not the advisor's.
 */
export function targetStatus(column: InvestmentColumn, current: InvestmentStatus): InvestmentStatus | null {
  if (investmentColumnOf(current) === column) return null;
  return nextStatuses(current, 'advisor').find((status) => investmentColumnOf(status) === column) ?? null;
}

/** The columns an advisor may move a card to from its status, in board order (the menus offer only these). */
export function allowedColumns(current: InvestmentStatus): InvestmentColumn[] {
  return investmentColumns.filter((column) => targetStatus(column, current) !== null);
}

/** Whether dropping a card on a column is a move the state machine refuses (not a drop on its own column). */
export function isForbiddenDrop(column: InvestmentColumn, current: InvestmentStatus): boolean {
  return investmentColumnOf(current) !== column && targetStatus(column, current) === null;
}

/** The rows with one row's status replaced (the card shown in its new column while the server answers). */
export function withStatus(rows: readonly InvestmentRow[], id: string, status: InvestmentStatus): InvestmentRow[] {
  return rows.map((row) => (row.id === id ? { ...row, status } : row));
}
