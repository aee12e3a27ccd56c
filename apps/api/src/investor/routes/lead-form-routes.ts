import type { Database } from '@wl/db';
import { campaignTranslation, type Language } from '@wl/shared';
import { type LeadForm, leadFormSchema } from '@wl/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { campaignData } from '../../campaigns/campaign-record.ts';
import { requestLanguage } from '../../core/error-handler.ts';
import { principalOf, requireInvestor, requireInvestorPanelOpen } from '../../core/principal.ts';
import { documented, readErrorResponses } from '../../core/routes.ts';
import { acceptedDocuments } from '../../legal/services/legal-terms.ts';

/**
 * The investor's latest acceptance as a lead form (amount, currency, when the consents were
 * given, to which document versions in which language), newest first by the time the consents were accepted; null when there is none.
 */
export async function lastLeadForm(
  db: Database,
  caller: { tenantId: string; investorId: string },
  language: Language,
): Promise<LeadForm | null> {
  const offer = await db.offer.findFirst({
    where: {
      tenantId: caller.tenantId,
      investorId: caller.investorId,
      investmentValue: { not: null },
      consentsAcceptedAt: { not: null },
    },
    orderBy: [{ consentsAcceptedAt: 'desc' }, { id: 'desc' }],
    include: {
      campaign: true,
      product: true,
      // What the consents were given to (decision 043): the acceptance recorded with them.
      legalAcceptances: {
        where: { purpose: 'offer_acceptance' },
        orderBy: [{ acceptedAt: 'desc' }, { id: 'desc' }],
        take: 1,
        select: { language: true, documents: true },
      },
    },
  });
  if (!offer?.investmentValue || !offer.consentsAcceptedAt) return null;
  const acceptance = offer.legalAcceptances[0];
  return {
    offerId: offer.id,
    campaignName: campaignTranslation(campaignData(offer.campaign), language).name,
    productCode: offer.product.code,
    amount: offer.investmentValue.toFixed(2),
    currency: offer.currency,
    consentsAcceptedAt: offer.consentsAcceptedAt.toISOString(),
    consentLanguage: acceptance?.language ?? null,
    documents: acceptedDocuments(acceptance?.documents),
  };
}

/** GET /investor-api/lead-form/last (spec §7). */
export async function leadFormRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/investor-api/lead-form/last',
    {
      onRequest: [requireInvestor, requireInvestorPanelOpen],
      schema: {
        ...documented(
          'investor',
          'The amount and consents of the investor’s latest acceptance (null when none), to prefill a form',
        ),
        response: { 200: leadFormSchema.nullable(), ...readErrorResponses },
      },
    },
    (request) => {
      const principal = principalOf(request);
      return lastLeadForm(
        api.db,
        { tenantId: principal.tenantId, investorId: principal.investorId as string },
        requestLanguage(request),
      );
    },
  );
}
