import { builtInDefaultBranding } from '@wl/db';
import { addDays, todayIso } from '@wl/shared';
import { errorBodySchema, errorCodes } from '@wl/shared/errors';
import { investmentScheduleSchema, scheduleImportPreviewSchema } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdvisor, createInvestor, createTenant, createTestApi, type TestApi } from '../testing/index.ts';
import { accessToken } from '../testing/matrix.ts';
import { pdfInfo, pdfText } from '../testing/pdf-text.ts';
import { createCampaignWithProduct, createOffer } from '../testing/public-factories.ts';
import { SCHEDULE_PDF_LIMIT } from './routes/schedule-routes.ts';
import { readImportCsv } from './services/schedule-import.ts';
import { renderSchedulePdf } from './services/schedule-pdf.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const tomorrow = () => addDays(todayIso(), 1);

/**
 * A tenant with an admin, the owning advisor, another advisor, and the investor's active PLN
 * investment paid on 15 January 2026 (8.25 %, quarterly, 12 months: payments due 15 April,
 * 15 July, 15 October 2026 and 15 January 2027; totals 203.42, 205.69, 207.94, 10 207.95), plus
 * an invited offer of the same investor (no schedule).
 */
async function world() {
  const tenant = await createTenant(t.db);
  const admin = await createAdvisor(t.db, tenant.tenantId, { role: 'admin' });
  const owner = await createAdvisor(t.db, tenant.tenantId);
  const stranger = await createAdvisor(t.db, tenant.tenantId);
  const investor = await createInvestor(t.db, tenant.tenantId);
  const created = await createCampaignWithProduct(t.db, tenant.tenantId);
  const { offer } = await createOffer(t.db, tenant.tenantId, created, {
    investorId: investor.investor.id,
    ownerAdvisorId: owner.advisor.id,
    status: 'active',
    investmentValue: '10000',
  });
  await t.db.offer.update({ where: { id: offer.id }, data: { paymentDate: day('2026-01-15') } });
  const { offer: invited } = await createOffer(t.db, tenant.tenantId, created, {
    investorId: investor.investor.id,
    ownerAdvisorId: owner.advisor.id,
  });
  const tokens = {
    admin: await accessToken(t.db, admin.user, tenant.tenantId),
    owner: await accessToken(t.db, owner.user, tenant.tenantId),
    stranger: await accessToken(t.db, stranger.user, tenant.tenantId),
    investor: await accessToken(t.db, investor.user, tenant.tenantId, 'investor-panel'),
  };
  type Who = keyof typeof tokens;
  const call = (who: Who, method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown, language = 'pl') =>
    t.call({
      method,
      url,
      host: tenant.host,
      token: tokens[who],
      headers: { 'accept-language': language },
      ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
    });
  const mark = (who: Who, number: number, body: unknown, offerId = offer.id) =>
    call(who, 'PUT', `/api/advisor/investor/${offerId}/schedule/${number}`, body);
  const preview = (csv: string, who: Who = 'admin') =>
    call(who, 'POST', '/api/advisor/schedule-import/preview', { csv });
  const apply = (csv: string, previewHash: string, who: Who = 'admin') =>
    call(who, 'POST', '/api/advisor/schedule-import/apply', { csv, previewHash });
  const audits = () =>
    t.db.auditLog.findMany({
      where: { tenantId: tenant.tenantId, event: 'schedule_payment.marked' },
      orderBy: { createdAt: 'asc' },
    });
  return {
    ...tenant,
    admin,
    owner,
    investor,
    product: created.product,
    offer,
    invited,
    call,
    mark,
    preview,
    apply,
    audits,
  };
}

function refusal(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  const body = errorBodySchema.strict().parse(response.json());
  expect(body.code).toBe(code);
  return body;
}

describe('GET /api/advisor/investor/{offerId}/schedule (decision 071)', () => {
  it('answers the schedule to the owner and the admin, and 404 to an advisor outside the scope', async () => {
    const w = await world();
    for (const who of ['owner', 'admin'] as const) {
      const response = await w.call(who, 'GET', `/api/advisor/investor/${w.offer.id}/schedule`);
      expect(response.statusCode).toBe(200);
      const schedule = investmentScheduleSchema.parse(response.json());
      expect(schedule.payments.map((payment) => payment.total)).toEqual(['203.42', '205.69', '207.94', '10207.95']);
    }
    refusal(await w.call('stranger', 'GET', `/api/advisor/investor/${w.offer.id}/schedule`), 404, errorCodes.notFound);
  });

  it('is 409 schedule.not_available for an offer without a schedule', async () => {
    const w = await world();
    refusal(
      await w.call('owner', 'GET', `/api/advisor/investor/${w.invited.id}/schedule`),
      409,
      errorCodes.scheduleNotAvailable,
    );
  });
});

