import { createRequire } from 'node:module';
import {
  brandingDefaults,
  formatDate,
  type HostBranding,
  type Language,
  readableTextOn,
  resolveBranding,
} from '@wl/shared';
import type PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

let pdfKit: Promise<typeof PDFDocument> | undefined;
/**
 * pdfkit, loaded with the first PDF rather than when the process starts: it and the font parsers
 * it brings hold 8-10 MiB of an edge that may never make a PDF (decision 080). The first PDF of a
 * process waits for it once (250-350 ms here).
 */
export function loadPdfKit(): Promise<typeof PDFDocument> {
  pdfKit ??= import('pdfkit').then((module) => module.default);
  return pdfKit;
}
const REGULAR_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** A started PDF: the document to draw on, its bytes once `doc.end()` is called, and its frame. */
export interface BrandedPdf {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
  /** The page's width between the margins. */
  width: number;
  margin: number;
  siteTitle: string;
  /** The host's main colour. */
  main: string;
}

export interface BrandedPdfOptions {
  branding: HostBranding;
  language: Language;
  /** The document's title, drawn under the band and stored (with the detail) as its title. */
  title: string;
  /** Appended to the stored title after a dash (e.g. the campaign's name). */
  titleDetail: string;
  /** The date printed under the title and stored as the creation date. */
  now: Date;
  /** In points; 56 by default. */
  margin?: number;
  /** The label before the printed date ("Date", "Data"). */
  dateLabel: string;
}

/**
 * Every PDF of the platform starts alike (the offer summary, the interest schedule): A4 in the
 * host's branding and the reader's language, DejaVu Sans embedded (so Polish letters are right
 * everywhere), the document information set explicitly (title, author and producer = the site
 * title, creation date), a band in the host's main colour with the site title, then the title and
 * the date. The caller draws the rest from `doc.y` and calls `doc.end()`; `done` has the bytes.
 */
export async function startBrandedPdf(options: BrandedPdfOptions): Promise<BrandedPdf> {
  const PDFDocument = await loadPdfKit();
  const { language, now, title } = options;
  const margin = options.margin ?? 56;
  const resolved = resolveBranding(options.branding, language, brandingDefaults(language));
  const siteTitle = resolved.texts.siteTitle;
  const main = resolved.colors.main;
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: {
      Title: `${title} — ${options.titleDetail}`,
      Author: siteTitle,
      Subject: title,
      Creator: siteTitle,
      Producer: siteTitle,
      CreationDate: now,
      ModDate: now,
    },
    lang: language === 'pl' ? 'pl-PL' : 'en-GB',
    displayTitle: true,
  });
  doc.registerFont('regular', REGULAR_FONT);
  doc.registerFont('bold', BOLD_FONT);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * margin;

  doc.rect(0, 0, doc.page.width, 80).fill(main);
  doc
    .fillColor(readableTextOn(main))
    .font('bold')
    .fontSize(18)
    .text(siteTitle, margin, 30, { width, lineBreak: false, ellipsis: true });
  doc.fillColor('#111827').font('bold').fontSize(16).text(title, margin, 110, { width });
  doc.moveDown(0.3);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#4b5563')
    .text(`${options.dateLabel}: ${formatDate(now)}`, { width });
  doc.fillColor('#111827');
  return { doc, done, width, margin, siteTitle, main };
}
