import type { Database } from '@wl/db';
import type { Language } from '@wl/shared';
import type { DownloadableFile } from '../../files/downloads.ts';
import type { OfferTarget } from '../offer-view.ts';
import { summaryNotAvailable } from './offer-summary.ts';

/** The file name of a signed agreement: `umowa-DEMO-12M.pdf` / `agreement-DEMO-12M.pdf`. */
export function agreementFileName(productCode: string, language: Language): string {
  const code = productCode.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'offer';
  return `${language === 'pl' ? 'umowa' : 'agreement'}-${code}.pdf`;
}

/**
 * GET …/agreement (issue 19): the agreement the investor signed — the document of the offer's
 * latest contract, once that contract is Completed. Before that (no contract, or one not signed)
 * 409 contract.not_available, like the summary before an acceptance. The document is the one sent
 * for signature; the provider's own signed copy would replace it where a provider gives one
 * (decision 062).
 */
export async function signedAgreement(
  db: Database,
  target: OfferTarget,
  language: Language,
): Promise<DownloadableFile> {
  const offer = await db.offer.findFirst({
    where: target.where,
    select: {
      product: { select: { code: true } },
      contracts: { orderBy: { createdAt: 'desc' }, take: 1, select: { status: true, documentFileId: true } },
    },
  });
  if (!offer) throw target.missing();
  const contract = offer.contracts[0];
  if (contract?.status !== 'Completed' || !contract.documentFileId) throw summaryNotAvailable(language);
  const file = await db.storedFile.findUnique({
    where: { id: contract.documentFileId },
    select: { storageKey: true, contentType: true },
  });
  if (!file) throw summaryNotAvailable(language);
  return { ...file, fileName: agreementFileName(offer.product.code, language) };
}
