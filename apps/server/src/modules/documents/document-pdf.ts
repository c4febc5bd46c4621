import type { AnyNode, BlockNode, DocumentContent, InlineNode, Mark, TableNode } from '@groundwork/domain/documents';
import { INK, MUTED, PAGE_MARGIN, RULE, startPdf, type PdfPage } from '../../lib/pdf-document';
import { printable } from '../../lib/pdf-text';

/*
 * A document as a letter-size PDF (pdfkit, like every PDF we make): headings, paragraphs with bold, italic, underline,
 * strike-through and links, lists and checklists indented by depth, quotes, code, rules, tables as a grid and the
 * uploaded images (already re-encoded when they were uploaded), and a footer on every page.
 */

export interface DocumentPdfInput {
  title: string;
  content: DocumentContent;
  companyName: string;
  /** "Version 12 · exported March 5, 2026". */
  footer: string;
  /** The bytes of the document's images by their address; an image missing here is left out. */
  images: ReadonlyMap<string, { bytes: Buffer; width: number; height: number }>;
  compress?: boolean;
}

const headingSizes = [0, 20, 16, 14, 12, 11, 11];
const BODY_SIZE = 10.5;
const INDENT = 18;

function fontFor(marks: readonly Mark[] | undefined, base: 'Helvetica' | 'Courier' = 'Helvetica', bold = false): string {
  const names = new Set((marks ?? []).map((mark) => mark.type));
  if (names.has('code') || base === 'Courier') return 'Courier';
  const isBold = bold || names.has('bold');
  const isItalic = names.has('italic');
  if (isBold && isItalic) return 'Helvetica-BoldOblique';
  if (isBold) return 'Helvetica-Bold';
  if (isItalic) return 'Helvetica-Oblique';
  return 'Helvetica';
}

const children = (node: AnyNode): readonly AnyNode[] => ('content' in node && Array.isArray(node.content) ? (node.content as AnyNode[]) : []);

