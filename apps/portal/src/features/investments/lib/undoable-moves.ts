import type { InvestmentRow, InvestmentStatus } from '@wl/shared/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long a status change waits before it is sent, so that it can be undone (decision 064): the
 * state machine has no way back from any advisor move (a rejected or archived investment stays so),
 * so "undo" is "not sent yet".
 */
export const UNDO_WINDOW_MS = 5000;

/** A status change the advisor made and may still undo, or that is on its way to the server. */
export interface PendingMove {
  row: InvestmentRow;
  status: InvestmentStatus;
  reason?: string;
  /** Sent, waiting for the answer: too late to undo. */
  sending: boolean;
}

export interface UndoableMovesOptions {
  /** Sends the change (PATCH …/status); its answer goes to `onSent`, a refusal to `onFailed`. */
  send: (move: PendingMove) => Promise<InvestmentRow>;
  onSent: (move: PendingMove, updated: InvestmentRow) => void;
  onFailed: (move: PendingMove, error: unknown) => void;
  delayMs?: number;
}

/**
 * Status changes held for the undo window, one per investment at a time: `schedule` shows the
 * change at once (the caller overlays `pending` on its rows) and sends it when the window ends;
 * `undo` drops it unsent; `commit` sends it now. Leaving the screen sends what is waiting (the
 * advisor did not undo it); leaving the page while something waits asks first (the browser's own
 * question), since a closing page cannot be trusted to finish a request.
 */
export function useUndoableMoves({ send, onSent, onFailed, delayMs = UNDO_WINDOW_MS }: UndoableMovesOptions) {
  const [pending, setPending] = useState<PendingMove[]>([]);
  const moves = useRef(new Map<string, PendingMove>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const callbacks = useRef({ send, onSent, onFailed });
  callbacks.current = { send, onSent, onFailed };

  const publish = useCallback(() => setPending([...moves.current.values()]), []);

  const commit = useCallback(
    async (id: string) => {
      const move = moves.current.get(id);
      if (!move || move.sending) return;
      clearTimeout(timers.current.get(id));
      timers.current.delete(id);
      const sending = { ...move, sending: true };
      moves.current.set(id, sending);
      publish();
      try {
        const updated = await callbacks.current.send(sending);
        moves.current.delete(id);
        callbacks.current.onSent(sending, updated);
      } catch (error) {
        moves.current.delete(id);
        callbacks.current.onFailed(sending, error);
      } finally {
        publish();
      }
    },
    [publish],
  );

  const schedule = useCallback(
    (row: InvestmentRow, status: InvestmentStatus, reason?: string): boolean => {
      if (moves.current.has(row.id)) return false;
      moves.current.set(row.id, { row, status, ...(reason ? { reason } : {}), sending: false });
      timers.current.set(
        row.id,
        setTimeout(() => void commit(row.id), delayMs),
      );
      publish();
      return true;
    },
    [commit, delayMs, publish],
  );

  const undo = useCallback(
    (id: string): boolean => {
      const move = moves.current.get(id);
      if (!move || move.sending) return false;
      clearTimeout(timers.current.get(id));
      timers.current.delete(id);
      moves.current.delete(id);
      publish();
      return true;
    },
    [publish],
  );

  const waiting = pending.some((move) => !move.sending);
  useEffect(() => {
    if (!waiting) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [waiting]);

  // Leaving the screen (another page of the portal): what waits is sent now.
  useEffect(
    () => () => {
      for (const [id, move] of moves.current) if (!move.sending) void commit(id);
    },
    [commit],
  );

  return { pending, schedule, undo, commit };
}

/** The rows with the pending changes shown (the card in its new column while it may be undone). */
export function withPendingMoves(rows: readonly InvestmentRow[], pending: readonly PendingMove[]): InvestmentRow[] {
  if (pending.length === 0) return [...rows];
  const byId = new Map(pending.map((move) => [move.row.id, move.status]));
  return rows.map((row) => {
    const status = byId.get(row.id);
    return status ? { ...row, status } : row;
  });
}
