import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { errorBodySchema, errorCodes } from '@wl/shared/errors';
import { investmentExportQuerySchema } from '@wl/shared/schemas';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdvisor, createInvestor, createTenant, createTestApi, type TestApi } from '../testing/index.ts';
import { accessToken } from '../testing/matrix.ts';
import { createOffer } from '../testing/offer-factories.ts';
import { type OfferWorld, offerWorld } from '../testing/offer-world.ts';
import { createCampaignWithProduct, createOffer as createPublicOffer } from '../testing/public-factories.ts';
import { investmentsExport } from './services/investments-export.ts';
import { guardFormula, tabularFile } from './services/tabular-file.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const NBSP = '\u00a0';
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The CSV as rows of cells (it starts with a BOM, `;` between cells, CRLF between lines). */
function csvRows(response: LightMyRequestResponse): string[][] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  expect(response.body).toContain('\r\n');
  return parse(response.body, { bom: true, delimiter: ';', relax_column_count: true }) as string[][];
}

async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  return workbook;
}

const sheetValues = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getSheetValues()
    .slice(1)
    .map((row) => (Array.isArray(row) ? row.slice(1) : []));

/**
 * The advisor's three offers (Zofia's active 12 345.60 PLN paid on 2 March 2026, Adam's accepted
 * 500 PLN, "=cmd" Ewa's invited), the colleague's one, and an offer of another tenant.
 */
async function seeded() {
  const w = await offerWorld(t.db);
  const investor = async (firstName: string, surname: string, email: string) => {
    const created = await createInvestor(t.db, w.tenantId, email);
    await t.db.user.update({ where: { id: created.user.id }, data: { firstName, surname } });
    return created.investor.id;
  };
  const offer = (options: Partial<Parameters<typeof createOffer>[1]>) =>
    createOffer(t.db, {
      product: w.product,
      investorId: w.investor.investor.id,
      ownerAdvisorId: w.advisor.advisor.id,
      networkId: w.networks.main.id,
      ...options,
    });
  const zofia = await offer({
    investorId: await investor('Zofia', 'Źródłowska', 'zofia@example.test'),
    status: 'active',
    investmentValue: '12345.60',
    statusDate: new Date('2026-03-02T13:05:00Z'),
    agreementDate: '2026-02-20',
  });
  await t.db.offer.update({ where: { id: zofia.id }, data: { paymentDate: day('2026-03-02') } });
  await offer({
    investorId: await investor('Adam', 'Nowak', 'adam@example.test'),
    status: 'accepted',
    investmentValue: '500',
    statusDate: new Date('2026-03-01T10:00:00Z'),
  });
  await offer({
    investorId: await investor('=cmd|calc', '+x', '@ewa@example.test'),
    status: 'invited',
    statusDate: new Date('2026-02-01T10:00:00Z'),
  });
  await offer({ ownerAdvisorId: w.colleague.advisor.id, status: 'viewed', investmentValue: null });
  return w;
}

const exportOf = (w: OfferWorld, token: string, query: string, language = 'pl', path = 'offers') =>
  t.call({
    method: 'GET',
    url: `/api/advisor/investor/${path}/export?${query}`,
    host: w.host,
    token,
    headers: { 'accept-language': language },
  });

