import type { Prisma } from '@wl/db';
import type { AdvisorDetail, AdvisorListRow, CalendarDateString } from '@wl/shared/schemas';
import type { AdvisorCaller } from '../core/advisor-caller.ts';
import { visibleNetworkIds } from './advisor-scope.ts';

/** What an advisor read loads: the advisor, the person (names, e-mail) and its networks. */
export const advisorRecordInclude = {
  user: { select: { id: true, email: true, firstName: true, surname: true } },
  networks: { select: { networkId: true } },
} satisfies Prisma.AdvisorInclude;

export type AdvisorRecord = Prisma.AdvisorGetPayload<{ include: typeof advisorRecordInclude }>;

/** A `@db.Date` column comes back as UTC midnight of its day. */
export function toCalendarDate(date: Date): CalendarDateString {
  return date.toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` day as the value Prisma writes to a `@db.Date` column. */
export function fromCalendarDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** Network ids of the record the caller may see, in a stable order. */
function networkIdsFor(record: AdvisorRecord, caller: AdvisorCaller): string[] {
  const visible = visibleNetworkIds(caller);
  return record.networks
    .map((link) => link.networkId)
    .filter((id) => visible === 'all' || visible.has(id))
    .sort();
}

export function toListRow(record: AdvisorRecord, caller: AdvisorCaller): AdvisorListRow {
  return {
    id: record.id,
    firstName: record.user.firstName,
    surname: record.user.surname,
    email: record.user.email,
    brokerNetworkIds: networkIdsFor(record, caller),
    status: record.status,
  };
}

export function toDetail(record: AdvisorRecord, caller: AdvisorCaller): AdvisorDetail {
  return {
    id: record.id,
    status: record.status,
    firstName: record.user.firstName,
    surname: record.user.surname,
    email: record.user.email,
    ...(record.externalId ? { externalId: record.externalId } : {}),
    documentType: record.documentType,
    documentNumber: record.documentNumber,
    documentExpiryDate: record.documentExpiryDate && toCalendarDate(record.documentExpiryDate),
    country: record.country,
    powerOfAttorneyStart: record.powerOfAttorneyStart && toCalendarDate(record.powerOfAttorneyStart),
    ...(record.powerOfAttorneyEnd ? { powerOfAttorneyEnd: toCalendarDate(record.powerOfAttorneyEnd) } : {}),
    brokerNetworkIds: networkIdsFor(record, caller),
  };
}
