import type { Database, Prisma } from '@wl/db';
import {
  type AcceptedLegalDocument,
  acceptedLegalDocumentSchema,
  brandingDefaults,
  type Language,
  legalDocumentPath,
  type PublishedLegalDocument,
  resolveBranding,
  translate,
} from '@wl/shared';
import { errorCodes } from '@wl/shared/errors';
import type { AcceptLegalTermsPayload, InvestorLegalTerms } from '@wl/shared/schemas';
import { z } from 'zod';
import { conflict } from '../../core/api-error.ts';
import type { TenantContext } from '../../core/tenant-context.ts';

/*
 * What investors agree to (decision 043): the host's legal documents (kind, language, version) and
 * its two consent texts, as a reader in one language is shown them. Every offer acceptance, KYC
 * submission and renewal records them; a returning investor whose documents changed since their
 * last acceptance on this host is asked to accept again.
 */

type Tx = Prisma.TransactionClient;

export interface LegalTerms {
  language: Language;
  documents: PublishedLegalDocument[];
  consents: { consent2: string; consent3: string };
}

export type LegalAcceptancePurpose = 'offer_acceptance' | 'kyc_submission' | 'renewal';

/** The documents and consent texts of the host for a reader in `language` (the portal's own resolution). */
export function legalTermsOf(tenant: TenantContext, language: Language): LegalTerms {
  const resolved = resolveBranding(tenant.branding, language, brandingDefaults(language));
  return {
    language,
    documents: resolved.documents,
    consents: { consent2: resolved.texts.consent2, consent3: resolved.texts.consent3 },
  };
}

const storedDocumentsSchema = z.array(acceptedLegalDocumentSchema.loose());
const storedConsentsSchema = z.object({ consent2: z.string().optional(), consent3: z.string().optional() });

/** The documents an acceptance row names (kind, language, version), whatever else it stored. */
export function acceptedDocuments(value: unknown): AcceptedLegalDocument[] {
  return (storedDocumentsSchema.safeParse(value).data ?? []).map(({ kind, language, version }) => ({
    kind,
    language,
    version,
  }));
}

/**
 * Records, in the caller's transaction, that the investor agreed to the host's current terms in
 * `language`. A KYC submission shows no consent texts, so it records the documents only.
 */
export async function recordLegalAcceptance(
  tx: Tx,
  tenant: TenantContext,
  input: {
    purpose: LegalAcceptancePurpose;
    language: Language;
    investorId?: string | null;
    offerId?: string;
    onboardingRequestId?: string;
    kycVersion?: number;
  },
): Promise<void> {
  const terms = legalTermsOf(tenant, input.language);
  await tx.legalAcceptance.create({
    data: {
      tenantId: tenant.tenantId,
      hostConfigId: tenant.hostConfigId ?? null,
      investorId: input.investorId ?? null,
      offerId: input.offerId ?? null,
      onboardingRequestId: input.onboardingRequestId ?? null,
      kycVersion: input.kycVersion ?? null,
      purpose: input.purpose,
      language: input.language,
      documents: terms.documents as unknown as Prisma.InputJsonArray,
      consents: input.purpose === 'kyc_submission' ? {} : terms.consents,
    },
  });
}

const sameDocument = (a: AcceptedLegalDocument, b: AcceptedLegalDocument) =>
  a.kind === b.kind && a.language === b.language && a.version === b.version;

/** What changed from an acceptance to the current terms: the kinds of documents, and `consents`. */
function changesSince(
  accepted: { documents: AcceptedLegalDocument[]; consents: { consent2?: string; consent3?: string } },
  current: LegalTerms,
): InvestorLegalTerms['changed'] {
  const changed: InvestorLegalTerms['changed'] = [];
  for (const document of current.documents) {
    if (!accepted.documents.some((before) => sameDocument(before, document))) changed.push(document.kind);
  }
  if (
    accepted.consents.consent2 !== current.consents.consent2 ||
    accepted.consents.consent3 !== current.consents.consent3
  ) {
    changed.push('consents');
  }
  return changed;
}

/** The investor's latest acceptance on this host of the documents with the consents (not a KYC record). */
function lastAcceptance(db: Database | Tx, tenant: TenantContext, investorId: string) {
  return db.legalAcceptance.findFirst({
    where: {
      tenantId: tenant.tenantId,
      investorId,
      hostConfigId: tenant.hostConfigId ?? null,
      purpose: { in: ['offer_acceptance', 'renewal'] },
    },
    orderBy: [{ acceptedAt: 'desc' }, { id: 'desc' }],
  });
}

/**
 * GET /investor-api/legal-terms: the terms in the reader's language and whether the investor must
 * accept them again. Compared in the language of their last acceptance: a document they never
 * read (another language's) does not ask them again, a new version of theirs does.
 */
export async function investorLegalTerms(
  db: Database,
  tenant: TenantContext,
  investorId: string,
  language: Language,
): Promise<InvestorLegalTerms> {
  const current = legalTermsOf(tenant, language);
  const last = tenant.hostConfigId ? await lastAcceptance(db, tenant, investorId) : null;
  const changed = last
    ? changesSince(
        {
          documents: acceptedDocuments(last.documents),
          consents: storedConsentsSchema.safeParse(last.consents).data ?? {},
        },
        legalTermsOf(tenant, last.language),
      )
    : [];
  return {
    needsAcceptance: changed.length > 0,
    changed,
    language,
    documents: current.documents.map(({ kind, language: documentLanguage, version }) => ({
      kind,
      language: documentLanguage,
      version,
      url: legalDocumentPath(kind, documentLanguage),
      versionUrl: legalDocumentPath(kind, documentLanguage, version),
    })),
    consents: current.consents,
    acceptedAt: last ? last.acceptedAt.toISOString() : null,
  };
}

/**
 * POST /investor-api/legal-terms/accept: records the renewal when the documents the investor was
 * shown are still the current ones (409 otherwise: a publish came in between).
 */
export async function acceptLegalTerms(
  db: Database,
  tenant: TenantContext,
  investorId: string,
  language: Language,
  payload: AcceptLegalTermsPayload,
): Promise<InvestorLegalTerms> {
  const current = legalTermsOf(tenant, language).documents;
  const shown = payload.documents;
  const same =
    shown.length === current.length && current.every((document) => shown.some((s) => sameDocument(s, document)));
  if (!same) throw conflict(translate(language, 'errors:legalDocumentsChanged'), errorCodes.legalDocumentsChanged);
  await db.$transaction((tx) => recordLegalAcceptance(tx, tenant, { purpose: 'renewal', language, investorId }));
  return investorLegalTerms(db, tenant, investorId, language);
}
