import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { aJurisdiction, aTaxCategory } from '@/test/company-builders';
import { aCustomer, aCustomerId } from '@/test/customer-builders';
import { fail, mockFetch, ok, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { CustomerForm } from './customer-form';

const customerId = aCustomerId;

function mockServer(routes: Record<string, RouteHandler | Response>) {
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}

// Minnesota's figures: Minneapolis is 6.875 state + 0.15 Hennepin County + 0.5 transit + 0.5 city = 8.025 %.
const minnesota = aJurisdiction({ name: 'Minnesota' });
const hennepin = aJurisdiction({ name: 'Hennepin County', type: 'county', code: 'US-MN-HENNEPIN', parentJurisdictionId: minnesota.id });
const minneapolis = aJurisdiction({ name: 'Minneapolis', type: 'city', code: 'US-MN-MINNEAPOLIS', parentJurisdictionId: hennepin.id });
const jurisdictions = [minnesota, hennepin, minneapolis];
const cityTax = aTaxCategory({ name: 'Minneapolis City Tax', rate: 0.5, jurisdictionId: minneapolis.id, isDefaultForClients: true });
const countyTax = aTaxCategory({ name: 'Hennepin County Tax', rate: 0.15, jurisdictionId: hennepin.id });
const exempt = aTaxCategory({ name: 'Non-Taxable', rate: 0, isExempt: true });
const retired = aTaxCategory({ name: 'Old County Tax', rate: 0.25, jurisdictionId: hennepin.id, isActive: false });
const taxCategories = [
  aTaxCategory({ name: 'Minnesota State Tax', rate: 6.875, jurisdictionId: minnesota.id }),
  countyTax,
  aTaxCategory({ name: 'Hennepin County Transit Tax', rate: 0.5, jurisdictionId: hennepin.id }),
  cityTax,
  exempt,
  retired,
];

const optionNames = (select: HTMLElement) => Array.from(select.querySelectorAll('option'), (option) => option.textContent);

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe('CustomerForm', () => {
  it('checks the fields with the domain rules before sending anything', async () => {
    const server = mockServer({});
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<CustomerForm onSaved={onSaved} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create customer' }));

    expect(await screen.findByText('Enter a first or last name, or a company name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('POST', '/api/v2/customers')).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('creates a customer with its first property and hands the saved record on', async () => {
    const server = mockServer({ 'POST /api/v2/customers': ok({ customer: aCustomer() }, 201) });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<CustomerForm onSaved={onSaved} />);
    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Last name'), 'Doe');
    await user.type(screen.getByLabelText('Street', { selector: '#customer-billing-street' }), '123 Maple Ave');
    await user.type(screen.getByLabelText('Lot size (sq ft)'), '12,500');
    await user.type(screen.getByLabelText('Tags'), 'Weekly mowing, VIP');
    await user.click(screen.getByRole('button', { name: 'Create customer' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: customerId })));
    const body = server.calls('POST', '/api/v2/customers')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      tags: ['Weekly mowing', 'VIP'],
      address: expect.objectContaining({ street: '123 Maple Ave' }),
      properties: [expect.objectContaining({ lotSizeSqFt: '12,500', isPrimary: true, address: expect.objectContaining({ street: '123 Maple Ave' }) })],
    });
  });

  it('sends the first property\'s map position as numbers, and none when both are left empty', async () => {
    const server = mockServer({ 'POST /api/v2/customers': ok({ customer: aCustomer() }, 201) });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<CustomerForm onSaved={onSaved} />);
    expect(screen.getByLabelText('Latitude')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Latitude')).toHaveAccessibleDescription('e.g. 44.9606');
    expect(screen.getByLabelText('Longitude')).toHaveAccessibleDescription('West is negative, e.g. -93.2776');
    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Latitude'), '44.9606');
    await user.type(screen.getByLabelText('Longitude'), '-93.2776');
    await user.click(screen.getByRole('button', { name: 'Create customer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.calls('POST', '/api/v2/customers')[0]?.body).toMatchObject({ properties: [expect.objectContaining({ latitude: 44.9606, longitude: -93.2776 })] });

    await user.clear(screen.getByLabelText('Latitude'));
    await user.clear(screen.getByLabelText('Longitude'));
    await user.click(screen.getByRole('button', { name: 'Create customer' }));
    await waitFor(() => expect(server.calls('POST', '/api/v2/customers')).toHaveLength(2));
    expect(server.calls('POST', '/api/v2/customers')[1]?.body).toMatchObject({ properties: [expect.objectContaining({ latitude: null, longitude: null })] });
  });

  it('says under the field when a coordinate is out of range or alone, before sending, and shows the server\'s coordinate messages there too', async () => {
    const server = mockServer({
      'POST /api/v2/customers': fail(400, 'Validation failed', 'VALIDATION_FAILED', { 'properties.0.latitude': ['Latitude must be between -90 and 90'] }),
    });
    const { user } = renderWithProviders(<CustomerForm onSaved={vi.fn()} />);
    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Latitude'), '94.96');
    await user.click(screen.getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText('Latitude must be between -90 and 90')).toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Latitude'));
    await user.type(screen.getByLabelText('Latitude'), '44.96');
    await user.click(screen.getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText('Enter both the latitude and the longitude, or neither')).toBeInTheDocument();
    expect(screen.getByLabelText('Longitude')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Latitude must be between -90 and 90')).not.toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/customers')).toHaveLength(0);

    await user.type(screen.getByLabelText('Longitude'), '-93.27');
    await user.click(screen.getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText('Latitude must be between -90 and 90')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/customers')).toHaveLength(1);
    expect(screen.getByLabelText('Latitude')).toHaveValue(44.96);
  });

  it("puts the server's per-field messages under their fields and keeps everything typed", async () => {
    mockServer({
      'POST /api/v2/customers': fail(400, 'Validation failed', 'VALIDATION_FAILED', {
        'address.zipCode': ['ZIP code must be at most 20 characters'],
        'properties.0.turfAreaSqFt': ['Turf area must be a number between 0 and 1,000,000,000'],
      }),
    });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<CustomerForm onSaved={onSaved} />);
    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('ZIP code'), '55401');
    await user.click(screen.getByRole('button', { name: 'Create customer' }));

    expect(await screen.findByText('ZIP code must be at most 20 characters')).toBeInTheDocument();
    expect(screen.getByText('Turf area must be a number between 0 and 1,000,000,000')).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('55401');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a stale edit (409) keeps the typing on screen and reloads only when asked', async () => {
    const fresh = aCustomer({ firstName: 'Janet', updatedAt: '2025-03-02T09:00:00.000Z' });
    const server = mockServer({
      'PUT /api/v2/customers/11111111-1111-4111-8111-111111111111': fail(409, 'This customer was changed by someone else', 'CONFLICT'),
      'GET /api/v2/customers/11111111-1111-4111-8111-111111111111': ok({ customer: fresh }),
    });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<CustomerForm customer={aCustomer()} onSaved={onSaved} />);
    const lastName = screen.getByLabelText('Last name');
    await user.clear(lastName);
    await user.type(lastName, 'Smith');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This customer was changed by someone else');
    expect(server.calls('PUT', `/api/v2/customers/${customerId}`)[0]?.body).toMatchObject({ lastName: 'Smith', updatedAt: '2025-03-01T14:00:00.000Z' });
    expect(screen.getByLabelText('Last name')).toHaveValue('Smith');
    expect(server.calls('GET', `/api/v2/customers/${customerId}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Janet'));
    expect(screen.getByLabelText('Last name')).toHaveValue('Doe');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('offers the company’s tax categories, names the company default, says what estimates will charge and saves the choice', async () => {
    const server = mockServer({ 'POST /api/v2/customers': ok({ customer: aCustomer({ taxCategoryId: countyTax.id }) }, 201) });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<CustomerForm taxCategories={taxCategories} jurisdictions={jurisdictions} onSaved={onSaved} />);
    const select = screen.getByLabelText('Tax category');
    expect(select).toHaveValue('');
    // Active categories by name; a deactivated one is not offered to a new customer.
    expect(optionNames(select)).toEqual([
      'Company default (Minneapolis City Tax)',
      'Hennepin County Tax',
      'Hennepin County Transit Tax',
      'Minneapolis City Tax',
      'Minnesota State Tax',
      'Non-Taxable',
    ]);
    expect(screen.getByText('Estimates are taxed at Minneapolis 8.025%.')).toBeInTheDocument();

    await user.selectOptions(select, 'Non-Taxable');
    expect(screen.getByText('Non-Taxable: estimates charge no sales tax.')).toBeInTheDocument();
    await user.selectOptions(select, 'Hennepin County Tax');
    expect(screen.getByText('Estimates are taxed at Hennepin County 7.525%.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.click(screen.getByRole('button', { name: 'Create customer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.calls('POST', '/api/v2/customers')[0]?.body).toMatchObject({ firstName: 'Jane', taxCategoryId: countyTax.id });
  });

  it('shows the customer’s own category (even a deactivated one) and sends null for the company default', async () => {
    const server = mockServer({ [`PUT /api/v2/customers/${customerId}`]: ok({ customer: aCustomer() }) });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(
      <CustomerForm customer={aCustomer({ taxCategoryId: retired.id })} taxCategories={taxCategories} jurisdictions={jurisdictions} onSaved={onSaved} />,
    );
    const select = screen.getByLabelText('Tax category');
    expect(select).toHaveValue(retired.id);
    expect(optionNames(select)).toContain('Old County Tax (inactive)');

    await user.selectOptions(select, 'Company default (Minneapolis City Tax)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.calls('PUT', `/api/v2/customers/${customerId}`)[0]?.body).toMatchObject({ taxCategoryId: null });
  });

  it('keeps the customer’s category when the categories arrive after the form opened, and sends it back unchanged', async () => {
    const server = mockServer({ [`PUT /api/v2/customers/${customerId}`]: ok({ customer: aCustomer({ taxCategoryId: exempt.id }) }) });
    const onSaved = vi.fn();
    function CategoriesLoadLate() {
      const [loaded, setLoaded] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setLoaded(true)}>
            Categories arrive
          </button>
          <CustomerForm
            customer={aCustomer({ taxCategoryId: exempt.id })}
            taxCategories={loaded ? taxCategories : []}
            jurisdictions={loaded ? jurisdictions : undefined}
            onSaved={onSaved}
          />
        </>
      );
    }
    const { user } = renderWithProviders(<CategoriesLoadLate />);
    await user.click(screen.getByRole('button', { name: 'Categories arrive' }));
    expect(screen.getByLabelText('Tax category')).toHaveValue(exempt.id);
    expect(screen.getByText('Non-Taxable: estimates charge no sales tax.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.calls('PUT', `/api/v2/customers/${customerId}`)[0]?.body).toMatchObject({ taxCategoryId: exempt.id });
  });

  it('offers None when the company has no default for clients, and shows the server’s answer under the field', async () => {
    mockServer({ 'POST /api/v2/customers': fail(404, 'Tax category not found.', 'NOT_FOUND', { taxCategoryId: ['Tax category not found'] }) });
    const { user } = renderWithProviders(<CustomerForm taxCategories={[exempt, countyTax]} jurisdictions={jurisdictions} onSaved={vi.fn()} />);
    const select = screen.getByLabelText('Tax category');
    expect(optionNames(select)).toEqual(['None', 'Hennepin County Tax', 'Non-Taxable']);
    expect(screen.getByText('Estimates charge no sales tax.')).toBeInTheDocument();

    await user.selectOptions(select, 'Hennepin County Tax');
    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.click(screen.getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText('Tax category not found')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveValue(countyTax.id);
  });
});
