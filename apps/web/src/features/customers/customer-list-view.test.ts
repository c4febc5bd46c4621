import type { CustomerListItem } from '@groundwork/domain/customers';
import { parseCsv } from '@groundwork/domain/csv';
import { describe, expect, it } from 'vitest';
import { customersToCsv, filterCustomers, noCustomerFilters, sortCustomers } from './customer-list-view';

function aRow(index: number, overrides: Partial<CustomerListItem> = {}): CustomerListItem {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    type: index % 5 === 0 ? 'commercial' : 'residential',
    displayName: `Customer ${index}`,
    companyName: index % 5 === 0 ? `Company ${index}` : '',
    email: `c${index}@example.com`,
    phone: `(612) 555-${String(index % 10_000).padStart(4, '0')}`,
    mobilePhone: '',
    workPhone: '',
    street: `${index} Main St`,
    city: 'Minneapolis',
    state: 'MN',
    zipCode: '55401',
    propertyStreet: '',
    status: index % 7 === 0 ? 'inactive' : 'active',
    leadSourceId: null,
    tags: index % 3 === 0 ? ['Snow'] : [],
    createdAt: '2025-03-01T14:00:00.000Z',
    updatedAt: '2025-03-01T14:00:00.000Z',
    ...overrides,
  };
}

describe('customer list view', () => {
  it('over 20,000 rows, part of a street finds the one customer, filters narrow, order is kept', () => {
    const rows = Array.from({ length: 20_000 }, (_, index) => aRow(index + 1));
    rows[12_344] = aRow(12_345, { displayName: 'Harper Quinn', street: '', propertyStreet: '4817 Birchwood Lane' });
    const sorted = sortCustomers(rows, { column: 'displayName', direction: 'desc' });
    expect(filterCustomers(sorted, 'birchwood la', noCustomerFilters).map((row) => row.displayName)).toEqual(['Harper Quinn']);
    const inactiveSnow = filterCustomers(sorted, '', { ...noCustomerFilters, status: 'inactive', tag: 'snow' });
    expect(inactiveSnow.every((row) => row.status === 'inactive' && row.tags.includes('Snow'))).toBe(true);
    expect(inactiveSnow).toHaveLength(Math.floor(20_000 / 21));
    const names = inactiveSnow.map((row) => row.displayName);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en-US', { numeric: true })));
  });

  it('puts blank values last whichever way a column is sorted', () => {
    const rows = [aRow(1, { companyName: '' }), aRow(2, { companyName: 'Birch' }), aRow(3, { companyName: 'Alder' })];
    expect(sortCustomers(rows, { column: 'companyName', direction: 'asc' }).map((row) => row.companyName)).toEqual(['Alder', 'Birch', '']);
    expect(sortCustomers(rows, { column: 'companyName', direction: 'desc' }).map((row) => row.companyName)).toEqual(['Birch', 'Alder', '']);
  });

  it('exports under the import headings, with formula-looking cells defused', () => {
    const csv = customersToCsv([aRow(1, { displayName: '=HYPERLINK("x")', tags: ['Snow', 'VIP'] })], new Map());
    const [header, record] = parseCsv(csv);
    expect(header).toEqual(['Type', 'Display name', 'Company name', 'Email', 'Phone', 'Mobile phone', 'Work phone', 'Street', 'City', 'State', 'ZIP code', 'Status', 'Lead source', 'Tags']);
    expect(record?.[1]).toBe('\'=HYPERLINK("x")');
    expect(record?.[13]).toBe('Snow; VIP');
  });
});
