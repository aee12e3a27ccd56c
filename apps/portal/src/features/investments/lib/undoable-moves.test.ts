import { act, renderHook } from '@testing-library/react';
import type { InvestmentRow, InvestmentStatus } from '@wl/shared/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PendingMove, UNDO_WINDOW_MS, useUndoableMoves, withPendingMoves } from './undoable-moves.ts';

function row(id: string, status: InvestmentStatus = 'invited'): InvestmentRow {
  return {
    id,
    investorName: null,
    investorEmail: `${id}@example.com`,
    agreementDate: null,
    paymentDate: null,
    endDate: null,
    networkId: null,
    investmentValue: null,
    currency: 'PLN',
    status,
    statusDate: '2026-01-01T10:00:00.000Z',
    campaignName: 'Demo',
    productAutentiStatus: null,
    productCode: 'DEMO-12M',
    paymentConfirmations: [],
  };
}

function setUp() {
  const send = vi.fn(async (move: PendingMove) => ({ ...move.row, status: move.status }));
  const onSent = vi.fn();
  const onFailed = vi.fn();
  const hook = renderHook(() => useUndoableMoves({ send, onSent, onFailed }));
  return { send, onSent, onFailed, hook };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('status changes held for the undo window (decision 064)', () => {
  it('sends a change only when the window has passed, with its reason', async () => {
    const { send, onSent, hook } = setUp();
    act(() => void hook.result.current.schedule(row('a'), 'rejected', 'Duplikat'));
    expect(hook.result.current.pending).toMatchObject([{ status: 'rejected', reason: 'Duplikat', sending: false }]);
    await act(async () => void vi.advanceTimersByTime(UNDO_WINDOW_MS - 1));
    expect(send).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ status: 'rejected', reason: 'Duplikat' });
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(hook.result.current.pending).toEqual([]);
  });

  it('never sends an undone change, and lets the same investment move again', async () => {
    const { send, hook } = setUp();
    act(() => void hook.result.current.schedule(row('a'), 'rejected', 'x'));
    // A second move of the same investment waits for the first.
    let again = true;
    act(() => {
      again = hook.result.current.schedule(row('a'), 'archived');
    });
    expect(again).toBe(false);
    act(() => void hook.result.current.undo('a'));
    await act(async () => void vi.advanceTimersByTime(UNDO_WINDOW_MS * 2));
    expect(send).not.toHaveBeenCalled();
    expect(hook.result.current.pending).toEqual([]);
    act(() => {
      again = hook.result.current.schedule(row('a'), 'rejected', 'y');
    });
    expect(again).toBe(true);
  });

  it('reports a refusal and forgets the change', async () => {
    const { send, onFailed, hook } = setUp();
    send.mockRejectedValueOnce(new Error('409'));
    act(() => void hook.result.current.schedule(row('a', 'active'), 'archived'));
    await act(async () => void hook.result.current.commit('a'));
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(hook.result.current.pending).toEqual([]);
  });

  it('sends what waits when the screen is left, and asks before the page is left', async () => {
    const { send, hook } = setUp();
    act(() => void hook.result.current.schedule(row('a', 'active'), 'archived'));
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    hook.unmount();
    await act(async () => {});
    expect(send).toHaveBeenCalledTimes(1);
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('shows the pending statuses over the rows', () => {
    const rows = [row('a'), row('b')];
    const shown = withPendingMoves(rows, [{ row: row('b'), status: 'rejected', sending: false }]);
    expect(shown.map((item) => item.status)).toEqual(['invited', 'rejected']);
    expect(rows[1]?.status).toBe('invited');
  });
});
