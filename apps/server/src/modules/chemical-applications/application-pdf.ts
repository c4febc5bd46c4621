import {
  applicationRecordFieldLabels,
  stateRuleProfiles,
  windDirectionLabels,
  type Application,
  type ApplicationReport,
  type StateRuleProfile,
} from '@groundwork/domain/chemical-applications';
import { workOrderLabel } from '@groundwork/domain/orders';
import { labelRateUnitLabels, signalWordLabels } from '@groundwork/domain/products';
import { longDate } from '../../lib/dates';
import { drawLetterhead, INK, MUTED, PAGE_MARGIN, RULE, startPdf, type Letterhead, type PdfPage } from '../../lib/pdf-document';
import { printable } from '../../lib/pdf-text';

/*
 * The chemical-application documents: the customer's copy of a record, the printable lawn sign and the records report
 * a regulator asks for. Each is drawn from the API's answer (Application, ApplicationReport), so a PDF never carries
 * more than the screen shows. Streams are compressed unless `compress: false` (tests read the text).
 */

type PdfOptions = { compress?: boolean };

/** One formatter per zone and style: making an Intl.DateTimeFormat costs far more than using one (reports format thousands). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, withDate: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withDate}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', withDate ? { timeZone, year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' } : { timeZone, hour: 'numeric', minute: '2-digit' });
    formatters.set(key, made);
  }
  return made;
}

/** "2:30 PM" in the company's zone. */
export function clockTime(iso: string, timeZone: string): string {
  return formatter(timeZone, false).format(new Date(iso));
}

/** "May 4, 2026 at 2:30 PM" in the company's zone. */
export function dateAndTime(iso: string, timeZone: string): string {
  return formatter(timeZone, true).format(new Date(iso));
}

const amount = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 4 });

/** The rate as a label states it: "0.9 lb per 1,000 sq ft". */
export function rateText(application: Pick<Application, 'rate' | 'labelRateUnit'>): string {
  return application.rate === null ? '' : `${amount(application.rate)} ${labelRateUnitLabels[application.labelRateUnit]} per 1,000 sq ft`;
}

export function weatherText(application: Pick<Application, 'temperatureF' | 'windSpeedMph' | 'windDirection'>): string {
  const parts = [
    application.temperatureF === null ? null : `${application.temperatureF} °F`,
    application.windSpeedMph === null ? null : `wind ${application.windSpeedMph} mph`,
    application.windDirection === null ? null : application.windDirection === 'calm' ? 'calm' : `from the ${windDirectionLabels[application.windDirection]}`,
  ];
  return parts.filter(Boolean).join(', ');
}

/** The fields of a record as its copy prints them, label and value, in the order the law lists them. */
export function recordRows(application: Application, timeZone: string): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    [applicationRecordFieldLabels.finishedAt, dateAndTime(application.finishedAt, timeZone)],
    ...(application.startedAt ? ([[applicationRecordFieldLabels.startedAt, clockTime(application.startedAt, timeZone)]] as Array<[string, string]>) : []),
    [applicationRecordFieldLabels.customerName, application.customerName],
    [applicationRecordFieldLabels.customerAddress, application.customerAddress],
    [applicationRecordFieldLabels.siteLocation, [application.siteLocation, application.siteDescription].filter((part, index, all) => part && all.indexOf(part) === index).join(' — ')],
    [applicationRecordFieldLabels.target, application.target],
    [applicationRecordFieldLabels.productName, application.productName],
    [applicationRecordFieldLabels.epaRegistrationNumber, application.epaRegistrationNumber ?? ''],
    ['Active ingredient', application.activeIngredient ?? ''],
    ['Signal word', application.signalWord ? signalWordLabels[application.signalWord] : ''],
    [applicationRecordFieldLabels.rate, rateText(application)],
    [applicationRecordFieldLabels.areaTreated, application.areaTreated === null ? '' : `${application.areaTreated.toLocaleString('en-US')} sq ft`],
    ['Total applied', application.totalApplied === null ? '' : `${amount(application.totalApplied)} ${labelRateUnitLabels[application.labelRateUnit]}`],
    [applicationRecordFieldLabels.temperatureF, application.temperatureF === null ? '' : `${application.temperatureF} °F`],
    [applicationRecordFieldLabels.windSpeedMph, application.windSpeedMph === null ? '' : `${application.windSpeedMph} mph`],
    [applicationRecordFieldLabels.windDirection, application.windDirection ? windDirectionLabels[application.windDirection] : ''],
    [applicationRecordFieldLabels.applicatorName, application.applicatorName],
    [applicationRecordFieldLabels.applicatorLicenseNumber, application.applicatorLicenseNumber ?? ''],
    [applicationRecordFieldLabels.companyName, application.companyName],
    [applicationRecordFieldLabels.companyAddress, application.companyAddress],
  ];
  return rows;
}

