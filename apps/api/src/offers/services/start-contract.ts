import { randomUUID } from 'node:crypto';
import type { Database } from '@wl/db';
import { type Language, translate } from '@wl/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TenantContext } from '../../core/tenant-context.ts';
import { saveFile } from '../../files/save-file.ts';
import type { FileStorage } from '../../files/storage.ts';
import { CALLBACK_PATH, type SigningProvider } from '../../providers/signing-provider.ts';
import { offerViewInclude } from '../offer-view.ts';
import { hasApplication, offerSummaryOf, summaryFileName } from './offer-summary.ts';
import { renderOfferSummaryPdf } from './offer-summary-pdf.ts';

export interface ContractContext {
  db: Database;
  storage: FileStorage;
  signing: SigningProvider;
  /** The host the investor accepted on: its branding, and the origin callbacks and returns go to. */
  tenant: TenantContext;
  language: Language;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/** Statuses after which a new contract may be created for the offer (none of them is open any more). */
const closedStatuses = new Set(['Completed', 'Rejected', 'Withdrawn', 'Error']);

/**
 * Decision 011: once an offer is accepted (its transaction committed), the summary PDF is
 * rendered, stored, and sent to the provider as a contract for the investor to sign; the
 * contract and the offer's `contractStatus` follow the provider's answer. An offer with an open
 * contract gets no second one. A provider (or storage) failure never undoes the acceptance: the
 * contract is recorded as `Error` (a later start may try again) and the failure is logged.
 */
export async function startContract(context: ContractContext, offerId: string, returnPath = '/'): Promise<void> {
  const { db, tenant } = context;
  const offer = await db.offer.findUnique({
    where: { id: offerId },
    include: offerViewInclude,
  });
  if (!offer || !hasApplication(offer)) return;
  const latest = offer.contracts[0];
  if (latest && !closedStatuses.has(latest.status)) return;

  let documentFileId: string | null = null;
  try {
    const summary = offerSummaryOf(offer);
    const document = await renderOfferSummaryPdf(summary, tenant.branding, context.language);
    const file = await saveFile(db, context.storage, {
      tenantId: offer.tenantId,
      fileName: summaryFileName(offer.product.code, context.language),
      contentType: 'application/pdf',
      bytes: document,
      uploadedByUserId: null,
    });
    documentFileId = file.id;
    const created = await context.signing.createContract({
      document,
      title: `${translate(context.language, 'signing:pdf.title')} — ${offer.product.code}`,
      signer: summary.investor,
      language: context.language,
      callbackUrl: `${tenant.origin}${CALLBACK_PATH}`,
      returnUrl: `${tenant.origin}${returnPath}`,
    });
    await db.$transaction([
      db.contract.create({
        data: {
          tenantId: offer.tenantId,
          offerId,
          providerRef: created.providerRef,
          status: created.status,
          signingUrl: created.signingUrl,
          documentFileId,
        },
      }),
      db.offer.update({ where: { id: offerId }, data: { contractStatus: created.status } }),
    ]);
  } catch (error) {
    context.log.error({ err: error, offerId }, 'creating the contract at the signing provider failed');
    try {
      await db.$transaction([
        db.contract.create({
          data: {
            tenantId: offer.tenantId,
            offerId,
            providerRef: `error-${randomUUID()}`,
            status: 'Error',
            documentFileId,
          },
        }),
        db.offer.update({ where: { id: offerId }, data: { contractStatus: 'Error' } }),
      ]);
    } catch (recordError) {
      context.log.error({ err: recordError, offerId }, 'recording the failed contract failed');
    }
  }
}
