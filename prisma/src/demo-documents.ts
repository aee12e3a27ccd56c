import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Language, type LegalDocumentKind, type LegalDocuments, languages, legalDocumentKinds } from '@wl/shared';
import type { Prisma } from '../generated/client/client.ts';

/**
 * The demo hosts' legal documents (decision 043): small real PDFs in `prisma/demo-documents`
 * (made by `make-demo-documents.mjs` there), one per brand, kind and language, seeded as
 * version 1 of each.
 */
export type DemoDocumentBrand = 'demo' | 'custom';

const DIRECTORY = new URL('../demo-documents/', import.meta.url);

interface DemoDocument {
  kind: LegalDocumentKind;
  language: Language;
  sha256: string;
  fileName: string;
  bytes: Buffer;
}

function demoDocuments(brand: DemoDocumentBrand): DemoDocument[] {
  return legalDocumentKinds.flatMap((kind) =>
    languages.map((language) => {
      const fileName = `${brand}-${kind}.${language}.pdf`;
      const bytes = readFileSync(fileURLToPath(new URL(fileName, DIRECTORY)));
      return { kind, language, fileName, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
    }),
  );
}

/** The host column of a brand's documents, each at version 1. */
export function demoLegalDocuments(brand: DemoDocumentBrand): LegalDocuments {
  const column: LegalDocuments = {};
  for (const document of demoDocuments(brand)) {
    column[document.kind] = {
      ...column[document.kind],
      [document.language]: {
        sha256: document.sha256,
        fileName: document.fileName,
        size: document.bytes.length,
        version: 1,
      },
    };
  }
  return column;
}

/** Stores a brand's PDFs (once per content) and records them as the host's version 1. */
export async function storeDemoDocuments(
  tx: Prisma.TransactionClient,
  hostConfigId: string,
  brand: DemoDocumentBrand,
  publishedBy: string,
): Promise<void> {
  for (const document of demoDocuments(brand)) {
    await tx.brandingAsset.upsert({
      where: { sha256: document.sha256 },
      create: {
        sha256: document.sha256,
        contentType: 'application/pdf',
        size: document.bytes.length,
        bytes: new Uint8Array(document.bytes),
        fileName: document.fileName,
        uploadedBy: publishedBy,
      },
      update: {},
    });
    await tx.legalDocument.create({
      data: {
        hostConfigId,
        kind: document.kind,
        language: document.language,
        version: 1,
        sha256: document.sha256,
        fileName: document.fileName,
        size: document.bytes.length,
        publishedBy,
      },
    });
  }
}
