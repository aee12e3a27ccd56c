import { type KycSection, kycSections } from '@wl/shared/schemas';
import { isKycStep, type KycStep, orderedSections } from './sections.ts';

/**
 * The questionnaire's progress kept in the browser (local storage), so nothing typed is lost on a
 * reload, a closed tab or an expired session: the form values as typed (validated or not), the
 * step on screen and the sections completed. The investor panel also saves each completed
 * section on the server; its local copy is cleared after each successful save and refilled by the
 * next keystroke. The public form has no draft endpoint, so its whole progress lives here until
 * it is submitted.
 */

const PREFIX = 'kyc-progress:';
const FORMAT = 1;

export interface StoredProgress {
  /** The form values as typed (read back through `formValuesFromData`, which checks every field). */
  values: unknown;
  step: KycStep;
  completed: KycSection[];
  /** The server's KYC version the values started from (null: none), to notice a newer save elsewhere. */
  baseVersion: number | null;
  /** ISO instant of the last write. */
  savedAt: string;
}

/** One questionnaire per onboarding request (investor panel) or per invitation token (public form). */
export const progressKey = {
  request: (id: string) => `${PREFIX}request:${id}`,
  token: (token: string) => `${PREFIX}token:${token}`,
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled (privacy settings): the questionnaire still works, without the local copy.
    return null;
  }
}

export function readProgress(key: string): StoredProgress | null {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Record<string, unknown>;
    if (stored.format !== FORMAT || typeof stored.values !== 'object' || stored.values === null) return null;
    const completed = Array.isArray(stored.completed) ? orderedSections(stored.completed) : [];
    return {
      values: stored.values,
      step: isKycStep(stored.step) ? stored.step : (kycSections[0] as KycSection),
      completed,
      baseVersion: typeof stored.baseVersion === 'number' ? stored.baseVersion : null,
      savedAt: typeof stored.savedAt === 'string' ? stored.savedAt : new Date(0).toISOString(),
    };
  } catch {
    return null;
  }
}

export function writeProgress(key: string, progress: Omit<StoredProgress, 'savedAt'>, now = new Date()): string {
  const savedAt = now.toISOString();
  try {
    storage()?.setItem(key, JSON.stringify({ format: FORMAT, ...progress, savedAt }));
  } catch {
    // Full or disabled storage: the server draft (investor panel) is then the only copy.
  }
  return savedAt;
}

export function clearProgress(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
