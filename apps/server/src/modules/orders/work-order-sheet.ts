import { workOrderLabel, type WorkOrder } from '@groundwork/domain/orders';
import { dateIn, longDate } from '../../lib/dates';
import { INK, MUTED, PAGE_MARGIN, RULE, startPdf } from '../../lib/pdf-document';
import { printable } from '../../lib/pdf-text';

export interface WorkOrderSheetInput {
  order: WorkOrder;
  companyName: string;
  /** The company's zone: the sheet's "printed on" date is its today. */
  timeZone: string;
}

/** '07:30' → '7:30 AM'. */
function clockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Up to 4 decimals, without trailing zeros: 0.75, 1.5, 6. */
const quantity = (value: number) => String(Math.round(value * 10_000) / 10_000);
/** Hours with one decimal and an h (ARCHITECTURE §3). */
const hours = (value: number) => `${value.toFixed(1)} h`;

/**
 * The crew sheet of a work order, printed for the truck: who, where, when, what to do (the lines and their
 * quantities per visit), the budget in hours and people, the instructions and the job's notes, and blanks for the
 * crew to fill in (time in and out, materials used, the crew leader's signature). It never shows a price, a cost or
 * a margin. Streams are compressed unless `compress: false` (tests read the text).
 */
export function renderWorkOrderSheet(input: WorkOrderSheetInput, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { order } = input;
  const label = workOrderLabel(order.number);
  const { doc, done, left, width, right, bottom, ensureRoom, heading } = startPdf(
    { title: `Work order ${label}`, author: input.companyName, subject: 'Work order' },
    options,
  );
  const paragraph = (text: string) => doc.font('Helvetica').fontSize(10).fillColor(INK).text(printable(text), left, doc.y, { width });

  // ── Header: the company, then the order ──
  doc.font('Helvetica-Bold').fontSize(12).fillColor(MUTED).text(printable(input.companyName), left, doc.y, { width });
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(20).fillColor(INK).text(`Work order ${label}`, left, doc.y, { width });
  doc.font('Helvetica-Bold').fontSize(13).text(printable(order.title), left, doc.y, { width });
  doc.moveDown(0.6);

  // ── When and who, where ──
  const columnWidth = (width - 20) / 2;
  const blockTop = doc.y;
  const block = (title: string, lines: string[], x: number) => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, blockTop, { width: columnWidth });
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    for (const line of lines) doc.text(printable(line), x, doc.y, { width: columnWidth });
    return doc.y;
  };
  const whenBottom = block(
    'When and who',
    [
      `Date: ${order.date ? longDate(order.date) : 'Not scheduled'}`,
      `Start time: ${order.startTime ? clockTime(order.startTime) : '-'}`,
      `Crew: ${order.crewName ?? 'Not assigned'}`,
      `Budget: ${hours(order.budgetedHours)}, crew of ${order.crewSize}`,
    ],
    left,
  );
  const whereBottom = block('Customer and address', [order.customerName, order.address || 'No address on file'], left + columnWidth + 20);
  doc.y = Math.max(whenBottom, whereBottom);

  // ── The work ──
  heading('Work to do');
  if (order.lines.length === 0) {
    paragraph(order.title);
  } else {
    const quantityWidth = 80;
    const nameWidth = width - quantityWidth - 10;
    const tableHeader = () => {
      doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
      const y = doc.y;
      doc.text('ITEM', left, y, { width: nameWidth });
      doc.text('QUANTITY', right - quantityWidth, y, { width: quantityWidth, align: 'right' });
      doc.moveTo(left, doc.y + 3).lineTo(right, doc.y + 3).strokeColor(RULE).lineWidth(0.8).stroke();
      doc.y += 8;
    };
    tableHeader();
    for (const line of order.lines) {
      const name = printable([line.name, line.description.trim()].filter(Boolean).join('\n'));
      doc.font('Helvetica').fontSize(10);
      const height = doc.heightOfString(name, { width: nameWidth });
      if (doc.y + height + 8 > bottom()) {
        doc.addPage();
        tableHeader();
      }
      const y = doc.y;
      doc.fillColor(INK).text(name, left, y, { width: nameWidth });
      doc.text(line.type === 'labor' ? `${quantity(line.quantity)} h` : quantity(line.quantity), right - quantityWidth, y, { width: quantityWidth, align: 'right' });
      doc.y = y + height + 4;
      doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor(RULE).lineWidth(0.5).stroke();
      doc.y += 4;
    }
  }

  if (order.instructions.trim()) {
    heading('Instructions');
    paragraph(order.instructions);
  }
  if (order.jobNotes.trim()) {
    heading('Job notes');
    paragraph(order.jobNotes);
  }

  // ── For the crew to fill in ──
  const blankLine = (labelText: string, x: number, y: number, lineWidth: number) => {
    doc.moveTo(x, y).lineTo(x + lineWidth, y).strokeColor(INK).lineWidth(0.7).stroke();
    doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(labelText, x, y + 4, { width: lineWidth });
  };
  ensureRoom(90);
  heading('Time on site');
  {
    const third = (width - 40) / 3;
    const y = doc.y + 24;
    blankLine('Time in', left, y, third);
    blankLine('Time out', left + third + 20, y, third);
    blankLine('Total crew hours', left + (third + 20) * 2, y, third);
    doc.y = y + 20;
  }
  ensureRoom(130);
  heading('Materials used');
  for (let index = 0; index < 4; index += 1) {
    const y = doc.y + 20;
    doc.moveTo(left, y).lineTo(right, y).strokeColor(RULE).lineWidth(0.7).stroke();
    doc.y = y;
  }
  doc.y += 6;
  ensureRoom(110);
  heading('Crew leader');
  {
    const half = (width - 30) / 2;
    let y = doc.y + 34;
    blankLine('Crew leader signature', left, y, half);
    blankLine('Date', left + half + 30, y, half);
    y += 40;
    blankLine('Notes for the office', left, y, width);
    doc.y = y + 20;
  }

  // ── Footer on every page ──
  const printedOn = longDate(dateIn(input.timeZone));
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Text inside the bottom margin would start a new page unless the margin is lifted while it is drawn.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(`Work order ${label} - printed ${printedOn} - page ${index - range.start + 1} of ${range.count}`, left, doc.page.height - PAGE_MARGIN + 10, {
      width,
      align: 'center',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
