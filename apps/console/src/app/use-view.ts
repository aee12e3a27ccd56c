import { useCallback, useEffect, useState } from 'react';

/** The console's sections; the current one lives in the URL hash (`#/audit`), so it survives reloads. */
export const consoleViews = ['hosts', 'audit', 'outbox'] as const;
export type ConsoleView = (typeof consoleViews)[number];

export function viewFromHash(hash: string): ConsoleView {
  const name = hash.replace(/^#\/?/, '');
  return consoleViews.includes(name as ConsoleView) ? (name as ConsoleView) : 'hosts';
}

export function hashOf(view: ConsoleView): string {
  return `#/${view}`;
}

/** The view of the URL hash, following the back and forward buttons. */
export function useView(): [ConsoleView, (view: ConsoleView) => void] {
  const [view, setView] = useState<ConsoleView>(() => viewFromHash(window.location.hash));
  useEffect(() => {
    const onHashChange = () => setView(viewFromHash(window.location.hash));
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  const navigate = useCallback((next: ConsoleView) => {
    if (window.location.hash !== hashOf(next)) window.location.hash = hashOf(next);
    setView(next);
  }, []);
  return [view, navigate];
}
