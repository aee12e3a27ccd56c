import type { Prisma } from '@wl/db';
import type { InvestmentRow } from '@wl/shared';

/** What an investment row (spec §3) needs of an offer. */
export const offerRowInclude = {
  investor: { include: { user: { select: { email: true, firstName: true, surname: true } } } },
  ownerAdvisor: { include: { user: { select: { firstName: true, surname: true } } } },
  campaign: { select: { name: true } },
  product: { select: { code: true } },
  paymentConfirmations: { include: { file: true }, orderBy: { createdAt: 'asc' } },
} satisfies Prisma.OfferInclude;

export type OfferRecord = Prisma.OfferGetPayload<{ include: typeof offerRowInclude }>;

const isoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

function fullName(person: { firstName: string; surname: string }): string | null {
  const name = `${person.firstName} ${person.surname}`.trim();
  return name === '' ? null : name;
}

/**
 * One row of the investors table. Money is a decimal string with two decimals; calendar dates
 * are `YYYY-MM-DD`; `ownerName` only when the caller sees the coordinator view.
 */
export function toInvestmentRow(offer: OfferRecord, withOwner: boolean): InvestmentRow {
  return {
    id: offer.id,
    investorName: fullName(offer.investor.user),
    investorEmail: offer.investor.user.email,
    ...(withOwner ? { ownerName: fullName(offer.ownerAdvisor.user) ?? '' } : {}),
    agreementDate: isoDate(offer.agreementDate),
    paymentDate: isoDate(offer.paymentDate),
    endDate: isoDate(offer.endDate),
    // Offers are always made in a network; a network deleted since leaves the column empty.
    networkId: offer.networkId,
    investmentValue: offer.investmentValue ? offer.investmentValue.toFixed(2) : null,
    currency: offer.currency,
    status: offer.status,
    statusDate: offer.statusDate.toISOString(),
    campaignName: offer.campaign.name,
    productAutentiStatus: offer.contractStatus,
    productCode: offer.product.code,
    paymentConfirmations: offer.paymentConfirmations.map(({ file }) => ({
      id: file.id,
      fileName: file.fileName,
      size: file.size,
      contentType: file.contentType,
      uploadedAt: file.createdAt.toISOString(),
    })),
  };
}
