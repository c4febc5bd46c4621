import { detailText, proposalTerms, visitsText, type PublicProposal } from '@groundwork/domain/proposals';
import { salesTaxLabel } from '@groundwork/domain/sales-tax';
import { formatUnitPrice } from '@groundwork/domain/shared';
import { dateIn, longDate } from '../../lib/dates';
import type { DecodedImage } from '../../lib/images';
import { drawLetterhead, INK, MUTED, PAGE_MARGIN, RULE, startPdf } from '../../lib/pdf-document';
import { printable } from '../../lib/pdf-text';

export interface ProposalPdfInput {
  proposal: PublicProposal;
  /** The date printed on the proposal (YYYY-MM-DD): when it was sent, or today for a draft. */
  issuedOn: string;
  /**
   * The company's main logo, decoded and encoded afresh by reencodeRaster: the PDF library decodes some PNGs in a
   * callback where a damaged stream would throw outside any request, so it is only ever given clean bytes.
   */
  logo: DecodedImage | null;
  timeZone: string;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The proposal a client receives: logo and company details, client and property, the client-facing lines (a price
 * per service, never costs or margins), tax and total, terms and a signature block. Streams are compressed unless
 * `compress: false` (tests read the text).
 */
export function renderProposalPdf(input: ProposalPdfInput, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { proposal } = input;
  const page = startPdf({ title: `Proposal #${proposal.number}`, author: proposal.company.name, subject: 'Proposal' }, options);
  const { doc, done, left, width, right, bottom, ensureRoom, heading } = page;

  drawLetterhead(page, proposal.company, input.logo);

  // ── Title ──
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(`Proposal #${proposal.number}`, left, doc.y, { width });
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(`Date: ${longDate(input.issuedOn)}`, left, doc.y, { width });
  doc.text(`Valid until: ${longDate(proposal.expiresOn)}`, left, doc.y, { width });
  doc.moveDown(1);

  // ── Client and property, side by side ──
  const columnWidth = (width - 20) / 2;
  const blockTop = doc.y;
  const block = (title: string, name: string, lines: string[], x: number) => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, blockTop, { width: columnWidth });
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(printable(name), x, doc.y, { width: columnWidth });
    doc.font('Helvetica').fontSize(10);
    for (const line of lines) doc.text(printable(line), x, doc.y, { width: columnWidth });
    return doc.y;
  };
  const clientBottom = block('Prepared for', proposal.client.name, proposal.client.addressLines, left);
  const propertyBottom = proposal.property
    ? block('Service address', proposal.property.name, proposal.property.addressLines, left + columnWidth + 20)
    : blockTop;
  doc.y = Math.max(clientBottom, propertyBottom);

  if (proposal.description) {
    heading('Scope of work');
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(printable(proposal.description), left, doc.y, { width });
  }

  // ── Lines ──
  const nameWidth = 170;
  const amountWidth = 90;
  const descriptionWidth = width - nameWidth - amountWidth - 20;
  const descriptionX = left + nameWidth + 10;
  const amountX = right - amountWidth;
  const tableHeader = () => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
    const y = doc.y;
    doc.text('SERVICE', left, y, { width: nameWidth });
    doc.text('DESCRIPTION', descriptionX, y, { width: descriptionWidth });
    doc.text('AMOUNT', amountX, y, { width: amountWidth, align: 'right' });
    doc.moveTo(left, doc.y + 3).lineTo(right, doc.y + 3).strokeColor(RULE).lineWidth(0.8).stroke();
    doc.y += 8;
  };
  heading('Services');
  tableHeader();
  for (const line of proposal.lines) {
    const name = printable(line.name);
    // What the client buys: the season's visits × price per visit, the description, and a detailed proposal's lines.
    const description = printable(
      [visitsText(line, usd.format), line.description.trim(), ...line.details.map((detail) => `${detailText(detail, formatUnitPrice)} = ${usd.format(detail.amount)}`)]
        .filter(Boolean)
        .join('\n'),
    );
    doc.font('Helvetica').fontSize(10);
    const height = Math.max(doc.heightOfString(name, { width: nameWidth }), doc.heightOfString(description || ' ', { width: descriptionWidth }));
    if (doc.y + height + 8 > bottom()) {
      doc.addPage();
      tableHeader();
    }
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(name, left, y, { width: nameWidth });
    doc.font('Helvetica').fillColor(MUTED).text(description, descriptionX, y, { width: descriptionWidth });
    doc.fillColor(INK).text(usd.format(line.amount), amountX, y, { width: amountWidth, align: 'right' });
    doc.y = y + height + 4;
    doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor(RULE).lineWidth(0.5).stroke();
    doc.y += 4;
  }

  // ── Totals ──
  ensureRoom(70);
  doc.moveDown(0.5);
  // Wide enough for a named rate on one line: 'Sales tax — Minneapolis 8.025%'.
  const labelX = right - amountWidth - 250;
  const total = (label: string, amount: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10).fillColor(INK);
    doc.text(label, labelX, y, { width: 240, align: 'right' });
    doc.text(usd.format(amount), amountX, y, { width: amountWidth, align: 'right' });
    doc.moveDown(0.2);
  };
  total('Subtotal', proposal.subtotal);
  total(printable(salesTaxLabel(proposal.taxRateName, proposal.taxRatePercent)), proposal.tax);
  total('Total', proposal.total, true);

  // ── Terms ──
  heading('Terms and conditions');
  doc.font('Helvetica').fontSize(9).fillColor(INK).text(printable(proposalTerms(proposal.terms)), left, doc.y, { width, align: 'left' });

  // ── Signature block ──
  ensureRoom(140);
  heading('Acceptance');
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  doc.text('By signing below, the client accepts this proposal, its prices and the terms above.', left, doc.y, { width });
  const response = proposal.response;
  if (response?.kind === 'approved') {
    const on = longDate(dateIn(input.timeZone, new Date(response.at)));
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).text(printable(`Approved by ${response.name ?? 'the client'} on ${on} (online)`), left, doc.y, { width });
  } else {
    const lineWidth = (width - 30) / 2;
    const signatureLine = (label: string, x: number, y: number) => {
      doc.moveTo(x, y).lineTo(x + lineWidth, y).strokeColor(INK).lineWidth(0.7).stroke();
      doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(label, x, y + 4, { width: lineWidth });
    };
    let y = doc.y + 40;
    signatureLine('Client signature', left, y);
    signatureLine('Date', left + lineWidth + 30, y);
    y += 44;
    signatureLine('Printed name', left, y);
    doc.y = y + 20;
  }

  // ── Footer on every page ──
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Text inside the bottom margin would start a new page unless the margin is lifted while it is drawn.
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - PAGE_MARGIN + 10;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(`Proposal #${proposal.number} - page ${index - range.start + 1} of ${range.count}`, left, footerY, {
      width,
      align: 'center',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
