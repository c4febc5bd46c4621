import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileSearch, createClientSearchIndex, filterBySearch, matchesCustomerSearch, type SearchableClient } from './customer-search';

const row = (overrides: Partial<SearchableClient> = {}): SearchableClient => ({
  displayName: 'María Lopez',
  companyName: '',
  email: 'maria.lopez@example.com',
  phone: '(612) 555-0143',
  mobilePhone: '',
  workPhone: '651.555.0199',
  street: '4521 Bryant Ave S',
  propertyStreet: '77 Lake Harriet Pkwy',
  city: 'Minneapolis',
  ...overrides,
});

describe('matchesCustomerSearch', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['maria', true],
    ['MARÍA', true],
    ['lopez maria', true],
    ['bryant', true],
    ['harriet', true],
    ['example.com', true],
    ['612555', true],
    ['(612) 555-01', true],
    ['612-555-0143', true],
    ['6515550199', true],
    ['4521', true],
    ['minneapolis', true],
    ['lopez smith', false],
    ['999', false],
    ['acme', false],
  ])('%j → %s', (query, expected) => {
    expect(matchesCustomerSearch(row(), query)).toBe(expected);
  });

  it('finds a company by name', () => {
    expect(matchesCustomerSearch(row({ companyName: 'Lakeside Apartments LLC' }), 'lakeside')).toBe(true);
  });

  it('a compiled query gives the same answer as the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), (query, name) => {
        const client = row({ displayName: name });
        expect(matchesCustomerSearch(client, compileSearch(query))).toBe(matchesCustomerSearch(client, query));
      }),
    );
  });

  it('every substring of the name finds the row (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20, unit: fc.constantFrom('a', 'b', 'c', 'x', ' ') }), fc.nat(), fc.nat(), (name, a, b) => {
        const start = a % name.length;
        const end = start + 1 + (b % (name.length - start));
        expect(matchesCustomerSearch(row({ displayName: name }), name.slice(start, end))).toBe(true);
      }),
    );
  });
});

describe('filterBySearch', () => {
  it('keeps order and returns everything for a blank query', () => {
    const rows = [row({ displayName: 'Ann' }), row({ displayName: 'Bob' }), row({ displayName: 'Anna' })];
    expect(filterBySearch(rows, 'ann').map((r) => r.displayName)).toEqual(['Ann', 'Anna']);
    expect(filterBySearch(rows, '')).toHaveLength(3);
  });
});

describe('createClientSearchIndex', () => {
  const streets = ['Lake Harriet Pkwy', 'Lake St', 'Lakeview Ave', 'Summit Ave', 'Grand Ave'];
  const rows = Array.from({ length: 60 }, (_, index) =>
    row({
      displayName: `${['Ann', 'Bob', 'Cara', 'Dev'][index % 4]} ${['Berg', 'Lopez', 'Olson'][index % 3]}`,
      email: `c${index}@example.com`,
      phone: `(612) 555-01${String(index).padStart(2, '0')}`,
      workPhone: '',
      street: `${100 + index} ${streets[index % streets.length]}`,
      propertyStreet: '',
      city: index % 2 ? 'Edina' : 'Minneapolis',
    }),
  );

  it('answers every keystroke exactly like filterBySearch, including when typing narrows (property)', () => {
    const typing = fc.array(fc.constantFrom('l', 'a', 'k', 'e', ' ', '6', '1', '2', '(', ')', '-', '5', '0', 'b', 'o', 'n'), { maxLength: 14 });
    fc.assert(
      fc.property(typing, fc.array(fc.nat({ max: 14 }), { maxLength: 3 }), (keys, deletions) => {
        const index = createClientSearchIndex(rows);
        let text = '';
        keys.forEach((key, position) => {
          text += key;
          if (deletions.includes(position)) text = text.slice(0, -2);
          expect(index.search(text)).toEqual(filterBySearch(rows, text));
        });
      }),
    );
  });
});
