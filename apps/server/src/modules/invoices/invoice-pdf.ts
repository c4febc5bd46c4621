import { formatDollars, invoiceLabel, invoiceStatusLabels, paymentTermsLabels, type PublicInvoice } from '@groundwork/domain/invoices';
import { labelRateUnitLabels } from '@groundwork/domain/products';
import { salesTaxLabel } from '@groundwork/domain/sales-tax';
import { formatUnitPrice } from '@groundwork/domain/shared';
import { longDate } from '../../lib/dates';
import type { DecodedImage } from '../../lib/images';
import { drawLetterhead, INK, MUTED, PAGE_MARGIN, RULE, startPdf } from '../../lib/pdf-document';
import { printable } from '../../lib/pdf-text';

/**
 * The invoice a client receives: logo and company details, who is billed and where the work was done, the lines,
 * subtotal, tax, total, what was paid and credited, the balance and how to pay. It is drawn from what the public page
 * shows (PublicInvoice), so the PDF can never carry more than the link does. Streams are compressed unless
 * `compress: false` (tests read the text).
 */
export function renderInvoicePdf(input: { invoice: PublicInvoice; logo: DecodedImage | null }, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { invoice } = input;
  const label = invoiceLabel(invoice.number);
  const page = startPdf({ title: `Invoice ${label}`, author: invoice.company.name, subject: 'Invoice' }, options);
  const { doc, done, left, width, right, bottom, ensureRoom, heading } = page;

  drawLetterhead(page, invoice.company, input.logo);

  // ── Title ──
  const title = invoice.status === 'void' ? `Invoice ${label} (void)` : invoice.status === 'draft' ? `Invoice ${label} (draft)` : `Invoice ${label}`;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(title, left, doc.y, { width });
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(`Date: ${longDate(invoice.issueDate)}`, left, doc.y, { width });
  doc.text(`Terms: ${paymentTermsLabels[invoice.terms]}`, left, doc.y, { width });
  doc.text(`Due: ${longDate(invoice.dueDate)}`, left, doc.y, { width });
  doc.text(`Status: ${invoiceStatusLabels[invoice.status]}`, left, doc.y, { width });
  doc.moveDown(1);

  // ── Client and property, side by side ──
  const columnWidth = (width - 20) / 2;
  const blockTop = doc.y;
  const block = (heading: string, name: string, lines: string[], x: number) => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(heading.toUpperCase(), x, blockTop, { width: columnWidth });
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(printable(name), x, doc.y, { width: columnWidth });
    doc.font('Helvetica').fontSize(10);
    for (const line of lines) doc.text(printable(line), x, doc.y, { width: columnWidth });
    return doc.y;
  };
  const clientBottom = block('Bill to', invoice.client.name, invoice.client.addressLines, left);
  const propertyBottom = invoice.property ? block('Service address', invoice.property.name, invoice.property.addressLines, left + columnWidth + 20) : blockTop;
  doc.y = Math.max(clientBottom, propertyBottom);

  // ── Lines ──
  const quantityWidth = 60;
  const priceWidth = 80;
  const amountWidth = 90;
  const descriptionWidth = width - quantityWidth - priceWidth - amountWidth - 30;
  const quantityX = left + descriptionWidth + 10;
  const priceX = quantityX + quantityWidth + 10;
  const amountX = right - amountWidth;
  const tableHeader = () => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
    const y = doc.y;
    doc.text('DESCRIPTION', left, y, { width: descriptionWidth });
    doc.text('QTY', quantityX, y, { width: quantityWidth, align: 'right' });
    doc.text('UNIT PRICE', priceX, y, { width: priceWidth, align: 'right' });
    doc.text('AMOUNT', amountX, y, { width: amountWidth, align: 'right' });
    doc.moveTo(left, doc.y + 3).lineTo(right, doc.y + 3).strokeColor(RULE).lineWidth(0.8).stroke();
    doc.y += 8;
  };
  heading('Services');
  tableHeader();
  for (const line of invoice.lines) {
    // A line sales tax does not apply to says so, as the tax below is worked out on the others only.
    const description = printable(line.taxable ? line.description : `${line.description} (not taxed)`);
    doc.font('Helvetica').fontSize(10);
    const height = doc.heightOfString(description, { width: descriptionWidth });
    if (doc.y + height + 8 > bottom()) {
      doc.addPage();
      tableHeader();
    }
    const y = doc.y;
    doc.fillColor(INK).text(description, left, y, { width: descriptionWidth });
    doc.text(String(line.quantity), quantityX, y, { width: quantityWidth, align: 'right' });
    doc.text(formatUnitPrice(line.unitPrice), priceX, y, { width: priceWidth, align: 'right' });
    doc.text(formatDollars(line.amount), amountX, y, { width: amountWidth, align: 'right' });
    doc.y = y + height + 4;
    doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor(RULE).lineWidth(0.5).stroke();
    doc.y += 4;
  }

  // ── Totals ──
  ensureRoom(130);
  doc.moveDown(0.5);
  const labelX = right - amountWidth - 250;
  const total = (text: string, amount: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10).fillColor(INK);
    doc.text(text, labelX, y, { width: 240, align: 'right' });
    doc.text(formatDollars(amount), amountX, y, { width: amountWidth, align: 'right' });
    doc.moveDown(0.2);
  };
  total('Subtotal', invoice.subtotal);
  total(printable(salesTaxLabel(invoice.taxRateName, invoice.taxRatePercent)), invoice.tax);
  total('Total', invoice.total, true);
  if (invoice.amountPaid !== 0) total('Paid', -invoice.amountPaid);
  if (invoice.credited !== 0) total('Credited', -invoice.credited);
  total('Balance due', invoice.balance, true);

  if (invoice.applications?.length) {
    // The company prints the visits' pesticide and fertiliser records on its invoices (chemical-applications settings).
    heading('Application records');
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    for (const application of invoice.applications) {
      const parts = [
        longDate(application.appliedOn),
        application.productName,
        application.epaRegistrationNumber ? `EPA Reg. No. ${application.epaRegistrationNumber}` : null,
        application.rate === null ? null : `${application.rate} ${labelRateUnitLabels[application.labelRateUnit]} per 1,000 sq ft`,
        application.areaTreated === null ? null : `${application.areaTreated.toLocaleString('en-US')} sq ft`,
      ];
      ensureRoom(14);
      doc.text(printable(parts.filter(Boolean).join(' — ')), left, doc.y, { width });
    }
  }
  if (invoice.notes) {
    heading('Notes');
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(printable(invoice.notes), left, doc.y, { width });
  }
  if (invoice.paymentInstructions) {
    heading('How to pay');
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(printable(invoice.paymentInstructions), left, doc.y, { width });
  }

  // ── Footer on every page ──
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Text inside the bottom margin would start a new page unless the margin is lifted while it is drawn.
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - PAGE_MARGIN + 10;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(`Invoice ${label} - page ${index - range.start + 1} of ${range.count}`, left, footerY, { width, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
