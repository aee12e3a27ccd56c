import type { HostConfig } from '../generated/client/client.ts';

/** The fields of a host config that a revision records (everything an operator can change). */
export const snapshotFields = [
  'hostname',
  'tenantId',
  'language',
  'theme',
  'favicon',
  'siteTitle',
  'investmentRisks',
  'reg',
  'privacyPolicy',
  'campaignInvestButtonText',
  'formInvestButtonText',
  'consent2',
  'consent3',
  'equityPlaceholder',
  'debtPlaceholder',
  'logo',
  'logoInverse',
  'headline',
  'subheadline',
  'adminConfiguration',
  'investorPanelBlocked',
  'legalPersonsEnabled',
] as const satisfies readonly (keyof HostConfig)[];

export type HostConfigSnapshot = Pick<HostConfig, (typeof snapshotFields)[number]>;

export function hostConfigSnapshot(row: HostConfig): HostConfigSnapshot {
  return Object.fromEntries(snapshotFields.map((field) => [field, row[field]])) as HostConfigSnapshot;
}
