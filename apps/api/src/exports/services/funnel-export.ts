import type { Database } from '@wl/db';
import { type FunnelQuery, type Language, todayIso, translate } from '@wl/shared';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { funnelOf } from '../../insight/services/funnel.ts';
import type { Cell, Section } from './tabular-file.ts';

const DAY_SECONDS = 86_400;

async function* once(rows: Cell[][]): AsyncGenerator<Cell[][]> {
  yield rows;
}

/**
 * GET /api/advisor/funnel/export (decision 073): the funnel of GET /api/advisor/funnel, the same
 * query and scope (`funnelOf`), as two tables: the steps (count, conversion from the step
 * before, median time in the step in days) and the money per currency. Two sheets in XLSX, two
 * blocks in CSV.
 */
export async function funnelExport(
  db: Database,
  caller: AdvisorCaller,
  query: FunnelQuery,
  language: Language,
  today: string = todayIso(),
): Promise<{ sections: Section[]; baseName: string }> {
  const funnel = await funnelOf(db, caller, query, today);
  const t = (key: string) => translate(language, `insight:funnel.${key}`);
  const steps: Section = {
    name: t('export.stepsSheet'),
    columns: [
      { header: t('table.step'), kind: 'text' },
      { header: t('table.count'), kind: 'integer' },
      { header: t('table.conversion'), kind: 'percent' },
      { header: t('export.medianDays'), kind: 'money' },
    ],
    batches: once(
      funnel.steps.map((step) => [
        t(`steps.${step.step}`),
        step.count,
        step.conversion,
        step.medianSeconds === null ? null : (step.medianSeconds / DAY_SECONDS).toFixed(2),
      ]),
    ),
  };
  const amounts: Section = {
    name: t('export.amountsSheet'),
    columns: [
      { header: t('export.currency'), kind: 'text' },
      { header: t('export.active'), kind: 'money' },
      { header: t('export.accepted'), kind: 'money' },
      { header: t('export.raised'), kind: 'money' },
      { header: t('export.maximum'), kind: 'money' },
    ],
    batches: once(
      funnel.amounts.map((amount) => [amount.currency, amount.active, amount.accepted, amount.raised, amount.maximum]),
    ),
  };
  return {
    sections: [steps, amounts],
    baseName: `${t('export.fileName')}-${funnel.period.from}-${funnel.period.to}`,
  };
}
