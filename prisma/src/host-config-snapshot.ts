import { hostSnapshotFields } from '@wl/shared/console';
import type { HostConfig } from '../generated/client/client.ts';

/**
 * The fields of a host config that a revision records (everything an operator can change): the
 * shared list the console's drafts and diffs use, checked here against the model's columns.
 */
export const snapshotFields = hostSnapshotFields satisfies readonly (keyof HostConfig)[];

export type HostConfigSnapshot = Pick<HostConfig, (typeof snapshotFields)[number]>;

export function hostConfigSnapshot(row: HostConfig): HostConfigSnapshot {
  return Object.fromEntries(snapshotFields.map((field) => [field, row[field]])) as HostConfigSnapshot;
}
