import type { Database, Prisma } from '@wl/db';
import { type FileMetadata, type KycDraft, type Language, translate } from '@wl/shared';
import type { Violation } from '@wl/shared/errors';
import { conflict, notFound } from '../../core/api-error.ts';
import type { DownloadableFile } from '../../files/downloads.ts';
import { saveLinkedFile } from '../../files/save-file.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { Upload } from '../../files/uploads.ts';
import { formAlreadySent, validationFailed } from '../kyc-errors.ts';
import { lockOpenRequest } from './kyc-versions.ts';

/**
 * Supporting documents of a KYC questionnaire (section 3, origin of funds): files the investor
 * uploads while filling the form, kept as documents of the onboarding request (never in the
 * advisors' document list). Their ids go into `originOfFunds[].supportingDocuments`; a save or a
 * submit naming an id that is not a document of the same request is refused.
 */

type Tx = Prisma.TransactionClient;

export const KYC_DOCUMENT_UPLOAD_DESCRIPTION =
  'multipart/form-data with one file in the field `file`: PDF, JPEG or PNG (checked by content, and the name’s extension must agree), at most 10 MB. Answers the file’s metadata; its `id` goes into `investmentDetails.originOfFunds[].supportingDocuments`.';

/** At most this many files per request (20 sources × a few files each is far more than anyone needs). */
export const MAX_KYC_DOCUMENTS = 50;
/** Not in the catalogue of spec §8 on purpose: the portal then shows the label, which says why. */
export const KYC_DOCUMENT_LIMIT_CODE = 'kyc.document_limit';

export interface KycDocumentContext {
  db: Database;
  storage: FileStorage;
  language: Language;
  tenantId: string;
  /** The uploader (null on the public form, where the token is the credential). */
  userId: string | null;
}

const tooMany = (language: Language) =>
  conflict(translate(language, 'errors:kycDocumentLimit', { max: MAX_KYC_DOCUMENTS }), KYC_DOCUMENT_LIMIT_CODE, {
    max: MAX_KYC_DOCUMENTS,
  });

async function checkRequest(tx: Tx | Database, requestId: string, language: Language): Promise<void> {
  const request = await tx.onboardingRequest.findUniqueOrThrow({ where: { id: requestId }, select: { status: true } });
  if (request.status === 'finished') throw formAlreadySent(language);
  if ((await tx.document.count({ where: { onboardingRequestId: requestId } })) >= MAX_KYC_DOCUMENTS) {
    throw tooMany(language);
  }
}

/**
 * POST …/documents: stores one supporting document of an open request (a finished one is 409
 * `form.already_sent`). The file and its document row are written in one transaction, under the
 * request's lock, so the limit holds against parallel uploads.
 */
export async function addKycDocument(
  context: KycDocumentContext,
  requestId: string,
  upload: Upload,
): Promise<FileMetadata> {
  const { db, language, tenantId } = context;
  await checkRequest(db, requestId, language);
  const document = await saveLinkedFile(
    db,
    context.storage,
    {
      tenantId,
      fileName: upload.fileName,
      contentType: upload.contentType,
      bytes: upload.bytes,
      uploadedByUserId: context.userId,
    },
    async (tx, file) => {
      if (!(await lockOpenRequest(tx, requestId))) throw formAlreadySent(language);
      await checkRequest(tx, requestId, language);
      return tx.document.create({ data: { tenantId, fileId: file.id, onboardingRequestId: requestId } });
    },
  );
  return {
    id: document.id,
    fileName: upload.fileName,
    size: upload.bytes.length,
    contentType: upload.contentType,
    uploadedAt: document.createdAt.toISOString(),
  };
}

/** GET …/documents/{documentId}: a supporting document of this request; any other id is a 404. */
export async function kycDocumentFile(db: Database, requestId: string, documentId: string): Promise<DownloadableFile> {
  const document = await db.document.findFirst({
    where: { id: documentId, onboardingRequestId: requestId },
    include: { file: true },
  });
  if (!document) throw notFound();
  return document.file;
}

/** Where each supporting-document id sits in the data, as a violation path names it. */
function supportingDocumentRefs(draft: KycDraft): { id: string; path: string }[] {
  return (draft.investmentDetails?.originOfFunds ?? []).flatMap((origin, index) =>
    origin.supportingDocuments.map((id, position) => ({
      id,
      path: `investmentDetails.originOfFunds[${index}].supportingDocuments[${position}]`,
    })),
  );
}

/**
 * Every supporting-document id of the data must be a document uploaded to this request: 400 with
 * a violation per foreign or unknown id (another request's file is not evidence for this one).
 */
export async function assertOwnKycDocuments(
  db: Tx | Database,
  requestId: string,
  draft: KycDraft,
  language: Language,
): Promise<void> {
  const refs = supportingDocumentRefs(draft);
  if (refs.length === 0) return;
  const found = await db.document.findMany({
    where: { id: { in: [...new Set(refs.map((ref) => ref.id))] }, onboardingRequestId: requestId },
    select: { id: true },
  });
  const known = new Set(found.map((document) => document.id));
  const violations: Violation[] = refs
    .filter((ref) => !known.has(ref.id))
    .map((ref) => ({
      propertyPath: ref.path,
      title: translate(language, 'validation:invalid'),
      message: 'validation:invalid',
    }));
  if (violations.length) throw validationFailed(language, violations);
}