function footer(page: PdfPage, text: string): void {
  const { doc, left, width } = page;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(printable(`${text} — page ${index - range.start + 1} of ${range.count}`), left, doc.page.height - PAGE_MARGIN + 10, { width, align: 'center', lineBreak: false });
  }
}

/** The customer's copy: the company's letterhead, every field of the record, the re-entry advice and the sign. */
export function renderApplicationCopyPdf(
  input: { application: Application; company: Letterhead; logo: { bytes: Buffer } | null; timeZone: string },
  options: PdfOptions = {},
): Promise<Buffer> {
  const { application, timeZone } = input;
  const profile: StateRuleProfile | null = application.state ? stateRuleProfiles[application.state] : null;
  const page = startPdf({ title: `Application record ${application.appliedOn}`, author: application.companyName, subject: 'Pesticide and fertiliser application record' }, options);
  const { doc, done, left, width, heading, ensureRoom } = page;
  drawLetterhead(page, input.company, input.logo);

  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text('Lawn care application record', left, doc.y, { width });
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(printable(`Applied ${longDate(application.appliedOn)}${application.workOrderNumber ? ` on visit ${workOrderLabel(application.workOrderNumber)}` : ''}`), left, doc.y, { width });
  if (profile) doc.text(printable(`Kept under ${profile.citation}.`), left, doc.y, { width });
  doc.moveDown(0.8);

  const labelWidth = 170;
  for (const [label, value] of recordRows(application, timeZone)) {
    const text = printable(value || '—');
    doc.font('Helvetica').fontSize(10);
    const height = Math.max(doc.heightOfString(text, { width: width - labelWidth - 10 }), 12);
    ensureRoom(height + 6);
    const y = doc.y;
    doc.fillColor(MUTED).text(printable(label), left, y, { width: labelWidth });
    doc.fillColor(INK).text(text, left + labelWidth + 10, y, { width: width - labelWidth - 10 });
    doc.y = y + height + 3;
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor(RULE).lineWidth(0.5).stroke();
    doc.y += 3;
  }

  if (application.sign) {
    heading('Re-entry');
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    doc.text(printable(`Keep children and pets off the treated area until ${dateAndTime(application.sign.safeEntryAt, timeZone)}.`), left, doc.y, { width });
    const removal = application.sign.removal;
    doc.text(
      printable(
        removal.kind === 'at'
          ? `The warning sign stays up until ${dateAndTime(removal.at, timeZone)}.`
          : `The warning sign stays up until after sunset on ${longDate(removal.on)}.`,
      ),
      left,
      doc.y,
      { width },
    );
  }
  if (application.notes) {
    heading('Notes');
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(printable(application.notes), left, doc.y, { width });
  }
  if (application.missingFields.length > 0) {
    heading('Still to be completed');
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(printable(application.missingFields.map((field) => applicationRecordFieldLabels[field]).join(', ')), left, doc.y, { width });
  }
  footer(page, `${application.companyName} — application record of ${longDate(application.appliedOn)}`);
  doc.end();
  return done;
}

/**
 * The printable lawn sign: the state's words in large capitals, as big as the page allows, then (small, below a rule)
 * how the sign must be posted and when it comes down.
 */
export function renderApplicationSignPdf(input: { application: Application; timeZone: string }, options: PdfOptions = {}): Promise<Buffer> {
  const { application, timeZone } = input;
  const sign = application.sign!;
  const page = startPdf({ title: 'Lawn sign', author: application.companyName, subject: 'Pesticide application warning sign' }, options);
  const { doc, done, left, width } = page;
  const lines = sign.lines.map(printable);
  const signHeight = 470;
  // The largest size at which the longest line fits the width and every line fits the sign's height.
  let size = 64;
  doc.font('Helvetica-Bold');
  while (size > 18 && (lines.some((line) => doc.fontSize(size).widthOfString(line) > width) || lines.length * size * 1.25 > signHeight)) size -= 2;
  const top = PAGE_MARGIN + 10;
  doc.rect(left - 10, top - 10, width + 20, signHeight + 20).lineWidth(4).strokeColor(INK).stroke();
  doc.y = top + Math.max(0, (signHeight - lines.length * size * 1.25) / 2);
  for (const line of lines) doc.font('Helvetica-Bold').fontSize(size).fillColor(INK).text(line, left, doc.y, { width, align: 'center', lineGap: size * 0.2 });

  doc.y = top + signHeight + 30;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(sign.postBefore ? 'Post before the application starts.' : 'Post at the time of the application.', left, doc.y, { width });
  const removal = sign.removal;
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(
    printable(removal.kind === 'at' ? `Leave up until ${dateAndTime(removal.at, timeZone)}.` : `Leave up until after sunset on ${longDate(removal.on)}.`),
    left,
    doc.y,
    { width },
  );
  doc.moveDown(0.5).font('Helvetica').fontSize(9).fillColor(MUTED).text(printable(sign.format), left, doc.y, { width });
  doc.moveDown(0.3).text(printable(`${application.productName}${application.epaRegistrationNumber ? `, EPA Reg. No. ${application.epaRegistrationNumber}` : ''} — ${application.siteLocation}`), left, doc.y, { width });
  doc.end();
  return done;
}

