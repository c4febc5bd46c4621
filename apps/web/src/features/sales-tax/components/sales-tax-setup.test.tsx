import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { aJurisdiction, aTaxCategory } from '@/test/company-builders';
import { mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { SalesTaxSetup } from './sales-tax-setup';

const us = aJurisdiction({ name: 'United States', type: 'country', code: 'US' });
const canada = aJurisdiction({ name: 'Canada', type: 'country', code: 'CA' });
const minnesota = aJurisdiction({ name: 'Minnesota', type: 'state', code: 'US-MN', parentJurisdictionId: us.id });
const stateTax = aTaxCategory({ name: 'Minnesota State Tax', rate: 6.875, jurisdictionId: minnesota.id });
const exempt = aTaxCategory({ name: 'Non-Taxable', rate: 0, isExempt: true, isDefaultForClients: true });

function signedIn() {
  storeSession();
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
    'GET /api/v2/sales_tax/jurisdictions': ok({ jurisdictions: [us, canada, minnesota] }),
    'GET /api/v2/sales_tax/categories': ok({ categories: [stateTax, exempt] }),
    [`PUT /api/v2/sales_tax/jurisdictions/${canada.id}`]: (request: RecordedRequest) => ok({ jurisdiction: { ...canada, ...(request.body as object) } }),
    [`PUT /api/v2/sales_tax/categories/${stateTax.id}`]: (request: RecordedRequest) => ok({ category: { ...stateTax, ...(request.body as object) } }),
  });
}

describe('SalesTaxSetup (onboarding)', () => {
  it("asks 'Does your company charge sales tax?' and, with No, saves only the answer", async () => {
    const server = signedIn();
    const onSaved = vi.fn(async () => {});
    const { user } = renderWithProviders(<SalesTaxSetup initialChargesSalesTax={null} onSaved={onSaved} />);

    expect(await screen.findByText('Does your company charge sales tax?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose yes or no');
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByText('Where do you charge sales tax?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(false));
    expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('with Yes, switches off the jurisdictions left unticked and sets the chosen defaults', async () => {
    const server = signedIn();
    const onSaved = vi.fn(async () => {});
    const { user } = renderWithProviders(<SalesTaxSetup initialChargesSalesTax={null} onSaved={onSaved} />);

    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('checkbox', { name: 'Minnesota' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Canada' }));
    await user.selectOptions(screen.getByLabelText('Default for products'), stateTax.id);
    await user.selectOptions(screen.getByLabelText('Default for services'), stateTax.id);
    expect(screen.getByLabelText('Default for clients')).toHaveValue(exempt.id);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(true));
    expect(server.calls('PUT', `/api/v2/sales_tax/jurisdictions/${canada.id}`)[0]?.body).toMatchObject({ isActive: false, code: 'CA', type: 'country' });
    expect(server.calls('PUT', `/api/v2/sales_tax/categories/${stateTax.id}`)[0]?.body).toMatchObject({
      isDefaultForProducts: true,
      isDefaultForServices: true,
      isDefaultForClients: false,
    });
    // Nothing changed for the exempt category or the other jurisdictions, so nothing was sent for them.
    expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(2);
    expect(await screen.findByText('Sales tax settings saved')).toBeInTheDocument();
  });

  it('needs at least one jurisdiction when the company charges sales tax', async () => {
    signedIn();
    const onSaved = vi.fn(async () => {});
    const { user } = renderWithProviders(<SalesTaxSetup initialChargesSalesTax onSaved={onSaved} />);
    await user.click(await screen.findByRole('button', { name: 'Clear all' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one jurisdiction you charge sales tax in');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
