/**
 * The investments table's shown and hidden columns, remembered per user and view in local
 * storage (spec §2: columns can be shown or hidden; currency is hidden by default).
 */
export type ColumnVisibility = Record<string, boolean>;
export type InvestmentsView = 'own' | 'network';

export const defaultColumnVisibility: Readonly<ColumnVisibility> = { currency: false };

export function columnVisibilityKey(userId: string, view: InvestmentsView): string {
  return `wl.investments.columns.${view}.${userId}`;
}

/** The stored choice over the defaults; a missing or damaged entry gives the defaults. */
export function loadColumnVisibility(storage: Pick<Storage, 'getItem'>, key: string): ColumnVisibility {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return { ...defaultColumnVisibility };
    const choice = Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
    return { ...defaultColumnVisibility, ...choice };
  } catch {
    return { ...defaultColumnVisibility };
  }
}

export function saveColumnVisibility(
  storage: Pick<Storage, 'setItem'>,
  key: string,
  visibility: ColumnVisibility,
): void {
  try {
    storage.setItem(key, JSON.stringify(visibility));
  } catch {
    // Storage full or blocked (private mode): the choice lasts for this page only.
  }
}
