import PDFDocument from 'pdfkit';
import { printable } from './pdf-text';

export const PAGE_MARGIN = 50;
export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const RULE = '#d1d5db';

export interface PdfPage {
  doc: PDFKit.PDFDocument;
  /** The finished file, once `doc.end()` has been called. */
  done: Promise<Buffer>;
  left: number;
  width: number;
  right: number;
  /** The lowest y the body may reach: the footer lives below it. */
  bottom: () => number;
  /** Starts a new page when fewer than `height` points are left above the footer. */
  ensureRoom: (height: number) => void;
  /** A bold section heading, moved to a new page rather than left alone at the bottom of one. */
  heading: (text: string) => void;
}

/**
 * A letter-size document with the margins, colours and section headings our PDFs share (the proposal, the crew
 * sheet), collected into one Buffer. Streams are compressed unless `compress: false` (tests read the text).
 */
export function startPdf(info: { title: string; author: string; subject: string }, options: { compress?: boolean } = {}): PdfPage {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE_MARGIN,
    compress: options.compress ?? true,
    bufferPages: true,
    info: { Title: printable(info.title), Author: printable(info.author), Subject: info.subject },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE_MARGIN;
  const width = doc.page.width - PAGE_MARGIN * 2;
  const bottom = () => doc.page.height - PAGE_MARGIN - 20;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const heading = (text: string) => {
    ensureRoom(40);
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).fillColor(INK).text(printable(text), left, doc.y, { width });
    doc.moveDown(0.3);
  };
  return { doc, done, left, width, right: left + width, bottom, ensureRoom, heading };
}

/** What a document's letterhead shows of the company (the proposal's and the invoice's public company). */
export interface Letterhead {
  name: string;
  addressLines: readonly string[];
  phone: string;
  email: string;
  website: string;
}

/**
 * The letterhead at the top of a client's document: the logo on the left, the company on the right; the page
 * continues below both. An image pdfkit cannot read leaves the letterhead without a logo rather than failing the
 * document.
 */
export function drawLetterhead(page: PdfPage, company: Letterhead, logo: { bytes: Buffer } | null): void {
  const { doc, left, width } = page;
  const top = doc.y;
  let logoBottom = top;
  if (logo) {
    try {
      doc.image(logo.bytes, left, top, { fit: [160, 64] });
      logoBottom = top + 64;
    } catch {
      // No logo, as said above.
    }
  }
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(printable(company.name), left, top, { width, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of [...company.addressLines, company.phone, company.email, company.website].filter(Boolean))
    doc.text(printable(line), left, doc.y, { width, align: 'right' });
  doc.y = Math.max(doc.y, logoBottom) + 18;
}

