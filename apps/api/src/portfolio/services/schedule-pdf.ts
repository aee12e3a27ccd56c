import type { Database } from '@wl/db';
import {
  enumLabelKey,
  formatDate,
  formatMoney,
  formatNumber,
  type HostBranding,
  type InvestmentSchedule,
  type Language,
  todayIso,
  translate,
} from '@wl/shared';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { notFound } from '../../core/api-error.ts';
import { startBrandedPdf } from '../../core/branded-pdf.ts';
import type { RenderedPdf } from '../../files/downloads.ts';
import { offerScope } from '../../offers/offer-scope.ts';
import { scheduleNotAvailable } from '../schedule-errors.ts';
import type { PortfolioCaller } from './portfolio.ts';
import { invested, portfolioInclude, toInvestmentSchedule } from './portfolio.ts';

const MARGIN = 48;

/** Column widths (of 499 points of an A4 page between the margins) and alignment. */
const columns = [
  { key: 'number', width: 28, align: 'left' },
  { key: 'dueDate', width: 66, align: 'left' },
  { key: 'interest', width: 76, align: 'right' },
  { key: 'principal', width: 86, align: 'right' },
  { key: 'total', width: 86, align: 'right' },
  { key: 'status', width: 157, align: 'left' },
] as const;

/**
 * An investment's schedule as a PDF (A4), in the host's branding and the reader's language: the
 * terms, then every payment with its status and what was paid. DejaVu Sans is embedded, so
 * Polish letters are right everywhere (decision 071).
 */
export async function renderSchedulePdf(
  schedule: InvestmentSchedule,
  branding: HostBranding,
  language: Language,
  now: Date = new Date(),
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(language, `investor:portfolio.pdf.${key}`, params);
  const money = (value: string | null) => (value === null ? '—' : formatMoney(value, schedule.currency));
  const { doc, done, width, main, siteTitle } = await startBrandedPdf({
    branding,
    language,
    title: t('title'),
    titleDetail: schedule.campaignName,
    now,
    margin: MARGIN,
    dateLabel: t('date'),
  });
  doc.moveDown(0.8);

  const fact = (name: string, value: string) => {
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor('#4b5563').text(name, MARGIN, y, { width: 170 });
    const after = doc.y;
    doc.fillColor('#111827').text(value, MARGIN + 176, y, { width: width - 176 });
    doc.y = Math.max(after, doc.y) + 3;
  };
  fact(t('campaign'), schedule.campaignName);
  fact(t('product'), `${schedule.productCode} — ${schedule.productName}`);
  fact(t('amount'), money(schedule.amount));
  fact(t('rate'), `${formatNumber(schedule.interestPerYear)} %`);
  fact(
    t('frequency'),
    translate(language, enumLabelKey('interestPaymentFrequency', schedule.interestPaymentFrequency)),
  );
  fact(t('period'), `${formatDate(schedule.startDate)} – ${formatDate(schedule.maturityDate)}`);
  fact(t('totalInterest'), money(schedule.totalInterest));
  if (schedule.estimated) {
    doc.moveDown(0.3);
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#92400e')
      .text(t('estimated', { rate: formatNumber(schedule.interestPerYear) }), MARGIN, doc.y, { width });
  }
  doc.moveDown(1);

  const drawRow = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(9)
      .fillColor('#111827');
    columns.forEach((column, index) => {
      doc.text(cells[index] ?? '', x + 2, y, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc
      .moveTo(MARGIN, bottom + 2)
      .lineTo(MARGIN + width, bottom + 2)
      .lineWidth(0.4)
      .strokeColor(bold ? main : '#d1d5db')
      .stroke();
    doc.y = bottom + 5;
  };
  const header = () =>
    drawRow(
      columns.map((column) => t(`columns.${column.key}`)),
      true,
    );
  header();
  for (const payment of schedule.payments) {
    if (doc.y > doc.page.height - MARGIN - 36) {
      doc.addPage();
      doc.y = MARGIN;
      header();
    }
    const status = translate(language, enumLabelKey('schedulePaymentStatus', payment.status));
    const paid =
      payment.paidAmount && payment.paidOn
        ? `\n${t('paid', { amount: money(payment.paidAmount), date: formatDate(payment.paidOn) })}`
        : '';
    drawRow(
      [
        String(payment.number),
        formatDate(payment.dueDate),
        money(payment.interest),
        money(payment.principal),
        money(payment.total),
        `${status}${paid}`,
      ],
      false,
    );
  }
  doc.moveDown(1.5);
  doc.font('regular').fontSize(8).fillColor('#6b7280').text(t('footer', { siteTitle }), MARGIN, doc.y, { width });
  doc.end();
  return done;
}

async function pdfOf(
  db: Database,
  where: object,
  branding: HostBranding,
  language: Language,
  today: string,
): Promise<RenderedPdf> {
  const offer = await db.offer.findFirst({ where: { AND: [where, invested] }, include: portfolioInclude });
  if (!offer) throw scheduleNotAvailable();
  const schedule = toInvestmentSchedule(offer, language, today);
  if (schedule.payments.length === 0) throw scheduleNotAvailable();
  const bytes = await renderSchedulePdf(schedule, branding, language);
  return { fileName: `schedule-${schedule.productCode.replace(/[^\w-]/g, '')}-${offer.id.slice(0, 8)}.pdf`, bytes };
}

/** GET /investor-api/offer/{id}/schedule.pdf: the investor's own investment (else 404). */
export async function investorSchedulePdf(
  db: Database,
  caller: PortfolioCaller,
  offerId: string,
  branding: HostBranding,
  language: Language,
  today: string = todayIso(),
): Promise<RenderedPdf> {
  const own = { id: offerId, tenantId: caller.tenantId, investorId: caller.investorId };
  if (!(await db.offer.findFirst({ where: own, select: { id: true } }))) throw notFound();
  return pdfOf(db, own, branding, language, today);
}

/** GET /api/advisor/investor/{offerId}/schedule.pdf: an investment within the caller's scope (else 404). */
export async function advisorSchedulePdf(
  db: Database,
  caller: AdvisorCaller,
  offerId: string,
  branding: HostBranding,
  language: Language,
  today: string = todayIso(),
): Promise<RenderedPdf> {
  const scoped = { AND: [offerScope(caller), { id: offerId }] };
  if (!(await db.offer.findFirst({ where: scoped, select: { id: true } }))) throw notFound();
  return pdfOf(db, scoped, branding, language, today);
}
