import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Database } from '@wl/db';
import { loadPdfKit } from '../core/branded-pdf.ts';
import { saveLinkedFile } from './save-file.ts';
import type { FileStorage } from './storage.ts';

const require = createRequire(import.meta.url);

/** The host whose tenant gets the demo documents (prisma/src/seed.ts). */
export const DEMO_DOCUMENTS_HOST = 'demo.localhost';
/** The demo advisor who owns one of them (the others are the tenant's). */
export const DEMO_DOCUMENTS_ADVISOR_EMAIL = 'doradca@demo.localhost';

interface DemoDocument {
  fileName: string;
  title: string;
  paragraphs: string[];
  /** Owned by the demo advisor; otherwise tenant-wide. */
  advisorOwned: boolean;
}

export const demoDocuments: readonly DemoDocument[] = [
  {
    fileName: 'Regulamin oferty.pdf',
    title: 'Regulamin oferty',
    paragraphs: [
      '§ 1. Niniejszy regulamin określa zasady składania zapisów na obligacje oferowane za pośrednictwem platformy Demo Domu Maklerskiego.',
      '§ 2. Zapis może złożyć inwestor, który zapoznał się z dokumentem ryzyk inwestycyjnych i zaakceptował zgody.',
      '§ 3. Zapis staje się wiążący po podpisaniu umowy i wpłacie pełnej kwoty na rachunek wskazany w ofercie.',
      'Dokument demonstracyjny – treść przykładowa, bez mocy prawnej.',
    ],
    advisorOwned: false,
  },
  {
    fileName: 'Tabela opłat.pdf',
    title: 'Tabela opłat i prowizji',
    paragraphs: [
      'Prowizja od zapisu: 0,00 zł.',
      'Opłata za prowadzenie rachunku: 0,00 zł miesięcznie.',
      'Przelew środków z tytułu wykupu obligacji: bezpłatnie.',
      'Dokument demonstracyjny – kwoty przykładowe.',
    ],
    advisorOwned: true,
  },
  {
    fileName: 'Polityka prywatności.pdf',
    title: 'Polityka prywatności',
    paragraphs: [
      'Administratorem danych osobowych jest Demo Dom Maklerski S.A. Dane przetwarzamy w celu obsługi zapisów i wykonania umów.',
      'Przysługuje Pani/Panu prawo dostępu do danych, ich sprostowania, usunięcia oraz wniesienia sprzeciwu.',
      'Kontakt w sprawach ochrony danych: iod@demo.localhost.',
      'Dokument demonstracyjny – treść przykładowa.',
    ],
    advisorOwned: false,
  },
];

let fontBytes: Buffer | undefined;
const font = () => {
  fontBytes ??= readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
  return fontBytes;
};

/** A one-page A4 PDF with a title and paragraphs, in DejaVu Sans (Polish letters included). */
export async function renderDemoPdf(title: string, paragraphs: readonly string[]): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Demo Dom Maklerski' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('DejaVu', font());
    doc.font('DejaVu').fontSize(18).text(title);
    doc.moveDown();
    doc.fontSize(11);
    for (const paragraph of paragraphs) doc.text(paragraph).moveDown(0.5);
    doc.end();
  });
}

/**
 * The demo tenant's documents (Documents screen of the advisor panel): three small Polish PDFs,
 * one owned by the demo advisor, the others tenant-wide. Idempotent: nothing happens when the
 * demo host is missing or its tenant already has documents.
 */
export async function seedDemoDocuments(db: Database, storage: FileStorage): Promise<{ created: number }> {
  const host = await db.hostConfig.findUnique({ where: { hostname: DEMO_DOCUMENTS_HOST }, select: { tenantId: true } });
  if (!host) return { created: 0 };
  const { tenantId } = host;
  if ((await db.document.count({ where: { tenantId } })) > 0) return { created: 0 };
  const advisor = await db.advisor.findFirst({
    where: { tenantId, user: { email: DEMO_DOCUMENTS_ADVISOR_EMAIL } },
    select: { id: true, userId: true },
  });
  const pdfs = await Promise.all(demoDocuments.map((document) => renderDemoPdf(document.title, document.paragraphs)));
  let created = 0;
  for (const [index, document] of demoDocuments.entries()) {
    const owner = document.advisorOwned ? advisor : null;
    await saveLinkedFile(
      db,
      storage,
      {
        tenantId,
        fileName: document.fileName,
        contentType: 'application/pdf',
        bytes: pdfs[index] as Buffer,
        uploadedByUserId: owner?.userId ?? null,
      },
      (tx, file) =>
        tx.document.create({
          data: {
            tenantId,
            fileId: file.id,
            ownerAdvisorId: owner?.id ?? null,
            // Distinct, ordered creation times, so the newest-first list is stable.
            createdAt: new Date(Date.now() - (demoDocuments.length - index) * 60_000),
          },
        }),
    );
    created += 1;
  }
  return { created };
}
