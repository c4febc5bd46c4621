import type { OverheadMarkups } from '@groundwork/domain/overhead';
import type { Product } from '@groundwork/domain/products';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ProductFormDialog } from './product-form-dialog';

beforeEach(() => storeSession());

const markups: OverheadMarkups = {
  recoveryMethod: 'MORS',
  laborOverheadMarkupPercent: 42.5,
  overheadMarkupPercent: null,
  materialsOHPercentage: 10,
  equipmentOHPercentage: 25,
  subcontractorsOHPercentage: 5,
  overheadPerLaborHour: 18,
  targetNetProfitPercent: 10,
};

function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: '5c1b2a3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    name: 'Hardwood mulch',
    description: 'Double-shredded',
    unit: 'cu_yd',
    unitCost: 38,
    price: 55,
    taxable: true,
    supplier: 'Twin Cities Mulch',
    epaRegistrationNumber: null,
    activeIngredient: null,
    labelMaxRate: null,
    labelRateUnit: 'lb',
    reentryIntervalHours: null,
    signalWord: null,
    category: 'mulch',
    archived: false,
    createdAt: '2026-01-05T15:00:00.000Z',
    updatedAt: '2026-01-05T15:00:00.000Z',
    ...overrides,
  };
}

const me = ok({ user: aUser(), company: aCompany() });

function openDialog(product: Product | null = null) {
  const onOpenChange = vi.fn();
  const rendered = renderWithProviders(<ProductFormDialog open onOpenChange={onOpenChange} product={product} markups={markups} />);
  return { ...rendered, onOpenChange, dialog: screen.getByRole('dialog') };
}

describe('ProductFormDialog', () => {
  it('shows the budget price as the unit cost is typed and saves the product priced from the budget', async () => {
    const server = mockFetch({
      'GET /api/v2/auth/me': me,
      'POST /api/v2/products': (request) => ok({ product: aProduct({ ...(request.body as Partial<Product>), id: '6d2c3b4e-5f60-4b7c-9d8e-0f1a2b3c4d5e' }) }, 201),
    });
    const { user, dialog, onOpenChange } = openDialog();
    expect(within(dialog).getByRole('switch', { name: 'Price from the budget' })).toBeChecked();

    await user.type(within(dialog).getByLabelText('Name'), 'Black dyed mulch');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Mulch');
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'Cubic yard (yd³)');
    await user.clear(within(dialog).getByLabelText('Unit cost ($)'));
    await user.type(within(dialog).getByLabelText('Unit cost ($)'), '38');
    expect(within(dialog).getByTestId('budget-price')).toHaveTextContent('$46.44 / yd³');

    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(server.calls('POST', '/api/v2/products')[0]!.body).toMatchObject({ name: 'Black dyed mulch', unit: 'cu_yd', unitCost: 38, price: null, category: 'mulch' });
  });

  it('takes a price of its own when the budget is switched off', async () => {
    const server = mockFetch({ 'GET /api/v2/auth/me': me, 'POST /api/v2/products': ok({ product: aProduct() }, 201) });
    const { user, dialog } = openDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'Hardwood mulch');
    await user.click(within(dialog).getByRole('switch', { name: 'Price from the budget' }));
    await user.type(within(dialog).getByLabelText('Price ($)'), '55');
    await user.click(within(dialog).getByLabelText('Taxable'));
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(server.calls('POST', '/api/v2/products')).toHaveLength(1));
    expect(server.calls('POST', '/api/v2/products')[0]!.body).toMatchObject({ price: 55, taxable: false });
  });

  it('asks for the EPA registration number of a chemical and checks its form', async () => {
    const server = mockFetch({ 'GET /api/v2/auth/me': me });
    const { user, dialog } = openDialog();
    expect(within(dialog).queryByLabelText('EPA registration number')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Crabgrass pre-emergent');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Herbicide');
    await user.type(within(dialog).getByLabelText('EPA registration number'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    expect(await within(dialog).findByText('Enter an EPA registration number like 12345-67 or 12345-67-890')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/products')).toHaveLength(0);
  });

  it('takes the label of a fertiliser or pesticide: active ingredient, maximum rate with its unit, re-entry interval and signal word', async () => {
    const server = mockFetch({
      'GET /api/v2/auth/me': me,
      'POST /api/v2/products': (request) => ok({ product: aProduct({ ...(request.body as Partial<Product>) }) }, 201),
    });
    const { user, dialog } = openDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'Trimec Classic');
    expect(within(dialog).queryByLabelText('Active ingredient')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Herbicide');
    await user.type(within(dialog).getByLabelText('EPA registration number'), '2217-543');
    await user.type(within(dialog).getByLabelText('Active ingredient'), '2,4-D 32.4%');
    await user.type(within(dialog).getByLabelText('Label maximum rate per 1,000 sq ft'), '1.4705');
    await user.selectOptions(within(dialog).getByLabelText('Rate unit'), 'fl oz');
    await user.type(within(dialog).getByLabelText('Re-entry interval (hours)'), '24');
    await user.selectOptions(within(dialog).getByLabelText('Signal word'), 'DANGER');
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(server.calls('POST', '/api/v2/products')).toHaveLength(1));
    expect(server.calls('POST', '/api/v2/products')[0]!.body).toMatchObject({
      category: 'herbicide',
      epaRegistrationNumber: '2217-543',
      activeIngredient: '2,4-D 32.4%',
      labelMaxRate: 1.4705,
      labelRateUnit: 'fl_oz',
      reentryIntervalHours: 24,
      signalWord: 'danger',
    });
  });

  it("puts the server's per-field messages under their fields and keeps what was typed", async () => {
    mockFetch({
      'GET /api/v2/auth/me': me,
      'PUT /api/v2/products/5c1b2a3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d': fail(409, 'Another product already has this name', 'CONFLICT', { name: ['Another product already has this name'] }),
    });
    const { user, dialog, onOpenChange } = openDialog(aProduct());
    expect(within(dialog).getByRole('switch', { name: 'Price from the budget' })).not.toBeChecked();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Pine bark');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Another product already has this name', { selector: '[data-slot="field-error"]' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Pine bark');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('offers to reload after someone else saved the product', async () => {
    mockFetch({
      'GET /api/v2/auth/me': me,
      'PUT /api/v2/products/5c1b2a3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d': fail(409, 'This product was changed by someone else. Reload to see the latest version.', 'CONFLICT'),
    });
    const { user, dialog } = openDialog(aProduct());
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This product was changed by someone else');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
