import { type HostConfigSnapshot, type HostSnapshotField, hostSnapshotFields } from '../console/host-draft.ts';
import { customHostColumns, defaultHostColumns, demoHostColumns, investorDemoHostColumns } from '../demo/demo-hosts.ts';

/**
 * Snapshots as prisma's `hostConfigSnapshot` writes them for the seeded hosts (the columns of
 * `demo/demo-hosts.ts`, which the seed writes): unset columns are null. Test data only.
 */
const empty = {
  ...(Object.fromEntries(hostSnapshotFields.map((field) => [field, null])) as Record<HostSnapshotField, null>),
  adminConfiguration: {},
  investorPanelBlocked: false,
  legalPersonsEnabled: false,
  liveChatEnabled: false,
};

export const defaultRowSnapshot: HostConfigSnapshot = {
  ...empty,
  ...defaultHostColumns,
  tenantId: '00000000-0000-4000-8000-000000000001',
};

export const demoSnapshot: HostConfigSnapshot = {
  ...empty,
  ...demoHostColumns,
  tenantId: '00000000-0000-4000-8000-000000000002',
};

export const investorDemoSnapshot: HostConfigSnapshot = {
  ...empty,
  ...investorDemoHostColumns,
  tenantId: '00000000-0000-4000-8000-000000000002',
};

export const customSnapshot: HostConfigSnapshot = {
  ...empty,
  ...customHostColumns,
  tenantId: '00000000-0000-4000-8000-000000000003',
};

export const seededSnapshots = [defaultRowSnapshot, demoSnapshot, investorDemoSnapshot, customSnapshot];
