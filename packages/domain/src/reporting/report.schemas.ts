import { z } from 'zod';
import { parseCalendarDate } from '../shared/calendar';
import { comparisons, MAX_REPORT_DAYS, periodDays } from './periods';

/**
 * Reports (docs/reporting.md): each answers one question an owner asks about a period, as headline figures (with
 * the same figures for the comparison period), then sections — a table with its totals and the chart drawn from it.
 * Every report has this one shape, so the screen, the chart and the CSV export read any of them the same way; the
 * figures come from the pure functions beside this file, fed by the server's SQL aggregates.
 */

export const reportNames = ['budget-vs-actual', 'job-costing', 'sales', 'revenue', 'receivables', 'crews', 'sales-tax'] as const;
export type ReportName = (typeof reportNames)[number];
export const reportTitles: Record<ReportName, string> = {
  'budget-vs-actual': 'Budget vs actual',
  'job-costing': 'Job costing',
  sales: 'Sales',
  revenue: 'Revenue',
  receivables: 'Receivables',
  crews: 'Crews',
  'sales-tax': 'Sales tax',
};
/** The question each report answers (the screen's subtitle, and docs/reporting.md). */
export const reportQuestions: Record<ReportName, string> = {
  'budget-vs-actual': 'Are we making the money the budget says, and recovering our overhead?',
  'job-costing': 'Which jobs and work orders made money, and which lost it?',
  sales: 'How many estimates go out, how many we win, and who and what wins them?',
  revenue: 'What was sold, scheduled, done, invoiced and collected each month?',
  receivables: 'Who owes us, how late are they, and how long do we wait to be paid?',
  crews: 'How much of our crews’ time was scheduled and worked, and how efficiently?',
  'sales-tax': 'What did we sell, taxable and exempt, and what tax did we charge in each jurisdiction?',
};

/** How a figure prints: money to the cent, hours to one decimal with an h, percents to one decimal, counts whole. */
export const figureKinds = ['text', 'money', 'hours', 'percent', 'count', 'days', 'money_per_hour'] as const;
export type FigureKind = (typeof figureKinds)[number];

export const REPORT_RANGE_ORDER_MESSAGE = 'The end of the range must be on or after its start';
export const REPORT_RANGE_LENGTH_MESSAGE = 'A report covers at most ten years';
export const REPORT_DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD)';
export const REPORT_YEARS_MESSAGE = 'Enter a date from 1900 to 2999';

/** A calendar date of 1900–2999: a comparison ten years back still is a real date, and no company's records are older. */
const reportDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine((value) => parseCalendarDate(value) !== null, REPORT_DATE_MESSAGE)
    .refine((value) => value >= '1900-01-01' && value <= '2999-12-31', REPORT_YEARS_MESSAGE);

/** GET /reports/{name}: the range (inclusive, the company's calendar) and what it is compared with. */
export const reportQuerySchema = z
  .strictObject({
    from: reportDate('Start of the range'),
    to: reportDate('End of the range'),
    compare: z.enum(comparisons, { error: 'Compare with previous, last_year or none' }).default('previous'),
  })
  .superRefine((query, context) => {
    if (!parseCalendarDate(query.from) || !parseCalendarDate(query.to)) return;
    if (query.to < query.from) context.addIssue({ code: 'custom', path: ['to'], message: REPORT_RANGE_ORDER_MESSAGE });
    else if (periodDays(query) > MAX_REPORT_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: REPORT_RANGE_LENGTH_MESSAGE });
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;
export type ReportQueryInput = z.input<typeof reportQuerySchema>;

export const reportNameParamsSchema = z.strictObject({
  name: z.enum(reportNames, { error: `Report must be one of ${reportNames.join(', ')}` }),
});

const periodSchema = z.object({ from: z.string(), to: z.string() });

/** A figure of a row or a total: a number (money, hours, …), text, or null when it cannot be worked out (no hours, no budget). */
export const figureValueSchema = z.union([z.number(), z.string(), z.null()]);
export type FigureValue = z.infer<typeof figureValueSchema>;

export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(figureKinds),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportRowSchema = z.object({
  /** Stable within the section (an id, a month 'YYYY-MM', a metric name). */
  key: z.string(),
  /** Each column's figure, by column key (the first column is usually the row's label as text). */
  values: z.record(z.string(), figureValueSchema),
  /** The app path listing the records that make the row (the drill-down), or null. */
  link: z.string().nullable(),
  /** Something needs a person: earned but not invoiced, over budget, a loss. */
  highlight: z.boolean(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const chartKinds = ['bar', 'line'] as const;
export const reportChartSchema = z.object({
  kind: z.enum(chartKinds),
  /** The column whose value labels the x axis. */
  x: z.string(),
  /** The columns drawn (same kind, so they share an axis). */
  series: z.array(z.string()),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

export const reportSectionSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** A sentence on how the figures are worked out (pro-rating, what counts as earned). */
  note: z.string(),
  columns: z.array(reportColumnSchema),
  rows: z.array(reportRowSchema),
  /** Σ of the rows for additive columns, the whole's own figure for ratios; null where a total means nothing. */
  totals: z.record(z.string(), figureValueSchema).nullable(),
  /** Rows there were before the list was cut to the worst ones (job costing lists at most MAX_REPORT_ROWS). */
  rowCount: z.number().int().nonnegative(),
  chart: reportChartSchema.nullable(),
});
export type ReportSection = z.infer<typeof reportSectionSchema>;

export const headlineFigureSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(figureKinds),
  value: z.number().nullable(),
  /** The same figure over the comparison period (null without one, or when it cannot be worked out). */
  comparison: z.number().nullable(),
  /** What the figure is measured against, when it has one (the budget's revenue per man-hour). */
  target: z.number().nullable(),
  /** Where the records behind the figure are listed, or null. */
  link: z.string().nullable(),
});
export type HeadlineFigure = z.infer<typeof headlineFigureSchema>;

export const reportSchema = z.object({
  name: z.enum(reportNames),
  title: z.string(),
  period: periodSchema,
  comparison: periodSchema.nullable(),
  headline: z.array(headlineFigureSchema),
  sections: z.array(reportSectionSchema),
});
export type Report = z.infer<typeof reportSchema>;

/** The longest list one section shows (the worst first); totals still cover every row. */
export const MAX_REPORT_ROWS = 500;
