import { formatDollars, ledgerEntryKindLabels, type CustomerLedger } from '@groundwork/domain/invoices';
import { longDate } from '../../lib/dates';
import type { DecodedImage } from '../../lib/images';
import { drawLetterhead, INK, MUTED, PAGE_MARGIN, RULE, startPdf, type Letterhead } from '../../lib/pdf-document';
import { printable } from '../../lib/pdf-text';

export interface StatementInput {
  company: Letterhead;
  logo: DecodedImage | null;
  customer: { name: string; addressLines: readonly string[] };
  ledger: CustomerLedger;
}

/**
 * A customer's statement: the letterhead, who it is for and the period, what was owed at its start, every invoice,
 * payment, credit note and refund in it with the running balance, and what is owed at its end (overdue and credit
 * available beside it). Drawn from the ledger the office sees, so the two never disagree. Streams are compressed
 * unless `compress: false` (tests read the text).
 */
export function renderStatementPdf(input: StatementInput, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { ledger } = input;
  const page = startPdf({ title: `Statement for ${input.customer.name}`, author: input.company.name, subject: 'Statement' }, options);
  const { doc, done, left, width, right, bottom, ensureRoom } = page;

  drawLetterhead(page, input.company, input.logo);

  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text('Statement', left, doc.y, { width });
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(ledger.from ? `Period: ${longDate(ledger.from)} to ${longDate(ledger.to)}` : `As of ${longDate(ledger.to)}`, left, doc.y, { width });
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('STATEMENT FOR', left, doc.y, { width });
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(printable(input.customer.name), left, doc.y, { width });
  doc.font('Helvetica').fontSize(10);
  for (const line of input.customer.addressLines) doc.text(printable(line), left, doc.y, { width });
  doc.moveDown(1);

  // ── The entries ──
  const dateWidth = 80;
  const kindWidth = 90;
  const moneyWidth = 75;
  const referenceWidth = width - dateWidth - kindWidth - moneyWidth * 3 - 20;
  const kindX = left + dateWidth;
  const referenceX = kindX + kindWidth;
  const debitX = referenceX + referenceWidth + 5;
  const creditX = debitX + moneyWidth + 5;
  const balanceX = right - moneyWidth;
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
    const y = doc.y;
    doc.text('DATE', left, y, { width: dateWidth });
    doc.text('TYPE', kindX, y, { width: kindWidth });
    doc.text('REFERENCE', referenceX, y, { width: referenceWidth });
    doc.text('CHARGES', debitX, y, { width: moneyWidth, align: 'right' });
    doc.text('CREDITS', creditX, y, { width: moneyWidth, align: 'right' });
    doc.text('BALANCE', balanceX, y, { width: moneyWidth, align: 'right' });
    doc.moveTo(left, doc.y + 3).lineTo(right, doc.y + 3).strokeColor(RULE).lineWidth(0.8).stroke();
    doc.y += 8;
  };
  const row = (cells: { date: string; kind: string; reference: string; debit: string; credit: string; balance: string }, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const reference = printable(cells.reference);
    const height = Math.max(doc.heightOfString(reference, { width: referenceWidth }), doc.heightOfString(cells.kind, { width: kindWidth }));
    if (doc.y + height + 6 > bottom()) {
      doc.addPage();
      header();
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    }
    const y = doc.y;
    doc.fillColor(INK);
    doc.text(cells.date, left, y, { width: dateWidth });
    doc.text(cells.kind, kindX, y, { width: kindWidth });
    doc.text(reference, referenceX, y, { width: referenceWidth });
    doc.text(cells.debit, debitX, y, { width: moneyWidth, align: 'right' });
    doc.text(cells.credit, creditX, y, { width: moneyWidth, align: 'right' });
    doc.text(cells.balance, balanceX, y, { width: moneyWidth, align: 'right' });
    doc.y = y + height + 3;
    doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor(RULE).lineWidth(0.4).stroke();
    doc.y += 3;
  };
  header();
  if (ledger.from)
    row({ date: ledger.from, kind: 'Opening balance', reference: '', debit: '', credit: '', balance: formatDollars(ledger.openingBalance) }, true);
  for (const entry of ledger.entries)
    row({
      date: entry.date,
      kind: ledgerEntryKindLabels[entry.kind],
      reference: entry.reference,
      debit: entry.debit ? formatDollars(entry.debit) : '',
      credit: entry.credit ? formatDollars(entry.credit) : '',
      balance: formatDollars(entry.balance),
    });
  if (ledger.entries.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('Nothing was billed, paid or credited in this period.', left, doc.y, { width });
    doc.moveDown(0.5);
  }

  // ── What is owed ──
  ensureRoom(80);
  doc.moveDown(0.6);
  const labelX = right - moneyWidth - 250;
  const total = (text: string, amount: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10).fillColor(INK);
    doc.text(text, labelX, y, { width: 240, align: 'right' });
    doc.text(formatDollars(amount), balanceX - 20, y, { width: moneyWidth + 20, align: 'right' });
    doc.moveDown(0.2);
  };
  // A negative balance is money the customer has with the company, so it reads as credit, not as a debt.
  if (ledger.closingBalance < 0) total(`Credit on account at ${longDate(ledger.to)}`, -ledger.closingBalance, true);
  else total(`Balance due at ${longDate(ledger.to)}`, ledger.closingBalance, true);
  if (ledger.overdueBalance > 0) total('Of which overdue', ledger.overdueBalance);
  if (ledger.creditAvailable > 0) total('Credit available', ledger.creditAvailable);

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - PAGE_MARGIN + 10;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(`Statement for ${printable(input.customer.name)} - page ${index - range.start + 1} of ${range.count}`, left, footerY, { width, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
