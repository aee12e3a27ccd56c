import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BrandingRevision, BrandingState, HostDraft, HostDraftInput } from '@wl/shared/console';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeConsole, hostFixture, renderApp, trpcError } from '../../../testing/render-app.tsx';

const hostId = '3b6f1f2e-5c1a-4f7e-9d2b-8a0c4e6f1a23';
const tenantId = '9c2d4e6f-1a3b-4c5d-8e7f-0a1b2c3d4e5f';

function draftInput(overrides: Partial<HostDraftInput> = {}): HostDraftInput {
  return {
    hostname: 'acme.localhost',
    tenantId,
    language: 'pl',
    theme: 'theme-navy',
    customColors: null,
    favicon: null,
    logo: null,
    logoInverse: null,
    investmentRisks: null,
    reg: null,
    privacyPolicy: null,
    siteTitle: { pl: 'Acme Inwestycje', en: 'Acme Investments' },
    headline: null,
    subheadline: null,
    campaignInvestButtonText: null,
    formInvestButtonText: null,
    consent2: null,
    consent3: null,
    equityPlaceholder: null,
    debtPlaceholder: null,
    admin: {},
    investorPanelBlocked: false,
    legalPersonsEnabled: false,
    ...overrides,
  };
}

function brandingState(overrides: Partial<BrandingState> = {}): BrandingState {
  return {
    host: {
      id: hostId,
      hostname: 'acme.localhost',
      isDefault: false,
      tenant: { id: tenantId, name: 'Acme Capital' },
      status: 'live',
      firstAdmin: null,
      aliases: [],
    },
    version: 3,
    published: draftInput(),
    draft: {
      draft: draftInput({ siteTitle: { pl: 'Acme Nowa', en: 'Acme Investments' } }) as HostDraft,
      revision: 2,
      baseVersion: 3,
      updatedBy: 'ewa@console.test',
      updatedAt: '2025-12-01T17:45:00.000Z',
    },
    ...overrides,
  };
}

const revisions: BrandingRevision[] = [
  {
    version: 3,
    publishedAt: '2025-11-30T10:00:00.000Z',
    publishedBy: 'ola@console.test',
    changes: [{ field: 'theme', before: 'theme_default', after: 'theme_navy' }],
    rollbackOf: 1,
  },
  { version: 2, publishedAt: '2025-11-01T10:00:00.000Z', publishedBy: 'seed', changes: [], rollbackOf: null },
];

const localDomain = {
  name: 'acme.localhost',
  dns: 'local',
  addresses: [],
  platformAddresses: [],
  certificate: { state: 'not-checked', issuer: null, validTo: null, reason: null },
  checkedAt: '2025-12-01T18:00:00.000Z',
} as const;

const platformSender = {
  fromName: 'Acme',
  fromAddress: 'no-reply@localhost',
  platformAddress: true,
  replyTo: null,
  supportEmail: null,
  domain: 'localhost',
  spf: { state: 'platform', name: 'localhost', record: null, expected: null },
  dkim: { state: 'platform', name: 'wl._domainkey.localhost', record: null, expected: null },
  dmarc: { state: 'platform', name: '_dmarc.localhost', record: null, expected: null },
  checkedAt: '2025-12-01T18:00:00.000Z',
} as const;

function openEditor(state: () => BrandingState | Error, handlers: FakeConsole['handlers'] = {}) {
  const calls: { path: string; input: unknown }[] = [];
  window.location.hash = `#/hosts/${hostId}`;
  renderApp(() => [hostFixture({ id: hostId, hostname: 'acme.localhost' })], {
    calls,
    handlers: {
      'branding.get': state,
      'branding.revisions': () => revisions,
      'hosts.domainStatus': () => localDomain,
      'hosts.senderStatus': () => platformSender,
      ...handlers,
    },
  });
  return calls;
}

function inputsOf(path: string, calls: { path: string; input: unknown }[]) {
  return calls.filter((call) => call.path === path).map((call) => call.input);
}

beforeEach(() => {
  window.location.hash = '';
});
afterEach(() => {
  window.location.hash = '';
});

