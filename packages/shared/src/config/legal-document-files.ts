import type { Language } from './languages.ts';

/*
 * Which legal document a visitor gets and where it is served, without zod: the portal's first
 * screen links them before any schema has loaded (decision 075). Their schemas are in
 * legal-documents.ts (issue 17, item 8; decision 043).
 */

export const legalDocumentKinds = ['terms', 'privacy', 'risks'] as const;
export type LegalDocumentKind = (typeof legalDocumentKinds)[number];

/** What choosing a document reads of one (a `PublishedLegalDocument` has more). */
interface LegalDocumentRef {
  kind: LegalDocumentKind;
  language: Language;
}

/** The link field of the landing page (spec §3) each kind's document stands for. */
export const legalLinkField = {
  risks: 'investmentRisks',
  terms: 'reg',
  privacy: 'privacyPolicy',
} as const satisfies Record<LegalDocumentKind, string>;

/** A document is a PDF of at most 5 MB. */
export const LEGAL_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const LEGAL_DOCUMENT_FILE_NAME_MAX = 255;

/**
 * `/legal/terms.pl.pdf` (the live version, stable) or `/legal/terms.pl.v3.pdf` (that version,
 * forever). Paths on the host itself, so every edge and every host name serves them.
 */
export function legalDocumentPath(kind: LegalDocumentKind, language: Language, version?: number): string {
  return `/legal/${kind}.${language}${version === undefined ? '' : `.v${version}`}.pdf`;
}

export const LEGAL_DOCUMENT_PREFIX = '/legal/';

const DOCUMENT_NAME = /^(terms|privacy|risks)\.(pl|en)(?:\.v([1-9][0-9]{0,5}))?\.pdf$/;

/** The document a `/legal/…` file name asks for, or null (anchored, linear, at most 6 digits). */
export function parseLegalDocumentName(
  name: string,
): { kind: LegalDocumentKind; language: Language; version?: number } | null {
  if (name.length > 40) return null;
  const match = DOCUMENT_NAME.exec(name);
  if (!match) return null;
  const kind = match[1] as LegalDocumentKind;
  const language = match[2] as Language;
  return match[3] ? { kind, language, version: Number(match[3]) } : { kind, language };
}

/**
 * The document of a kind a visitor reading in `language` gets: the one in their language, else
 * the one in the host's language, else any (Polish first); null when the host has none.
 */
export function chooseLegalDocument<Document extends LegalDocumentRef>(
  documents: readonly Document[],
  kind: LegalDocumentKind,
  language: Language,
  hostLanguage: Language,
): Document | null {
  const ofKind = documents.filter((document) => document.kind === kind);
  return (
    ofKind.find((document) => document.language === language) ??
    ofKind.find((document) => document.language === hostLanguage) ??
    ofKind[0] ??
    null
  );
}

/** One document for each kind the host has, as a visitor reading in `language` gets them. */
export function legalDocumentsFor<Document extends LegalDocumentRef>(
  documents: readonly Document[],
  language: Language,
  hostLanguage: Language,
): Document[] {
  return legalDocumentKinds.flatMap((kind) => chooseLegalDocument(documents, kind, language, hostLanguage) ?? []);
}
