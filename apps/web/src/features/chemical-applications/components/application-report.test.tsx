import type { Application, ApplicationReport } from '@groundwork/domain/chemical-applications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { anApplication, aReport, fertiliserId, joeId, someOptions, trimecId } from '../application-builders';
import { thisYearToToday } from '../application-time';
import { ApplicationsWorkspace } from './applications-workspace';

afterEach(() => vi.unstubAllGlobals());

/** A report row: the whole record without its sign and warnings (the report leaves them out). */
function aReportRow(overrides: Partial<Application> = {}): ApplicationReport['applications'][number] {
  const { sign: _sign, overrides: _overrides, ...row } = anApplication(overrides);
  return row;
}

const report = aReport({
  applications: [
    aReportRow({ customerName: 'Ann Green', rate: 1.25, areaTreated: 4800, totalApplied: 6 }),
    aReportRow({ customerName: 'Bo Larson', productId: fertiliserId, productName: 'Lesco 24-0-11', epaRegistrationNumber: null, labelRateUnit: 'lb', rate: 3.0625, areaTreated: 7200, totalApplied: 22.05 }),
  ],
  totals: [
    { productId: fertiliserId, productName: 'Lesco 24-0-11', epaRegistrationNumber: null, labelRateUnit: 'lb', applications: 1, areaTreated: 7200, totalApplied: 22.05 },
    { productId: trimecId, productName: 'Trimec Classic', epaRegistrationNumber: '2217-543', labelRateUnit: 'fl_oz', applications: 1, areaTreated: 4800, totalApplied: 6 },
  ],
});

describe('the records report', () => {
  it('asks for this year to today by default, shows the rows and the totals per product, and downloads CSV and PDF with the session', async () => {
    storeSession();
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
      'GET /api/v2/chemical_applications/report': (request) =>
        request.url.searchParams.get('format') === 'json'
          ? ok({ report })
          : new Response('Date finished,Time finished', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    });
    const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => void Object.assign(URL, objectUrls));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderWithProviders(<ApplicationsWorkspace options={someOptions()} />, { path: '/chemical-tracking?tab=report' });

    const totals = await screen.findByRole('table', { name: 'Totals per product' });
    const range = thisYearToToday('America/Chicago');
    const first = server.calls('GET', '/api/v2/chemical_applications/report')[0]!.url.searchParams;
    expect([first.get('from'), first.get('to'), first.get('format')]).toEqual([range.from, range.to, 'json']);
    expect(within(totals).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'Lesco 24-0-11—17,200 sq ft22.05 lb',
      'Trimec Classic2217-54314,800 sq ft6 fl oz',
    ]);
    const records = screen.getByRole('table', { name: 'Records' });
    expect(within(records).getByText('3.0625 lb per 1,000 sq ft')).toBeInTheDocument();
    expect(within(records).getAllByText('Jun 12, 2026, 2:15 PM')).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText('Product'), 'Trimec Classic');
    await user.selectOptions(screen.getByLabelText('Applicator'), 'Joe Nguyen');
    await waitFor(() => expect(server.calls('GET', '/api/v2/chemical_applications/report').at(-1)!.url.searchParams.get('applicatorEmployeeId')).toBe(joeId));
    expect(server.calls('GET', '/api/v2/chemical_applications/report').at(-1)!.url.searchParams.get('productId')).toBe(trimecId);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([`application-records-${range.from}-to-${range.to}.csv`]));
    const csv = server.calls('GET', '/api/v2/chemical_applications/report').find((call) => call.url.searchParams.get('format') === 'csv')!;
    expect(csv.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(csv.url.searchParams.get('productId')).toBe(trimecId);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe(`application-records-${range.from}-to-${range.to}.pdf`);
    expect(await axeViolations()).toEqual([]);
  });

  it('refuses a range that ends before it starts without asking, and says when nothing matches or the report fails', async () => {
    let answer = ok({ report: aReport() });
    const server = mockFetch({ 'GET /api/v2/chemical_applications/report': () => answer.clone() });
    const { user } = renderWithProviders(<ApplicationsWorkspace options={someOptions()} />, { path: '/chemical-tracking?tab=report' });
    expect(await screen.findByText('No applications in this range')).toBeInTheDocument();
    const calls = server.calls('GET', '/api/v2/chemical_applications/report').length;

    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2020-01-01');
    expect(await screen.findByText('To must be on or after From')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(server.calls('GET', '/api/v2/chemical_applications/report')).toHaveLength(calls);

    answer = fail(503, 'The database is unavailable', 'DATABASE_UNAVAILABLE');
    await user.clear(to);
    await user.type(to, '2099-12-31');
    expect(await screen.findByText('Could not load the report')).toBeInTheDocument();
  });
});
