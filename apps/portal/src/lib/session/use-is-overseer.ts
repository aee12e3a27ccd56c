import { useSignedInSession } from './session-context.tsx';

/** Coordinators and admins see the offers of their networks and change owners (spec §6). */
export function useIsOverseer(): boolean {
  const { roles } = useSignedInSession();
  return roles.includes('coordinator') || roles.includes('admin');
}
