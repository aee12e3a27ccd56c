import { describe, expect, it } from 'vitest';
import { adminConfigurationSchema } from '../config/host-config.ts';
import { translate } from '../i18n/index.ts';
import { customSnapshot, defaultRowSnapshot, demoSnapshot, investorDemoSnapshot } from '../testing/host-snapshots.ts';
import { draftFromSnapshot, hostDraftSchema, hostSnapshotFields, snapshotFromDraft } from './host-draft.ts';
import {
  changeFieldLabel,
  changeKind,
  changeMessage,
  describeChange,
  diffSnapshots,
  jsonEqual,
  snapshotChangesSchema,
} from './snapshot-diff.ts';

describe('diffSnapshots', () => {
  it('finds no change between equal snapshots, whatever the key order', () => {
    expect(diffSnapshots(demoSnapshot, structuredClone(demoSnapshot))).toEqual([]);
    const reordered = { ...demoSnapshot, siteTitle: { en: 'Demo Brokerage House', pl: 'Demo Dom Maklerski' } };
    expect(diffSnapshots(demoSnapshot, reordered)).toEqual([]);
  });

  it('reports a per-language text per language', () => {
    const after = { ...demoSnapshot, siteTitle: { pl: 'Acme Dom Maklerski', en: 'Demo Brokerage House' } };
    expect(diffSnapshots(demoSnapshot, after)).toEqual([
      { field: 'siteTitle.pl', before: 'Demo Dom Maklerski', after: 'Acme Dom Maklerski' },
    ]);
  });

  it('reports a text set from nothing, and cleared, per language (PL before EN)', () => {
    expect(
      diffSnapshots(defaultRowSnapshot, { ...defaultRowSnapshot, headline: { en: 'Hello', pl: 'Cześć' } }),
    ).toEqual([
      { field: 'headline.pl', before: null, after: 'Cześć' },
      { field: 'headline.en', before: null, after: 'Hello' },
    ]);
    expect(diffSnapshots(demoSnapshot, { ...demoSnapshot, consent2: { pl: 'x' } })).toEqual([
      {
        field: 'consent2.pl',
        before: 'Zapoznałem się z dokumentem ryzyk inwestycyjnych Demo Domu Maklerskiego.',
        after: 'x',
      },
      { field: 'consent2.en', before: 'I have read the investment risks of Demo Brokerage House.', after: null },
    ]);
  });

  it('reports the admin configuration field by field, in spec order', () => {
    const changes = diffSnapshots(customSnapshot, {
      ...customSnapshot,
      adminConfiguration: {
        investorPanelHeaderColor: '#0f766e',
        themeColors: '#7c2d12,#9a3412,#fff7ed',
        siteTitle: { en: 'Acme Capital', pl: 'Custom Capital' },
        reg: 'https://acme.example/reg.pdf',
      },
    });
    expect(changes).toEqual([
      { field: 'adminConfiguration.reg', before: null, after: 'https://acme.example/reg.pdf' },
      { field: 'adminConfiguration.siteTitle.en', before: 'Custom Capital', after: 'Acme Capital' },
      { field: 'adminConfiguration.themeColors', before: '#0f766e,#115e59,#f0fdfa', after: '#7c2d12,#9a3412,#fff7ed' },
      { field: 'adminConfiguration.advisorPanelHeaderColor', before: '#0f766e', after: null },
    ]);
  });

  it('orders changes as the snapshot fields, and reports columns and flags whole', () => {
    const changes = diffSnapshots(investorDemoSnapshot, {
      ...investorDemoSnapshot,
      legalPersonsEnabled: false,
      hostname: 'acme.localhost',
      theme: 'theme_navy',
      logo: null,
    });
    expect(changes.map((change) => change.field)).toEqual(['hostname', 'theme', 'logo', 'legalPersonsEnabled']);
    expect(changes[0]).toEqual({ field: 'hostname', before: 'inwestor.demo.localhost', after: 'acme.localhost' });
    expect(changes[3]).toEqual({ field: 'legalPersonsEnabled', before: true, after: false });
  });

  it('reports every set value of a first revision (no before)', () => {
    const changes = diffSnapshots(null, defaultRowSnapshot);
    expect(changes).toEqual([
      { field: 'tenantId', before: null, after: '00000000-0000-4000-8000-000000000001' },
      { field: 'language', before: null, after: 'pl' },
      { field: 'theme', before: null, after: 'theme_default' },
      { field: 'logo', before: null, after: 'default-logo.svg' },
      { field: 'investorPanelBlocked', before: null, after: false },
      { field: 'legalPersonsEnabled', before: null, after: false },
      { field: 'liveChatEnabled', before: null, after: false },
    ]);
  });

  it('compares arrays and unknown nested values deeply, and reports them whole; unknown admin keys last, sorted', () => {
    const before = { ...demoSnapshot, adminConfiguration: { zeta: [1, 2], alpha: { x: 1 } } };
    expect(diffSnapshots(before, structuredClone(before))).toEqual([]);
    const after = { ...demoSnapshot, adminConfiguration: { zeta: [2, 1], alpha: { x: 2 }, inviteText: null } };
    expect(diffSnapshots(before, after)).toEqual([
      { field: 'adminConfiguration.alpha.x', before: 1, after: 2 },
      { field: 'adminConfiguration.zeta', before: [1, 2], after: [2, 1] },
    ]);
  });

  it('reports a value replaced by a value of another shape whole', () => {
    expect(diffSnapshots(demoSnapshot, { ...demoSnapshot, headline: 'plain' })).toEqual([
      { field: 'headline', before: demoSnapshot.headline, after: 'plain' },
    ]);
  });

  it('is what an onboarding edit through the draft produces (round trip through the editor)', () => {
    const draft = hostDraftSchema.parse({
      ...draftFromSnapshot(demoSnapshot),
      hostname: 'acme.localhost',
      theme: 'theme-custom',
      customColors: { main: '#0f766e', hover: '#115e59', highlight: '#f0fdfa' },
      siteTitle: { pl: 'Acme', en: 'Demo Brokerage House' },
    });
    const changes = diffSnapshots(demoSnapshot, snapshotFromDraft(draft));
    expect(changes).toEqual([
      { field: 'hostname', before: 'demo.localhost', after: 'acme.localhost' },
      { field: 'theme', before: 'theme_navy', after: 'theme_custom' },
      { field: 'siteTitle.pl', before: 'Demo Dom Maklerski', after: 'Acme' },
      { field: 'adminConfiguration.themeColors', before: null, after: '#0f766e,#115e59,#f0fdfa' },
    ]);
    expect(snapshotChangesSchema.parse(JSON.parse(JSON.stringify(changes)))).toEqual(changes);
  });
});

