import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { aCustomer, aProperty } from '@/test/customer-builders';
import { fail, mockFetch, ok, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { CustomerOverview } from './customer-overview';

const home = aProperty({ latitude: 44.9606, longitude: -93.2776 });
const cabin = aProperty({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Cabin',
  address: { street: '9 Lake Rd', street2: '', city: 'Brainerd', state: 'MN', zipCode: '56401', country: 'United States' },
  isPrimary: false,
});
const customer = aCustomer({ properties: [home, cabin] });
const propertiesPath = `/api/v2/customers/${customer.id}/properties`;

function mockServer(routes: Record<string, RouteHandler | Response> = {}) {
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}

const propertyItem = (name: string) => within(screen.getByRole('list', { name: 'Properties' })).getByText(name).closest('li')!;

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe("a customer's properties", () => {
  it('show the map position of a property that has one, and a note on one that has none yet', () => {
    mockServer();
    renderWithProviders(<CustomerOverview customer={customer} />);
    expect(within(propertyItem('Home')).getByText('Map position').nextElementSibling).toHaveTextContent('44.9606, -93.2776');
    expect(within(propertyItem('Cabin')).getByText('Map position').nextElementSibling).toHaveTextContent('No map position yet');
  });

  it('change their map position in the property dialog, which asks for both coordinates or neither before saving', async () => {
    const server = mockServer({ [`PUT ${propertiesPath}/${home.id}`]: ok({ property: { ...home, longitude: -93.3 } }) });
    const { user } = renderWithProviders(<CustomerOverview customer={customer} />);
    await user.click(screen.getByRole('button', { name: 'Edit property Home' }));
    const dialog = await screen.findByRole('dialog');
    const latitude = within(dialog).getByLabelText('Latitude');
    const longitude = within(dialog).getByLabelText('Longitude');
    expect(latitude).toHaveValue(44.9606);
    expect(longitude).toHaveValue(-93.2776);
    expect(latitude).toHaveAttribute('step', 'any');
    expect(longitude).toHaveAccessibleDescription('West is negative, e.g. -93.2776');
    expect(await axeViolations(dialog)).toEqual([]);

    await user.clear(longitude);
    await user.click(within(dialog).getByRole('button', { name: 'Save property' }));
    expect(await within(dialog).findByText('Enter both the latitude and the longitude, or neither')).toBeInTheDocument();
    expect(longitude).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('PUT', `${propertiesPath}/${home.id}`)).toHaveLength(0);

    await user.type(longitude, '-93.3');
    await user.click(within(dialog).getByRole('button', { name: 'Save property' }));
    await waitFor(() => expect(server.calls('PUT', `${propertiesPath}/${home.id}`)).toHaveLength(1));
    expect(server.calls('PUT', `${propertiesPath}/${home.id}`)[0]?.body).toMatchObject({ name: 'Home', latitude: 44.9606, longitude: -93.3, updatedAt: home.updatedAt });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('are added without a map position when both fields stay empty, and out-of-range ones are refused under the field', async () => {
    const server = mockServer({
      [`POST ${propertiesPath}`]: fail(400, 'Validation failed', 'VALIDATION_FAILED', { latitude: ['Latitude must be between -90 and 90'] }),
    });
    const { user } = renderWithProviders(<CustomerOverview customer={customer} />);
    await user.click(screen.getByRole('button', { name: 'Add property' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Latitude'), '44.95');
    await user.type(within(dialog).getByLabelText('Longitude'), '-193.2');
    await user.click(within(dialog).getByRole('button', { name: 'Add property' }));
    expect(await within(dialog).findByText('Longitude must be between -180 and 180')).toBeInTheDocument();
    expect(server.calls('POST', propertiesPath)).toHaveLength(0);

    // Emptied: no position, sent as null; the server's message for a field lands under it.
    await user.clear(within(dialog).getByLabelText('Latitude'));
    await user.clear(within(dialog).getByLabelText('Longitude'));
    await user.type(within(dialog).getByLabelText('Property name'), 'Shop');
    await user.click(within(dialog).getByRole('button', { name: 'Add property' }));
    await waitFor(() => expect(server.calls('POST', propertiesPath)).toHaveLength(1));
    expect(server.calls('POST', propertiesPath)[0]?.body).toMatchObject({ name: 'Shop', latitude: null, longitude: null });
    expect(await within(dialog).findByText('Latitude must be between -90 and 90')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Latitude')).toHaveAttribute('aria-invalid', 'true');
  });
});