describe('GET /api/advisor/investor/offers/export', () => {
  it('writes the filtered offers in the sort order with only the visible columns, in Polish and §9 formats', async () => {
    const w = await seeded();
    const response = await exportOf(
      w,
      w.advisor.token,
      'format=csv&columns=investorName&columns=investmentValue&columns=status&columns=paymentDate&columns=statusDate' +
        '&columns=networkId&sort=investmentValue:desc&filter[status][in]=active&filter[status][in]=accepted',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="inwestycje-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = csvRows(response);
    expect(rows).toEqual([
      ['Inwestor', 'Kwota inwestycji', 'Waluta', 'Status', 'Data wpłaty', 'Data statusu', 'Sieć'],
      [
        'Zofia Źródłowska',
        `12${NBSP}345,60`,
        'PLN',
        'Aktywna',
        '02.03.2026',
        '02.03.2026, 14:05',
        w.networks.main.name,
      ],
      ['Adam Nowak', '500,00', 'PLN', 'Zaakceptowana', '', '01.03.2026, 11:00', w.networks.main.name],
    ]);
  });

  it('writes English headers and statuses for an English reader, and guards cells against formulas', async () => {
    const w = await seeded();
    const rows = csvRows(
      await exportOf(
        w,
        w.advisor.token,
        'format=csv&columns=investorEmail,investorName,status&sort=investorEmail:asc',
        'en',
      ),
    );
    expect(rows[0]).toEqual(['E-mail', 'Investor', 'Status']);
    expect(rows.slice(1)).toEqual([
      ["'@ewa@example.test", "'=cmd|calc +x", 'Invited'],
      ['adam@example.test', 'Adam Nowak', 'Accepted'],
      ['zofia@example.test', 'Zofia Źródłowska', 'Active'],
    ]);
  });

  it('writes XLSX with real numbers and dates, the currency in its own column', async () => {
    const w = await seeded();
    const response = await exportOf(
      w,
      w.advisor.token,
      'format=xlsx&columns=investorName,investmentValue,agreementDate,statusDate,status&filter[investmentValue][from]=1000',
      'en',
    );
    expect(response.headers['content-disposition']).toMatch(/filename="investments-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = await workbookOf(response);
    const sheet = workbook.getWorksheet('Investments');
    expect(sheet).toBeDefined();
    const values = sheetValues(sheet as ExcelJS.Worksheet);
    expect(values[0]).toEqual(['Investor', 'Investment amount', 'Currency', 'Agreement date', 'Status date', 'Status']);
    expect(values.slice(1)).toEqual([
      [
        'Zofia Źródłowska',
        12345.6,
        'PLN',
        new Date('2026-02-20T00:00:00Z'),
        new Date('2026-03-02T14:05:00Z'),
        'Active',
      ],
    ]);
    const amount = (sheet as ExcelJS.Worksheet).getRow(2).getCell(2);
    expect(amount.type).toBe(ExcelJS.ValueType.Number);
    expect(amount.numFmt).toBe('#,##0.00');
    expect((sheet as ExcelJS.Worksheet).getRow(2).getCell(4).numFmt).toBe('dd.mm.yyyy');
  });

  it('guards XLSX text cells against formulas too', async () => {
    const w = await seeded();
    const workbook = await workbookOf(
      await exportOf(w, w.advisor.token, 'format=xlsx&columns=investorName&filter[status][in]=invited'),
    );
    const cell = (workbook.getWorksheet(1) as ExcelJS.Worksheet).getRow(2).getCell(1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe("'=cmd|calc +x");
  });

  it('exports only the caller’s own offers; the network view adds the colleague’s with the advisor', async () => {
    const w = await seeded();
    const own = csvRows(await exportOf(w, w.advisor.token, 'format=csv&columns=investorEmail'));
    expect(own).toHaveLength(4);
    expect(
      (await exportOf(w, w.advisor.token, 'format=csv&columns=investorEmail', 'pl', 'offers-by-network')).statusCode,
    ).toBe(403);
    const network = csvRows(
      await exportOf(
        w,
        w.coordinator.token,
        'format=csv&columns=ownerName,investorEmail&sort=ownerName:asc',
        'pl',
        'offers-by-network',
      ),
    );
    expect(network[0]).toEqual(['Doradca', 'E-mail']);
    expect(network.slice(1).map((row) => row[0])).toEqual([
      'Anna Zielińska',
      'Anna Zielińska',
      'Anna Zielińska',
      'Bartosz Adamski',
    ]);
    const foreign = csvRows(
      await t.call({
        method: 'GET',
        url: '/api/advisor/investor/offers-by-network/export?format=csv&columns=investorEmail',
        host: w.foreign.host,
        token: w.foreign.admin.token,
      }),
    );
    expect(foreign).toEqual([['Inwestor'.replace('Inwestor', 'E-mail')]]);
  });

  it('refuses unknown columns, formats and filters, and the advisor column outside the network view (400)', async () => {
    const w = await seeded();
    for (const query of [
      'format=csv&columns=investorName,secret',
      'format=pdf&columns=investorName',
      'format=csv',
      'format=csv&columns=investorName&filter[secret][like]=x',
      'format=csv&columns=ownerName',
    ]) {
      const response = await exportOf(w, w.advisor.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(errorBodySchema.parse(response.json()).violations.length, query).toBeGreaterThan(0);
    }
    const anonymous = await t.call({
      method: 'GET',
      url: '/api/advisor/investor/offers/export?format=csv&columns=investorName',
      host: w.host,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the investments export, many rows', () => {
  it('writes every row once, in order, reading in small keyset batches (also by a column with nulls)', async () => {
    const w = await offerWorld(t.db);
    const count = 5000;
    await t.db.offer.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        tenantId: w.tenantId,
        campaignId: w.product.campaignId,
        productId: w.product.id,
        investorId: w.investor.investor.id,
        ownerAdvisorId: w.advisor.advisor.id,
        networkId: w.networks.main.id,
        status: 'accepted' as const,
        statusDate: new Date(Date.UTC(2026, 0, 1) + (i % 50) * 3_600_000),
        currency: 'PLN' as const,
        investmentValue: String(1000 + i),
        paymentDate: i % 3 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + (i % 40))),
        publicTokenHash: randomUUID(),
      })),
    });
    const scope = { tenantId: w.tenantId, ownerAdvisorId: w.advisor.advisor.id };
    for (const sort of ['statusDate:desc', 'paymentDate:asc,investmentValue:desc']) {
      const query = investmentExportQuerySchema.parse({ format: 'csv', columns: 'investmentValue,paymentDate', sort });
      const file = await investmentsExport(t.db, t.app.pgPool, scope, query, {
        tenantId: w.tenantId,
        withOwner: false,
        language: 'en',
        today: '2026-11-28',
        batchSize: 97,
        idChunk: 1000,
      });
      const csv = await text(tabularFile('csv', [file.section], new AbortController().signal).stream);
      const rows = (parse(csv, { bom: true, delimiter: ';' }) as string[][]).slice(1);
      expect(rows).toHaveLength(count);
      const amounts = rows.map((row) => Number((row[0] as string).replace(/\u00a0/g, '').replace(',', '.')));
      expect(new Set(amounts).size).toBe(count);
      const expected = await t.db.offer.findMany({
        where: { tenantId: w.tenantId },
        orderBy:
          sort === 'statusDate:desc'
            ? [{ statusDate: 'desc' }, { id: 'desc' }]
            : [
                { paymentDate: { sort: 'asc', nulls: 'last' } },
                { investmentValue: { sort: 'desc', nulls: 'last' } },
                { id: 'desc' },
              ],
        select: { investmentValue: true },
      });
      expect(amounts, sort).toEqual(expected.map((offer) => Number(offer.investmentValue)));
    }
  });

  it('refuses an export over the row cap before writing anything (422 export.too_large)', async () => {
    const w = await seeded();
    const scope = { tenantId: w.tenantId, ownerAdvisorId: w.advisor.advisor.id };
    const query = investmentExportQuerySchema.parse({ format: 'csv', columns: 'investorName' });
    await expect(
      investmentsExport(t.db, t.app.pgPool, scope, query, {
        tenantId: w.tenantId,
        withOwner: false,
        language: 'pl',
        today: '2026-11-28',
        maxRows: 2,
      }),
    ).rejects.toMatchObject({ statusCode: 422, body: { code: errorCodes.exportTooLarge } });
  });

  it('stops reading rows when the reader goes away', async () => {
    let read = 0;
    async function* batches() {
      for (let i = 0; i < 1000; i++) {
        read++;
        yield [[`row ${i}`]];
      }
    }
    const controller = new AbortController();
    const file = tabularFile(
      'csv',
      [{ name: 'x', columns: [{ header: 'x', kind: 'text' }], batches: batches() }],
      controller.signal,
    );
    file.stream.once('data', () => controller.abort());
    await text(file.stream);
    expect(read).toBeLessThan(20);
  });
});

describe('guardFormula', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+48 600', "'+48 600"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['Anna', 'Anna'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(guardFormula(input)).toBe(output);
  });
});