describe('jsonEqual', () => {
  it.each([
    [{ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, true],
    [[1, 2], [2, 1], false],
    [{ a: null }, {}, true],
    [null, {}, false],
    ['1', 1, false],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(jsonEqual(a, b)).toBe(expected);
  });
});

describe('describeChange', () => {
  it('labels the field with its language and layer', () => {
    expect(changeFieldLabel('siteTitle.pl')).toEqual({
      key: 'console:branding.fields.siteTitle',
      language: 'pl',
      admin: false,
      path: 'siteTitle',
    });
    expect(changeFieldLabel('adminConfiguration.consent2.en')).toMatchObject({ admin: true, language: 'en' });
    expect(changeFieldLabel('adminConfiguration.zeta')).toMatchObject({ key: '', path: 'zeta' });
  });

  it('says what changed, in both languages', () => {
    const change = { field: 'siteTitle.en', before: 'Demo', after: 'Acme' };
    expect(changeKind(change)).toBe('changed');
    expect(describeChange(change, 'en')).toBe('Site title (EN): “Demo” → “Acme”');
    expect(describeChange(change, 'pl')).toBe('Tytuł strony (EN): “Demo” → “Acme”');
  });

  it('describes set, cleared, flags and admin overrides', () => {
    expect(
      describeChange({ field: 'adminConfiguration.themeColors', before: null, after: '#000000,#111111,#222222' }, 'en'),
    ).toBe('Custom colours: set to “#000000,#111111,#222222”');
    expect(describeChange({ field: 'adminConfiguration.siteTitle.pl', before: null, after: 'A' }, 'en')).toBe(
      'Site title (PL) – admin override: set to “A”',
    );
    expect(describeChange({ field: 'theme', before: 'theme_navy', after: 'theme_custom' }, 'en')).toBe(
      'Theme: “theme-navy” → “theme-custom”',
    );
    expect(describeChange({ field: 'logo', before: 'a.svg', after: null }, 'pl')).toBe('Logo: usunięto “a.svg”');
    expect(describeChange({ field: 'investorPanelBlocked', before: false, after: true }, 'pl')).toBe(
      'Panel inwestora zablokowany: nie → tak',
    );
    expect(describeChange({ field: 'adminConfiguration.zeta', before: [1], after: [2] }, 'en')).toBe(
      'zeta – admin override: [1] → [2]',
    );
  });

  it('gives the message with its params for a client that translates itself', () => {
    expect(changeMessage({ field: 'reg', before: null, after: 'r.pdf' }, 'en')).toEqual({
      key: 'console:branding.change.set',
      params: { field: 'Terms link', before: '(empty)', after: '“r.pdf”' },
    });
  });

  it('has a label in both languages for every snapshot field and admin field', () => {
    for (const field of [...hostSnapshotFields, ...Object.keys(adminConfigurationSchema.shape)]) {
      for (const language of ['pl', 'en'] as const) {
        const key = `console:branding.fields.${field}`;
        expect(translate(language, key), `${language} ${field}`).not.toBe(key);
      }
    }
  });

  it('labels every field a snapshot diff names', () => {
    const changes = diffSnapshots(null, {
      ...customSnapshot,
      adminConfiguration: {
        investmentRisks: 'a',
        reg: 'a',
        privacyPolicy: 'a',
        inviteText: { pl: 'a' },
        campaignInvestButtonText: { pl: 'a' },
        formInvestButtonText: { pl: 'a' },
        consent2: { pl: 'a' },
        consent3: { pl: 'a' },
        equityPlaceholder: { pl: 'a' },
        debtPlaceholder: { pl: 'a' },
        favicon: 'a',
        siteTitle: { pl: 'a' },
        themeColors: 'a',
        investorPanelHeaderColor: 'a',
        investorPanelDescriptionColor: 'a',
        advisorPanelHeaderColor: 'a',
        advisorPanelDescriptionColor: 'a',
      },
    });
    for (const change of changes) {
      const label = changeFieldLabel(change.field);
      expect(label.key, change.field).not.toBe('');
      expect(describeChange(change, 'pl')).not.toContain('console:');
    }
  });
});
