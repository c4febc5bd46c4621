import type { Customer, Property } from '@groundwork/domain/customers';

const at = '2025-03-01T14:00:00.000Z';
export const aCustomerId = '11111111-1111-4111-8111-111111111111';

/** A service property of `aCustomer()`: the Minneapolis home, with no map position unless given one. */
export function aProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    customerId: aCustomerId,
    name: 'Home',
    address: { street: '123 Maple Ave', street2: '', city: 'Minneapolis', state: 'MN', zipCode: '55401', country: 'United States' },
    lotSizeSqFt: 8500,
    turfAreaSqFt: 5200,
    notes: '',
    isPrimary: true,
    latitude: null,
    longitude: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function aCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: aCustomerId,
    type: 'residential',
    firstName: 'Jane',
    lastName: 'Doe',
    companyName: '',
    displayName: 'Jane Doe',
    email: 'jane@example.com',
    alternateEmails: [],
    phone: '(612) 555-0143',
    mobilePhone: '',
    workPhone: '',
    address: { street: '123 Maple Ave', street2: '', city: 'Minneapolis', state: 'MN', zipCode: '55401', country: 'United States' },
    status: 'active',
    leadSourceId: null,
    tags: ['Weekly mowing'],
    notes: '',
    taxCategoryId: null,
    properties: [],
    convertedFromLeadId: null,
    createdAt: at,
    updatedAt: at,
    createdBy: null,
    ...overrides,
  };
}
