import { formatMoney } from '@wl/shared/format';
import type { InvestmentRow, InvestmentStatus } from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  allowedColumns,
  fromCents,
  groupIntoColumns,
  isForbiddenDrop,
  targetStatus,
  toCents,
  totalsByCurrency,
  withStatus,
} from './kanban.ts';

let next = 0;
function row(status: InvestmentStatus, investmentValue: string | null = null, currency: 'PLN' | 'EUR' = 'PLN') {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    investorName: null,
    investorEmail: `i${next}@example.com`,
    agreementDate: null,
    paymentDate: null,
    endDate: null,
    networkId: null,
    investmentValue,
    currency,
    status,
    statusDate: '2026-01-01T10:00:00.000Z',
    campaignName: 'Demo',
    productAutentiStatus: null,
    productCode: 'DEMO-12M',
    paymentConfirmations: [],
  } satisfies InvestmentRow;
}

describe('the kanban board', () => {
  it('has the columns of spec §4 in order, rejected and declined together as lost', () => {
    const rows = [row('declined'), row('invited'), row('rejected'), row('archived'), row('viewed')];
    const columns = groupIntoColumns(rows);
    expect(columns.map((column) => column.column)).toEqual([
      'invited',
      'viewed',
      'interested',
      'accepted',
      'active',
      'lost',
      'archived',
    ]);
    const lost = columns.find((column) => column.column === 'lost');
    expect(lost?.rows.map((item) => item.status)).toEqual(['declined', 'rejected']);
    expect(columns.find((column) => column.column === 'interested')?.rows).toEqual([]);
  });

  it('totals each column per currency, exactly, leaving out cards without an amount', () => {
    const rows = [
      row('active', '0.10'),
      row('active', '0.20'),
      row('active', '1000000.5', 'EUR'),
      row('active', null),
      row('accepted', '10'),
    ];
    const active = groupIntoColumns(rows).find((column) => column.column === 'active');
    expect(active?.rows).toHaveLength(4);
    expect(active?.totals).toEqual([
      { currency: 'PLN', amount: '0.30' },
      { currency: 'EUR', amount: '1000000.50' },
    ]);
    expect(active?.totals.map((total) => formatMoney(total.amount, total.currency))).toEqual([
      '0,30\u00a0PLN',
      '1\u00a0000\u00a0000,50\u00a0EUR',
    ]);
    expect(totalsByCurrency([row('invited')])).toEqual([]);
  });

  it('converts money to hundredths and back without floating point', () => {
    expect(toCents('12345.6')).toBe(1234560n);
    expect(toCents('-1.05')).toBe(-105n);
    expect(toCents('1.234')).toBeNull();
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-12345n)).toBe('-123.45');
  });

  it('asks for the column status, rejected for lost, and nothing on the same column', () => {
    expect(targetStatus('active', 'accepted')).toBe('active');
    expect(targetStatus('lost', 'invited')).toBe('rejected');
    expect(targetStatus('lost', 'declined')).toBeNull();
    expect(targetStatus('invited', 'invited')).toBeNull();
    // The investor's moves are not the advisor's: no target, so the menus never offer them.
    expect(targetStatus('accepted', 'invited')).toBeNull();
    expect(targetStatus('active', 'invited')).toBeNull();
    expect(targetStatus('invited', 'active')).toBeNull();
  });

  it("offers only the advisor's moves of the shared state machine, in board order", () => {
    expect(allowedColumns('invited')).toEqual(['lost']);
    expect(allowedColumns('viewed')).toEqual(['lost']);
    expect(allowedColumns('interested')).toEqual(['lost']);
    expect(allowedColumns('accepted')).toEqual(['active', 'lost']);
    expect(allowedColumns('active')).toEqual(['archived']);
    expect(allowedColumns('rejected')).toEqual(['archived']);
    expect(allowedColumns('declined')).toEqual(['archived']);
    expect(allowedColumns('archived')).toEqual([]);
  });

  it('tells a forbidden drop from a drop on the own column', () => {
    expect(isForbiddenDrop('accepted', 'invited')).toBe(true);
    expect(isForbiddenDrop('invited', 'invited')).toBe(false);
    expect(isForbiddenDrop('lost', 'declined')).toBe(false);
    expect(isForbiddenDrop('lost', 'invited')).toBe(false);
    expect(isForbiddenDrop('invited', 'archived')).toBe(true);
  });

  it('shows a moved card in its new column while the server answers', () => {
    const rows = [row('accepted'), row('invited')];
    const moved = withStatus(rows, rows[0]?.id as string, 'active');
    expect(moved.map((item) => item.status)).toEqual(['active', 'invited']);
    expect(rows[0]?.status).toBe('accepted');
  });
});
