import { z } from 'zod';
import { figureKinds, type HeadlineFigure, type Report, type ReportName } from './report.schemas';

/**
 * The dashboard's KPI cards: the figures an owner runs the company by, for this month and this season, each with the
 * same figure a year earlier (its trend) and the budget's target where it has one. Each card is a headline figure of
 * a report — the same function answers the card, the report and its CSV — picked here by report and key.
 */
export const kpiSources = [
  { key: 'revenue', report: 'budget-vs-actual', figure: 'revenue', label: 'Revenue earned' },
  { key: 'gross-margin', report: 'budget-vs-actual', figure: 'gross-margin', label: 'Gross margin' },
  { key: 'revenue-per-man-hour', report: 'budget-vs-actual', figure: 'revenue-per-man-hour', label: 'Revenue per man-hour' },
  { key: 'hours-sold', report: 'budget-vs-actual', figure: 'hours-sold', label: 'Hours sold' },
  // Figures of today, not of a period: read once (from the season's reports) and shown the same for both.
  { key: 'open-estimates', report: 'sales', figure: 'openValue', label: 'Open estimates', today: true },
  { key: 'overdue', report: 'receivables', figure: 'overdue', label: 'Overdue receivables', today: true },
] as const satisfies readonly { key: string; report: ReportName; figure: string; label: string; today?: boolean }[];
export type KpiKey = (typeof kpiSources)[number]['key'];
const isToday = (source: (typeof kpiSources)[number]) => 'today' in source && source.today;
/** The reports the cards read over the season, and the fewer they read over the month (no figure of today twice). */
export const kpiReports = {
  season: [...new Set(kpiSources.map((source) => source.report))] as ReportName[],
  month: [...new Set(kpiSources.filter((source) => !isToday(source)).map((source) => source.report))] as ReportName[],
};

const kpiFigureSchema = z.object({ value: z.number().nullable(), comparison: z.number().nullable(), target: z.number().nullable() });
export const kpiSchema = z.object({
  key: z.enum(kpiSources.map((source) => source.key) as [KpiKey, ...KpiKey[]]),
  label: z.string(),
  kind: z.enum(figureKinds),
  /** This month so far (the whole month's budget as its target), against the same month last year. */
  month: kpiFigureSchema,
  /** This season so far, against the same season last year. */
  season: kpiFigureSchema,
  /** Where the records behind it are listed. */
  link: z.string().nullable(),
  /** The report it comes from, to open it over the same period. */
  report: z.string(),
});
export type Kpi = z.infer<typeof kpiSchema>;

export const kpisSchema = z.object({
  today: z.string(),
  month: z.object({ from: z.string(), to: z.string() }),
  season: z.object({ from: z.string(), to: z.string() }),
  kpis: z.array(kpiSchema),
});
export type Kpis = z.infer<typeof kpisSchema>;

const figureOf = (reports: Partial<Record<ReportName, Report>>, report: ReportName, key: string): HeadlineFigure | null =>
  reports[report]?.headline.find((figure) => figure.key === key) ?? null;

/** The cards from the month's and the season's reports (each built comparing with the same period last year). */
export function dashboardKpis(month: Partial<Record<ReportName, Report>>, season: Partial<Record<ReportName, Report>>): Kpi[] {
  const kpis: Kpi[] = [];
  for (const source of kpiSources) {
    const inSeason = figureOf(season, source.report, source.figure);
    const inMonth = isToday(source) ? inSeason : figureOf(month, source.report, source.figure);
    if (!inMonth || !inSeason) continue;
    const pick = (figure: HeadlineFigure) => ({ value: figure.value, comparison: figure.comparison, target: figure.target });
    kpis.push({ key: source.key, label: source.label, kind: inMonth.kind, month: pick(inMonth), season: pick(inSeason), link: inMonth.link, report: source.report });
  }
  return kpis;
}
