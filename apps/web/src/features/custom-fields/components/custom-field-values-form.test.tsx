import type { CustomField } from '@groundwork/domain/custom-fields';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { CustomFieldValuesForm } from './custom-field-values-form';

const clientId = '44444444-4444-4444-8444-444444444444';
const path = `/api/v2/custom_field_values/customer/${clientId}`;

function aField(overrides: Partial<CustomField>): CustomField {
  return {
    id: '55555555-5555-4555-8555-555555555551',
    clientType: 'customer',
    label: 'Field',
    type: 'text',
    options: [],
    required: false,
    order: 0,
    createdAt: '2025-03-01T14:00:00.000Z',
    updatedAt: '2025-03-01T14:00:00.000Z',
    ...overrides,
  };
}

const fields = [
  aField({ id: '55555555-5555-4555-8555-555555555551', label: 'Gate code', type: 'text', order: 0 }),
  aField({ id: '55555555-5555-4555-8555-555555555552', label: 'Irrigation zones', type: 'number', order: 1 }),
  aField({ id: '55555555-5555-4555-8555-555555555553', label: 'Service day', type: 'select', options: ['Monday', 'Thursday'], required: true, order: 2 }),
  aField({ id: '55555555-5555-4555-8555-555555555554', label: 'Dog on site', type: 'checkbox', order: 3 }),
];

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe('CustomFieldValuesForm', () => {
  it('shows an input of each type, checks the values by the domain rules, and saves them typed', async () => {
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
      [`GET ${path}`]: ok({ customFields: fields, values: { [fields[0]!.id]: '1234', [fields[1]!.id]: null, [fields[2]!.id]: null, [fields[3]!.id]: null } }),
      [`PUT ${path}`]: (request) => ok({ customFields: fields, values: (request.body as { values: Record<string, unknown> }).values }),
    });
    const { user } = renderWithProviders(<CustomFieldValuesForm clientType="customer" clientId={clientId} />);
    expect(await screen.findByLabelText('Gate code')).toHaveValue('1234');

    await user.type(screen.getByLabelText('Irrigation zones'), 'six');
    await user.click(screen.getByRole('button', { name: 'Save custom fields' }));
    expect(await screen.findByText('Irrigation zones must be a number')).toBeInTheDocument();
    expect(screen.getByText('Service day is required')).toBeInTheDocument();
    expect(server.calls('PUT', path)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Irrigation zones'));
    await user.type(screen.getByLabelText('Irrigation zones'), '6');
    await user.selectOptions(screen.getByLabelText('Service day (required)'), 'Thursday');
    await user.click(screen.getByRole('checkbox', { name: 'Dog on site' }));
    await user.click(screen.getByRole('button', { name: 'Save custom fields' }));
    await waitFor(() => expect(server.calls('PUT', path)).toHaveLength(1));
    expect(server.calls('PUT', path)[0]?.body).toEqual({
      values: { [fields[0]!.id]: '1234', [fields[1]!.id]: 6, [fields[2]!.id]: 'Thursday', [fields[3]!.id]: true },
    });
  });
});
