import { z } from 'zod';
import { type Language, languageSchema, languages } from './fields.ts';

/*
 * A host's legal documents (issue 17, item 8; decision 043): the terms, the privacy policy and the
 * investment risks, one PDF per language, uploaded in the console and published with the host's
 * branding. Each published file gets a version per host, kind and language; every edge serves the
 * live one at a stable URL and each published one at a versioned URL, and what an investor accepts
 * names those versions.
 */

export const legalDocumentKinds = ['terms', 'privacy', 'risks'] as const;
export type LegalDocumentKind = (typeof legalDocumentKinds)[number];
export const legalDocumentKindSchema = z.enum(legalDocumentKinds);

/** The link field of the landing page (spec §3) each kind's document stands for. */
export const legalLinkField = {
  risks: 'investmentRisks',
  terms: 'reg',
  privacy: 'privacyPolicy',
} as const satisfies Record<LegalDocumentKind, string>;

/** A document is a PDF of at most 5 MB. */
export const LEGAL_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const LEGAL_DOCUMENT_FILE_NAME_MAX = 255;

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * One uploaded file in a draft or a snapshot: its content hash (the stored bytes), the name it
 * had, its size and, once published, its version (set by the server at publish, never by a client).
 */
export const legalDocumentFileSchema = z.strictObject({
  sha256: sha256Schema,
  fileName: z.string().min(1).max(LEGAL_DOCUMENT_FILE_NAME_MAX),
  size: z.number().int().positive().max(LEGAL_DOCUMENT_MAX_BYTES),
  version: z.number().int().positive().optional(),
});
export type LegalDocumentFile = z.infer<typeof legalDocumentFileSchema>;

/** The host's documents by kind and language; a missing entry has no uploaded document. */
export const legalDocumentsSchema = z.partialRecord(
  legalDocumentKindSchema,
  z.partialRecord(languageSchema, legalDocumentFileSchema),
);
export type LegalDocuments = z.infer<typeof legalDocumentsSchema>;

/** A published document as the edge injects it into pages and the API records acceptances of it. */
export const publishedLegalDocumentSchema = z.strictObject({
  kind: legalDocumentKindSchema,
  language: languageSchema,
  version: z.number().int().positive(),
  sha256: sha256Schema,
});
export type PublishedLegalDocument = z.infer<typeof publishedLegalDocumentSchema>;

/** What an acceptance names of a document: which one, in which language, which version. */
export const acceptedLegalDocumentSchema = publishedLegalDocumentSchema.omit({ sha256: true });
export type AcceptedLegalDocument = z.infer<typeof acceptedLegalDocumentSchema>;

/**
 * The published documents of a stored `legal_documents` value, in kind then language order;
 * entries without a version (never published) or of another shape are left out.
 */
export function publishedLegalDocuments(value: unknown): PublishedLegalDocument[] {
  const parsed = legalDocumentsSchema.safeParse(value);
  if (!parsed.success) return [];
  const out: PublishedLegalDocument[] = [];
  for (const kind of legalDocumentKinds) {
    for (const language of languages) {
      const file = parsed.data[kind]?.[language];
      if (file?.version) out.push({ kind, language, version: file.version, sha256: file.sha256 });
    }
  }
  return out;
}

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
export function chooseLegalDocument(
  documents: readonly PublishedLegalDocument[],
  kind: LegalDocumentKind,
  language: Language,
  hostLanguage: Language,
): PublishedLegalDocument | null {
  const ofKind = documents.filter((document) => document.kind === kind);
  return (
    ofKind.find((document) => document.language === language) ??
    ofKind.find((document) => document.language === hostLanguage) ??
    ofKind[0] ??
    null
  );
}

/** One document for each kind the host has, as a visitor reading in `language` gets them. */
export function legalDocumentsFor(
  documents: readonly PublishedLegalDocument[],
  language: Language,
  hostLanguage: Language,
): PublishedLegalDocument[] {
  return legalDocumentKinds.flatMap((kind) => chooseLegalDocument(documents, kind, language, hostLanguage) ?? []);
}
