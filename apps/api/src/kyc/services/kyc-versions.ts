import { isDeepStrictEqual } from 'node:util';
import type { Prisma } from '@wl/db';
import { type KycData, type KycDraft, type Language, translate } from '@wl/shared';
import type { Violation } from '@wl/shared/errors';
import { validationFailed } from '../kyc-errors.ts';
import { isKycIndustry } from './form-parameters.ts';

type Tx = Prisma.TransactionClient;

/**
 * The industries of section 3 must be ids of the dictionary (the zod schema checks their shape;
 * only the server knows the dictionary). 400 with a violation per unknown id.
 */
export function assertKnownIndustries(draft: KycDraft, language: Language): void {
  const violations: Violation[] = [];
  for (const [index, id] of (draft.investmentDetails?.industries ?? []).entries()) {
    if (isKycIndustry(id)) continue;
    violations.push({
      propertyPath: `investmentDetails.industries[${index}]`,
      title: translate(language, 'validation:invalid'),
      message: 'validation:invalid',
    });
  }
  if (violations.length) throw validationFailed(language, violations);
}

/**
 * What a finished request shows in its list row: the investor's names (or the company's for a
 * legal person) and the main tax number declared in section 2 (PESEL or NIP for Poland).
 */
export function requestIdentity(data: KycData, companyName: string | null): { name: string; taxNumber: string } {
  const person = data.investorInformation;
  const personName = [person.firstName, person.middleName, person.surname].filter(Boolean).join(' ');
  return { name: companyName ?? personName, taxNumber: data.taxStatus.mainTaxNumber.number };
}

/**
 * Once the KYC is finished the investor is known by the names they declared and verified with
 * their document (issue 19: the dashboard greeted them by e-mail, the summary PDF said "—"). The
 * investor account of this tenant the request belongs to takes them: by id when the request is
 * bound to one, else the investor account with the request's e-mail. An advisor's account, or
 * any account of another tenant, is never touched.
 */
export async function adoptKycNames(
  tx: Tx,
  owner: { tenantId: string; userId: string | null; email: string },
  data: KycData,
): Promise<void> {
  const { firstName, surname } = data.investorInformation;
  await tx.user.updateMany({
    where: {
      tenantId: owner.tenantId,
      ...(owner.userId ? { id: owner.userId } : { email: { equals: owner.email, mode: 'insensitive' as const } }),
      investors: { some: { tenantId: owner.tenantId } },
    },
    data: { firstName, surname },
  });
}

/**
 * Locks the request's row for the rest of the transaction if it is still open (not finished):
 * KYC versions of one request are then numbered one at a time, and a request finished meanwhile
 * is seen as finished. `false` when it is finished (or gone).
 */
export async function lockOpenRequest(tx: Tx, requestId: string): Promise<boolean> {
  const touched = await tx.onboardingRequest.updateMany({
    where: { id: requestId, status: { not: 'finished' } },
    data: { updatedAt: new Date() },
  });
  return touched.count === 1;
}

/** The latest KYC version of a request (draft or submitted), if any. */
export function latestKycVersion(tx: Tx, requestId: string) {
  return tx.kycSubmission.findFirst({ where: { onboardingRequestId: requestId }, orderBy: { version: 'desc' } });
}

/**
 * Saves the next KYC version of a locked request. A draft identical to the latest draft is not
 * written again (saving the same screen twice keeps one version); its version is answered.
 */
export async function writeKycVersion(
  tx: Tx,
  requestId: string,
  data: KycDraft | KycData,
  submitted: boolean,
): Promise<number> {
  const latest = await latestKycVersion(tx, requestId);
  const json = JSON.parse(JSON.stringify(data)) as Prisma.InputJsonObject;
  if (latest && !submitted && !latest.submitted && isDeepStrictEqual(latest.data, json)) return latest.version;
  const version = (latest?.version ?? 0) + 1;
  await tx.kycSubmission.create({ data: { onboardingRequestId: requestId, version, data: json, submitted } });
  return version;
}
