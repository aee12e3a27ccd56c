import type { Database, Prisma } from '@wl/db';
import {
  type CompanyRegisterEntry,
  type InvestorType,
  type KycDraft,
  type KycDraftSaved,
  kycDataSchema,
  type Language,
  missingKycSections,
  type OnboardingClientPayload,
  type OnboardingRequestDetail,
  type OnboardingRequestListQuery,
  type OnboardingRole,
  registerLookupSchema,
  toViolations,
} from '@wl/shared';
import { notFound } from '../../core/api-error.ts';
import type { TenantContext } from '../../core/tenant-context.ts';
import { hashToken } from '../../core/tokens.ts';
import { formAlreadySent, kycIncomplete, kycTokenInvalid, validationFailed } from '../../kyc/kyc-errors.ts';
import { assertOwnKycDocuments } from '../../kyc/services/kyc-documents.ts';
import {
  adoptKycNames,
  assertKnownIndustries,
  latestKycVersion,
  lockOpenRequest,
  requestIdentity,
  writeKycVersion,
} from '../../kyc/services/kyc-versions.ts';
import { recordLegalAcceptance } from '../../legal/services/legal-terms.ts';
import type { CompanyRegister } from '../../providers/company-register.ts';
import { companyRegisterKey } from '../../providers/register-number.ts';
import {
  companyExists,
  companyNotChosen,
  companyNotFound,
  identityNotVerified,
  incorrectFormData,
  legalPersonsDisabled,
} from '../onboarding-errors.ts';
import { investorTypeColumn, onboardingDetailInclude, toOnboardingDetail } from '../onboarding-record.ts';
import { type OnboardingCaller, ownOnboardingRequests } from '../onboarding-scope.ts';
import { listOnboardingRequests, type OnboardingPage } from './list-requests.ts';

/**
 * The investor panel's onboarding (spec §7 "Investor"): the signed-in investor's own requests
 * (ownOnboardingRequests: linked to their account or sent to their address; anything else is a
 * 404), who the onboarding is for, the KYC draft and sending it to verification.
 * Decisions: docs/decisions/012-onboarding-requests.md.
 */

export interface InvestorOnboardingContext {
  db: Database;
  caller: OnboardingCaller;
  tenant: TenantContext;
  language: Language;
}

type Tx = Prisma.TransactionClient;

const legalPersonsEnabled = (tenant: TenantContext) => tenant.branding.features.legalPersonsEnabled;

/** The caller's investor row in the tenant (a signed-in investor has one), for what they accepted. */
async function investorIdOf(tx: Tx, caller: OnboardingCaller): Promise<string | null> {
  const investor = await tx.investor.findUnique({
    where: { tenantId_userId: { tenantId: caller.tenantId, userId: caller.userId } },
    select: { id: true },
  });
  return investor?.id ?? null;
}

async function ownRequest(db: Database | Tx, caller: OnboardingCaller, id: string) {
  const record = await db.onboardingRequest.findFirst({
    where: { AND: [ownOnboardingRequests(caller), { id }] },
    include: onboardingDetailInclude,
  });
  if (!record) throw notFound();
  return record;
}

async function detail(db: Database | Tx, caller: OnboardingCaller, id: string): Promise<OnboardingRequestDetail> {
  return toOnboardingDetail(await ownRequest(db, caller, id));
}

/** GET /investor-api/onboarding/request: the investor's requests, filtered, sorted and paged. */
export function listOwnRequests(
  context: InvestorOnboardingContext,
  query: OnboardingRequestListQuery,
): Promise<OnboardingPage> {
  return listOnboardingRequests(context.db, ownOnboardingRequests(context.caller), query);
}

/** GET /investor-api/onboarding/request/by-id/{id}: read only. */
export function getOwnRequest(context: InvestorOnboardingContext, id: string): Promise<OnboardingRequestDetail> {
  return detail(context.db, context.caller, id);
}

/**
 * GET /investor-api/onboarding/request/by-token/{token}: the request of an invitation link,
 * opened in the investor panel. Links it to the investor's account and marks it `viewed` (from
 * `processing` or `sent`). The token is the credential, as on the public form, so it need not
 * have been sent to the investor's own address; but a request already linked to another account
 * is not taken over (404 'Token is invalid.'). Finished: 409 `form.already_sent`.
 */
