import { applicationRecordFieldLabels, overrideReasonMessage, rateAboveLabelMessage, WEATHER_FROZEN_MESSAGE } from '@groundwork/domain/chemical-applications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { annGreenId, anApplication, anApplicationRow, elmStreetId, joeId, kimId, someOptions, someSettings, trimecId } from '../application-builders';
import type { SitePickerProps } from '../application-options';
import { ApplicationsWorkspace } from './applications-workspace';

const page = (applications: unknown[], total = applications.length) => ok({ applications, pagination: { page: 1, limit: 50, total } });

/** The route gives the client book's picker; here one select stands in for it. */
function SiteSelect({ id, value, onChange }: SitePickerProps) {
  return (
    <select
      id={id}
      value={value?.propertyId ?? ''}
      onChange={(event) => onChange(event.target.value ? { customerId: annGreenId, customerLabel: 'Ann Green', propertyId: elmStreetId, propertyLabel: '12 Elm St' } : null)}
    >
      <option value="">None</option>
      <option value={elmStreetId}>Ann Green · 12 Elm St</option>
    </select>
  );
}
const options = (overrides = {}) => someOptions({ renderSitePicker: (props) => <SiteSelect {...props} />, ...overrides });

// jsdom lays nothing out; give the list's scroll box a size so the virtualiser draws rows (an environment shim).
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const savedSizes = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => {
  for (const name of sizes) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => (name.endsWith('Height') ? 800 : 1200) });
});
afterAll(() => {
  sizes.forEach((name, index) => {
    const descriptor = savedSizes[index];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the application records list', () => {
  it('asks with the filters the URL holds, shows incomplete and late records with their deadline, and changing a filter writes the URL', async () => {
    const server = mockFetch({
      'GET /api/v2/chemical_applications': (request) =>
        request.url.searchParams.get('status') === 'complete'
          ? page([])
          : page([
              anApplicationRow({ customerName: 'Ann Green' }),
              anApplicationRow({ customerName: 'Bo Larson', complete: false, missingFields: ['temperatureF', 'windSpeedMph'], deadline: '2026-06-17' }),
              anApplicationRow({ customerName: 'Cy Park', complete: false, late: true, missingFields: ['windDirection'], deadline: '2026-06-10' }),
            ]),
    });
    const { user, router } = renderWithProviders(<ApplicationsWorkspace options={options()} />, {
      path: `/chemical-tracking?from=2026-06-01&to=2026-06-30&product=${trimecId}&applicator=${joeId}&q=elm`,
    });

    const table = await screen.findByRole('table', { name: 'Application records' });
    const first = server.calls('GET', '/api/v2/chemical_applications')[0]!.url.searchParams;
    expect(Object.fromEntries(first)).toMatchObject({ from: '2026-06-01', to: '2026-06-30', productId: trimecId, applicatorEmployeeId: joeId, search: 'elm', page: '1' });
    expect(within(table).getByRole('row', { name: /Ann Green/ })).toHaveTextContent('Complete');
    expect(within(table).getByRole('row', { name: /Bo Larson/ })).toHaveTextContent('Incomplete · due Jun 17, 2026');
    expect(within(table).getByRole('row', { name: /Cy Park/ })).toHaveTextContent('Late · was due Jun 10, 2026');
    // The finish is the company's day and time (Chicago); the rate shows on the widest screens and in the record.
    expect(within(table).getByRole('row', { name: /Ann Green/ })).toHaveTextContent('Jun 12, 20262:15 PM');

    await user.selectOptions(screen.getByLabelText('Status'), 'Complete');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBe('complete'));
    expect(await screen.findByText('No records match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when there is nothing yet, and when the list cannot be read', async () => {
    let answer = page([]);
    mockFetch({ 'GET /api/v2/chemical_applications': () => answer.clone() });
    const { unmount } = renderWithProviders(<ApplicationsWorkspace options={options()} />, { path: '/chemical-tracking' });
    expect(await screen.findByText('No application records yet')).toBeInTheDocument();
    unmount();
    answer = fail(500, 'Something went wrong', 'INTERNAL');
    renderWithProviders(<ApplicationsWorkspace options={options()} />, { path: '/chemical-tracking' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the application records');
  });

  it('shows records as cards on a 390 px phone', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 390 });
    const saved = window.matchMedia;
    onTestFinished(() => void (window.matchMedia = saved));
    window.matchMedia = ((query: string) => ({ matches: true, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;
    mockFetch({ 'GET /api/v2/chemical_applications': page([anApplicationRow()]) });
    renderWithProviders(<ApplicationsWorkspace options={options()} />, { path: '/chemical-tracking' });
    expect(await screen.findByText('Trimec Classic')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('a record’s details (?open={id})', () => {
  it('shows every field, what the state still needs, the weather read-only, and asks for a reason when the server warns', async () => {
    const record = anApplication({
      complete: false,
      missingFields: ['areaTreated', 'applicatorLicenseNumber'],
      areaTreated: null,
      totalApplied: null,
      applicatorLicenseNumber: null,
      deadline: '2026-06-17',
    });
    let current = record;
    const warning = { code: 'rate_above_label' as const, message: rateAboveLabelMessage(1.75, 1.5, 'fl_oz') };
    const server = mockFetch({
      'GET /api/v2/chemical_applications': page([]),
      [`GET /api/v2/chemical_applications/${record.id}`]: () => ok({ application: current }),
      [`PUT /api/v2/chemical_applications/${record.id}`]: (request) => {
        const body = request.body as { rate?: number; overrideReasons?: Record<string, string> };
        if (!body.overrideReasons?.rate_above_label)
          return fail(422, overrideReasonMessage(warning), 'BUSINESS_RULE', { 'overrideReasons.rate_above_label': [overrideReasonMessage(warning)] });
        current = anApplication({ ...current, rate: body.rate ?? current.rate, areaTreated: 4800, missingFields: ['applicatorLicenseNumber'], overrides: [{ ...warning, reason: body.overrideReasons.rate_above_label }], updatedAt: '2026-06-13T10:00:00.000Z' });
        return ok({ application: current });
      },
    });
    const { user } = renderWithProviders(<ApplicationsWorkspace options={options()} />, { path: `/chemical-tracking?open=${record.id}` });

    const sheet = await screen.findByRole('dialog', { name: 'Trimec Classic for Ann Green' });
    const missing = await within(sheet).findByRole('list', { name: 'Missing from the record' });
    expect(within(missing).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      applicationRecordFieldLabels.areaTreated,
      `${applicationRecordFieldLabels.applicatorLicenseNumber} — fill it in on the applicator’s employee record`,
    ]);
    expect(within(sheet).getByText(/complete it by Jun 17, 2026/)).toBeInTheDocument();
    expect(within(sheet).getByText('Required by MN — still blank')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Temperature (°F)')).toHaveAttribute('readonly');
    expect(within(sheet).getByLabelText('Temperature (°F)')).toHaveValue('72');
    expect(within(sheet).getAllByText(WEATHER_FROZEN_MESSAGE)).toHaveLength(3);
    expect(within(sheet).getByText('2,4-D 32.4%')).toBeInTheDocument();
    expect(within(sheet).getByText('DANGER')).toBeInTheDocument();

    const rate = within(sheet).getByLabelText('Rate (fl oz per 1,000 sq ft)');
    await user.clear(rate);
    await user.type(rate, '1.75');
    await user.type(within(sheet).getByLabelText('Area treated (sq ft)'), '4800');
    await user.click(within(sheet).getByRole('button', { name: 'Save changes' }));
    expect(await within(sheet).findByText(overrideReasonMessage(warning))).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/chemical_applications/${record.id}`)[0]!.body).toEqual({ rate: 1.75, areaTreated: 4800, updatedAt: record.updatedAt });

    await user.type(within(sheet).getByLabelText('Reason to save anyway'), 'Heavy creeping Charlie; label allows spot retreat');
    await user.click(within(sheet).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.calls('PUT', `/api/v2/chemical_applications/${record.id}`)).toHaveLength(2));
    expect(server.calls('PUT', `/api/v2/chemical_applications/${record.id}`)[1]!.body).toEqual({
      rate: 1.75,
      areaTreated: 4800,
      overrideReasons: { rate_above_label: 'Heavy creeping Charlie; label allows spot retreat' },
      updatedAt: record.updatedAt,
    });
    expect(await screen.findByText('Trimec Classic for Ann Green saved')).toBeInTheDocument();
    // The warning stays on the record with its reason.
    await waitFor(() => expect(within(sheet).getByLabelText('Reason to save anyway')).toHaveValue('Heavy creeping Charlie; label allows spot retreat'));
    expect(await axeViolations()).toEqual([]);
  });

  it('a stale save keeps the typing and offers to reload', async () => {
    const record = anApplication();
    let current = record;
    mockFetch({
      'GET /api/v2/chemical_applications': page([]),
      [`GET /api/v2/chemical_applications/${record.id}`]: () => ok({ application: current }),
      [`PUT /api/v2/chemical_applications/${record.id}`]: fail(409, 'This record was changed by someone else. Reload to see the latest version.', 'CONFLICT'),
    });
    const { user } = renderWithProviders(<ApplicationsWorkspace options={options()} />, { path: `/chemical-tracking?open=${record.id}` });
    const sheet = await screen.findByRole('dialog', { name: 'Trimec Classic for Ann Green' });
    const notes = await within(sheet).findByLabelText('Notes');
    await user.type(notes, 'Edge of the bed skipped.');
    current = anApplication({ ...record, notes: 'Customer asked to skip the beds.', updatedAt: '2026-06-13T12:00:00.000Z' });
    await user.click(within(sheet).getByRole('button', { name: 'Save changes' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('Someone else changed this record');
    expect(notes).toHaveValue('Edge of the bed skipped.');
    await user.click(within(sheet).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(sheet).getByLabelText('Notes')).toHaveValue('Customer asked to skip the beds.'));
  });

  it('sends the customer copy, downloads it, opens the lawn sign and deletes after confirming; without the office role there is no Delete', async () => {
    const record = anApplication();
    const server = mockFetch({
      'GET /api/v2/chemical_applications': page([]),
      [`GET /api/v2/chemical_applications/${record.id}`]: ok({ application: record }),
      [`POST /api/v2/chemical_applications/${record.id}/send`]: ok({ application: { ...record, customerCopySentAt: '2026-06-12T20:00:00.000Z' } }),
      [`GET /api/v2/chemical_applications/${record.id}/pdf`]: () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      [`GET /api/v2/chemical_applications/${record.id}/sign`]: () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      [`DELETE /api/v2/chemical_applications/${record.id}`]: ok({ id: record.id }),
      'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
    });
    storeSession();
    const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => void Object.assign(URL, objectUrls));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:copy'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);

    const { user, router, unmount } = renderWithProviders(<ApplicationsWorkspace options={options()} />, { path: `/chemical-tracking?open=${record.id}` });
    const sheet = await screen.findByRole('dialog', { name: 'Trimec Classic for Ann Green' });
    expect(await within(sheet).findByText('THIS AREA CHEMICALLY TREATED.', { exact: false })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Send copy to customer' }));
    expect(await screen.findByText('Customer copy sent')).toBeInTheDocument();
    expect(server.calls('POST', `/api/v2/chemical_applications/${record.id}/send`)).toHaveLength(1);

    await user.click(within(sheet).getByRole('button', { name: 'Customer copy (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['application-record-2026-06-12-ann-green.pdf']));
    expect(server.calls('GET', `/api/v2/chemical_applications/${record.id}/pdf`)[0]!.headers.get('Authorization')).toMatch(/^Bearer /);

    await user.click(within(sheet).getByRole('button', { name: 'Print lawn sign' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:copy'));

    await user.click(within(sheet).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this application record?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete record' }));
    await waitFor(() => expect(server.calls('DELETE', `/api/v2/chemical_applications/${record.id}`)).toHaveLength(1));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('open')).toBeNull());
    unmount();

    renderWithProviders(<ApplicationsWorkspace options={options({ canDelete: false, office: false })} />, { path: `/chemical-tracking?open=${record.id}` });
    const again = await screen.findByRole('dialog', { name: 'Trimec Classic for Ann Green' });
    await within(again).findByLabelText('Notes');
    expect(within(again).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // A crew leader records theirs on their visits: no stand-alone record, no report.
    expect(screen.queryByRole('button', { name: 'New record', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Report', hidden: true })).not.toBeInTheDocument();
  });

  it('records a stand-alone application from New record, with the site, the product, the applicator and the finish in the company’s zone', async () => {
    const server = mockFetch({
      'GET /api/v2/chemical_applications': page([]),
      'POST /api/v2/chemical_applications': (request) => ok({ application: anApplication({ id: '5d2e7f10-4a3b-4c5d-8e6f-d00000000001', ...(request.body as object), overrides: [] }) }, 201),
      'GET /api/v2/chemical_applications/5d2e7f10-4a3b-4c5d-8e6f-d00000000001': ok({ application: anApplication({ id: '5d2e7f10-4a3b-4c5d-8e6f-d00000000001' }) }),
    });
    const { user, router } = renderWithProviders(<ApplicationsWorkspace options={options()} />, { path: '/chemical-tracking' });
    await user.click(await screen.findByRole('button', { name: 'New record' }));
    const sheet = await screen.findByRole('dialog', { name: 'New application record' });

    await user.click(within(sheet).getByRole('button', { name: 'Save record' }));
    expect(await within(sheet).findByText('Choose the customer, or record it on a work order')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/chemical_applications')).toHaveLength(0);

    await user.selectOptions(within(sheet).getByLabelText('Customer and property'), 'Ann Green · 12 Elm St');
    await user.selectOptions(within(sheet).getByLabelText('Product'), 'Trimec Classic');
    await user.selectOptions(within(sheet).getByLabelText('Applicator'), 'Kim Ortiz · no licence on file');
    const finished = within(sheet).getByLabelText('Finished');
    await user.clear(finished);
    await user.type(finished, '2026-06-12T14:15');
    await user.type(within(sheet).getByLabelText('Rate (fl oz per 1,000 sq ft)'), '1.2345');
    await user.type(within(sheet).getByLabelText('Area treated (sq ft)'), '4,800');
    await user.type(within(sheet).getByLabelText('Wind (mph)'), '6');
    await user.selectOptions(within(sheet).getByLabelText('Wind direction'), 'NW');
    await user.click(within(sheet).getByRole('button', { name: 'Save record' }));

    await waitFor(() => expect(server.calls('POST', '/api/v2/chemical_applications')).toHaveLength(1));
    const post = server.calls('POST', '/api/v2/chemical_applications')[0]!;
    expect(post.body).toMatchObject({
      customerId: annGreenId,
      propertyId: elmStreetId,
      productId: trimecId,
      applicatorEmployeeId: kimId,
      finishedAt: '2026-06-12T19:15:00.000Z',
      rate: 1.2345,
      areaTreated: 4800,
      windSpeedMph: 6,
      windDirection: 'NW',
      temperatureF: null,
    });
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('open')).toBe('5d2e7f10-4a3b-4c5d-8e6f-d00000000001'));
  });
});

describe('settings and the report tab', () => {
  it('shows each state’s rules, and saves the states, the wind limit and the invoice choice with the updatedAt read', async () => {
    const server = mockFetch({
      'GET /api/v2/chemical_applications/settings': ok({ settings: someSettings() }),
      'PUT /api/v2/chemical_applications/settings': (request) => ok({ settings: { ...(request.body as object), updatedAt: '2026-06-01T12:00:00.000Z' } }),
    });
    const { user } = renderWithProviders(<ApplicationsWorkspace options={options()} />, { path: '/chemical-tracking?tab=settings' });
    const form = await screen.findByRole('form', { name: 'Application settings' });
    expect(within(form).getByRole('checkbox', { name: 'Minnesota (MN)' })).toBeChecked();
    expect(within(form).getByText('Within 5 days of the application')).toBeInTheDocument();
    expect(within(form).getByText('The same day as the application')).toBeInTheDocument();
    expect(within(form).getByText('A copy of the application record.')).toBeInTheDocument();
    expect(within(form).getByText(/Wisconsin Administrative Code ATCP 29.21/)).toBeInTheDocument();

    await user.click(within(form).getByRole('checkbox', { name: 'Wisconsin (WI)' }));
    const wind = within(form).getByLabelText('Wind limit (mph)');
    await user.clear(wind);
    await user.type(wind, '12.5');
    await user.click(within(form).getByRole('switch', { name: 'Print applications on the invoice' }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.calls('PUT', '/api/v2/chemical_applications/settings')).toHaveLength(1));
    expect(server.calls('PUT', '/api/v2/chemical_applications/settings')[0]!.body).toEqual({
      states: ['MN', 'WI'],
      maxWindMph: 12.5,
      copyOnInvoice: true,
      updatedAt: '2026-03-01T15:00:00.000Z',
    });
    expect(await screen.findByText('Application settings saved')).toBeInTheDocument();
  });

  it('is read-only for a role that does not set up the company', async () => {
    mockFetch({ 'GET /api/v2/chemical_applications/settings': ok({ settings: someSettings() }) });
    renderWithProviders(<ApplicationsWorkspace options={options({ canEditSettings: false })} />, { path: '/chemical-tracking?tab=settings' });
    const form = await screen.findByRole('form', { name: 'Application settings' });
    expect(within(form).getByText('Only an admin can set up the company.')).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Minnesota (MN)' })).toBeDisabled();
    expect(within(form).getByLabelText('Wind limit (mph)')).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });
});
