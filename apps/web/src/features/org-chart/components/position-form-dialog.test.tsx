import type { PositionTemplate } from '@groundwork/domain/org-chart';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { aPosition } from '@/test/people-builders';
import { renderWithProviders } from '@/test/render';
import { PositionFormDialog } from './position-form-dialog';

beforeEach(() => storeSession());

const owner = aPosition({ title: 'Owner', x: 0, y: 0 });
const operations = aPosition({ title: 'Operations Manager', reportsToId: owner.id, x: 0, y: 180 });
const crewLeader = aPosition({ title: 'Crew Leader', reportsToId: operations.id, x: 0, y: 360 });
const template: PositionTemplate = {
  id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  title: 'Estimator',
  department: 'Sales',
  purpose: 'Prices every job so it makes money.',
  keyResponsibilities: ['Measure sites', 'Write estimates'],
  kpis: ['Close rate'],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function mockServer(routes: Parameters<typeof mockFetch>[0]) {
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}

function open(position: Parameters<typeof PositionFormDialog>[0]['position'] = null) {
  const onOpenChange = vi.fn();
  const rendered = renderWithProviders(
    <PositionFormDialog
      open
      onOpenChange={onOpenChange}
      position={position}
      positions={[owner, operations, crewLeader]}
      templates={[template]}
      employees={[{ id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', name: 'Rosa Delgado', position: 'Crew Leader' }]}
      placeFor={() => ({ x: 260, y: 360 })}
    />,
  );
  return { ...rendered, onOpenChange, dialog: screen.getByRole('dialog') };
}

describe('PositionFormDialog', () => {
  it('fills a new position from a template and sends the template, the manager, the holders and a place', async () => {
    const server = mockServer({ 'POST /api/v2/org_positions': ok({ position: aPosition({ title: 'Estimator' }) }) });
    const { user, dialog, onOpenChange } = open();

    await user.selectOptions(within(dialog).getByLabelText('Start from template'), 'Estimator');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Estimator');
    expect(within(dialog).getByLabelText('Key responsibilities')).toHaveValue('Measure sites\nWrite estimates');
    await user.selectOptions(within(dialog).getByLabelText('Reports to'), 'Operations Manager');
    await user.click(within(dialog).getByLabelText(/Rosa Delgado/));
    await user.click(within(dialog).getByRole('button', { name: 'Add position' }));

    expect(await screen.findByText('Position Estimator added successfully')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(server.calls('POST', '/api/v2/org_positions')[0]!.body).toMatchObject({
      templateId: template.id,
      title: 'Estimator',
      department: 'Sales',
      reportsToId: operations.id,
      employeeIds: ['9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a'],
      keyResponsibilities: ['Measure sites', 'Write estimates'],
      kpis: ['Close rate'],
      x: 260,
      y: 360,
    });
  });

  it('asks for a title on a blank position and sends nothing', async () => {
    const server = mockServer({});
    const { user, dialog } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Add position' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/org_positions')).toHaveLength(0);
  });

  it("does not offer a position's own reports as its manager, and shows the server's refusal", async () => {
    mockServer({
      [`PUT /api/v2/org_positions/${operations.id}`]: fail(422, 'A position cannot report to itself or to one of its own reports', 'BUSINESS_RULE'),
    });
    const { user, dialog } = open(operations);
    const choices = within(within(dialog).getByLabelText('Reports to')).getAllByRole('option').map((option) => option.textContent);
    expect(choices).toEqual(['Nobody (top of the chart)', 'Owner']);

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A position cannot report to itself or to one of its own reports')).toBeInTheDocument();
  });
});
