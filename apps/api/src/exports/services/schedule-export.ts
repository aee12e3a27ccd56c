import type { Database } from '@wl/db';
import { enumLabelKey, type InvestmentSchedule, type Language, todayIso, translate } from '@wl/shared';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { notFound } from '../../core/api-error.ts';
import { scheduleNotAvailable } from '../../portfolio/schedule-errors.ts';
import {
  invested,
  type PortfolioCaller,
  portfolioInclude,
  toInvestmentSchedule,
} from '../../portfolio/services/portfolio.ts';
import { advisorSchedule } from '../../portfolio/services/schedule-marks.ts';
import type { Section } from './tabular-file.ts';

/** An investment's schedule as one table: every payment, its amounts, status and what was paid. */
function scheduleSection(schedule: InvestmentSchedule, language: Language): { section: Section; baseName: string } {
  const t = (key: string) => translate(language, key);
  const rows = schedule.payments.map((payment) => [
    payment.number,
    payment.periodStart,
    payment.dueDate,
    payment.interest,
    payment.principal,
    payment.total,
    schedule.currency,
    t(enumLabelKey('schedulePaymentStatus', payment.status)),
    payment.paidAmount,
    payment.paidOn,
  ]);
  return {
    section: {
      name: t('investor:portfolio.export.sheet'),
      columns: [
        { header: t('common:schedule.number'), kind: 'integer' },
        { header: t('investor:portfolio.export.periodStart'), kind: 'date' },
        { header: t('common:schedule.dueDate'), kind: 'date' },
        { header: t('common:schedule.interest'), kind: 'money' },
        { header: t('common:schedule.principal'), kind: 'money' },
        { header: t('common:schedule.total'), kind: 'money' },
        { header: t('investor:portfolio.export.currency'), kind: 'text' },
        { header: t('common:schedule.status'), kind: 'text' },
        { header: t('investor:portfolio.export.paidAmount'), kind: 'money' },
        { header: t('investor:portfolio.export.paidOn'), kind: 'date' },
      ],
      batches: (async function* () {
        yield rows;
      })(),
    },
    baseName: `${t('investor:portfolio.export.fileName')}-${schedule.productCode.replace(/[^\w-]/g, '')}`,
  };
}

/** GET /api/advisor/investor/{offerId}/schedule/export: an investment within the caller's scope (else 404). */
export async function advisorScheduleExport(
  db: Database,
  caller: AdvisorCaller,
  offerId: string,
  language: Language,
  today: string = todayIso(),
) {
  return scheduleSection(await advisorSchedule(db, caller, offerId, language, today), language);
}

/** GET /investor-api/offer/{id}/schedule/export: the investor's own investment (else 404). */
export async function investorScheduleExport(
  db: Database,
  caller: PortfolioCaller,
  offerId: string,
  language: Language,
  today: string = todayIso(),
) {
  const own = { id: offerId, tenantId: caller.tenantId, investorId: caller.investorId };
  if (!(await db.offer.findFirst({ where: own, select: { id: true } }))) throw notFound();
  const offer = await db.offer.findFirst({ where: { AND: [own, invested] }, include: portfolioInclude });
  if (!offer) throw scheduleNotAvailable();
  const schedule = toInvestmentSchedule(offer, language, today);
  if (schedule.payments.length === 0) throw scheduleNotAvailable();
  return scheduleSection(schedule, language);
}