describe('PUT /api/advisor/investor/{offerId}/schedule/{number} (decision 071)', () => {
  it('lets an admin mark a payment paid, with its total, and audits who, what, from and to', async () => {
    const w = await world();
    const response = await w.mark('admin', 1, { status: 'paid', paidOn: '2026-04-16' });
    expect(response.statusCode, response.body).toBe(200);
    const payment = investmentScheduleSchema.parse(response.json()).payments[0];
    expect(payment).toMatchObject({ status: 'paid', paidAmount: '203.42', paidOn: '2026-04-16' });
    const [entry, ...more] = await w.audits();
    expect(more).toEqual([]);
    expect(entry?.actorUserId).toBe(w.admin.user.id);
    expect(entry?.data).toMatchObject({
      offerId: w.offer.id,
      number: 1,
      source: 'single',
      from: 'unpaid',
      to: 'paid',
      fromPaidAmount: null,
      toPaidAmount: '203.42',
      toPaidOn: '2026-04-16',
    });
  });

  it('marks partial payments and cancellations, clears a mark, and audits nothing when nothing changes', async () => {
    const w = await world();
    const partial = await w.mark('admin', 2, { status: 'partially_paid', paidAmount: '100.5', paidOn: '2026-07-20' });
    expect(investmentScheduleSchema.parse(partial.json()).payments[1]).toMatchObject({
      status: 'partially_paid',
      paidAmount: '100.50',
    });
    await w.mark('admin', 4, { status: 'cancelled' });
    const again = await w.mark('admin', 4, { status: 'cancelled' });
    expect(investmentScheduleSchema.parse(again.json()).payments[3]?.status).toBe('cancelled');
    const cleared = await w.mark('admin', 2, { status: 'none' });
    expect(investmentScheduleSchema.parse(cleared.json()).payments[1]).toMatchObject({
      status: 'unpaid',
      paidAmount: null,
      paidOn: null,
    });
    expect(await t.db.schedulePayment.count({ where: { offerId: w.offer.id, number: 2 } })).toBe(0);
    const entries = await w.audits();
    expect(entries.map((entry) => [(entry.data as { from: string }).from, (entry.data as { to: string }).to])).toEqual([
      ['unpaid', 'partially_paid'],
      ['scheduled', 'cancelled'],
      ['partially_paid', 'unpaid'],
    ]);
  });

  it('refuses other roles (403), an unknown number (404) and an offer without a schedule (409)', async () => {
    const w = await world();
    const paid = { status: 'paid', paidOn: '2026-04-16' };
    refusal(await w.mark('owner', 1, paid), 403, errorCodes.forbidden);
    refusal(await w.mark('investor', 1, paid), 403, errorCodes.forbidden);
    refusal(await w.mark('admin', 5, paid), 404, errorCodes.notFound);
    refusal(await w.mark('admin', 1, paid, w.invited.id), 409, errorCodes.scheduleNotAvailable);
    expect(await w.audits()).toEqual([]);
  });

  it('refuses a missing or future date and a partial amount out of range, in the catalogue’s shape', async () => {
    const w = await world();
    const missing = refusal(await w.mark('admin', 1, { status: 'paid' }), 400, errorCodes.validation);
    expect(missing.violations.map((violation) => violation.propertyPath)).toEqual(['paidOn']);
    const future = refusal(
      await w.mark('admin', 1, { status: 'paid', paidOn: tomorrow() }),
      422,
      errorCodes.validation,
    );
    expect(future.violations[0]?.propertyPath).toBe('paidOn');
    for (const paidAmount of ['203.42', '500', '0']) {
      const body = refusal(
        await w.mark('admin', 1, { status: 'partially_paid', paidAmount, paidOn: '2026-04-16' }),
        422,
        errorCodes.validation,
      );
      expect(body.violations[0]?.propertyPath).toBe('paidAmount');
    }
    const noAmount = refusal(
      await w.mark('admin', 1, { status: 'partially_paid', paidOn: '2026-04-16' }),
      400,
      errorCodes.validation,
    );
    expect(noAmount.violations[0]?.propertyPath).toBe('paidAmount');
    expect(await w.audits()).toEqual([]);
  });
});

