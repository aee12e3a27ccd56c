/*
 * A host's legal documents (issue 17, item 8; decision 043): the terms, the privacy policy and the
 * investment risks, one PDF per language, uploaded in the console and published with the host's
 * branding. Each published file gets a version per host, kind and language; every edge serves the
 * live one at a stable URL and each published one at a versioned URL, and what an investor accepts
 * names those versions.
 */

import { z } from 'zod';
import { languageSchema, languages } from './fields.ts';
import { LEGAL_DOCUMENT_FILE_NAME_MAX, LEGAL_DOCUMENT_MAX_BYTES, legalDocumentKinds } from './legal-document-files.ts';

export {
  chooseLegalDocument,
  LEGAL_DOCUMENT_FILE_NAME_MAX,
  LEGAL_DOCUMENT_MAX_BYTES,
  LEGAL_DOCUMENT_PREFIX,
  type LegalDocumentKind,
  legalDocumentKinds,
  legalDocumentPath,
  legalDocumentsFor,
  legalLinkField,
  parseLegalDocumentName,
} from './legal-document-files.ts';

export const legalDocumentKindSchema = z.enum(legalDocumentKinds);

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
