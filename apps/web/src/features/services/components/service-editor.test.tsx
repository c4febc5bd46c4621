import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, json, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aService } from '../service-builders';
import { ServiceEditor } from './service-editor';

const noSources = { labor: [], equipment: [], product: [], subcontractor: [] };
const crews = { labor: [{ id: '9a1c1a52-3f0e-4a4b-9a59-000000000001', name: 'Mow Crew 1', unitCost: 42.5, unit: 'h' }], equipment: [], product: [], subcontractor: [] };

function signedIn(routes: Record<string, Response | ((request: RecordedRequest) => Response)> = {}) {
  storeSession();
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}

describe('ServiceEditor', () => {
  it('saves the fields, the rate matrix and the recipe together', async () => {
    const service = aService();
    const server = signedIn({ [`PUT /api/v2/services/${service.id}`]: (request) => ok({ service: { ...service, ...(request.body as object), updatedAt: '2025-03-02T10:00:00.000Z' } }) });
    const { user } = renderWithProviders(<ServiceEditor service={service} canEdit incomeDivisions={[]} measureFields={[]} recipeSources={crews} />);

    await user.click(screen.getByRole('switch', { name: 'Taxable' }));
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.type(screen.getByRole('textbox', { name: 'To, row 1' }), '5,000');
    await user.type(screen.getByRole('textbox', { name: 'Rate, row 1' }), '35');
    await user.click(screen.getByRole('button', { name: 'Add labor' }));
    await user.selectOptions(screen.getByLabelText('From the price book, line 1'), 'Mow Crew 1 — $42.50 / h');
    expect(screen.getByLabelText('Name, line 1')).toHaveValue('Mow Crew 1');
    await user.click(screen.getByRole('button', { name: 'Save service' }));

    expect(await screen.findByText('Service Updated')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/services/${service.id}`)[0]?.body).toMatchObject({
      isTaxable: false,
      rateMatrixData: { matrixRows: [{ from: 0, to: 5000, rate: 35, tbHrs: 0, cost: 0 }], bottomSection: null },
      recipe: [{ type: 'labor', sourceId: crews.labor[0]!.id, name: 'Mow Crew 1', qty: 1, hours: 1, unitCost: 42.5 }],
      updatedAt: service.updatedAt,
    });
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('keeps the visits a season of the service takes, and refuses a season of none', async () => {
    const service = aService();
    const server = signedIn({ [`PUT /api/v2/services/${service.id}`]: (request) => ok({ service: { ...service, ...(request.body as object), updatedAt: '2025-03-02T10:00:00.000Z' } }) });
    const { user } = renderWithProviders(<ServiceEditor service={service} canEdit incomeDivisions={[]} measureFields={[]} recipeSources={noSources} />);
    const visits = screen.getByLabelText('Visits per season');
    expect(visits).toHaveValue('1');
    await user.clear(visits);
    await user.type(visits, '0');
    await user.click(screen.getByRole('button', { name: 'Save service' }));
    expect(await screen.findByText('Visits per season must be at least 1')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/services/${service.id}`)).toHaveLength(0);

    await user.clear(visits);
    await user.type(visits, '28');
    await user.click(screen.getByRole('button', { name: 'Save service' }));
    expect(await screen.findByText('Service Updated')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/services/${service.id}`)[0]?.body).toMatchObject({ defaultVisits: 28 });
  });

  it('refuses to save overlapping rows and says why on the row', async () => {
    const service = aService({ rateMatrixData: { matrixRows: [{ from: 0, to: 5000, rate: 35, tbHrs: 0, cost: 0 }], bottomSection: null } });
    const server = signedIn();
    const { user } = renderWithProviders(<ServiceEditor service={service} canEdit incomeDivisions={[]} measureFields={[]} recipeSources={noSources} />);
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    const from = screen.getByRole('textbox', { name: 'From, row 2' });
    await user.clear(from);
    await user.type(from, '5000');
    await user.type(screen.getByRole('textbox', { name: 'To, row 2' }), '10000');
    await user.type(screen.getByRole('textbox', { name: 'Rate, row 2' }), '45');
    await user.click(screen.getByRole('button', { name: 'Save service' }));
    expect(screen.getByText('Row 2 (5,000–10,000) overlaps row 1 (0–5,000): it must start above 5,000')).toBeInTheDocument();
    expect(screen.getByText('Fix the highlighted fields to save.')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/services/${service.id}`)).toHaveLength(0);
  });

  it('keeps what was typed when someone else saved first, and can save it over theirs', async () => {
    const service = aService();
    const theirs = { ...service, description: 'Their description', updatedAt: '2025-03-02T09:00:00.000Z' };
    let puts = 0;
    const server = signedIn({
      [`PUT /api/v2/services/${service.id}`]: (request) => {
        puts += 1;
        if (puts === 1) return json({ success: false, message: 'This service was changed by someone else. Reload to see the latest version.', errors: [], code: 'CONFLICT', details: {} }, 409);
        return ok({ service: { ...theirs, ...(request.body as object), updatedAt: '2025-03-02T10:00:00.000Z' } });
      },
      [`GET /api/v2/services/${service.id}`]: ok({ service: theirs }),
    });
    const { user } = renderWithProviders(<ServiceEditor service={service} canEdit incomeDivisions={[]} measureFields={[]} recipeSources={noSources} />);
    const name = screen.getByLabelText('Service name');
    await user.clear(name);
    await user.type(name, 'Weekly mowing and edging');
    await user.click(screen.getByRole('button', { name: 'Save service' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This service was changed by someone else. Reload to see the latest version.')).toBeInTheDocument();
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Service name')).toHaveValue('Weekly mowing and edging');

    await user.click(within(alert).getByRole('button', { name: 'Keep my changes' }));
    expect(screen.getByLabelText('Service name')).toHaveValue('Weekly mowing and edging');
    await user.click(screen.getByRole('button', { name: 'Save service' }));
    expect(await screen.findByText('Service Updated')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/services/${service.id}`)[1]?.body).toMatchObject({ name: 'Weekly mowing and edging', updatedAt: theirs.updatedAt });
  });

  it('says Update Failed with a try-again message when the server fails', async () => {
    const service = aService();
    signedIn({ [`PUT /api/v2/services/${service.id}`]: fail(503, 'Unavailable', 'DATABASE_UNAVAILABLE') });
    const { user } = renderWithProviders(<ServiceEditor service={service} canEdit incomeDivisions={[]} measureFields={[]} recipeSources={noSources} />);
    await user.type(screen.getByLabelText('Service class'), ' (weekly)');
    await user.click(screen.getByRole('button', { name: 'Save service' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update the service. Please try again.')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    signedIn();
    const { user, router } = renderWithProviders(<ServiceEditor service={aService()} canEdit incomeDivisions={[]} measureFields={[]} recipeSources={noSources} />, { path: '/services/1' });
    await user.type(screen.getByLabelText('Service class'), ' (weekly)');
    await act(() => router.navigate('/login'));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/services/1');
    expect(screen.getByLabelText('Service class')).toHaveValue('Residential maintenance (weekly)');

    await act(() => router.navigate('/login'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it('is read-only for roles that may not change services', () => {
    signedIn();
    renderWithProviders(<ServiceEditor service={aService()} canEdit={false} incomeDivisions={[]} measureFields={[]} recipeSources={noSources} />);
    expect(screen.getByLabelText('Service name')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add row' })).not.toBeInTheDocument();
  });
});