describe('the schedule as a PDF (decision 071)', () => {
  it('gives the investor their own schedule in Polish, with Polish letters and the marks', async () => {
    const w = await world();
    await w.mark('admin', 2, { status: 'partially_paid', paidAmount: '100', paidOn: '2026-07-20' });
    const response = await w.call('investor', 'GET', `/investor-api/offer/${w.offer.id}/schedule.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="schedule-[\w-]+\.pdf"/);
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Harmonogram płatności');
    expect(text).toContain('Częściowo opłacona');
    expect(text).toContain('wpłacono 100,00 PLN dnia 20.07.2026');
    expect(text).toContain('10 207,95 PLN');
    expect(text).toContain('Obligacje Testowe');
  });

  it('speaks English to an English reader, and serves advisors within the scope only', async () => {
    const w = await world();
    const english = await w.call('owner', 'GET', `/api/advisor/investor/${w.offer.id}/schedule.pdf`, undefined, 'en');
    expect(english.statusCode).toBe(200);
    const text = pdfText(english.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Payment schedule');
    expect(text).toContain('Test Bonds');
    refusal(
      await w.call('stranger', 'GET', `/api/advisor/investor/${w.offer.id}/schedule.pdf`),
      404,
      errorCodes.notFound,
    );
    refusal(
      await w.call('investor', 'GET', `/investor-api/offer/${w.invited.id}/schedule.pdf`),
      409,
      errorCodes.scheduleNotAvailable,
    );
  });

  it('limits how often one reader asks for it (429 with Retry-After)', async () => {
    const w = await world();
    const url = `/investor-api/offer/${w.offer.id}/schedule.pdf`;
    for (let index = 0; index < SCHEDULE_PDF_LIMIT.max; index += 1) {
      expect((await w.call('investor', 'GET', url)).statusCode).toBe(200);
    }
    const refused = await w.call('investor', 'GET', url);
    refusal(refused, 429, errorCodes.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('runs a long schedule over several pages', async () => {
    const payments = Array.from({ length: 120 }, (_, index) => ({
      number: index + 1,
      periodStart: '2026-01-15',
      dueDate: '2026-02-15',
      days: 31,
      interest: '68.75',
      principal: '0.00',
      total: '68.75',
      status: 'scheduled' as const,
      paidAmount: null,
      paidOn: null,
    }));
    const bytes = await renderSchedulePdf(
      {
        offerId: '00000000-0000-4000-8000-000000000001',
        campaignName: 'Obligacje Zażółć Gęślą Jaźń',
        productCode: 'ZGJ-10Y',
        productName: 'Obligacje dziesięcioletnie',
        currency: 'PLN',
        amount: '10000.00',
        interestPerYear: '8.25',
        interestType: 'Variable',
        interestPaymentFrequency: 'Monthly',
        estimated: true,
        startDate: '2026-01-15',
        maturityDate: '2036-01-15',
        payments,
        totalInterest: '8250.00',
      },
      builtInDefaultBranding,
      'pl',
    );
    expect(Number(pdfInfo(bytes).Pages)).toBeGreaterThan(2);
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    expect(text).toContain('Obligacje Zażółć Gęślą Jaźń');
    expect(text).toContain('kwoty są szacunkiem według obecnej stopy 8,25');
    expect(text).toContain('120 15.02.2026');
  });

  it('never gives an investor another investor’s schedule', async () => {
    const w = await world();
    const other = await createInvestor(t.db, w.tenantId);
    const token = await accessToken(t.db, other.user, w.tenantId, 'investor-panel');
    const response = await t.call({
      method: 'GET',
      url: `/investor-api/offer/${w.offer.id}/schedule.pdf`,
      host: w.host,
      token,
    });
    refusal(response, 404, errorCodes.notFound);
  });
});

describe('the CSV import of paid coupons (decision 071)', () => {
  const title = (w: Awaited<ReturnType<typeof world>>) => `${w.product.code} ${w.offer.id.slice(0, 8).toUpperCase()}`;

  it('previews line by line what would change and why a line is refused, storing nothing', async () => {
    const w = await world();
    const csv = [
      'oferta;nr;kwota;data',
      `${w.offer.id};1;203,42;16.04.2026`,
      `${title(w)};2;100.00;2026-07-20`,
      `${w.offer.id};1;203.42;2026-04-16`,
      `00000000-0000-4000-8000-000000000000;1;1;2026-04-16`,
      `${w.invited.id};1;1;2026-04-16`,
      `${w.offer.id};9;1;2026-04-16`,
      `${w.offer.id};3;dużo;2026-04-16`,
      `${w.offer.id};3;300;2026-04-16`,
      `${w.offer.id};3;100;${tomorrow()}`,
      `${w.offer.id};3;100;31.02.2026`,
      `${w.offer.id};3;100`,
    ].join('\n');
    const response = await w.preview(csv);
    expect(response.statusCode, response.body).toBe(200);
    const preview = scheduleImportPreviewSchema.parse(response.json());
    expect(preview.lines.map((line) => [line.line, line.outcome, line.reason ?? line.to])).toEqual([
      [2, 'change', 'paid'],
      [3, 'change', 'partially_paid'],
      [4, 'refused', 'duplicate'],
      [5, 'refused', 'unknown_offer'],
      [6, 'refused', 'no_schedule'],
      [7, 'refused', 'number_out_of_range'],
      [8, 'refused', 'amount_not_a_number'],
      [9, 'refused', 'amount_above_total'],
      [10, 'refused', 'date_in_future'],
      [11, 'refused', 'date_invalid'],
      [12, 'refused', 'columns'],
    ]);
    expect(preview.lines[0]).toMatchObject({ from: 'unpaid', paidAmount: '203.42', paidOn: '2026-04-16' });
    expect(preview).toMatchObject({ changes: 2, unchanged: 0, refused: 9 });
    expect(await t.db.schedulePayment.count({ where: { offerId: w.offer.id } })).toBe(0);
    expect(await w.audits()).toEqual([]);
  });

  it('does not find another tenant’s offer', async () => {
    const w = await world();
    const v = await world();
    const preview = scheduleImportPreviewSchema.parse((await w.preview(`${v.offer.id},1,203.42,2026-04-16`)).json());
    expect(preview.lines[0]).toMatchObject({ outcome: 'refused', reason: 'unknown_offer', offerId: null });
  });

  it('applies the preview that was shown, in one go, each change audited; a second apply is a conflict', async () => {
    const w = await world();
    const csv = `${w.offer.id};1;203,42;16.04.2026\n${title(w)};2;100;20.07.2026\n${w.offer.id};9;1;16.04.2026\n`;
    const { previewHash } = scheduleImportPreviewSchema.parse((await w.preview(csv)).json());
    const applied = await w.apply(csv, previewHash);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(scheduleImportPreviewSchema.parse(applied.json())).toMatchObject({ changes: 2, refused: 1 });
    const marks = await t.db.schedulePayment.findMany({ where: { offerId: w.offer.id }, orderBy: { number: 'asc' } });
    expect(marks.map((mark) => [mark.number, mark.status, mark.paidAmount?.toFixed(2)])).toEqual([
      [1, 'paid', '203.42'],
      [2, 'partially_paid', '100.00'],
    ]);
    expect(marks[0]?.updatedByUserId).toBe(w.admin.user.id);
    const entries = await w.audits();
    expect(entries.map((entry) => (entry.data as { source: string }).source)).toEqual(['import', 'import']);
    // The same CSV again: its lines now change nothing, so the old preview is not what it would do.
    refusal(await w.apply(csv, previewHash), 409, errorCodes.scheduleImportChanged);
    const again = scheduleImportPreviewSchema.parse((await w.preview(csv)).json());
    expect(again).toMatchObject({ changes: 0, unchanged: 2, refused: 1 });
  });

  it('refuses to apply when a payment was marked after the preview (the race), storing nothing', async () => {
    const w = await world();
    const csv = `${w.offer.id};1;203.42;2026-04-16\n${w.offer.id};2;205.69;2026-07-15`;
    const { previewHash } = scheduleImportPreviewSchema.parse((await w.preview(csv)).json());
    await w.mark('admin', 2, { status: 'cancelled' });
    refusal(await w.apply(csv, previewHash), 409, errorCodes.scheduleImportChanged);
    const marks = await t.db.schedulePayment.findMany({ where: { offerId: w.offer.id } });
    expect(marks.map((mark) => [mark.number, mark.status])).toEqual([[2, 'cancelled']]);
    // Two applies of one preview at the same time: the offer's row lock lets exactly one through.
    const fresh = `${w.offer.id};3;207.94;2026-10-16`;
    const hash = scheduleImportPreviewSchema.parse((await w.preview(fresh)).json()).previewHash;
    const results = await Promise.all([w.apply(fresh, hash), w.apply(fresh, hash)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    expect((await w.audits()).length).toBe(2);
  });

  it('is for admins only', async () => {
    const w = await world();
    refusal(await w.preview('', 'owner'), 403, errorCodes.forbidden);
    refusal(await w.apply('', 'a'.repeat(64), 'owner'), 403, errorCodes.forbidden);
    refusal(await w.preview('', 'investor'), 403, errorCodes.forbidden);
  });

  it('reads 10 000 lines fast, in time linear in the text', async () => {
    const w = await world();
    const line = `${w.offer.id};1;203.42;2026-04-16`;
    const csv = Array.from({ length: 10_000 }, () => line).join('\n');
    const started = performance.now();
    expect(readImportCsv(csv)).toHaveLength(10_000);
    const parsed = performance.now() - started;
    expect(parsed).toBeLessThan(1_000);
    const before = performance.now();
    const response = await w.preview(csv);
    const answered = performance.now() - before;
    expect(response.statusCode).toBe(200);
    const preview = scheduleImportPreviewSchema.parse(response.json());
    expect(preview).toMatchObject({ changes: 1, refused: 9_999 });
    expect(answered).toBeLessThan(5_000);
    // Quadratic work would show: 10 000 lines take at most a few times 10 × 1 000 lines.
    const small = Array.from({ length: 1_000 }, () => line).join('\n');
    const smallStart = performance.now();
    for (let index = 0; index < 10; index += 1) readImportCsv(small);
    const tenSmall = performance.now() - smallStart;
    const bigStart = performance.now();
    readImportCsv(csv);
    expect(performance.now() - bigStart).toBeLessThan(tenSmall * 4 + 50);
  });

  it('refuses more than 10 000 lines and more than 1 MB', async () => {
    const w = await world();
    const lines = Array.from({ length: 10_001 }, (_, index) => `x;${index};1;2026-04-16`).join('\n');
    refusal(await w.preview(lines), 422, errorCodes.fileTooLarge);
    const big = `${'a'.repeat(1_000)}\n`.repeat(1_001);
    refusal(await w.preview(big), 422, errorCodes.fileTooLarge);
  });

  it('treats a malicious CSV as data: quotes, formulas, a huge line', async () => {
    const w = await world();
    const formulas = [
      `"=cmd|' /C calc'!A0";1;203.42;2026-04-16`,
      `"${w.offer.id}";"1";"=1+1";"2026-04-16"`,
      `"@SUM(1;2)";1;1;2026-04-16`,
      `"${w.offer.id}""";1;1;2026-04-16`,
      `+${w.offer.id};2;1;2026-04-16`,
    ].join('\n');
    const response = await w.preview(formulas);
    expect(response.statusCode, response.body).toBe(200);
    const preview = scheduleImportPreviewSchema.parse(response.json());
    expect(preview.lines.map((line) => line.reason)).toEqual([
      'unknown_offer',
      'amount_not_a_number',
      'unknown_offer',
      'unknown_offer',
      'unknown_offer',
    ]);
    expect(preview.lines[0]?.reference).toBe(`=cmd|' /C calc'!A0`);
    const huge = `${w.offer.id};1;${'9'.repeat(50_000)};2026-04-16`;
    const hugeBody = refusal(await w.preview(huge), 422, errorCodes.validation);
    expect(hugeBody.violations[0]?.propertyPath).toBe('csv');
    refusal(await w.preview(`"${w.offer.id};1;1;2026-04-16\n`), 422, errorCodes.validation);
    expect(await w.audits()).toEqual([]);
  });
});
