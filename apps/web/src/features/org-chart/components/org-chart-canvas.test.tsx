import { treeLayout } from '@groundwork/domain/org-chart';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { aPosition } from '@/test/people-builders';
import { renderWithProviders } from '@/test/render';
import { OrgChartCanvas } from './org-chart-canvas';

beforeEach(() => storeSession());

const owner = aPosition({ title: 'Owner', x: 500, y: 40 });
const operations = aPosition({ title: 'Operations Manager', reportsToId: owner.id, x: 20, y: 20 });
const office = aPosition({ title: 'Office Manager', reportsToId: owner.id, x: 900, y: 900 });
const positions = [owner, operations, office];

function mockServer(routes: Parameters<typeof mockFetch>[0]) {
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}

const noop = () => {};

describe('OrgChartCanvas', () => {
  it('draws every position with its holders', () => {
    mockServer({});
    renderWithProviders(<OrgChartCanvas positions={positions} onEdit={noop} onRemove={noop} />);
    expect(screen.getByText('Operations Manager')).toBeInTheDocument();
    expect(screen.getAllByText('Vacant')).toHaveLength(3);
    // jsdom measures nothing, so xyflow keeps the boxes visibility:hidden; a browser shows them.
    expect(screen.getByLabelText('Role and responsibilities of Office Manager')).toHaveAttribute(
      'href',
      `/business-development/org-chart/role-responsibilities/${office.id}`,
    );
  });

  it('auto-layout arranges the tree and saves each new place through update_coordinates', async () => {
    const server = mockServer({
      'PUT /api/v2/org_positions/update_coordinates/': (request) => ok({ id: request.url.searchParams.get('id'), ...(request.body as object) }),
    });
    const { user } = renderWithProviders(<OrgChartCanvas positions={positions} onEdit={noop} onRemove={noop} />);
    await user.click(screen.getByRole('button', { name: 'Auto-layout' }));

    const expected = treeLayout(positions);
    await waitFor(() => expect(server.calls('PUT', '/api/v2/org_positions/update_coordinates/')).toHaveLength(3));
    for (const call of server.calls('PUT', '/api/v2/org_positions/update_coordinates/')) {
      const id = call.url.searchParams.get('id')!;
      const place = expected.get(id)!;
      expect(call.body).toEqual({ x: Math.round(place.x), y: Math.round(place.y) });
    }
  });

  it("says 'Failed to update coordinates' when a save fails", async () => {
    mockServer({ 'PUT /api/v2/org_positions/update_coordinates/': fail(500, '', 'INTERNAL') });
    const { user } = renderWithProviders(<OrgChartCanvas positions={positions} onEdit={noop} onRemove={noop} />);
    await user.click(screen.getByRole('button', { name: 'Auto-layout' }));
    expect((await screen.findAllByText('Failed to update coordinates')).length).toBeGreaterThan(0);
  });
});
