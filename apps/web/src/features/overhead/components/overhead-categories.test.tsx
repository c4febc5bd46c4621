import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aCategory, anItem } from '../overhead-builders';
import { OverheadCategories } from './overhead-categories';

const insurance = aCategory({ name: 'Insurance', operatingExpenseLine: 'insurance', total: 14400, itemCount: 2 });
const software = aCategory({ name: 'Software', operatingExpenseLine: 'softwareAndTechnology', total: 3600, itemCount: 1 });

function signedIn(routes: Parameters<typeof mockFetch>[0] = {}) {
  storeSession();
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
    'GET /api/v2/overhead_categories': ok({ categories: [insurance, software] }),
    ...routes,
  });
}

describe('OverheadCategories', () => {
  it("says 'Failed to fetch categories' when the list cannot load", async () => {
    signedIn({ 'GET /api/v2/overhead_categories': fail(500, 'Something went wrong', 'INTERNAL') });
    renderWithProviders(<OverheadCategories canEdit />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch categories');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists categories with their budget line and yearly total, and opens one to show its items', async () => {
    signedIn({
      'GET /api/v2/overhead_category_items': (request: RecordedRequest) =>
        ok({ items: request.url.searchParams.get('id') === insurance.id ? [anItem({ categoryId: insurance.id, name: 'General liability policy', annualAmount: 8400 })] : [] }),
    });
    const { user } = renderWithProviders(<OverheadCategories canEdit />);
    const list = await screen.findByRole('list', { name: 'Overhead categories' });
    expect(within(list).getByText('Business insurance (liability, umbrella) · 2 items')).toBeInTheDocument();
    expect(within(list).getByText('$14,400.00 a year')).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: /Insurance/ , expanded: false });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = await screen.findByRole('table', { name: 'Insurance items' });
    expect(within(items).getByText('General liability policy')).toBeInTheDocument();
    expect(within(items).getByText('$8,400.00')).toBeInTheDocument();
  });

  it('adds a category after checking the form', async () => {
    const server = signedIn({
      'POST /api/v2/overhead_categories': (request: RecordedRequest) => ok({ category: aCategory(request.body as object) }, 201),
    });
    const { user } = renderWithProviders(<OverheadCategories canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add category' });
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose an operating expense line')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Phones');
    await user.selectOptions(within(dialog).getByLabelText('Budget line'), 'telephone');
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Category added')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/overhead_categories')[0]?.body).toEqual({ name: 'Phones', operatingExpenseLine: 'telephone', description: '' });
  });

  it("asks before deleting and says 'Failed to delete category' when the delete fails", async () => {
    const server = signedIn({ [`DELETE /api/v2/categories/${software.id}`]: fail(500, 'Something went wrong', 'INTERNAL') });
    const { user } = renderWithProviders(<OverheadCategories canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Delete Software' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete category?' });
    expect(server.calls('DELETE', `/api/v2/categories/${software.id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText('Failed to delete category')).toBeInTheDocument();
    await vi.waitFor(() => expect(server.calls('DELETE', `/api/v2/categories/${software.id}`)).toHaveLength(1));
    // The dialog stays so the delete can be tried again.
    expect(screen.getByRole('alertdialog', { name: 'Delete category?' })).toBeInTheDocument();
  });

  it('offers no changes to people who can only read', async () => {
    signedIn();
    renderWithProviders(<OverheadCategories canEdit={false} />);
    await screen.findByRole('list', { name: 'Overhead categories' });
    expect(screen.queryByRole('button', { name: 'Add category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Software' })).not.toBeInTheDocument();
  });
});
