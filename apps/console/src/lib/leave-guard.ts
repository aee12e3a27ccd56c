import { useEffect } from 'react';

/*
 * Unsaved work is not lost without a word (issue 17, item 3): while a screen has unsaved changes
 * it sets a guard; leaving for another section asks first, and reloading or closing the tab gets
 * the browser's own "leave the page?" question.
 */

let guard: string | null = null;

/** Whether the operator may leave the current screen (asks them when it has unsaved changes). */
export function mayLeave(): boolean {
  return guard === null || window.confirm(guard);
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers show the question only when a value is set.
  event.returnValue = '';
}

/** While `active`, leaving asks `question` (in-app) or the browser's question (reload, close). */
export function useLeaveGuard(active: boolean, question: string): void {
  useEffect(() => {
    if (!active) return;
    guard = question;
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      guard = null;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, question]);
}
