import type { Database } from '@wl/db';
import {
  type KycData,
  type KycDraft,
  type Language,
  maskKycIdentifiers,
  missingKycSections,
  type PublicKycForm,
  type PublicKycPreview,
} from '@wl/shared';
import type { TenantContext } from '../../core/tenant-context.ts';
import { hashToken } from '../../core/tokens.ts';
import { formAlreadySent, kycTokenInvalid } from '../../kyc/kyc-errors.ts';
import { kycFormParameters } from '../../kyc/services/form-parameters.ts';
import { assertOwnKycDocuments } from '../../kyc/services/kyc-documents.ts';
import {
  adoptKycNames,
  assertKnownIndustries,
  lockOpenRequest,
  requestIdentity,
  writeKycVersion,
} from '../../kyc/services/kyc-versions.ts';
import { recordLegalAcceptance } from '../../legal/services/legal-terms.ts';
import {
  investorTypeOf,
  type OnboardingDetailRecord,
  onboardingDetailInclude,
  sourceNameOf,
  storedKycData,
} from '../onboarding-record.ts';

/**
 * The public KYC form of spec §7, addressed by the token of the invitation link (no login): the
 * token's hash within the tenant of the host. An unknown token, or another tenant's, is 404
 * 'Token is invalid.'; once the request is finished the form is closed (409 `form.already_sent`)
 * and only its preview still answers.
 */

export interface PublicKycContext {
  db: Database;
  tenantId: string;
  language: Language;
  /** The host the link was opened on: whose legal documents the submission records (decision 043). */
  tenant: TenantContext;
}

/**
 * The request of a live link: its token's hash within the tenant, before the link's expiry (decision
 * 033; a request without one, written before links expired, counts as expired). An expired link is
 * 'Token is invalid.' like an unknown one: the spec's "token no longer active".
 */
function liveLink(context: PublicKycContext, token: string) {
  return { tenantId: context.tenantId, tokenHash: hashToken(token), linkExpiresAt: { gt: new Date() } };
}

async function requestOfToken(context: PublicKycContext, token: string): Promise<OnboardingDetailRecord> {
  const record = await context.db.onboardingRequest.findFirst({
    where: liveLink(context, token),
    include: onboardingDetailInclude,
  });
  if (!record) throw kycTokenInvalid();
  return record;
}

/** The id of the request a token addresses (for its supporting documents); unknown: 'Token is invalid.'. */
export async function requestIdOfToken(context: PublicKycContext, token: string): Promise<string> {
  const record = await context.db.onboardingRequest.findFirst({
    where: liveLink(context, token),
    select: { id: true },
  });
  if (!record) throw kycTokenInvalid();
  return record.id;
}

function toPreview(record: OnboardingDetailRecord, language: Language): PublicKycPreview {
  const latest = record.submissions[0];
  const submitted = record.status === 'finished' && latest?.submitted === true;
  return {
    email: record.email,
    name: record.name,
    status: record.status,
    submitted,
    submittedAt: submitted && latest ? latest.createdAt.toISOString() : null,
    // Whoever holds the link sees what was sent, but not the identifiers in full (decision 033).
    data: latest ? maskKycIdentifiers(storedKycData(latest.data)) : null,
    parameters: kycFormParameters(language),
  };
}

/**
 * GET /public-api/kyc/investor-request/{token}: the form's state. The first open marks the
 * request `viewed` (from `processing` or `sent`; never back from a later status).
 */
export async function openPublicKycForm(context: PublicKycContext, token: string): Promise<PublicKycForm> {
  const record = await requestOfToken(context, token);
  if (record.status === 'finished') throw formAlreadySent(context.language);
  let status = record.status;
  if (status === 'processing' || status === 'sent') {
    // Conditional: a request finished meanwhile stays finished.
    const viewed = await context.db.onboardingRequest.updateMany({
      where: { id: record.id, status: { in: ['processing', 'sent'] } },
      data: { status: 'viewed' },
    });
    if (viewed.count === 1) status = 'viewed';
  }
  const latest = record.submissions[0];
  const draft = latest && !latest.submitted ? storedKycData(latest.data) : null;
  return {
    email: record.email,
    name: record.name,
    status,
    sourceName: sourceNameOf(record),
    message: record.message,
    investorType: investorTypeOf(record.investorType),
    draft,
    missingSections: missingKycSections((draft ?? {}) as KycDraft),
    parameters: kycFormParameters(context.language),
  };
}

/**
 * GET /public-api/kyc/investor-request/preview/{token}: read-only. After the request is finished,
 * the data as submitted (the link keeps working for this until it expires); before, the latest
 * draft if any, with `submitted` false; PESEL, document, tax and account numbers masked to their
 * last four characters. Never changes the status.
 */
export async function previewPublicKyc(context: PublicKycContext, token: string): Promise<PublicKycPreview> {
  return toPreview(await requestOfToken(context, token), context.language);
}

/**
 * PUT /public-api/kyc/investor-request/{token}/submit: the complete questionnaire (already
 * validated by `kycDataSchema`). In one transaction: the request moves to `finished` only if it
 * is not finished yet (a conditional update, so of two submits at once exactly one wins and the
 * other gets 409), with its name and tax number from the data; the data is saved as the next
 * KYC version, submitted.
 */
export async function submitPublicKyc(
  context: PublicKycContext,
  token: string,
  data: KycData,
): Promise<PublicKycPreview> {
  assertKnownIndustries(data, context.language);
  const record = await requestOfToken(context, token);
  if (record.status === 'finished') throw formAlreadySent(context.language);
  await context.db.$transaction(async (tx) => {
    if (!(await lockOpenRequest(tx, record.id))) throw formAlreadySent(context.language);
    await assertOwnKycDocuments(tx, record.id, data, context.language);
    const companyName = record.investorType === 'legal_person' ? (record.company?.name ?? null) : null;
    const kycVersion = await writeKycVersion(tx, record.id, data, true);
    await recordLegalAcceptance(tx, context.tenant, {
      purpose: 'kyc_submission',
      language: context.language,
      onboardingRequestId: record.id,
      kycVersion,
    });
    const finished = await tx.onboardingRequest.updateMany({
      where: { id: record.id, status: { not: 'finished' } },
      data: { status: 'finished', ...requestIdentity(data, companyName) },
    });
    if (finished.count !== 1) throw formAlreadySent(context.language);
    await adoptKycNames(
      tx,
      { tenantId: context.tenant.tenantId, userId: record.investorUserId, email: record.email },
      data,
    );
  });
  return toPreview(await requestOfToken(context, token), context.language);
}
