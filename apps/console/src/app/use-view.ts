import { useCallback, useEffect, useRef, useState } from 'react';
import { mayLeave } from '../lib/leave-guard.ts';

/** The console's sections; the current one lives in the URL hash (`#/audit`), so it survives reloads. */
export const consoleViews = ['hosts', 'onboard', 'catalogue', 'audit', 'outbox', 'operators'] as const;
export type ConsoleView = (typeof consoleViews)[number];

const HOST_EDITOR = /^#\/?hosts\/([0-9a-f-]{36})$/i;
const TENANT_CATALOGUE = /^#\/?catalogue\/([0-9a-f-]{36})$/i;
const PASSWORD_LINK = /^#\/?password\/([A-Za-z0-9_-]{20,200})$/;

/** The token of a mailed password link (`#/password/<token>`, decision 046), else null. */
export function passwordTokenFromHash(hash: string): string | null {
  return PASSWORD_LINK.exec(hash)?.[1] ?? null;
}

export function viewFromHash(hash: string): ConsoleView {
  if (HOST_EDITOR.test(hash)) return 'hosts';
  if (TENANT_CATALOGUE.test(hash)) return 'catalogue';
  const name = hash.replace(/^#\/?/, '');
  return consoleViews.includes(name as ConsoleView) ? (name as ConsoleView) : 'hosts';
}

/** The host whose branding editor the hash opens (`#/hosts/<id>`), else null. */
export function hostIdFromHash(hash: string): string | null {
  return HOST_EDITOR.exec(hash)?.[1]?.toLowerCase() ?? null;
}

export function hashOf(view: ConsoleView): string {
  return `#/${view}`;
}

/** The tenant whose catalogue the hash opens (`#/catalogue/<tenantId>`), else null. */
export function tenantIdFromHash(hash: string): string | null {
  return TENANT_CATALOGUE.exec(hash)?.[1]?.toLowerCase() ?? null;
}

/** The hash of a tenant's catalogue. */
export function catalogueHash(tenantId: string): string {
  return `#/catalogue/${tenantId}`;
}

/** The hash of a host's branding editor. */
export function hostEditorHash(hostId: string): string {
  return `#/hosts/${hostId}`;
}

/**
 * The view of the URL hash, following the back and forward buttons; the third value is the host
 * whose editor is open (`#/hosts/<id>`), else null.
 */
export function useView(): [ConsoleView, (view: ConsoleView) => void, string | null] {
  const [hash, setHash] = useState(() => window.location.hash);
  const shown = useRef(hash);
  useEffect(() => {
    const onHashChange = () => {
      const next = window.location.hash;
      if (next === shown.current) return;
      // A link or the back button while unsaved changes wait: the operator decides.
      if (!mayLeave()) {
        window.location.hash = shown.current;
        return;
      }
      shown.current = next;
      setHash(next);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  const navigate = useCallback((next: ConsoleView) => {
    if (shown.current !== hashOf(next) && !mayLeave()) return;
    shown.current = hashOf(next);
    if (window.location.hash !== hashOf(next)) window.location.hash = hashOf(next);
    setHash(hashOf(next));
  }, []);
  return [viewFromHash(hash), navigate, hostIdFromHash(hash)];
}
