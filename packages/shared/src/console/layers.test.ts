import { describe, expect, it } from 'vitest';
import { brandingDefaults } from '../i18n/core.ts';
import { customSnapshot, demoSnapshot } from '../testing/host-snapshots.ts';
import { draftFromSnapshot, type HostDraftInput } from './host-draft.ts';
import { effectiveRef, effectiveText, visibleChanges } from './layers.ts';

const custom = draftFromSnapshot(customSnapshot);
const demo = draftFromSnapshot(demoSnapshot);

function edit(draft: HostDraftInput, change: (copy: HostDraftInput) => void): HostDraftInput {
  const copy = structuredClone(draft);
  change(copy);
  return copy;
}

describe('effectiveText', () => {
  it('is the admin override when there is one, else the landing text, else the default', () => {
    // custom.localhost: the site title only in its admin configuration.
    expect(effectiveText(custom, 'siteTitle', 'en')).toEqual({ value: 'Custom Capital', source: 'admin' });
    expect(effectiveText(demo, 'siteTitle', 'pl')).toEqual({ value: 'Demo Dom Maklerski', source: 'landing' });
    expect(effectiveText(custom, 'consent2', 'pl')).toEqual({
      value: brandingDefaults('pl').consent2,
      source: 'default',
    });
    const both = edit(demo, (copy) => {
      copy.admin = { ...copy.admin, formInvestButtonText: { pl: 'Zapisuję się' } };
    });
    expect(effectiveText(both, 'formInvestButtonText', 'pl')).toEqual({ value: 'Zapisuję się', source: 'admin' });
    // Per language: no English override, so the landing text shows in English.
    expect(effectiveText(both, 'formInvestButtonText', 'en')).toEqual({
      value: 'Submit my subscription',
      source: 'landing',
    });
  });
});

describe('effectiveRef', () => {
  it('is the admin link, else the landing one (a file name under /images), else a placeholder', () => {
    const linked = edit(demo, (copy) => {
      copy.reg = 'https://demo.localhost/dokumenty/regulamin.pdf';
    });
    expect(effectiveRef(linked, 'reg')).toEqual({
      value: 'https://demo.localhost/dokumenty/regulamin.pdf',
      source: 'landing',
    });
    expect(effectiveRef(demo, 'favicon')).toEqual({ value: '/images/demo-favicon.svg', source: 'landing' });
    expect(effectiveRef(custom, 'reg')).toEqual({ value: '#', source: 'default' });
    expect(effectiveRef(custom, 'favicon').source).toBe('landing');
    const overridden = edit(demo, (copy) => {
      copy.admin = { ...copy.admin, reg: 'https://demo.localhost/regulamin-2.pdf' };
    });
    expect(effectiveRef(overridden, 'reg')).toEqual({
      value: 'https://demo.localhost/regulamin-2.pdf',
      source: 'admin',
    });
  });

  it('is an uploaded legal document over both layers, in the host’s language when it has one (decision 043)', () => {
    const file = { sha256: 'a'.repeat(64), fileName: 'terms.pdf', size: 1000, version: 2 };
    const withDocuments = edit(overriddenDemo(), (copy) => {
      copy.legalDocuments = { terms: { en: file, pl: file }, risks: { en: file } };
    });
    expect(effectiveRef(withDocuments, 'reg')).toEqual({ value: '/legal/terms.pl.pdf', source: 'document' });
    expect(effectiveRef(withDocuments, 'investmentRisks')).toEqual({
      value: '/legal/risks.en.pdf',
      source: 'document',
    });
    expect(effectiveRef(withDocuments, 'privacyPolicy').source).toBe('admin');
  });
});

function overriddenDemo(): HostDraftInput {
  return edit(demo, (copy) => {
    copy.admin = { ...copy.admin, reg: 'https://x.test/r.pdf', privacyPolicy: 'https://x.test/p.pdf' };
  });
}

describe('visibleChanges', () => {
  it('counts a new legal document as visible: investors accept its version', () => {
    const file = { sha256: 'b'.repeat(64), fileName: 'privacy.pdf', size: 10 };
    const added = edit(custom, (copy) => {
      copy.legalDocuments = { privacy: { en: file } };
    });
    expect(visibleChanges(custom, added)).toContain('legalDocuments');
  });

  it('finds nothing when only a value under an override changes (what visitors get stays)', () => {
    const under = edit(custom, (copy) => {
      copy.siteTitle = { pl: 'Nowy tytuł', en: 'New title' };
    });
    expect(visibleChanges(custom, under)).toEqual([]);
  });

  it('names what visitors see change, per language', () => {
    const title = edit(custom, (copy) => {
      copy.admin = { ...copy.admin, siteTitle: { en: 'Custom Capital Ltd' } };
    });
    // The Polish override went with it: Polish visitors now get the (empty) landing → default.
    expect(visibleChanges(custom, title)).toEqual(['siteTitle.pl', 'siteTitle.en']);
    const colours = edit(custom, (copy) => {
      copy.customColors = { main: '#000000', hover: '#111111', highlight: '#ffffff' };
    });
    expect(visibleChanges(custom, colours)).toEqual(['colors']);
  });
});
