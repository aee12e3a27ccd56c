import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScheduleImportLine, ScheduleImportPreview } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, activeUser, DEMO_TENANT, fakeApi, signedInAdvisorRoutes } from '@/testing/fake-api.ts';
import { plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

const OFFER_ID = '5d0c8a1e-3b2f-4c6d-9e8f-0a1b2c3d4e5f';
const HASH = 'a'.repeat(64);

const line = (overrides: Partial<ScheduleImportLine>): ScheduleImportLine => ({
  line: 1,
  reference: OFFER_ID,
  outcome: 'change',
  reason: null,
  offerId: OFFER_ID,
  investorName: 'Zofia Nowak',
  productCode: 'DEMO-12M',
  currency: 'PLN',
  number: 1,
  dueDate: '2026-04-15',
  total: '203.42',
  from: 'unpaid',
  to: 'paid',
  paidAmount: '203.42',
  paidOn: '2026-04-16',
  ...overrides,
});

const preview: ScheduleImportPreview = {
  lines: [
    line({}),
    line({
      line: 2,
      reference: '=cmd|calc',
      outcome: 'refused',
      reason: 'unknown_offer',
      offerId: null,
      investorName: null,
      productCode: null,
      currency: null,
      number: null,
      dueDate: null,
      total: null,
      from: null,
      to: null,
      paidAmount: null,
      paidOn: null,
    }),
  ],
  changes: 1,
  unchanged: 0,
  refused: 1,
  previewHash: HASH,
};

const CSV = `${OFFER_ID};1;203,42;16.04.2026\n=cmd|calc;1;1;16.04.2026`;

function open(role: 'admin' | 'advisor', routes: Parameters<typeof fakeApi>[0] = {}) {
  const user = activeUser({ context: { type: 'advisor-panel', id: DEMO_TENANT, roles: [role] } });
  const api = fakeApi({
    ...signedInAdvisorRoutes(user),
    'POST /api/advisor/schedule-import/preview': () => ({ body: preview }),
    ...routes,
  });
  tokenStore.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
  injectBranding(plHost);
  renderApp({ path: '/app/investors' });
  return api;
}

const FIRST = { timeout: 15_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

async function pasteAndPreview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Import wpłat z CSV' }, FIRST));
  const dialog = await screen.findByRole('dialog', { name: 'Import wpłat odsetek z pliku CSV' });
  await user.click(within(dialog).getByRole('textbox', { name: /Treść CSV/ }));
  await user.paste(CSV);
  await user.click(within(dialog).getByRole('button', { name: 'Pokaż podgląd' }));
  return dialog;
}

describe('the CSV import of paid coupons (decision 071)', { timeout: 60_000 }, () => {
  it('is offered to admins only', async () => {
    open('advisor');
    expect(await screen.findByRole('heading', { level: 1 }, FIRST)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import wpłat z CSV' })).toBeNull();
  });

  it('previews what changes and why lines are refused, then applies the preview that was shown', async () => {
    const user = userEvent.setup();
    const api = open('admin', { 'POST /api/advisor/schedule-import/apply': () => ({ body: preview }) });
    const dialog = await pasteAndPreview(user);
    const table = await within(dialog).findByRole('table', { name: /Podgląd importu/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Nieopłacona → Opłacona')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Nie znaleziono takiej oferty w tym serwisie.')).toBeTruthy();
    // A formula is shown as the text it is.
    expect(within(rows[2] as HTMLElement).getByText('=cmd|calc')).toBeTruthy();
    expect(within(dialog).getByText('Zmiany: 1, bez zmian: 0, odrzucone: 1.')).toBeTruthy();
    expect(api.called('POST /api/advisor/schedule-import/preview')[0]?.body).toEqual({ csv: CSV });
    await user.click(within(dialog).getByRole('button', { name: 'Zastosuj 1 zmianę' }));
    await waitFor(() => expect(api.called('POST /api/advisor/schedule-import/apply')).toHaveLength(1));
    expect(api.called('POST /api/advisor/schedule-import/apply')[0]?.body).toEqual({ csv: CSV, previewHash: HASH });
    expect(await screen.findByText('Zapisano 1 zmianę.')).toBeTruthy();
  });

  it('says when something changed since the preview, and asks for a new one', async () => {
    const user = userEvent.setup();
    open('admin', {
      'POST /api/advisor/schedule-import/apply': () => ({
        status: 409,
        body: { label: 'x', code: 'schedule.import_changed', parameters: {}, violations: [] },
      }),
    });
    const dialog = await pasteAndPreview(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Zastosuj 1 zmianę' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Od podglądu coś się zmieniło. Sprawdź podgląd ponownie i zatwierdź go jeszcze raz.',
    );
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Pokaż podgląd' })).toBeTruthy();
  });
});