export async function openRequestByToken(
  context: InvestorOnboardingContext,
  token: string,
): Promise<OnboardingRequestDetail> {
  const { db, caller, language } = context;
  const id = await db.$transaction(async (tx) => {
    const record = await tx.onboardingRequest.findFirst({
      where: { tenantId: caller.tenantId, tokenHash: hashToken(token) },
    });
    if (!record) throw kycTokenInvalid();
    if (record.investorUserId !== null && record.investorUserId !== caller.userId) throw kycTokenInvalid();
    if (record.status === 'finished') throw formAlreadySent(language);
    const linked = await tx.onboardingRequest.updateMany({
      where: {
        id: record.id,
        status: { not: 'finished' },
        OR: [{ investorUserId: null }, { investorUserId: caller.userId }],
      },
      data: { investorUserId: caller.userId },
    });
    if (linked.count !== 1) throw formAlreadySent(language);
    await tx.onboardingRequest.updateMany({
      where: { id: record.id, status: { in: ['processing', 'sent'] } },
      data: { status: 'viewed' },
    });
    return record.id;
  });
  return detail(db, caller, id);
}

/** The companies the investor chose in any of their onboardings (the `existing` choices). */
function ownCompanies(db: Database | Tx, caller: OnboardingCaller) {
  return db.company.findMany({
    where: { tenantId: caller.tenantId, onboardingRequests: { some: ownOnboardingRequests(caller) } },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}

/**
 * GET /investor-api/onboarding/role: natural persons always, legal persons when the host enables
 * them; the number of open requests; the investor's companies.
 */
export async function onboardingRole(context: InvestorOnboardingContext): Promise<OnboardingRole> {
  const { db, caller, tenant } = context;
  const enabled = legalPersonsEnabled(tenant);
  const [openRequests, companies] = await Promise.all([
    db.onboardingRequest.count({ where: { AND: [ownOnboardingRequests(caller), { status: { not: 'finished' } }] } }),
    enabled ? ownCompanies(db, caller) : Promise.resolve([]),
  ]);
  const investorTypes: InvestorType[] = enabled ? ['natural-person', 'legal-person'] : ['natural-person'];
  return {
    investorTypes,
    legalPersonsEnabled: enabled,
    openRequests,
    companies: companies.map((company) => ({
      id: company.id,
      name: company.name,
      registerNumber: company.registerNumber,
    })),
  };
}

/** GET …/request/{id}/kyc/parameters: the request must be one of the investor's. */
export async function assertOwnRequest(context: InvestorOnboardingContext, id: string): Promise<void> {
  await ownRequest(context.db, context.caller, id);
}

export type ClientMode = 'client' | 'add-client';

/**
 * PATCH …/request/{id}/client and …/add-client: who the onboarding is for.
 *
 * - `client` sets (or replaces) it: a natural person (the investor; any company is let go), or a
 *   legal person with an `existing` company of the investor's (one they chose in an onboarding
 *   of theirs, else 422 `company.not_chosen`) or a `new` one (as add-client).
 * - `add-client` only adds a `new` company and chooses it (anything else: 422 incorrect form).
 *
 * A new company whose register number the tenant already has is 409 `company.exists` (choose it
 * from the existing ones). Legal persons on a host that does not enable them: 403. A finished
 * request: 409 `form.already_sent`.
 */
export async function setClient(
  context: InvestorOnboardingContext,
  id: string,
  payload: OnboardingClientPayload,
  mode: ClientMode,
): Promise<OnboardingRequestDetail> {
  const { db, caller, tenant, language } = context;
  if (mode === 'add-client' && (payload.investorType !== 'legal-person' || payload.company.kind !== 'new')) {
    throw incorrectFormData(language);
  }
  const record = await ownRequest(db, caller, id);
  if (record.status === 'finished') throw formAlreadySent(language);
  if (payload.investorType === 'legal-person' && !legalPersonsEnabled(tenant)) throw legalPersonsDisabled(language);
  return db.$transaction(async (tx) => {
    if (!(await lockOpenRequest(tx, record.id))) throw formAlreadySent(language);
    let companyId: string | null = null;
    if (payload.investorType === 'legal-person') {
      const choice = payload.company;
      if (choice.kind === 'existing') {
        const company = await tx.company.findFirst({
          where: {
            id: choice.companyId,
            tenantId: caller.tenantId,
            onboardingRequests: { some: ownOnboardingRequests(caller) },
          },
        });
        if (!company) throw companyNotChosen(language);
        companyId = company.id;
      } else {
        const registerNumber = companyRegisterKey(choice.company.registerNumber);
        // One company per register number and tenant: two investors adding it at once, one wins.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`company:${caller.tenantId}:${registerNumber}`}))`;
        const taken = await tx.company.findUnique({
          where: { tenantId_registerNumber: { tenantId: caller.tenantId, registerNumber } },
        });
        if (taken) throw companyExists(language, registerNumber);
        const { registeredAddress, representatives, ...fields } = choice.company;
        const company = await tx.company.create({
          data: {
            ...fields,
            registerNumber,
            tenantId: caller.tenantId,
            registeredAddress: registeredAddress as Prisma.InputJsonObject,
            representatives: representatives as Prisma.InputJsonArray,
          },
        });
        companyId = company.id;
      }
    }
    await tx.onboardingRequest.update({
      where: { id: record.id },
      data: { investorType: investorTypeColumn(payload.investorType), companyId },
    });
    return detail(tx, caller, record.id);
  });
}

/**
 * GET /investor-api/onboarding/company-register/{registerNumber}: the register's data and
 * whether the tenant already has the company. No number: 400 (spec §5 "no load from company
 * register without a register number"); unknown: 404 `company.not_found`.
 */
export async function lookUpCompany(
  context: InvestorOnboardingContext,
  register: CompanyRegister,
  registerNumber: string,
): Promise<CompanyRegisterEntry> {
  const { db, caller, language } = context;
  const parsed = registerLookupSchema.safeParse({ registerNumber });
  if (!parsed.success) throw validationFailed(language, toViolations(parsed.error, language));
  const company = await register.lookup(parsed.data.registerNumber);
  if (!company) throw companyNotFound(language);
  const existing = await db.company.findUnique({
    where: {
      tenantId_registerNumber: {
        tenantId: caller.tenantId,
        registerNumber: companyRegisterKey(company.registerNumber),
      },
    },
  });
  return { ...company, exists: existing !== null };
}

/**
 * PUT …/request/{requestId}/kyc: the sections filled in so far (each validated whole by
 * `kycDraftSchema`) as the next draft version; the same draft twice keeps one version.
 */
export async function saveKycDraft(
  context: InvestorOnboardingContext,
  id: string,
  draft: KycDraft,
): Promise<KycDraftSaved> {
  const { db, caller, language } = context;
  assertKnownIndustries(draft, language);
  const record = await ownRequest(db, caller, id);
  if (record.status === 'finished') throw formAlreadySent(language);
  const version = await db.$transaction(async (tx) => {
    if (!(await lockOpenRequest(tx, record.id))) throw formAlreadySent(language);
    await assertOwnKycDocuments(tx, record.id, draft, language);
    return writeKycVersion(tx, record.id, draft, false);
  });
  return { version, missingSections: missingKycSections(draft) };
}

/**
 * PATCH …/request/{id}/kyc/send-to-verification: finishes the onboarding. The latest draft must
 * be complete (422 `kyc.incomplete`, `parameters.missing`) and still valid (400 with violations;
 * e.g. the identity document has expired since); a legal person needs its company (422) on a host
 * that enables them (403); the investor's identity must be verified — the latest identity
 * verification of the request `verified` (409 `identity.not_verified`), for natural and legal
 * persons alike (the person acting is verified either way). Then, in one transaction, the data as
 * a submitted version and the request `finished` (conditional: of two at once, one wins).
 */
export async function sendToVerification(
  context: InvestorOnboardingContext,
  id: string,
): Promise<OnboardingRequestDetail> {
  const { db, caller, tenant, language } = context;
  const record = await ownRequest(db, caller, id);
  if (record.status === 'finished') throw formAlreadySent(language);
  await db.$transaction(async (tx) => {
    if (!(await lockOpenRequest(tx, record.id))) throw formAlreadySent(language);
    const latest = await latestKycVersion(tx, record.id);
    const stored = (latest?.data ?? {}) as KycDraft;
    const missing = missingKycSections(stored);
    if (missing.length) throw kycIncomplete(language, missing);
    const parsed = kycDataSchema.safeParse(stored);
    if (!parsed.success) throw validationFailed(language, toViolations(parsed.error, language));
    const current = await tx.onboardingRequest.findUniqueOrThrow({
      where: { id: record.id },
      include: { company: true },
    });
    const legal = current.investorType === 'legal_person';
    if (legal && !legalPersonsEnabled(tenant)) throw legalPersonsDisabled(language);
    if (legal && !current.company) throw companyNotChosen(language);
    const identity = await tx.identityVerification.findFirst({
      where: { onboardingRequestId: record.id },
      orderBy: { createdAt: 'desc' },
    });
    if (identity?.status !== 'verified') throw identityNotVerified(language);
    const kycVersion = await writeKycVersion(tx, record.id, parsed.data, true);
    // The documents in force when the form was sent, in the investor's language (decision 043).
    await recordLegalAcceptance(tx, tenant, {
      purpose: 'kyc_submission',
      language,
      investorId: await investorIdOf(tx, caller),
      onboardingRequestId: record.id,
      kycVersion,
    });
    const finished = await tx.onboardingRequest.updateMany({
      where: { id: record.id, status: { not: 'finished' } },
      data: {
        status: 'finished',
        investorType: legal ? 'legal_person' : 'natural_person',
        ...requestIdentity(parsed.data, legal ? (current.company?.name ?? null) : null),
      },
    });
    if (finished.count !== 1) throw formAlreadySent(language);
    await adoptKycNames(tx, { tenantId: caller.tenantId, userId: caller.userId, email: record.email }, parsed.data);
  });
  return detail(db, caller, record.id);
}
