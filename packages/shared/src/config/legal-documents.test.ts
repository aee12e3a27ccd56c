import { describe, expect, it } from 'vitest';
import '../i18n/index.ts';
import { changeMessage, describeChange, diffSnapshots } from '../console/snapshot-diff.ts';
import { demoSnapshot } from '../testing/host-snapshots.ts';
import { defaultHostBranding } from './host-branding.ts';
import {
  chooseLegalDocument,
  legalDocumentPath,
  type PublishedLegalDocument,
  parseLegalDocumentName,
  publishedLegalDocuments,
} from './legal-documents.ts';
import { resolveBranding } from './resolve-branding.ts';

const sha = (c: string) => c.repeat(64);
const file = (c: string, version?: number) => ({
  sha256: sha(c),
  fileName: `${c}.pdf`,
  size: 10,
  ...(version ? { version } : {}),
});

describe('legal document names', () => {
  it('reads the stable and the versioned name, and nothing else', () => {
    expect(parseLegalDocumentName('terms.pl.pdf')).toEqual({ kind: 'terms', language: 'pl' });
    expect(parseLegalDocumentName('risks.en.v12.pdf')).toEqual({ kind: 'risks', language: 'en', version: 12 });
    for (const name of [
      'terms.de.pdf',
      'terms.pl.v0.pdf',
      'terms.pl.v01.pdf',
      'Terms.pl.pdf',
      'terms.pl.pdf.exe',
      '../terms.pl.pdf',
      `terms.pl.v${'9'.repeat(50)}.pdf`,
    ]) {
      expect(parseLegalDocumentName(name), name).toBeNull();
    }
    expect(legalDocumentPath('privacy', 'en')).toBe('/legal/privacy.en.pdf');
    expect(legalDocumentPath('privacy', 'en', 3)).toBe('/legal/privacy.en.v3.pdf');
  });
});

describe('published documents', () => {
  it('are the versioned entries of a stored value, in kind then language order', () => {
    expect(
      publishedLegalDocuments({
        privacy: { en: file('b', 2) },
        terms: { en: file('c', 1), pl: file('a', 5) },
        risks: { pl: file('d') },
      }),
    ).toEqual([
      { kind: 'terms', language: 'pl', version: 5, sha256: sha('a') },
      { kind: 'terms', language: 'en', version: 1, sha256: sha('c') },
      { kind: 'privacy', language: 'en', version: 2, sha256: sha('b') },
    ]);
    expect(publishedLegalDocuments({ terms: 'not a document' })).toEqual([]);
    expect(publishedLegalDocuments(null)).toEqual([]);
  });

  it('are chosen for a reader: their language, else the host’s, else any', () => {
    const documents: PublishedLegalDocument[] = [
      { kind: 'terms', language: 'pl', version: 1, sha256: sha('a') },
      { kind: 'terms', language: 'en', version: 2, sha256: sha('b') },
      { kind: 'risks', language: 'en', version: 1, sha256: sha('c') },
    ];
    expect(chooseLegalDocument(documents, 'terms', 'en', 'pl')?.version).toBe(2);
    expect(chooseLegalDocument(documents, 'risks', 'pl', 'pl')?.language).toBe('en');
    expect(chooseLegalDocument(documents, 'privacy', 'pl', 'pl')).toBeNull();
  });

  it('win over the link fields in what a page shows, and name their versions', () => {
    const branding = {
      ...defaultHostBranding,
      landing: { ...defaultHostBranding.landing, reg: 'https://broker.example/old-terms.pdf' },
      legalDocuments: [{ kind: 'terms' as const, language: 'pl' as const, version: 4, sha256: sha('a') }],
    };
    const resolved = resolveBranding(branding, 'en', {} as never);
    expect(resolved.links.reg).toBe('/legal/terms.pl.pdf');
    expect(resolved.links.privacyPolicy).toBe('#');
    expect(resolved.documents).toEqual([{ kind: 'terms', language: 'pl', version: 4, sha256: sha('a') }]);
  });
});

describe('a document in the publish diff', () => {
  it('is one change per kind and language, in words', () => {
    const before = { ...demoSnapshot, legalDocuments: { terms: { pl: file('a', 1) } } };
    const after = { ...demoSnapshot, legalDocuments: { terms: { pl: file('b') }, risks: { en: file('c') } } };
    const changes = diffSnapshots(before, after);
    expect(changes.map((change) => change.field)).toEqual(['legalDocuments.terms.pl', 'legalDocuments.risks.en']);
    expect(describeChange(changes[0] as never, 'pl')).toBe('Regulamin (PL): „a.pdf” (wersja 1) → „b.pdf” (nowy plik)');
    expect(changeMessage(changes[1] as never, 'en').params).toMatchObject({ field: 'Investment risks (EN)' });
  });
});
