import { createHash } from 'node:crypto';
import { sniffUpload } from '@wl/api';
import type { Database } from '@wl/db';
import {
  LEGAL_DOCUMENT_MAX_BYTES,
  type LegalDocumentFile,
  type LegalDocuments,
  languages,
  legalDocumentKinds,
  legalDocumentsSchema,
} from '@wl/shared/config';
import { brandingMessages } from '@wl/shared/console';
import type { Tx } from '../hosts/host-row.ts';
import { refuse } from '../trpc.ts';

/*
 * A host's legal documents (decision 043): the PDFs are stored once per content in branding_asset
 * (as application/pdf, which the public branding-asset route never serves), the draft names them
 * by hash, and publishing gives each new file of a host, kind and language the next version.
 */

export const PDF_TYPE = 'application/pdf';

export type SaveLegalDocumentResult =
  | { ok: true; file: LegalDocumentFile }
  | { ok: false; failure: { key: string; params?: Record<string, string | number> } };

/**
 * Checks an uploaded document like every PDF the platform takes (decision 026: sniffed type, no
 * markup or archive inside, ends like a PDF, no JavaScript or launch actions), at most 5 MB, a
 * `.pdf` name; stores it once per content.
 */
export async function saveLegalDocumentFile(
  db: Database,
  input: { fileName: string; bytes: Buffer; uploadedBy: string },
): Promise<SaveLegalDocumentResult> {
  if (input.bytes.length > LEGAL_DOCUMENT_MAX_BYTES) {
    return { ok: false, failure: { key: 'console:checks.uploadTooLarge', params: { max: '5 MB' } } };
  }
  const pdf = input.fileName.toLowerCase().endsWith('.pdf') && (await sniffUpload(input.bytes, [PDF_TYPE])) !== null;
  if (!pdf) return { ok: false, failure: { key: 'console:checks.uploadType', params: { types: 'PDF' } } };
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  await db.brandingAsset.upsert({
    where: { sha256 },
    create: {
      sha256,
      contentType: PDF_TYPE,
      size: input.bytes.length,
      bytes: new Uint8Array(input.bytes),
      fileName: input.fileName,
      uploadedBy: input.uploadedBy,
    },
    update: {},
  });
  return { ok: true, file: { sha256, fileName: input.fileName, size: input.bytes.length } };
}

/** The bytes of a stored document by its hash, or null (unknown, or not a PDF). */
export async function findLegalDocumentFile(
  db: Pick<Database, 'brandingAsset'>,
  sha256: string,
): Promise<Uint8Array | null> {
  if (!/^[0-9a-f]{64}$/.test(sha256)) return null;
  const row = await db.brandingAsset.findUnique({ where: { sha256 }, select: { contentType: true, bytes: true } });
  return row?.contentType === PDF_TYPE ? row.bytes : null;
}

/**
 * The documents of a snapshot about to go live, each with its version: the version this host
 * already gave the same file of that kind and language (a rollback, an unchanged document), or
 * the next one, recorded now. A hash that is not a stored PDF (a hand-made draft) is refused.
 */
export async function assignLegalVersions(
  tx: Tx,
  hostConfigId: string,
  value: unknown,
  publishedBy: string,
): Promise<LegalDocuments | null> {
  if (value === null || value === undefined) return null;
  const parsed = legalDocumentsSchema.safeParse(value);
  if (!parsed.success) throw refuse('BAD_REQUEST', brandingMessages.legalDocumentMissing);
  const out: LegalDocuments = {};
  for (const kind of legalDocumentKinds) {
    for (const language of languages) {
      const file = parsed.data[kind]?.[language];
      if (!file) continue;
      const stored = await tx.brandingAsset.findUnique({
        where: { sha256: file.sha256 },
        select: { contentType: true, size: true },
      });
      if (stored?.contentType !== PDF_TYPE) throw refuse('BAD_REQUEST', brandingMessages.legalDocumentMissing);
      const key = { hostConfigId, kind, language };
      const known = await tx.legalDocument.findUnique({
        where: { hostConfigId_kind_language_sha256: { ...key, sha256: file.sha256 } },
        select: { version: true },
      });
      let version = known?.version;
      if (version === undefined) {
        const latest = await tx.legalDocument.aggregate({ where: key, _max: { version: true } });
        version = (latest._max.version ?? 0) + 1;
        await tx.legalDocument.create({
          data: { ...key, version, sha256: file.sha256, fileName: file.fileName, size: stored.size, publishedBy },
        });
      }
      out[kind] = { ...out[kind], [language]: { ...file, size: stored.size, version } };
    }
  }
  return Object.keys(out).length === 0 ? null : out;
}