describe('GET /api/advisor/funnel/export', () => {
  it('writes the funnel’s steps and amounts as two blocks (CSV) and two sheets (XLSX)', async () => {
    const w = await seeded();
    const query = 'from=2026-01-01&to=2026-12-31';
    const funnel = await t.call({
      method: 'GET',
      url: `/api/advisor/funnel?${query}`,
      host: w.host,
      token: w.admin.token,
    });
    expect(funnel.statusCode, funnel.body).toBe(200);
    const steps = funnel.json().steps as { count: number }[];
    const csv = await t.call({
      method: 'GET',
      url: `/api/advisor/funnel/export?${query}&format=csv`,
      host: w.host,
      token: w.admin.token,
      headers: { 'accept-language': 'pl' },
    });
    expect(csv.headers['content-disposition']).toMatch(/filename="lejek-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = csvRows(csv);
    expect(rows[0]).toEqual([
      'Etap',
      'Liczba ofert',
      'Konwersja z poprzedniego etapu',
      'Mediana czasu na etapie (dni)',
    ]);
    expect(rows.slice(1, 7).map((row) => [row[0], Number(row[1])])).toEqual(
      ['Zaproszeni', 'Wyświetlone', 'Zainteresowani', 'Zaakceptowane', 'Umowa podpisana', 'Aktywne'].map((name, i) => [
        name,
        steps[i]?.count,
      ]),
    );
    expect(rows[7]).toEqual(['']);
    expect(rows[8]).toEqual(['Waluta', 'Aktywne', 'Zapisane, jeszcze nieaktywne', 'Zebrano', 'Maksimum']);
    const xlsx = await workbookOf(
      await t.call({
        method: 'GET',
        url: `/api/advisor/funnel/export?${query}&format=xlsx`,
        host: w.host,
        token: w.admin.token,
        headers: { 'accept-language': 'en' },
      }),
    );
    expect(xlsx.worksheets.map((sheet) => sheet.name)).toEqual(['Steps', 'Amounts']);
    const stepValues = sheetValues(xlsx.getWorksheet('Steps') as ExcelJS.Worksheet);
    expect(stepValues[1]?.slice(0, 2)).toEqual(['Invited', steps[0]?.count]);
    expect(typeof stepValues[1]?.[1]).toBe('number');
    const amountValues = sheetValues(xlsx.getWorksheet('Amounts') as ExcelJS.Worksheet);
    expect(amountValues[0]).toEqual(['Currency', 'Active', 'Subscribed, not yet active', 'Raised', 'Maximum']);
  });

  it('keeps the funnel’s scope: a campaign of another tenant is not found; bad queries are 400', async () => {
    const w = await seeded();
    const other = await t.call({
      method: 'GET',
      url: `/api/advisor/funnel/export?campaignId=${w.campaign.id}&format=csv`,
      host: w.foreign.host,
      token: w.foreign.admin.token,
    });
    expect(other.statusCode).toBe(404);
    for (const query of ['format=doc', 'from=2026-03-05&to=2026-03-01&format=csv', 'format=csv&x=1']) {
      const response = await t.call({
        method: 'GET',
        url: `/api/advisor/funnel/export?${query}`,
        host: w.host,
        token: w.advisor.token,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET …/schedule/export', () => {
  /** The investor's active 10 000 PLN investment paid on 15 January 2026 (quarterly, 12 months). */
  async function scheduled() {
    const tenant = await createTenant(t.db);
    const owner = await createAdvisor(t.db, tenant.tenantId);
    const stranger = await createAdvisor(t.db, tenant.tenantId);
    const investor = await createInvestor(t.db, tenant.tenantId);
    const otherInvestor = await createInvestor(t.db, tenant.tenantId);
    const created = await createCampaignWithProduct(t.db, tenant.tenantId);
    const { offer } = await createPublicOffer(t.db, tenant.tenantId, created, {
      investorId: investor.investor.id,
      ownerAdvisorId: owner.advisor.id,
      status: 'active',
      investmentValue: '10000',
    });
    await t.db.offer.update({ where: { id: offer.id }, data: { paymentDate: day('2026-01-15') } });
    const { offer: invited } = await createPublicOffer(t.db, tenant.tenantId, created, {
      investorId: investor.investor.id,
      ownerAdvisorId: owner.advisor.id,
    });
    const tokens = {
      owner: await accessToken(t.db, owner.user, tenant.tenantId),
      stranger: await accessToken(t.db, stranger.user, tenant.tenantId),
      investor: await accessToken(t.db, investor.user, tenant.tenantId, 'investor-panel'),
      otherInvestor: await accessToken(t.db, otherInvestor.user, tenant.tenantId, 'investor-panel'),
    };
    const call = (who: keyof typeof tokens, url: string, language = 'pl') =>
      t.call({ method: 'GET', url, host: tenant.host, token: tokens[who], headers: { 'accept-language': language } });
    return { offer, invited, call };
  }

  it('matches the schedule the API shows, for the advisor (CSV) and the investor (XLSX)', async () => {
    const s = await scheduled();
    const schedule = await s.call('owner', `/api/advisor/investor/${s.offer.id}/schedule`);
    expect(schedule.statusCode, schedule.body).toBe(200);
    const payments = schedule.json().payments as { number: number; dueDate: string; total: string; interest: string }[];
    const rows = csvRows(await s.call('owner', `/api/advisor/investor/${s.offer.id}/schedule/export?format=csv`));
    expect(rows[0]).toEqual([
      'Nr',
      'Początek okresu',
      'Termin',
      'Odsetki',
      'Kapitał',
      'Razem',
      'Waluta',
      'Status',
      'Wpłacono',
      'Data wpłaty',
    ]);
    expect(rows.slice(1).map((row) => [Number(row[0]), row[2], row[5]])).toEqual(
      payments.map((payment) => [
        payment.number,
        payment.dueDate.split('-').reverse().join('.'),
        Number(payment.total)
          .toFixed(2)
          .replace('.', ',')
          .replace(/\B(?=(\d{3})+(?!\d))/g, NBSP),
      ]),
    );
    const workbook = await workbookOf(
      await s.call('investor', `/investor-api/offer/${s.offer.id}/schedule/export?format=xlsx`, 'en'),
    );
    const values = sheetValues(workbook.getWorksheet('Schedule') as ExcelJS.Worksheet);
    expect(values[0]?.[0]).toBe('No.');
    expect(values.slice(1).map((row) => [row[0], row[2], row[3], row[6]])).toEqual(
      payments.map((payment) => [
        payment.number,
        new Date(`${payment.dueDate}T00:00:00Z`),
        Number(payment.interest),
        'PLN',
      ]),
    );
  });

  it('is refused outside the schedule.pdf routes’ access: 404 outside the scope, 409 without a schedule, 403 wrong panel', async () => {
    const s = await scheduled();
    expect(
      (await s.call('stranger', `/api/advisor/investor/${s.offer.id}/schedule/export?format=csv`)).statusCode,
    ).toBe(404);
    expect(
      (await s.call('otherInvestor', `/investor-api/offer/${s.offer.id}/schedule/export?format=csv`)).statusCode,
    ).toBe(404);
    const none = await s.call('investor', `/investor-api/offer/${s.invited.id}/schedule/export?format=csv`);
    expect(none.statusCode).toBe(409);
    expect(errorBodySchema.parse(none.json()).code).toBe(errorCodes.scheduleNotAvailable);
    expect(
      (await s.call('investor', `/api/advisor/investor/${s.offer.id}/schedule/export?format=csv`)).statusCode,
    ).toBe(403);
    expect((await s.call('owner', `/investor-api/offer/${s.offer.id}/schedule/export?format=csv`)).statusCode).toBe(
      403,
    );
    expect((await s.call('owner', `/api/advisor/investor/${s.offer.id}/schedule/export?format=ods`)).statusCode).toBe(
      400,
    );
  });
});
