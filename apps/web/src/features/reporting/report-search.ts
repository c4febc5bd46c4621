import {
  comparisonPeriod,
  comparisons,
  periodPresets,
  presetPeriod,
  reportNames,
  reportQuerySchema,
  type Comparison,
  type Period,
  type PeriodPreset,
  type ReportName,
} from '@groundwork/domain/reporting';

/**
 * The reporting screen keeps what it shows in the URL (?report=job-costing&preset=this_season&compare=previous, and
 * from/to for a custom range), so a link, a bookmark or a reload opens the same view and the back button steps
 * through the views. Anything missing or unknown in the URL falls back to the defaults rather than failing.
 */
export type ReportView = {
  report: ReportName;
  preset: PeriodPreset;
  compare: Comparison;
  /** The custom range as typed (empty unless preset is custom). */
  from: string;
  to: string;
};

export const defaultReportView: Omit<ReportView, 'from' | 'to'> = { report: 'budget-vs-actual', preset: 'this_month', compare: 'previous' };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

export function readReportView(params: URLSearchParams): ReportView {
  const preset = oneOf(periodPresets, params.get('preset'), defaultReportView.preset);
  return {
    report: oneOf(reportNames, params.get('report'), defaultReportView.report),
    preset,
    compare: oneOf(comparisons, params.get('compare'), defaultReportView.compare),
    from: preset === 'custom' ? (params.get('from') ?? '') : '',
    to: preset === 'custom' ? (params.get('to') ?? '') : '',
  };
}

/** The search params of a view: from/to only for a custom range. */
export function reportViewSearch(view: ReportView): URLSearchParams {
  const params = new URLSearchParams({ report: view.report, preset: view.preset, compare: view.compare });
  if (view.preset === 'custom') {
    params.set('from', view.from);
    params.set('to', view.to);
  }
  return params;
}

export type ResolvedRange =
  | { ok: true; period: Period; comparison: Period | null }
  | { ok: false; errors: Partial<Record<'from' | 'to', string>> };

/**
 * The period a view covers on `today` (the company's, YYYY-MM-DD), and what it is compared with. A custom range is
 * checked with the API's own schema, so the screen refuses exactly what the server would (an end before the start,
 * more than ten years, a date that is not one) and sends no request for it.
 */
export function resolveRange(view: ReportView, today: string): ResolvedRange {
  const period = view.preset === 'custom' ? { from: view.from, to: view.to } : presetPeriod(view.preset, today);
  const parsed = reportQuerySchema.safeParse({ ...period, compare: view.compare });
  if (!parsed.success) {
    const errors: Partial<Record<'from' | 'to', string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
    }
    return { ok: false, errors };
  }
  const checked = { from: parsed.data.from, to: parsed.data.to };
  return { ok: true, period: checked, comparison: comparisonPeriod(checked, view.compare) };
}
