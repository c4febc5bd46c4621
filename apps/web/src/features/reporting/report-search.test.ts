import { REPORT_DATE_MESSAGE, REPORT_RANGE_LENGTH_MESSAGE, REPORT_RANGE_ORDER_MESSAGE } from '@groundwork/domain/reporting';
import { describe, expect, it } from 'vitest';
import { readReportView, reportViewSearch, resolveRange, type ReportView } from './report-search';

// Wednesday 13 May 2026.
const today = '2026-05-13';
const view = (overrides: Partial<ReportView> = {}): ReportView => ({ report: 'sales', preset: 'this_month', compare: 'previous', from: '', to: '', ...overrides });

describe('the view in the URL', () => {
  it('opens budget vs actual for this month against the previous period when the URL says nothing', () => {
    expect(readReportView(new URLSearchParams())).toEqual({ report: 'budget-vs-actual', preset: 'this_month', compare: 'previous', from: '', to: '' });
  });

  it('falls back to the defaults for names it does not know, rather than failing', () => {
    expect(readReportView(new URLSearchParams('report=payroll&preset=forever&compare=%00'))).toEqual(readReportView(new URLSearchParams()));
  });

  it('keeps from and to only for a custom range', () => {
    expect(readReportView(new URLSearchParams('preset=this_year&from=2026-01-01&to=2026-02-01'))).toMatchObject({ preset: 'this_year', from: '', to: '' });
    expect(readReportView(new URLSearchParams('preset=custom&from=2026-01-01&to=2026-02-01'))).toMatchObject({ preset: 'custom', from: '2026-01-01', to: '2026-02-01' });
  });

  it('writes a view back as the same search params', () => {
    expect(reportViewSearch(view({ report: 'job-costing', preset: 'this_season' })).toString()).toBe('report=job-costing&preset=this_season&compare=previous');
    expect(reportViewSearch(view({ preset: 'custom', from: '2026-04-01', to: '2026-04-15', compare: 'none' })).toString()).toBe(
      'report=sales&preset=custom&compare=none&from=2026-04-01&to=2026-04-15',
    );
  });
});

describe('the period of a preset on Wednesday 13 May 2026', () => {
  it.each([
    ['this_week', '2026-05-11', '2026-05-17'],
    ['this_month', '2026-05-01', '2026-05-31'],
    ['this_quarter', '2026-04-01', '2026-06-30'],
    ['this_season', '2026-03-01', '2026-11-30'],
    ['this_year', '2026-01-01', '2026-12-31'],
    ['last_year', '2025-01-01', '2025-12-31'],
  ] as const)('%s runs from %s to %s', (preset, from, to) => {
    const range = resolveRange(view({ preset }), today);
    expect(range.ok && range.period).toEqual({ from, to });
  });

  it('is compared with the 31 days before May (31 March to 30 April), or May 2025', () => {
    expect(resolveRange(view(), today)).toMatchObject({ ok: true, comparison: { from: '2026-03-31', to: '2026-04-30' } });
    expect(resolveRange(view({ compare: 'last_year' }), today)).toMatchObject({ ok: true, comparison: { from: '2025-05-01', to: '2025-05-31' } });
    expect(resolveRange(view({ compare: 'none' }), today)).toMatchObject({ ok: true, comparison: null });
  });
});

describe('a custom range', () => {
  it('covers the days typed, both ends included', () => {
    expect(resolveRange(view({ preset: 'custom', from: '2026-04-01', to: '2026-04-01' }), today)).toEqual({
      ok: true,
      period: { from: '2026-04-01', to: '2026-04-01' },
      comparison: { from: '2026-03-31', to: '2026-03-31' },
    });
  });

  it('is refused when it ends before it starts', () => {
    expect(resolveRange(view({ preset: 'custom', from: '2026-04-15', to: '2026-04-01' }), today)).toEqual({ ok: false, errors: { to: REPORT_RANGE_ORDER_MESSAGE } });
    expect(REPORT_RANGE_ORDER_MESSAGE).toBe('The end of the range must be on or after its start');
  });

  it('is refused when a date is missing or not a date', () => {
    expect(resolveRange(view({ preset: 'custom', from: '', to: '2026-02-30' }), today)).toEqual({ ok: false, errors: { from: REPORT_DATE_MESSAGE, to: REPORT_DATE_MESSAGE } });
  });

  it('is refused when longer than ten years (3,660 days)', () => {
    expect(resolveRange(view({ preset: 'custom', from: '2010-01-01', to: '2026-01-01' }), today)).toEqual({ ok: false, errors: { to: REPORT_RANGE_LENGTH_MESSAGE } });
  });
});