/** The records report: every record of the range, oldest first, then the totals per product. */
export function renderApplicationReportPdf(input: { report: ApplicationReport; timeZone: string }, options: PdfOptions = {}): Promise<Buffer> {
  const { report, timeZone } = input;
  const page = startPdf({ title: `Application records ${report.from} to ${report.to}`, author: report.companyName, subject: 'Pesticide and fertiliser application records' }, options);
  const { doc, done, left, width, right, bottom, heading, ensureRoom } = page;

  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(printable(report.companyName), left, doc.y, { width });
  doc.font('Helvetica-Bold').fontSize(13).text(printable(`Application records, ${longDate(report.from)} to ${longDate(report.to)}`), left, doc.y, { width });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const citation of report.citations) doc.text(printable(citation), left, doc.y, { width });
  doc.text(`${report.applications.length} record${report.applications.length === 1 ? '' : 's'}${report.truncated ? ' (the first ones only: narrow the range for the rest)' : ''}`, left, doc.y, { width });
  doc.moveDown(0.6);

  const columns = [
    { title: 'FINISHED', width: 78 },
    { title: 'CUSTOMER AND SITE', width: 120 },
    { title: 'PRODUCT', width: 100 },
    { title: 'RATE, AREA, TOTAL', width: 90 },
    { title: 'WEATHER', width: 60 },
    { title: 'APPLICATOR', width: width - 78 - 120 - 100 - 90 - 60 - 25 },
  ];
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(7.5).fillColor(MUTED);
    let x = left;
    const y = doc.y;
    for (const column of columns) {
      doc.text(column.title, x, y, { width: column.width });
      x += column.width + 5;
    }
    doc.moveTo(left, doc.y + 2).lineTo(right, doc.y + 2).strokeColor(RULE).lineWidth(0.8).stroke();
    doc.y += 6;
  };
  header();
  for (const application of report.applications) {
    const cells = [
      `${longDate(application.appliedOn)}\n${clockTime(application.finishedAt, timeZone)}${application.workOrderNumber ? `\n${workOrderLabel(application.workOrderNumber)}` : ''}`,
      `${application.customerName}\n${application.siteLocation}${application.target ? `\n${application.target}` : ''}`,
      `${application.productName}${application.epaRegistrationNumber ? `\nEPA ${application.epaRegistrationNumber}` : ''}`,
      [rateText(application), application.areaTreated === null ? '' : `${application.areaTreated.toLocaleString('en-US')} sq ft`, application.totalApplied === null ? '' : `= ${amount(application.totalApplied)} ${labelRateUnitLabels[application.labelRateUnit]}`]
        .filter(Boolean)
        .join('\n'),
      weatherText(application),
      `${application.applicatorName}${application.applicatorLicenseNumber ? `\nLic. ${application.applicatorLicenseNumber}` : ''}${application.complete ? '' : '\nINCOMPLETE'}`,
    ].map(printable);
    doc.font('Helvetica').fontSize(8);
    const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell || ' ', { width: columns[index]!.width })));
    if (doc.y + height + 6 > bottom()) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      doc.fillColor(INK).text(cell, x, y, { width: columns[index]!.width });
      x += columns[index]!.width + 5;
    });
    doc.y = y + height + 3;
    doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor(RULE).lineWidth(0.4).stroke();
    doc.y += 3;
  }
  if (report.applications.length === 0) doc.font('Helvetica').fontSize(10).fillColor(INK).text('No applications in this range.', left, doc.y, { width });

  heading('Totals per product');
  const totalColumns = [200, 80, 60, 70, width - 200 - 80 - 60 - 70 - 20];
  const totalRow = (cells: string[], bold = false) => {
    ensureRoom(16);
    const y = doc.y;
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor(bold ? MUTED : INK);
    cells.forEach((cell, index) => {
      doc.text(printable(cell), x, y, { width: totalColumns[index]!, align: index === 0 ? 'left' : 'right' });
      x += totalColumns[index]! + 5;
    });
    doc.y = Math.max(doc.y, y + 12);
  };
  totalRow(['PRODUCT', 'EPA REG. NO.', 'RECORDS', 'AREA (SQ FT)', 'TOTAL APPLIED'], true);
  for (const total of report.totals)
    totalRow([total.productName, total.epaRegistrationNumber ?? '', String(total.applications), total.areaTreated.toLocaleString('en-US'), `${amount(total.totalApplied)} ${labelRateUnitLabels[total.labelRateUnit]}`]);

  footer(page, `${report.companyName} — application records ${report.from} to ${report.to}`);
  doc.end();
  return done;
}