describe('the branding editor', () => {
  it('loads the host and shows the pending draft with its header', async () => {
    openEditor(() => brandingState());

    expect(await screen.findByRole('heading', { name: 'Wygląd hosta acme.localhost' })).toBeTruthy();
    expect(screen.getByText('Partner: Acme Capital')).toBeTruthy();
    expect(screen.getByText('Opublikowana wersja 3')).toBeTruthy();
    expect(screen.getByText(/Oczekujący szkic: zapisał\(a\) ewa@console.test/)).toBeTruthy();
    expect((screen.getByLabelText('Tytuł strony (PL)') as HTMLInputElement).value).toBe('Acme Nowa');
  });

  it('is opened from the host list by the host name', async () => {
    const calls: { path: string; input: unknown }[] = [];
    renderApp(
      () => [hostFixture({ id: hostId, hostname: 'acme.localhost' }), hostFixture({ hostname: 'other.test' })],
      {
        calls,
        handlers: { 'branding.get': () => brandingState(), 'branding.revisions': () => revisions },
      },
    );
    await screen.findByRole('table');

    fireEvent.change(screen.getByLabelText('Szukaj hostów'), { target: { value: 'ACME' } });
    expect(screen.queryByRole('rowheader', { name: 'other.test' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Szukaj hostów'), { target: { value: 'nikt' } });
    expect(screen.getByText('Żaden host nie pasuje do „nikt”.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Szukaj hostów'), { target: { value: 'acme' } });

    const link = screen.getByRole('link', { name: 'acme.localhost' });
    expect(link.getAttribute('href')).toBe(`#/hosts/${hostId}`);
    window.location.hash = `#/hosts/${hostId}`;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(await screen.findByRole('heading', { name: 'Wygląd hosta acme.localhost' })).toBeTruthy();
    expect(inputsOf('branding.get', calls)).toEqual([{ hostConfigId: hostId }]);
  });

  it('shows the schema error next to the field and does not save', async () => {
    const calls = openEditor(() => brandingState());
    const field = await screen.findByLabelText('Link do ryzyk inwestycyjnych');

    fireEvent.change(field, { target: { value: 'http://acme.test/risks.pdf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz szkic' }));

    expect(await screen.findByText(/Podaj adres https:\/\//)).toBeTruthy();
    expect(inputsOf('branding.saveDraft', calls)).toEqual([]);
  });

  it('saves the draft with its revision and the edited value', async () => {
    const calls = openEditor(() => brandingState(), {
      'branding.saveDraft': () => ({ revision: 3 }),
    });
    const title = await screen.findByLabelText('Tytuł strony (EN)');

    fireEvent.change(title, { target: { value: 'Acme Funds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz szkic' }));

    await waitFor(() => expect(inputsOf('branding.saveDraft', calls)).toHaveLength(1));
    const [input] = inputsOf('branding.saveDraft', calls) as {
      hostConfigId: string;
      expectedRevision: number | null;
      draft: HostDraftInput;
    }[];
    expect(input?.hostConfigId).toBe(hostId);
    expect(input?.expectedRevision).toBe(2);
    expect(input?.draft.siteTitle).toEqual({ pl: 'Acme Nowa', en: 'Acme Funds' });
    expect(await screen.findByText('Szkic zapisany.')).toBeTruthy();
  });

  it('shows the published legal documents with their versions, and a removal goes into the draft (decision 043)', async () => {
    const terms = { sha256: 'a'.repeat(64), fileName: 'Regulamin 2026.pdf', size: 17_300, version: 2 };
    const withDocuments = draftInput({ legalDocuments: { terms: { pl: terms } } });
    const calls = openEditor(
      () =>
        brandingState({
          published: withDocuments,
          draft: {
            draft: withDocuments as HostDraft,
            revision: 2,
            baseVersion: 3,
            updatedBy: 'ewa@console.test',
            updatedAt: '2025-12-01T17:45:00.000Z',
          },
        }),
      { 'branding.saveDraft': () => ({ revision: 3 }) },
    );
    const documents = within(await screen.findByRole('group', { name: 'Regulamin' }));
    const link = documents.getByRole('link', { name: 'Regulamin 2026.pdf, Regulamin (PL)' });
    expect(link.getAttribute('href')).toBe(`/console/legal-documents/${'a'.repeat(64)}.pdf`);
    expect(documents.getByText('wersja 2, 16,9 KB')).toBeTruthy();
    expect(documents.getByText('Brak dokumentu: obowiązuje link poniżej.')).toBeTruthy();
    fireEvent.click(documents.getByRole('button', { name: 'Usuń: Regulamin (PL)' }));
    expect(documents.getAllByText('Brak dokumentu: obowiązuje link poniżej.')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz szkic' }));
    await waitFor(() => expect(inputsOf('branding.saveDraft', calls)).toHaveLength(1));
    expect((inputsOf('branding.saveDraft', calls)[0] as { draft: HostDraftInput }).draft.legalDocuments).toBeNull();
  });

  it('starts a new draft with expectedRevision null', async () => {
    const calls = openEditor(() => brandingState({ draft: null }), {
      'branding.saveDraft': () => ({ revision: 1 }),
    });
    await screen.findByText('Brak szkicu: edytujesz opublikowaną wersję.');

    fireEvent.click(screen.getByRole('button', { name: 'Zapisz szkic' }));

    await waitFor(() => expect(inputsOf('branding.saveDraft', calls)).toHaveLength(1));
    expect((inputsOf('branding.saveDraft', calls)[0] as { expectedRevision: unknown }).expectedRevision).toBeNull();
  });

  it('shows a conflict with the server message and reloads the latest draft', async () => {
    let loads = 0;
    const calls = openEditor(
      () => {
        loads += 1;
        return loads === 1
          ? brandingState()
          : brandingState({
              draft: { ...(brandingState().draft as NonNullable<BrandingState['draft']>), revision: 5 },
            });
      },
      {
        'branding.saveDraft': () =>
          trpcError(
            'CONFLICT',
            'ewa@console.test saved this draft meanwhile. Load their draft and make your changes again.',
          ),
      },
    );
    await screen.findByLabelText('Tytuł strony (EN)');

    fireEvent.click(screen.getByRole('button', { name: 'Zapisz szkic' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ktoś inny zmienił ten host')).toBeTruthy();
    expect(within(alert).getByText(/saved this draft meanwhile/)).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'Wczytaj najnowszą wersję' }));
    await waitFor(() => expect(loads).toBe(2));
    await waitFor(() => expect(screen.queryByText('Ktoś inny zmienił ten host')).toBeNull());
    expect(inputsOf('branding.get', calls)).toHaveLength(2);
  });

  it('shows the server field issues next to the fields', async () => {
    const refusal = Object.assign(trpcError('BAD_REQUEST', 'Invalid input'), {
      data: { code: 'BAD_REQUEST', issues: [{ path: 'draft.reg', message: 'console:checks.httpsRequired' }] },
    });
    openEditor(() => brandingState(), { 'branding.saveDraft': () => refusal });
    await screen.findByLabelText('Link do regulaminu');

    fireEvent.click(screen.getByRole('button', { name: 'Zapisz szkic' }));

    const field = await screen.findByLabelText('Link do regulaminu');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/Podaj adres https:\/\//)).toBeTruthy();
  });

  it('publishes after a confirmation listing the changes', async () => {
    const calls = openEditor(() => brandingState(), {
      'branding.publish': () => ({ version: 4, changes: [] }),
    });
    await screen.findByLabelText('Tytuł strony (EN)');

    fireEvent.click(screen.getByRole('button', { name: 'Opublikuj' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tytuł strony (PL): “Acme Inwestycje” → “Acme Nowa”')).toBeTruthy();
    // Every icon button has a name (issue 17, item 11): the dialog's ×, too.
    expect(within(dialog).getByRole('button', { name: 'Zamknij' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opublikuj' }));

    await waitFor(() =>
      expect(inputsOf('branding.publish', calls)).toEqual([
        { hostConfigId: hostId, expectedVersion: 3, expectedRevision: 2 },
      ]),
    );
    expect(await screen.findByText('Opublikowano jako wersję 4.')).toBeTruthy();
  });

  it('lists the revisions and rolls back to one after a confirmation', async () => {
    const calls = openEditor(() => brandingState(), {
      'branding.rollback': () => ({ version: 4, changes: [] }),
    });

    const table = await screen.findByRole('table', { name: 'Wersje' });
    expect(within(table).getByText('Motyw: “theme-default” → “theme-navy”')).toBeTruthy();
    expect(within(table).getByText('Bez zmian')).toBeTruthy();
    expect((within(table).getByRole('button', { name: 'Przywróć wersję 3' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(table).getByRole('button', { name: 'Przywróć wersję 2' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Przywróć' }));

    await waitFor(() =>
      expect(inputsOf('branding.rollback', calls)).toEqual([
        { hostConfigId: hostId, toVersion: 2, expectedVersion: 3 },
      ]),
    );
    expect(await screen.findByText('Przywrócono: teraz wersja 4.')).toBeTruthy();
  });

  it('marks a rollback in the list and compares any two versions (issue 17, item 11)', async () => {
    const calls = openEditor(() => brandingState(), {
      'branding.compare': () => ({
        from: 2,
        to: 3,
        changes: [{ field: 'theme', before: 'theme_default', after: 'theme_navy' }],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Wersje' });
    expect(within(table).getByRole('rowheader', { name: /^3/ }).textContent).toContain('przywrócenie wersji 1');
    const compare = screen.getByRole('form', { name: 'Porównaj dwie wersje' });
    fireEvent.click(within(compare).getByRole('button', { name: 'Porównaj' }));
    expect(await within(compare).findByText('Od wersji 2 do wersji 3:')).toBeTruthy();
    expect(within(compare).getByText('Motyw: “theme-default” → “theme-navy”')).toBeTruthy();
    expect(inputsOf('branding.compare', calls)).toEqual([{ hostConfigId: hostId, from: 2, to: 3 }]);
  });

  it('asks for a reason before publishing new colours below WCAG AA, and sends it', async () => {
    const yellow = { main: '#ffff00', hover: '#eeee00', highlight: '#ffffe0' };
    const calls = openEditor(
      () =>
        brandingState({
          draft: {
            ...(brandingState().draft as NonNullable<BrandingState['draft']>),
            draft: draftInput({ theme: 'theme-custom', customColors: yellow }) as HostDraft,
          },
        }),
      { 'branding.publish': () => ({ version: 4, changes: [] }) },
    );
    await screen.findByLabelText('Tytuł strony (EN)');
    fireEvent.click(screen.getByRole('button', { name: 'Opublikuj' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Te kolory nie spełniają WCAG AA')).toBeTruthy();
    expect(
      within(dialog).getByText('Kolor główny jako tekst i linki na białym tle: 1.07:1, potrzeba co najmniej 4.5:1'),
    ).toBeTruthy();
    // No reason, or too short a one: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opublikuj mimo to' }));
    expect(await within(dialog).findByText('Minimalna liczba znaków: 10.')).toBeTruthy();
    expect(inputsOf('branding.publish', calls)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Dlaczego mimo to je publikujesz/ }), {
      target: { value: 'Kolory zatwierdzone przez zarząd brokera.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opublikuj mimo to' }));
    await waitFor(() =>
      expect(inputsOf('branding.publish', calls)).toEqual([
        {
          hostConfigId: hostId,
          expectedVersion: 3,
          expectedRevision: 2,
          contrastOverride: { reason: 'Kolory zatwierdzone przez zarząd brokera.' },
        },
      ]),
    );
    expect(await screen.findByText('Opublikowano jako wersję 4.')).toBeTruthy();
  });

  it('asks for a reason when the server refuses a rollback to colours below WCAG AA', async () => {
    const refusal = Object.assign(trpcError('PRECONDITION_FAILED', 'These colours fail WCAG AA contrast'), {
      data: {
        code: 'PRECONDITION_FAILED',
        messageKey: 'console:refusals.branding.contrastBelowAa',
        messageParams: { failing: 2, lowest: '1.05' },
      },
    });
    const calls = openEditor(() => brandingState(), {
      'branding.rollback': (input: { contrastOverride?: unknown }) =>
        input.contrastOverride ? { version: 4, changes: [] } : refusal,
    });
    const table = await screen.findByRole('table', { name: 'Wersje' });
    fireEvent.click(within(table).getByRole('button', { name: 'Przywróć wersję 2' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Przywróć' }));

    expect(
      await within(dialog).findByText(
        'Te kolory nie spełniają kontrastu WCAG AA (niespełnione sprawdzenia: 2, najniższy 1.05:1). Popraw je albo podaj powód, aby mimo to je opublikować.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Dlaczego mimo to je publikujesz/ }), {
      target: { value: 'Powrót do wersji sprzed awarii, kolory poprawimy jutro.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Przywróć mimo to' }));
    await waitFor(() =>
      expect(inputsOf('branding.rollback', calls)).toEqual([
        { hostConfigId: hostId, toVersion: 2, expectedVersion: 3 },
        {
          hostConfigId: hostId,
          toVersion: 2,
          expectedVersion: 3,
          contrastOverride: { reason: 'Powrót do wersji sprzed awarii, kolory poprawimy jutro.' },
        },
      ]),
    );
    expect(await screen.findByText('Przywrócono: teraz wersja 4.')).toBeTruthy();
  });

  it('shows the contrast report of custom colours and applies the suggested colours', async () => {
    const colors = { main: '#ffff00', hover: '#eeee00', highlight: '#ffffcc' };
    openEditor(() =>
      brandingState({ draft: null, published: draftInput({ theme: 'theme-custom', customColors: colors }) }),
    );
    const main = (await screen.findByLabelText('Kolor główny')) as HTMLInputElement;
    expect(main.value).toBe('#ffff00');
    expect(screen.getByText('Kontrast kolorów (WCAG AA)')).toBeTruthy();
    expect(screen.getAllByText('nie spełnia').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Użyj proponowanych kolorów' }));

    await waitFor(() => expect(main.value).not.toBe('#ffff00'));
    // A warning only: publishing and saving stay possible.
    expect((screen.getByRole('button', { name: 'Zapisz szkic' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('explains the allowed consent markup and shows its error', async () => {
    openEditor(() => brandingState());
    const consent = await screen.findByLabelText('Zgoda 2 (PL)');
    expect(screen.getByText(/Dozwolone znaczniki/)).toBeTruthy();

    fireEvent.change(consent, { target: { value: 'Akceptuję <script>x</script>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz szkic' }));

    await waitFor(() => expect(consent.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/Znacznik <script>/)).toBeTruthy();
  });

  it('discards the draft after a confirmation', async () => {
    const calls = openEditor(() => brandingState(), { 'branding.discardDraft': () => ({ discarded: true }) });
    await screen.findByLabelText('Tytuł strony (EN)');

    fireEvent.click(screen.getByRole('button', { name: 'Odrzuć szkic' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Nieopublikowane zmiany zostaną utracone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));

    await waitFor(() =>
      expect(inputsOf('branding.discardDraft', calls)).toEqual([{ hostConfigId: hostId, expectedRevision: 2 }]),
    );
    expect(await screen.findByText('Szkic odrzucony.')).toBeTruthy();
  });

  it('shows the real portal with the draft in a frame, by a preview link, in the chosen language and width', async () => {
    const calls = openEditor(() => brandingState(), {
      'preview.createToken': (input: unknown) => ({
        url: `http://acme.localhost:3000/?wl-preview=token-${(input as { language: string }).language}`,
        expiresAt: '2025-12-01T18:00:00.000Z',
        revision: 2,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pokaż podgląd' }));
    const frame = await screen.findByTitle('Podgląd portalu (PL, 1280 px)');
    expect(frame.getAttribute('src')).toBe('http://acme.localhost:3000/?wl-preview=token-pl');

    const preview = within(screen.getByRole('region', { name: 'Podgląd' }));
    fireEvent.click(preview.getByRole('radio', { name: 'EN' }));
    expect(await screen.findByTitle('Podgląd portalu (EN, 1280 px)')).toBeTruthy();
    fireEvent.click(preview.getByRole('radio', { name: 'Telefon' }));
    const phone = await screen.findByTitle('Podgląd portalu (EN, 412 px)');
    expect(phone.getAttribute('src')).toBe('http://acme.localhost:3000/?wl-preview=token-en');
    expect(inputsOf('preview.createToken', calls)).toEqual([
      { hostConfigId: hostId, language: 'pl' },
      { hostConfigId: hostId, language: 'en' },
    ]);
  });
});

describe('the lifecycle of a host (decision 038)', () => {
  const pendingHost = {
    id: hostId,
    hostname: 'acme.localhost',
    isDefault: false,
    tenant: { id: tenantId, name: 'Acme Capital' },
    status: 'pending' as const,
    firstAdmin: { email: 'anna@acme.test', status: 'initial' as const },
    aliases: [] as string[],
  };

  it('says a pending host shows no brand yet, and takes it live after a confirmation', async () => {
    let live = false;
    const calls = openEditor(
      () =>
        brandingState({
          draft: null,
          version: 1,
          host: live ? { ...pendingHost, status: 'live' } : pendingHost,
        }),
      { 'hosts.goLive': () => ({ status: 'live', activationSentTo: 'anna@acme.test' }) },
    );
    expect((await screen.findAllByText('Jeszcze nieuruchomiony')).length).toBe(2); // badge and alert
    expect(screen.getByText(/widzą neutralną stronę „jeszcze niedostępna”/)).toBeTruthy();
    expect(screen.getByText('Mail aktywacyjny wyjdzie do anna@acme.test w chwili uruchomienia.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Uruchom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uruchomić acme.localhost?' });
    expect(inputsOf('hosts.goLive', calls)).toEqual([]);
    live = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uruchom' }));
    expect(
      await screen.findByText('acme.localhost jest uruchomiony; mail aktywacyjny wysłano do anna@acme.test.'),
    ).toBeTruthy();
    expect(inputsOf('hosts.goLive', calls)).toEqual([{ hostConfigId: hostId, expectedVersion: 1 }]);
  });

  it('publishes a waiting draft as the go-live', async () => {
    openEditor(() => brandingState({ host: pendingHost }));
    expect(await screen.findByText('Czeka wersja robocza: jej publikacja uruchomi host.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Uruchom' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Opublikuj i uruchom' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Od teraz acme.localhost pokazuje swoją markę wszystkim/)).toBeTruthy();
  });

  it('sends the activation mail again while the first admin of a live host has not activated', async () => {
    const calls = openEditor(() => brandingState({ draft: null, host: { ...pendingHost, status: 'live' } }), {
      'hosts.resendActivation': () => ({ sentTo: 'anna@acme.test' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Wyślij mail aktywacyjny ponownie' }));
    expect(await screen.findByText('Mail aktywacyjny wysłano ponownie do anna@acme.test.')).toBeTruthy();
    expect(inputsOf('hosts.resendActivation', calls)).toEqual([{ hostConfigId: hostId }]);
  });

  it('suspends a live host after a confirmation with a reason, and resumes it', async () => {
    let status: 'live' | 'suspended' = 'live';
    const calls = openEditor(() => brandingState({ draft: null, host: { ...pendingHost, firstAdmin: null, status } }), {
      'hosts.suspend': () => ({ status: 'suspended' }),
      'hosts.resume': () => ({ status: 'live' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Zawieś host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zawiesić acme.localhost?' });
    expect(within(dialog).getByText(/neutralną stronę „chwilowo niedostępna”/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zawieś' }));
    expect(await within(dialog).findByText('Minimalna liczba znaków: 10.')).toBeTruthy();
    expect(inputsOf('hosts.suspend', calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Dlaczego\?/), { target: { value: 'Broker nie płaci od marca.' } });
    status = 'suspended';
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zawieś' }));
    expect(await screen.findByText('acme.localhost jest zawieszony.')).toBeTruthy();
    expect(inputsOf('hosts.suspend', calls)).toEqual([{ hostConfigId: hostId, reason: 'Broker nie płaci od marca.' }]);

    status = 'live';
    fireEvent.click(await screen.findByRole('button', { name: 'Przywróć' }));
    expect(await screen.findByText('acme.localhost znów działa.')).toBeTruthy();
    expect(inputsOf('hosts.resume', calls)).toEqual([{ hostConfigId: hostId }]);
  });

  it("shows the host's sender and its domain's records, and sends a test mail (decision 042)", async () => {
    const calls = openEditor(() => brandingState({ draft: null, host: { ...pendingHost, status: 'live' } }), {
      'hosts.senderStatus': () => ({
        ...platformSender,
        fromName: 'Acme Desk',
        fromAddress: 'desk@acme.pl',
        platformAddress: false,
        replyTo: 'help@acme.pl',
        supportEmail: 'pomoc@acme.pl',
        domain: 'acme.pl',
        spf: { state: 'mismatch', name: 'acme.pl', record: 'v=spf1 -all', expected: 'include:_spf.platform.example' },
        dkim: { state: 'ok', name: 'wl._domainkey.acme.pl', record: 'v=DKIM1; p=MIGf', expected: null },
        dmarc: { state: 'missing', name: '_dmarc.acme.pl', record: null, expected: null },
      }),
      'hosts.sendTestMail': () => ({ to: 'ops@acme.pl', from: 'Acme Desk <desk@acme.pl>' }),
    });
    expect(await screen.findByText('Wiadomości przychodzą od Acme Desk <desk@acme.pl>.')).toBeTruthy();
    expect(screen.getByText('Odpowiedzi trafiają na help@acme.pl.')).toBeTruthy();
    const records = screen.getByRole('table', { name: 'Rekordy DNS domeny acme.pl' });
    expect(within(records).getByRole('row', { name: /SPF/ }).textContent).toContain(
      'nie zawiera include:_spf.platform.example',
    );
    expect(within(records).getByRole('row', { name: /DMARC/ }).textContent).toContain('brak');
    fireEvent.change(screen.getByRole('textbox', { name: 'Wyślij wiadomość testową na adres' }), {
      target: { value: 'ops@acme.pl' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij wiadomość testową' }));
    expect(
      await screen.findByText(
        'Wiadomość testowa do ops@acme.pl czeka na wysyłkę, nadawca: Acme Desk <desk@acme.pl>. Widać ją w skrzynce nadawczej.',
      ),
    ).toBeTruthy();
    expect(inputsOf('hosts.sendTestMail', calls)).toEqual([{ hostConfigId: hostId, to: 'ops@acme.pl' }]);
  });

  it('shows where the name points and its certificate, and checks again on demand', async () => {
    let status: unknown = {
      ...localDomain,
      name: 'acme.pl',
      dns: 'unresolved',
    };
    const calls = openEditor(() => brandingState({ draft: null, host: { ...pendingHost, status: 'live' } }), {
      'hosts.domainStatus': () => status,
    });
    expect(
      await screen.findByText(
        'acme.pl jeszcze się nie rozwiązuje: brakuje rekordów DNS albo jeszcze się nie rozeszły.',
      ),
    ).toBeTruthy();
    status = {
      ...localDomain,
      name: 'acme.pl',
      dns: 'platform',
      addresses: ['203.0.113.7'],
      platformAddresses: ['203.0.113.7'],
      certificate: { state: 'valid', issuer: "Let's Encrypt", validTo: '2026-02-28T12:00:00.000Z', reason: null },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź ponownie' }));
    expect(await screen.findByText('acme.pl wskazuje platformę (203.0.113.7).')).toBeTruthy();
    expect(screen.getByText(/Certyfikat ważny do 28 lut 2026, .*wystawca: Let's Encrypt\./)).toBeTruthy();
    expect(inputsOf('hosts.domainStatus', calls)).toEqual([{ hostConfigId: hostId }, { hostConfigId: hostId }]);
  });
});

describe('both layers of a text (issue 17, item 2)', () => {
  it('shows what visitors get and from where, and clears an admin override', async () => {
    const withOverride = draftInput({
      admin: { formInvestButtonText: { pl: 'Zapisuję się' }, siteTitle: null },
      formInvestButtonText: { pl: 'Składam zapis', en: 'Submit' },
    });
    openEditor(() => brandingState({ published: withOverride, draft: null }));
    const field = await screen.findByLabelText('Przycisk inwestycji w formularzu – nadpisanie administratora (PL)');
    expect((field as HTMLInputElement).value).toBe('Zapisuję się');
    const group = field.closest('[data-layered="formInvestButtonText"]') as HTMLElement;
    expect(within(group).getByText('Odwiedzający widzą (PL): Zapisuję się')).toBeTruthy();
    expect(within(group).getByText('Odwiedzający widzą (EN): Submit')).toBeTruthy();
    expect(within(group).getAllByText('nadpisanie administratora')).toHaveLength(1);

    fireEvent.click(
      within(group).getByRole('button', {
        name: 'Wyczyść: Przycisk inwestycji w formularzu – nadpisanie administratora (PL)',
      }),
    );
    expect(await within(group).findByText('Odwiedzający widzą (PL): Składam zapis')).toBeTruthy();
    expect(within(group).getAllByText('dane strony')).toHaveLength(2);
  });

  it('says when a publish changes nothing visitors see (the change sits under an override)', async () => {
    const published = draftInput({ admin: { siteTitle: { pl: 'Acme SA', en: 'Acme plc' } } });
    const draft = draftInput({
      admin: { siteTitle: { pl: 'Acme SA', en: 'Acme plc' } },
      siteTitle: { pl: 'Inny tytuł', en: 'Other title' },
    });
    openEditor(() =>
      brandingState({
        published,
        draft: {
          draft: draft as HostDraft,
          revision: 1,
          baseVersion: 3,
          updatedBy: 'ewa@console.test',
          updatedAt: '2025-12-01T17:45:00.000Z',
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Opublikuj' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Ta publikacja nie zmienia niczego, co widzą odwiedzający/)).toBeTruthy();
  });
});

describe('unsaved work and stale drafts (issue 17, item 3)', () => {
  it('asks before leaving the editor with unsaved changes, and before the browser unloads it', async () => {
    // happy-dom has no confirm(): the browser's question, answered "stay" first.
    const confirm = vi.fn((_question?: string) => false);
    window.confirm = confirm;
    openEditor(() => brandingState({ draft: null }));
    const title = await screen.findByLabelText('Tytuł strony (PL)');
    // Nothing changed yet: leaving asks nothing.
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    fireEvent.change(title, { target: { value: 'Acme po zmianie' } });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: /Wróć do hostów/ }));
    expect(confirm).toHaveBeenCalledWith('Masz niezapisane zmiany wyglądu tego hosta. Wyjść i je utracić?');
    expect(screen.getByRole('heading', { name: 'Wygląd hosta acme.localhost' })).toBeTruthy();
    expect((screen.getByLabelText('Tytuł strony (PL)') as HTMLInputElement).value).toBe('Acme po zmianie');

    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('link', { name: /Wróć do hostów/ }));
    expect(await screen.findByRole('table')).toBeTruthy();
    Reflect.deleteProperty(window, 'confirm');
  });

  it('says so before publishing a draft started from an older version than the live one', async () => {
    openEditor(() =>
      brandingState({
        version: 5,
        draft: {
          draft: draftInput({ siteTitle: { pl: 'Acme Nowa', en: 'Acme Investments' } }) as HostDraft,
          revision: 2,
          baseVersion: 3,
          updatedBy: 'ewa@console.test',
          updatedAt: '2025-12-01T17:45:00.000Z',
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Opublikuj' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ten szkic powstał na starszej wersji')).toBeTruthy();
    expect(within(dialog).getByText(/Szkic zaczęto od wersji 3; teraz opublikowana jest wersja 5/)).toBeTruthy();
  });
});

describe('publishing that waits (decision 047)', () => {
  const rules = (overrides: Record<string, unknown> = {}) => ({
    fourEyes: false,
    open: null,
    recent: [],
    ...overrides,
  });
  const request = (overrides: Record<string, unknown> = {}) => ({
    id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    kind: 'publish',
    status: 'awaiting_approval',
    expectedVersion: 3,
    draftRevision: 2,
    publishAt: null,
    requestedBy: 'ewa@console.test',
    requestedById: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a',
    requestedAt: '2025-12-01T17:50:00.000Z',
    decidedBy: null,
    decidedAt: null,
    reason: null,
    publishedVersion: null,
    contrastReason: null,
    ...overrides,
  });

  it('under the four-eyes rule asks for approval instead of publishing', async () => {
    const calls = openEditor(() => brandingState(), {
      'publishing.rules': () => rules({ fourEyes: true }),
      'publishing.request': () => request(),
    });
    // An admin sees the tenant's rule as a switch, on.
    const rule = await screen.findByRole('switch', { name: /Zasada czterech oczu dla Acme Capital/ });
    expect(rule).toHaveProperty('checked', true);
    const ask = await screen.findByRole('button', { name: 'Poproś o zatwierdzenie' });
    fireEvent.click(ask);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/zatwierdza inny operator/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Poproś o zatwierdzenie' }));
    await waitFor(() =>
      expect(inputsOf('publishing.request', calls)).toEqual([
        { hostConfigId: hostId, kind: 'publish', expectedVersion: 3, expectedRevision: 2 },
      ]),
    );
    expect(inputsOf('branding.publish', calls)).toEqual([]);
    expect(await screen.findByText(/Wysłano do zatwierdzenia/)).toBeTruthy();
  });

  it("shows another operator's open request with approve and reject, and freezes the draft", async () => {
    const calls = openEditor(() => brandingState(), {
      'publishing.rules': () => rules({ fourEyes: true, open: request() }),
      'publishing.approve': () => ({ status: 'published', result: { version: 4, changes: [] } }),
    });
    expect(await screen.findByText(/ewa@console.test prosi/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zapisz szkic' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Poproś o zatwierdzenie' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Zatwierdź i opublikuj' }));
    await waitFor(() =>
      expect(inputsOf('publishing.approve', calls)).toEqual([{ requestId: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' }]),
    );
    expect(await screen.findByText('Zatwierdzono i opublikowano jako wersję 4.')).toBeTruthy();
  });

  it('schedules a publish at the chosen time', async () => {
    const calls = openEditor(() => brandingState(), {
      'publishing.rules': () => rules(),
      'publishing.request': () => request({ status: 'scheduled', publishAt: '2030-01-02T09:30:00.000Z' }),
    });
    await screen.findByLabelText('Tytuł strony (EN)');
    fireEvent.click(await screen.findByRole('button', { name: 'Opublikuj' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Opublikuj o/), { target: { value: '2030-01-02T10:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zaplanuj publikację' }));
    await waitFor(() => expect(inputsOf('publishing.request', calls)).toHaveLength(1));
    expect(inputsOf('publishing.request', calls)[0]).toMatchObject({
      kind: 'publish',
      publishAt: new Date('2030-01-02T10:30').toISOString(),
    });
    expect(await screen.findByText(/Zaplanowano: publikacja nastąpi/)).toBeTruthy();
  });
});

describe('other names of a host (decision 048)', () => {
  it('lists where each name leads, adds one after checking it, and removes one by its named button', async () => {
    const state = brandingState();
    const calls = openEditor(() => ({ ...state, host: { ...state.host, aliases: ['old-acme.localhost'] } }), {
      'hosts.addAlias': () => ({ aliases: ['old-acme.localhost', 'www.acme.localhost'] }),
      'hosts.removeAlias': () => ({ aliases: [] }),
    });
    const panel = await screen.findByRole('region', { name: 'Inne nazwy hosta' });
    expect(within(panel).getByText('old-acme.localhost → acme.localhost')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Dodaj nazwę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodać nazwę dla acme.localhost?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nazwa/ }), {
      target: { value: '*.acme.localhost' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj przekierowanie' }));
    expect(await within(dialog).findByText('Inna nazwa to jedna dokładna nazwa, bez *.')).toBeTruthy();
    expect(inputsOf('hosts.addAlias', calls)).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nazwa/ }), {
      target: { value: 'www.acme.localhost' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj przekierowanie' }));
    await waitFor(() =>
      expect(inputsOf('hosts.addAlias', calls)).toEqual([{ hostConfigId: hostId, hostname: 'www.acme.localhost' }]),
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Usuń przekierowanie z old-acme.localhost' }));
    await waitFor(() =>
      expect(inputsOf('hosts.removeAlias', calls)).toEqual([{ hostConfigId: hostId, hostname: 'old-acme.localhost' }]),
    );
  });
});
