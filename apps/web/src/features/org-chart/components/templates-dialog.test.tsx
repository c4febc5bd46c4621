import type { PositionTemplate } from '@groundwork/domain/org-chart';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { TemplatesDialog } from './templates-dialog';

beforeEach(() => storeSession());

const crewLeader: PositionTemplate = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  title: 'Crew Leader',
  department: 'Operations',
  purpose: 'Runs the truck.',
  keyResponsibilities: ['Run the route', 'Train members'],
  kpis: ['Hours vs. budget'],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function mockServer(routes: Parameters<typeof mockFetch>[0]) {
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
    'GET /api/v2/position_templates': ok({ templates: [crewLeader] }),
    ...routes,
  });
}

describe('TemplatesDialog', () => {
  it('creates a template from one entry a line', async () => {
    const server = mockServer({ 'POST /api/v2/position_templates': ok({ template: { ...crewLeader, id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', title: 'Mechanic' } }) });
    const { user } = renderWithProviders(<TemplatesDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Position templates' });
    expect(await within(dialog).findByText('Crew Leader')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'New template' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Mechanic');
    await user.type(within(dialog).getByLabelText('Key responsibilities'), 'Service mowers{enter}{enter}Keep the shop log');
    await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('Template Mechanic added successfully')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/position_templates')[0]!.body).toMatchObject({
      title: 'Mechanic',
      keyResponsibilities: ['Service mowers', 'Keep the shop log'],
      kpis: [],
    });
  });

  it("falls back to 'Failed to update template' and 'Failed to delete template'", async () => {
    mockServer({
      [`PUT /api/v2/position_templates/${crewLeader.id}`]: new Response('', { status: 502 }),
      [`DELETE /api/v2/position_templates/${crewLeader.id}`]: new Response('', { status: 502 }),
    });
    const { user } = renderWithProviders(<TemplatesDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Position templates' });
    await user.click(await within(dialog).findByRole('button', { name: 'Edit template Crew Leader' }));
    expect(within(dialog).getByLabelText('Key responsibilities')).toHaveValue('Run the route\nTrain members');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Failed to update template')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back to templates' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Delete template Crew Leader' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete template')).toBeInTheDocument();
  });
});
