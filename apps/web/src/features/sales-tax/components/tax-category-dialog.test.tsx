import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { aJurisdiction, aTaxCategory } from '@/test/company-builders';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { TaxCategoryDialog } from './tax-category-dialog';

const minnesota = aJurisdiction({ name: 'Minnesota', code: 'US-MN' });
const stateTax = aTaxCategory({ name: 'Minnesota State Tax', rate: 6.875, jurisdictionId: minnesota.id, isDefaultForProducts: true });
const cityTax = aTaxCategory({ name: 'Minneapolis City Tax', rate: 0.5, isDefaultForServices: true });
const exempt = aTaxCategory({ name: 'Non-Taxable', rate: 0, isExempt: true });
const categories = [stateTax, cityTax, exempt];

function signedIn(routes: Record<string, Response | ((request: RecordedRequest) => Response)> = {}) {
  storeSession();
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
    'GET /api/v2/sales_tax/categories': ok({ categories }),
    'GET /api/v2/sales_tax/jurisdictions': ok({ jurisdictions: [minnesota] }),
    ...routes,
  });
}

describe('TaxCategoryDialog', () => {
  it('says which category a new default replaces, and saves the toggles', async () => {
    const server = signedIn({ [`PUT /api/v2/sales_tax/categories/${cityTax.id}`]: ok({ category: { ...cityTax, isDefaultForProducts: true } }) });
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(<TaxCategoryDialog open onOpenChange={onOpenChange} category={cityTax} categories={categories} jurisdictions={[minnesota]} />);

    const products = screen.getByRole('switch', { name: 'Default for products' });
    const services = screen.getByRole('switch', { name: 'Default for services' });
    expect(products).not.toBeChecked();
    expect(services).toBeChecked();
    // Its own default replaces nothing.
    expect(screen.queryByText(/Replaces .* as the default for services/)).not.toBeInTheDocument();

    await user.click(products);
    expect(products).toBeChecked();
    expect(screen.getByText('Replaces Minnesota State Tax as the default for products.')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Default for clients' }));
    expect(screen.queryByText(/as the default for clients/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Tax category updated')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/sales_tax/categories/${cityTax.id}`)[0]?.body).toMatchObject({
      name: 'Minneapolis City Tax',
      rate: 0.5,
      isDefaultForProducts: true,
      isDefaultForServices: true,
      isDefaultForClients: true,
      updatedAt: cityTax.updatedAt,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('adds a category with every field; exempt sets the rate to 0', async () => {
    const server = signedIn({ 'POST /api/v2/sales_tax/categories': ok({ category: aTaxCategory({ name: 'Resale' }) }, 201) });
    const { user } = renderWithProviders(<TaxCategoryDialog open onOpenChange={() => {}} category={null} categories={categories} jurisdictions={[minnesota]} />);

    await user.type(screen.getByLabelText('Name'), 'Resale');
    await user.type(screen.getByLabelText('Description'), 'Bought for resale');
    await user.type(screen.getByLabelText('Rate (%)'), '2.5');
    await user.selectOptions(screen.getByLabelText('Jurisdiction'), minnesota.id);
    await user.click(screen.getByRole('switch', { name: 'Exempt' }));
    expect(screen.getByLabelText('Rate (%)')).toHaveValue(0);
    expect(screen.getByLabelText('Rate (%)')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add category' }));

    expect(await screen.findByText('Tax category added')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/sales_tax/categories')[0]?.body).toEqual({
      name: 'Resale',
      description: 'Bought for resale',
      rate: 0,
      isExempt: true,
      jurisdictionId: minnesota.id,
      isActive: true,
      isDefaultForProducts: false,
      isDefaultForServices: false,
      isDefaultForClients: false,
    });
  });

  it("shows validation messages inline and keeps the dialog open with what was typed when the server refuses", async () => {
    signedIn({ 'POST /api/v2/sales_tax/categories': fail(409, 'A category with this name exists', 'CONFLICT', { name: ['A category with this name exists'] }) });
    const { user } = renderWithProviders(<TaxCategoryDialog open onOpenChange={() => {}} category={null} categories={categories} jurisdictions={[minnesota]} />);

    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Minnesota State Tax');
    await user.type(screen.getByLabelText('Rate (%)'), '101');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Rate cannot be more than 100%')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Rate (%)'));
    await user.type(screen.getByLabelText('Rate (%)'), '6.875');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('A category with this name exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Minnesota State Tax');
  });
});
