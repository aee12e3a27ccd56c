import type { Database, Prisma } from '@wl/db';
import { agreementAllowsPayment, type CampaignOffer, type Language, translate } from '@wl/shared';
import { conflict, notFound } from '../../core/api-error.ts';
import type { DownloadableFile } from '../../files/downloads.ts';
import { saveLinkedFile } from '../../files/save-file.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { Upload } from '../../files/uploads.ts';
import type { OfferTarget } from '../../offers/offer-view.ts';
import { offerViewInclude, toCampaignOffer } from '../../offers/offer-view.ts';
import { activateWhenComplete } from '../../offers/services/activation.ts';
import { offerOutOfDate } from '../../offers/services/offer-actions.ts';

/** At most this many payment confirmations per offer (one transfer may need a few scans, not more). */
export const MAX_PAYMENT_CONFIRMATIONS = 10;

/** The offer statuses a payment confirmation may be added in: accepted (before activation) and active. */
const uploadableStatuses = new Set(['accepted', 'active']);

export interface PaymentConfirmationContext {
  db: Database;
  storage: FileStorage;
  language: Language;
  tenantId: string;
  /** The uploader (null for the public link, where the token is the credential). */
  userId: string | null;
}

/** Not in the catalogue of spec §8 on purpose: the portal then shows the label, which says why. */
export const PAYMENT_CONFIRMATION_LIMIT_CODE = 'offer.payment_confirmation_limit';

const tooMany = (language: Language) =>
  conflict(
    translate(language, 'errors:paymentConfirmationLimit', { max: MAX_PAYMENT_CONFIRMATIONS }),
    PAYMENT_CONFIRMATION_LIMIT_CODE,
    { max: MAX_PAYMENT_CONFIRMATIONS },
  );

/** Decision 053: not in the catalogue either; the label says to sign the agreement first. */
export const AGREEMENT_NOT_SIGNED_CODE = 'offer.agreement_not_signed';

const agreementNotSigned = (language: Language) =>
  conflict(translate(language, 'errors:agreementNotSigned'), AGREEMENT_NOT_SIGNED_CODE);

async function checkOffer(tx: Prisma.TransactionClient | Database, offerId: string, language: Language) {
  const offer = await tx.offer.findUniqueOrThrow({
    where: { id: offerId },
    select: { status: true, contractStatus: true },
  });
  if (!uploadableStatuses.has(offer.status)) throw offerOutOfDate(language);
  if (!agreementAllowsPayment(offer)) throw agreementNotSigned(language);
  const count = await tx.offerPaymentConfirmation.count({ where: { offerId } });
  if (count >= MAX_PAYMENT_CONFIRMATIONS) throw tooMany(language);
}

/**
 * POST …/upload (public link and investor panel): the investor's payment confirmation. Allowed
 * while the offer is accepted or active (else 409 out of date), not while its agreement stands
 * refused (409, decision 053), at most ten per offer. The file
 * is stored and linked in one transaction with DESIGN §4's activation: an accepted offer whose
 * agreement is signed becomes active with its first confirmation. Answers the offer as it is now.
 */
export async function addPaymentConfirmation(
  context: PaymentConfirmationContext,
  target: OfferTarget,
  upload: Upload,
): Promise<CampaignOffer> {
  const { db, language } = context;
  const found = await db.offer.findFirst({ where: target.where, select: { id: true } });
  if (!found) throw target.missing();
  // Refused before anything is stored; checked again under the lock below.
  await checkOffer(db, found.id, language);
  await saveLinkedFile(
    db,
    context.storage,
    {
      tenantId: context.tenantId,
      fileName: upload.fileName,
      contentType: upload.contentType,
      bytes: upload.bytes,
      uploadedByUserId: context.userId,
    },
    async (tx, file) => {
      // Concurrent uploads to one offer take turns, so the limit and the activation hold.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`offer-files:${found.id}`}))`;
      await checkOffer(tx, found.id, language);
      await tx.offerPaymentConfirmation.create({ data: { offerId: found.id, fileId: file.id } });
      await activateWhenComplete(tx, found.id);
    },
  );
  const offer = await db.offer.findFirst({ where: target.where, include: offerViewInclude });
  if (!offer) throw target.missing();
  return toCampaignOffer(offer);
}

/**
 * A payment confirmation of an offer the caller was allowed to find by `where` (a token, the
 * investor's own, the advisor's scope). Another offer's file, or no such file, is a 404.
 */
export async function findOfferFile(
  db: Database,
  where: Prisma.OfferWhereInput,
  missing: () => Error,
  fileId: string,
): Promise<DownloadableFile> {
  const offer = await db.offer.findFirst({ where, select: { id: true } });
  if (!offer) throw missing();
  const link = await db.offerPaymentConfirmation.findUnique({
    where: { offerId_fileId: { offerId: offer.id, fileId } },
    include: { file: true },
  });
  if (!link) throw notFound();
  return link.file;
}
