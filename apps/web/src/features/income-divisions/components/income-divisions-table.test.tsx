import type { IncomeDivision } from '@groundwork/domain/income-divisions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { IncomeDivisionsTable } from './income-divisions-table';

function aDivision(name: string, code: string, id: string): IncomeDivision {
  return {
    id,
    name,
    code,
    description: `${name} work`,
    incomeAccount: `4100 ${name} Income`,
    isActive: true,
    archivedAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

const maintenance = aDivision('Maintenance', 'MAINT', '7d1c1a52-3f0e-4a4b-9a59-0a5f8f6d2c01');
const snow = aDivision('Snow', 'SNOW', '7d1c1a52-3f0e-4a4b-9a59-0a5f8f6d2c02');

function signedIn(routes: Record<string, Response | ((request: RecordedRequest) => Response)> = {}) {
  storeSession();
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
    'GET /api/v2/income_divisions': ok({ incomeDivisions: [maintenance, snow] }),
    ...routes,
  });
}

describe('IncomeDivisionsTable', () => {
  it('lists the divisions and adds one through the dialog', async () => {
    const server = signedIn({ 'POST /api/v2/income_divisions': ok({ incomeDivision: aDivision('Tree Care', 'TREE', '7d1c1a52-3f0e-4a4b-9a59-0a5f8f6d2c03') }, 201) });
    const { user } = renderWithProviders(<IncomeDivisionsTable canEdit />);
    expect(await screen.findByText('Maintenance')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add income division' }));
    const dialog = screen.getByRole('dialog', { name: 'Add income division' });
    await user.click(within(dialog).getByRole('button', { name: 'Add division' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Tree Care');
    await user.type(within(dialog).getByLabelText('Code'), 'tree');
    await user.click(within(dialog).getByRole('button', { name: 'Add division' }));

    expect(await screen.findByText('Income division added')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/income_divisions')[0]?.body).toEqual({ name: 'Tree Care', code: 'TREE', description: '', incomeAccount: '', isActive: true });
  });

  it('asks before deleting, and says so when a division in use was archived instead', async () => {
    const server = signedIn({ [`DELETE /api/v2/income_divisions/${snow.id}`]: ok({ id: snow.id, archived: true }) });
    const { user } = renderWithProviders(<IncomeDivisionsTable canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Delete Snow' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Snow?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('DELETE', `/api/v2/income_divisions/${snow.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Snow' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Snow archived')).toBeInTheDocument();
    expect(screen.getByText('Services still use this division, so it was archived instead of deleted.')).toBeInTheDocument();
  });

  it('shows the failure and a way to try again when the list cannot load', async () => {
    signedIn({ 'GET /api/v2/income_divisions': fail(503, 'The service is temporarily unavailable. Please try again shortly.', 'DATABASE_UNAVAILABLE') });
    renderWithProviders(<IncomeDivisionsTable canEdit />);
    expect(await screen.findByText('Could not load income divisions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers no changes to someone who is not an admin', async () => {
    signedIn();
    renderWithProviders(<IncomeDivisionsTable canEdit={false} />);
    expect(await screen.findByText('Snow')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add income division' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
