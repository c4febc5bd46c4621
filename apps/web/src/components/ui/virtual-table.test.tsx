import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VirtualTable, type SortState, type VirtualTableColumn } from './virtual-table';

type Row = { id: string; name: string; city: string; source: string };
type Column = 'name' | 'city' | 'source';
const rows: Row[] = [
  { id: '1', name: 'Ann Green', city: 'Edina', source: 'Referral' },
  { id: '2', name: 'Bo Lind', city: 'Anoka', source: 'Google' },
];
const columns: VirtualTableColumn<Row, Column>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'city', header: 'City', cell: (row) => row.city, width: '8rem' },
  { id: 'source', header: 'Lead source', cell: (row) => row.source, hideBelow: '2xl' },
];

function List() {
  const [sort, setSort] = useState<SortState<Column> | null>(null);
  const sorted = sort ? [...rows].sort((a, b) => (sort.direction === 'asc' ? 1 : -1) * a[sort.column].localeCompare(b[sort.column])) : rows;
  return <VirtualTable label="Clients" columns={columns} rows={sorted} getRowId={(row) => row.id} getRowLabel={(row) => row.name} sort={sort} onSortChange={setSort} />;
}

const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
const savedMatchMedia = window.matchMedia;
const savedWidth = window.innerWidth;
beforeAll(() => {
  for (const name of sizes) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => (name.endsWith('Height') ? 800 : 1200) });
});
afterAll(() => {
  sizes.forEach((name, index) => {
    const descriptor = saved[index];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
});
afterEach(() => {
  window.matchMedia = savedMatchMedia;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: savedWidth });
});

function phone(matches: boolean) {
  window.matchMedia = vi.fn((query: string) => ({ matches, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
}

describe('VirtualTable fits its screen', () => {
  it('leaves out a column the screen is too narrow for, and shows it on a wide one', () => {
    phone(false);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
    const { unmount } = render(<List />);
    const table = screen.getByRole('table', { name: 'Clients' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'City']);
    expect(within(table).getByRole('columnheader', { name: /City/ })).toHaveStyle({ width: '8rem' });
    unmount();

    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1600 });
    render(<List />);
    expect(within(screen.getByRole('table', { name: 'Clients' })).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'City', 'Lead source']);
  });

  it('with a minimum width, keeps its columns that wide (its box scrolls sideways) and wraps its headers rather than cutting them', () => {
    phone(false);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
    render(<VirtualTable label="Figures" columns={columns} rows={rows} getRowId={(row) => row.id} getRowLabel={(row) => row.name} sort={null} onSortChange={() => {}} minWidth="40rem" />);
    const table = screen.getByRole('table', { name: 'Figures' });
    expect(table).toHaveStyle({ minWidth: '40rem' });
    expect(screen.getByRole('region', { name: 'Figures (scrollable)' })).toHaveClass('overflow-auto');
    for (const header of within(table).getAllByRole('columnheader')) expect(header).not.toHaveClass('truncate');
  });

  it('is a list of cards on a phone, each with its details, sorted with Sort by', async () => {
    phone(true);
    const user = userEvent.setup();
    render(<List />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Clients' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['Ann GreenCityEdinaLead sourceReferral', 'Bo LindCityAnokaLead sourceGoogle']);

    await user.selectOptions(screen.getByLabelText('Sort by'), 'city:asc');
    expect(within(screen.getByRole('list', { name: 'Clients' })).getAllByRole('listitem')[0]).toHaveTextContent('Bo Lind');
  });

  it('opens a row clicked anywhere but on its own controls', async () => {
    phone(false);
    const user = userEvent.setup();
    const opened: string[] = [];
    const linked: VirtualTableColumn<Row, Column>[] = [{ id: 'name', header: 'Name', cell: (row) => <button type="button">{row.name}</button> }, columns[1]!];
    render(
      <VirtualTable label="Clients" columns={linked} rows={rows} getRowId={(row) => row.id} getRowLabel={(row) => row.name} sort={null} onSortChange={() => {}} onRowClick={(row) => opened.push(row.id)} />,
    );
    await user.click(screen.getByRole('cell', { name: 'Anoka' }));
    expect(opened).toEqual(['2']);
    await user.click(screen.getByRole('button', { name: 'Ann Green' }));
    expect(opened).toEqual(['2']);
  });
});