export async function documentPdf(input: DocumentPdfInput): Promise<Buffer> {
  const page = startPdf({ title: input.title, author: input.companyName, subject: input.title }, { compress: input.compress });
  const { doc, left, width } = page;

  /** A run of inline text at `x`, `textWidth` wide, continuing piece by piece so marks change mid-line. */
  function inline(nodes: readonly InlineNode[] | undefined, x: number, textWidth: number, size: number, options: { bold?: boolean; color?: string; prefix?: string } = {}) {
    const pieces: Array<{ text: string; marks?: readonly Mark[] }> = [];
    if (options.prefix) pieces.push({ text: options.prefix });
    for (const node of nodes ?? []) pieces.push(node.type === 'text' ? { text: node.text, marks: node.marks } : { text: '\n' });
    if (pieces.length === 0) pieces.push({ text: ' ' });
    page.ensureRoom(size * 1.6);
    const y = doc.y;
    pieces.forEach((piece, index) => {
      const link = piece.marks?.find((mark) => mark.type === 'link');
      const names = new Set((piece.marks ?? []).map((mark) => mark.type));
      doc
        .font(fontFor(piece.marks, 'Helvetica', options.bold))
        .fontSize(size)
        .fillColor(link ? '#1d4ed8' : (options.color ?? INK));
      const text = printable(piece.text);
      const textOptions = {
        width: textWidth,
        continued: index < pieces.length - 1,
        underline: names.has('underline') || Boolean(link),
        strike: names.has('strike'),
        ...(link && link.type === 'link' ? { link: link.attrs.href } : {}),
      };
      if (index === 0) doc.text(text, x, y, textOptions);
      else doc.text(text, textOptions);
    });
    doc.moveDown(0.35);
  }

  function table(node: TableNode, x: number, tableWidth: number) {
    const rows = node.content ?? [];
    const columns = Math.max(1, ...rows.map((row) => (row.content ?? []).reduce((sum, cell) => sum + (cell.attrs?.colspan ?? 1), 0)));
    const columnWidth = tableWidth / columns;
    const padding = 4;
    doc.moveDown(0.3);
    for (const row of rows) {
      const cells = row.content ?? [];
      const texts = cells.map((cell) => printable(children(cell).map((child) => blockText(child)).join('\n')));
      doc.fontSize(9);
      const heights = cells.map((cell, index) => {
        doc.font(cell.type === 'tableHeader' ? 'Helvetica-Bold' : 'Helvetica');
        return doc.heightOfString(texts[index] || ' ', { width: columnWidth * (cell.attrs?.colspan ?? 1) - padding * 2 });
      });
      const height = Math.max(14, ...heights) + padding * 2;
      page.ensureRoom(height);
      const top = doc.y;
      let cellX = x;
      cells.forEach((cell, index) => {
        const cellWidth = columnWidth * (cell.attrs?.colspan ?? 1);
        if (cell.type === 'tableHeader') doc.rect(cellX, top, cellWidth, height).fillColor('#f3f4f6').fill();
        doc.rect(cellX, top, cellWidth, height).lineWidth(0.5).strokeColor(RULE).stroke();
        doc
          .font(cell.type === 'tableHeader' ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(9)
          .fillColor(INK)
          .text(texts[index] || ' ', cellX + padding, top + padding, { width: cellWidth - padding * 2 });
        cellX += cellWidth;
      });
      doc.x = x;
      doc.y = top + height;
    }
    doc.moveDown(0.6);
  }

  function blockText(node: AnyNode): string {
    if (node.type === 'text') return node.text;
    if (node.type === 'hardBreak') return '\n';
    const inner = children(node);
    const separator = node.type === 'paragraph' || node.type === 'heading' ? '' : '\n';
    return inner.map(blockText).join(separator);
  }

  function blocks(nodes: readonly AnyNode[] | undefined, depth: number) {
    for (const node of nodes ?? []) block(node as BlockNode, depth);
  }

  function listItems(items: readonly AnyNode[], depth: number, marker: (index: number, item: AnyNode) => string) {
    const x = left + depth * INDENT;
    items.forEach((item, index) => {
      const [first, ...rest] = children(item);
      const label = marker(index, item);
      if (first && (first.type === 'paragraph' || first.type === 'heading')) {
        inline(first.content, x, width - depth * INDENT, BODY_SIZE, { prefix: `${label}  ` });
        blocks(rest, depth + 1);
      } else {
        inline([], x, width - depth * INDENT, BODY_SIZE, { prefix: label });
        blocks(children(item), depth + 1);
      }
    });
  }

  function block(node: BlockNode, depth: number) {
    const x = left + depth * INDENT;
    const blockWidth = width - depth * INDENT;
    switch (node.type) {
      case 'heading': {
        const size = headingSizes[node.attrs.level] ?? 12;
        page.ensureRoom(size * 3);
        doc.moveDown(0.4);
        inline(node.content, x, blockWidth, size, { bold: true });
        return;
      }
      case 'paragraph':
        inline(node.content, x, blockWidth, BODY_SIZE);
        return;
      case 'bulletList':
        listItems(node.content ?? [], depth, () => '•');
        return;
      case 'orderedList': {
        const start = node.attrs?.start ?? 1;
        listItems(node.content ?? [], depth, (index) => `${start + index}.`);
        return;
      }
      case 'taskList':
        // The standard fonts have no ballot boxes.
        listItems(node.content ?? [], depth, (_index, item) => (item.type === 'taskItem' && item.attrs?.checked ? '[x]' : '[  ]'));
        return;
      case 'blockquote': {
        const top = doc.y;
        blocks(node.content, depth + 1);
        doc.moveTo(x + 4, top).lineTo(x + 4, doc.y).lineWidth(2).strokeColor(RULE).stroke();
        return;
      }
      case 'codeBlock': {
        const text = printable((node.content ?? []).map((piece) => piece.text).join(''));
        doc.font('Courier').fontSize(9);
        const height = doc.heightOfString(text || ' ', { width: blockWidth - 12 }) + 12;
        page.ensureRoom(Math.min(height, 200));
        doc.rect(x, doc.y, blockWidth, Math.min(height, page.bottom() - doc.y)).fillColor('#f3f4f6').fill();
        doc.fillColor(INK).text(text || ' ', x + 6, doc.y + 6, { width: blockWidth - 12 });
        doc.moveDown(0.6);
        return;
      }
      case 'horizontalRule':
        page.ensureRoom(16);
        doc.moveDown(0.4);
        doc.moveTo(x, doc.y).lineTo(x + blockWidth, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
        doc.moveDown(0.6);
        return;
      case 'image': {
        const image = input.images.get(node.attrs.src);
        if (!image) return;
        try {
          const scale = Math.min(1, blockWidth / image.width, 400 / image.height);
          const height = image.height * scale;
          page.ensureRoom(height + 8);
          doc.image(image.bytes, x, doc.y, { width: image.width * scale, height });
          doc.y += height + 8;
          doc.x = left;
        } catch {
          // An image pdfkit cannot read is left out rather than failing the document.
        }
        return;
      }
      case 'table':
        table(node, x, blockWidth);
        return;
      default:
        return;
    }
  }

  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(printable(input.title), left, doc.y, { width });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(printable(input.companyName), { width });
  doc.moveDown(1);
  blocks(input.content.content, 0);

  footer(page, printable(input.footer));
  doc.end();
  return page.done;
}

function footer(page: PdfPage, text: string) {
  const { doc, left, width } = page;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Text inside the bottom margin would start a new page unless the margin is lifted while it is drawn.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${text} - page ${index - range.start + 1} of ${range.count}`, left, doc.page.height - PAGE_MARGIN + 10, { width, align: 'center', lineBreak: false });
  }
}
