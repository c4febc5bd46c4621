import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { aJurisdiction } from '@/test/company-builders';
import { mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { JurisdictionsTree } from './jurisdictions-tree';

const us = aJurisdiction({ name: 'United States', type: 'country', code: 'US' });
const minnesota = aJurisdiction({ name: 'Minnesota', type: 'state', code: 'US-MN', parentJurisdictionId: us.id });
const hennepin = aJurisdiction({ name: 'Hennepin County', type: 'county', code: 'US-MN-HENNEPIN', parentJurisdictionId: minnesota.id });
const jurisdictions = [us, minnesota, hennepin];

function signedIn(routes: Record<string, Response | ((request: RecordedRequest) => Response)> = {}) {
  storeSession();
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
    'GET /api/v2/sales_tax/jurisdictions': ok({ jurisdictions }),
    ...routes,
  });
}

describe('JurisdictionsTree', () => {
  it('shows country → state → county, collapses a branch and finds one by search', async () => {
    signedIn();
    const { user } = renderWithProviders(<JurisdictionsTree jurisdictions={jurisdictions} canEdit />);
    const table = within(screen.getByRole('table', { name: 'Jurisdictions' }));
    expect(table.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['United States', 'Minnesota', 'Hennepin County']);

    await user.click(table.getByRole('button', { name: 'Hide jurisdictions in Minnesota' }));
    expect(table.queryByText('Hennepin County')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search jurisdictions' }), 'henn');
    expect(table.getByText('Hennepin County')).toBeInTheDocument();
  });

  it('deactivates a jurisdiction with its current fields and version', async () => {
    const server = signedIn({ [`PUT /api/v2/sales_tax/jurisdictions/${hennepin.id}`]: ok({ jurisdiction: { ...hennepin, isActive: false } }) });
    const { user } = renderWithProviders(<JurisdictionsTree jurisdictions={jurisdictions} canEdit />);
    await user.click(screen.getByRole('button', { name: 'Deactivate Hennepin County' }));
    expect(await screen.findByText('Hennepin County deactivated')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/sales_tax/jurisdictions/${hennepin.id}`)[0]?.body).toEqual({
      name: 'Hennepin County',
      type: 'county',
      code: 'US-MN-HENNEPIN',
      parentJurisdictionId: minnesota.id,
      isActive: false,
      updatedAt: hennepin.updatedAt,
    });
  });

  it('adds a city under a county, offering only parents of the right level', async () => {
    const server = signedIn({ 'POST /api/v2/sales_tax/jurisdictions': ok({ jurisdiction: aJurisdiction({ name: 'Edina' }) }, 201) });
    const { user } = renderWithProviders(<JurisdictionsTree jurisdictions={jurisdictions} canEdit />);
    await user.click(screen.getByRole('button', { name: 'Add a jurisdiction in Hennepin County' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add jurisdiction' }));
    expect(dialog.getByLabelText('Type')).toHaveValue('city');
    expect(dialog.getByLabelText('Parent')).toHaveValue(hennepin.id);
    expect(within(dialog.getByLabelText('Parent')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a parent',
      'United States › Minnesota',
      'United States › Minnesota › Hennepin County',
    ]);
    await user.type(dialog.getByLabelText('Name'), 'Edina');
    await user.type(dialog.getByLabelText('Code'), 'us-mn-edina');
    await user.click(dialog.getByRole('button', { name: 'Add jurisdiction' }));
    expect(await screen.findByText('Jurisdiction added')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/sales_tax/jurisdictions')[0]?.body).toEqual({
      name: 'Edina',
      type: 'city',
      code: 'US-MN-EDINA',
      parentJurisdictionId: hennepin.id,
      isActive: true,
    });
  });
});
