import { column, row, sectionCsv, type ReportSection } from '@groundwork/domain/reporting';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { readFileText } from '@/lib/read-file-text';
import { axeViolations } from '@/test/axe-check';
import { renderWithProviders } from '@/test/render';
import { aHeadlineFigure, aJobsSection, annCleanupOrderId, aReport } from '../report-builders';
import { ReportView } from './report-view';

// recharts draws in the browser (jsdom lays nothing out, and the vmForks pool cannot load its ESM-only store); here
// the lazily loaded drawing is a stand-in, and the tests read the chart's accessible name and the table behind it.
const drawing = vi.hoisted(() => ({ fails: false }));
vi.mock('./report-chart', () => ({
  default: () => {
    if (drawing.fails) throw new Error('Failed to fetch dynamically imported module');
    return <p>Chart drawn</p>;
  },
}));

afterEach(() => {
  drawing.fails = false;
  vi.restoreAllMocks();
});

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((each) => within(each).queryAllByRole('cell').map((cell) => cell.textContent));

/** Catches the file an Export button hands to the browser: its name and its text. */
function catchDownloads() {
  const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  onTestFinished(() => void Object.assign(URL, objectUrls));
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    }),
    revokeObjectURL: vi.fn(),
  });
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

describe('ReportView', () => {
  it('shows each headline figure with its change from the comparison period, its budget, and a link to its records', () => {
    const report = aReport({
      headline: [
        // 12,500.00 against 10,000.00: up 2,500 / 10,000 = 25.0%.
        aHeadlineFigure({ link: '/invoices?tab=invoices' }),
        // 8,250.75 against 9,000.00: down 749.25 / 9,000 = 8.325% → 8.3%.
        aHeadlineFigure({ key: 'cost', label: 'Cost', value: 8250.75, comparison: 9000 }),
        // 61.25 against 55.00: up 6.25 / 55 = 11.36% → 11.4%; above its budget of 58.20.
        aHeadlineFigure({ key: 'per-hour', label: 'Revenue per man-hour', kind: 'money_per_hour', value: 61.25, comparison: 55, target: 58.2 }),
        aHeadlineFigure({ key: 'margin', label: 'Gross margin', kind: 'percent', value: 34, comparison: null }),
      ],
    });
    renderWithProviders(<ReportView report={report} comparisonLabel="Same period last year" />);
    const cards = within(screen.getByRole('list', { name: 'Headline figures' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Revenue$12,500.00▲ 25.0% Up 25.0%. Same period last year: $10,000.00',
      'Cost$8,250.75▼ 8.3% Down 8.3%. Same period last year: $9,000.00',
      'Revenue per man-hour$61.25/h▲ 11.4% Up 11.4%. Same period last year: $55.00/hBudget $58.20/h · above budget',
      'Gross margin34.0%Same period last year: —',
    ]);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/invoices?tab=invoices');
    expect(within(cards[1]!).queryByRole('link')).toBeNull();
  });

  it('leaves the comparison out when the report has none', () => {
    renderWithProviders(<ReportView report={aReport({ comparison: null, headline: [aHeadlineFigure({ comparison: null })] })} comparisonLabel="No comparison" />);
    expect(screen.getByRole('list', { name: 'Headline figures' }).textContent).toBe('Revenue$12,500.00');
  });

  it('lists a section’s rows with their figures, links, highlights and the totals row', async () => {
    const { container } = renderWithProviders(<ReportView report={aReport()} comparisonLabel="Same period last year" />);
    const section = screen.getByRole('region', { name: 'Jobs' });
    expect(within(section).getByText('Cost is labour at the crew’s rate plus materials at cost.')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Jobs' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Job', 'Revenue', 'Cost', 'Hours', 'Margin']);
    expect(cellsOf(table).slice(1)).toEqual([
      ['Needs attention: Spring cleanup — Ann Green', '$1,200.00', '$1,450.50', '22.5h', '-20.9%'],
      ['Weekly mowing — Bob Stone', '$3,400.10', '$2,100.00', '40.0h', '38.2%'],
      ['Total', '$4,600.10', '$3,550.50', '62.5h', '22.8%'],
    ]);
    expect(within(table).getByRole('link', { name: 'Spring cleanup — Ann Green' })).toHaveAttribute('href', `/orders/${annCleanupOrderId}`);
    // Bob's row has nothing to open.
    expect(within(table).getAllByRole('link')).toHaveLength(1);
    expect(within(section).getByRole('img', { name: 'Bar chart of Revenue and Cost by Job. The table below lists the figures.' })).toBeInTheDocument();
    expect(await within(section).findByText('Chart drawn')).toBeInTheDocument();
    expect(within(section).queryByText(/^Showing/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the table when the chart cannot be drawn', async () => {
    drawing.fails = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<ReportView report={aReport()} comparisonLabel="Previous period" />);
    expect(await screen.findByText('The chart could not be drawn; the table below has the figures.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Jobs' })).toBeInTheDocument();
  });

  it('says how many rows a cut list shows of how many, and that the totals count them all', () => {
    renderWithProviders(<ReportView report={aReport({ sections: [aJobsSection({ rowCount: 2314 })] })} comparisonLabel="Previous period" />);
    expect(screen.getByText('Showing 2 of 2,314 — the worst first; the totals count them all.')).toBeInTheDocument();
  });

  it('says when nothing was recorded in a section, and offers no chart, table or export for it', () => {
    renderWithProviders(<ReportView report={aReport({ sections: [aJobsSection({ rows: [], totals: null, rowCount: 0 })] })} comparisonLabel="Previous period" />);
    const section = screen.getByRole('region', { name: 'Jobs' });
    expect(within(section).getByText('Nothing recorded in this period.')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).queryByRole('img')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('exports a section as the CSV the domain writes for it, named after the report, section and period', async () => {
    const downloads = catchDownloads();
    const section = aJobsSection();
    const { user } = renderWithProviders(<ReportView report={aReport({ sections: [section] })} comparisonLabel="Previous period" />);
    await user.click(screen.getByRole('button', { name: 'Export CSV of Jobs' }));
    expect(downloads.names).toEqual(['job-costing-jobs-2026-03-01-to-2026-11-30.csv']);
    expect(downloads.blobs).toHaveLength(1);
    const text = await readFileText(downloads.blobs[0]!);
    expect(text).toBe(sectionCsv(section));
    // The header and Ann's row as a spreadsheet reads them; the last line is the totals.
    expect(text.split(/\r?\n/).filter(Boolean)).toEqual([
      'Job,Revenue,Cost,Hours,Margin',
      'Spring cleanup — Ann Green,1200,1450.5,22.5,-20.9',
      'Weekly mowing — Bob Stone,3400.1,2100,40,38.2',
      'Total,4600.1,3550.5,62.5,22.8',
    ]);
  });

  it('draws a long section only where it is in view, with the totals of every row under it', () => {
    // 150 crews of 8.0 h each: 1,200.0 h in all.
    const crews: ReportSection = {
      key: 'crews',
      title: 'Crews',
      note: '',
      columns: [column('crew', 'Crew', 'text'), column('hours', 'Hours', 'hours')],
      rows: Array.from({ length: 150 }, (_, index) => row(`crew-${index}`, { crew: `Crew ${index + 1}`, hours: 8 })),
      totals: { hours: 1200 },
      rowCount: 150,
      chart: null,
    };
    renderWithProviders(<ReportView report={aReport({ name: 'crews', sections: [crews] })} comparisonLabel="Previous period" />);
    expect(screen.getByRole('table', { name: 'Crews' })).toHaveAttribute('aria-rowcount', '151');
    const totals = screen.getByRole('definition');
    expect(totals.textContent).toBe('1,200.0h');
  });
});
