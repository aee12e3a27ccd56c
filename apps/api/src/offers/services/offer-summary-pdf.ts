import {
  type CampaignData,
  campaignTranslation,
  enumLabelKey,
  formatDateTime,
  formatMoney,
  formatNumber,
  type HostBranding,
  type InvestmentStatus,
  type Language,
  type OfferTerms,
  translate,
} from '@wl/shared';
import { startBrandedPdf } from '../../core/branded-pdf.ts';

/** What the summary shows: the offer as the platform holds it (never what a client sends). */
export interface OfferSummary {
  status: InvestmentStatus;
  /** Decimal string (`125000.00`); the summary exists only once there is one. */
  amount: string | null;
  currency: string;
  consentsAcceptedAt: Date | null;
  investor: { firstName: string; surname: string; email: string };
  advisor: { firstName: string; surname: string; email: string };
  campaign: { name: string; data: CampaignData };
  product: { code: string; name: string; terms: OfferTerms };
}

export interface RenderOptions {
  /** The date printed on the summary and stored as the PDF's creation date; now by default. */
  now?: Date;
}

const MARGIN = 56;
const LABEL_WIDTH = 200;

/**
 * The summary of an investment application as a PDF (A4), in the host's branding (site title,
 * main colour) and the investor's language. Everything that comes from people (names, campaign
 * texts) is drawn as plain text; DejaVu Sans is embedded, so Polish letters render everywhere.
 * The document information (title, author = site title, creation date) is set explicitly.
 */
export async function renderOfferSummaryPdf(
  offer: OfferSummary,
  branding: HostBranding,
  language: Language,
  options: RenderOptions = {},
): Promise<Buffer> {
  const now = options.now ?? new Date();
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(language, `signing:pdf.${key}`, params);
  const label = (name: Parameters<typeof enumLabelKey>[0], value: string) =>
    translate(language, enumLabelKey(name, value as never));
  const none = t('none');
  const terms = offer.product.terms;
  const campaignName = campaignTranslation(offer.campaign.data, language).name || offer.campaign.name;
  const { doc, done, width, siteTitle, main } = await startBrandedPdf({
    branding,
    language,
    title: t('title'),
    titleDetail: campaignName,
    now,
    margin: MARGIN,
    dateLabel: t('date'),
  });

  const section = (title: string) => {
    doc.moveDown(1);
    doc.font('bold').fontSize(12).fillColor(main).text(title, MARGIN, doc.y, { width });
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor(main)
      .stroke();
    doc.fillColor('#111827');
    doc.y = y + 6;
  };
  const row = (name: string, value: string) => {
    const y = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#4b5563')
      .text(name, MARGIN, y, { width: LABEL_WIDTH - 8 });
    const afterLabel = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#111827')
      .text(value || none, MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
    doc.y = Math.max(afterLabel, doc.y) + 4;
  };

  section(t('investorSection'));
  row(t('investorName'), `${offer.investor.firstName} ${offer.investor.surname}`.trim());
  row(t('investorEmail'), offer.investor.email);
  row(t('advisor'), `${offer.advisor.firstName} ${offer.advisor.surname} (${offer.advisor.email})`);

  section(t('offerSection'));
  row(t('campaign'), campaignName);
  row(t('productCode'), offer.product.code);
  row(t('productName'), offer.product.name);

  section(t('termsSection'));
  row(t('interestType'), label('interestType', terms.interestType));
  row(t('paymentFrequency'), label('interestPaymentFrequency', terms.interestPaymentFrequency));
  row(t('duration'), translate(language, `common:duration.${terms.durationUnit}`, { count: terms.duration }));
  row(t('interestPerYear'), `${formatNumber(terms.interestPerYear)} %`);
  row(t('investmentMin'), formatMoney(terms.investmentValueMin, terms.currency));
  row(t('investmentMax'), formatMoney(terms.investmentValueMax, terms.currency));
  row(t('investmentStep'), formatMoney(terms.investmentValueStep, terms.currency));

  section(t('applicationSection'));
  row(t('amount'), formatMoney(offer.amount, offer.currency));
  row(t('status'), label('investmentStatus', offer.status));
  row(t('consentsAcceptedAt'), offer.consentsAcceptedAt ? formatDateTime(offer.consentsAcceptedAt, language) : none);

  doc.moveDown(2);
  doc.font('regular').fontSize(8).fillColor('#6b7280').text(t('footer', { siteTitle }), MARGIN, doc.y, { width });

  doc.end();
  return done;
}
