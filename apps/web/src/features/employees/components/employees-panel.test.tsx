import type { Employee } from '@groundwork/domain/employees';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, hang, mockFetch, ok, type RouteHandler } from '@/test/fetch-mock';
import { anEmployee } from '@/test/people-builders';
import { renderWithProviders } from '@/test/render';
import { EmployeesPanel } from './employees-panel';

// jsdom lays nothing out; give the table's scroll box a height so the virtualiser draws rows.
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
});
beforeEach(() => storeSession());

const foreman = anEmployee({ firstName: 'Rosa', lastName: 'Delgado', email: 'rosa@evergreen.test', employeeId: 'E-101', position: 'Crew Leader', department: 'Maintenance' });
const installer = anEmployee({ firstName: 'Ava', lastName: 'Chen', email: 'ava.chen@evergreen.test', employeeId: 'E-205', position: 'Installer', department: 'Installation' });
const labourer = anEmployee({
  firstName: 'Tom',
  lastName: 'Becker',
  email: 'tbecker@evergreen.test',
  employeeId: 'E-310',
  department: 'Maintenance',
  managerId: foreman.id,
  managerName: 'Rosa Delgado',
});
const roster = [foreman, installer, labourer];

function page(employees: Employee[]) {
  return ok({ employees, pagination: { page: 1, limit: 200, total: employees.length } });
}

/** The unfiltered roster answers at once; a filtered request waits forever, so only the browser's own filtering shows. */
const unfilteredOnly: RouteHandler = (request) => {
  const filtered = [...request.url.searchParams.keys()].some((key) => key !== 'page' && key !== 'limit');
  return filtered ? hang(request) : page(roster);
};

function mockServer(routes: Parameters<typeof mockFetch>[0]) {
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
    'GET /api/v2/employees/managers': ok({ employees: [foreman] }),
    ...routes,
  });
}

function rowNames(): string[] {
  const table = screen.getByRole('table', { name: 'Employees' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '')
    .filter((text) => text !== '');
}

describe('EmployeesPanel', () => {
  it('lists the roster with department, position, manager and loaded cost per hour', async () => {
    mockServer({ 'GET /api/v2/employees': page(roster) });
    renderWithProviders(<EmployeesPanel canManage />);
    const table = await screen.findByRole('table', { name: 'Employees' });
    const becker = within(table).getByText('Tom Becker').closest('tr')!;
    expect(within(becker).getByText('E-310')).toBeInTheDocument();
    expect(within(becker).getByText('Rosa Delgado')).toBeInTheDocument();
    expect(within(becker).getByText('$27.50')).toBeInTheDocument();
  });

  it('searches full name, e-mail and employee ID at once in the browser, then asks the server', async () => {
    const server = mockServer({ 'GET /api/v2/employees': unfilteredOnly });
    const { user } = renderWithProviders(<EmployeesPanel canManage />);
    await screen.findByRole('table', { name: 'Employees' });
    expect(rowNames()).toHaveLength(3);

    const search = screen.getByRole('searchbox', { name: 'Search employees' });
    await user.type(search, 'e-205');
    expect(rowNames()).toEqual([expect.stringContaining('Ava Chen')]);

    await user.clear(search);
    await user.type(search, 'TBECKER@');
    expect(rowNames()).toEqual([expect.stringContaining('Tom Becker')]);

    await user.clear(search);
    await user.type(search, 'rosa del');
    expect(rowNames()).toEqual([expect.stringContaining('Rosa Delgado')]);

    await waitFor(() => expect(server.calls('GET', '/api/v2/employees').some((call) => call.url.searchParams.get('search') === 'rosa del')).toBe(true));
  });

  it('filters by department and by manager, sending the filters to the server for paging', async () => {
    const server = mockServer({ 'GET /api/v2/employees': unfilteredOnly });
    const { user } = renderWithProviders(<EmployeesPanel canManage />);
    await screen.findByRole('table', { name: 'Employees' });

    await user.selectOptions(screen.getByLabelText('Department'), 'Maintenance');
    expect(rowNames().sort()).toEqual([expect.stringContaining('Rosa Delgado'), expect.stringContaining('Tom Becker')]);
    await waitFor(() =>
      expect(server.calls('GET', '/api/v2/employees').some((call) => call.url.searchParams.get('department') === 'Maintenance')).toBe(true),
    );

    await user.selectOptions(screen.getByLabelText('Manager'), 'Rosa Delgado');
    expect(rowNames()).toEqual([expect.stringContaining('Tom Becker')]);

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(rowNames()).toHaveLength(3);
  });

  it("says 'No employees match these filters.' when nothing matches", async () => {
    mockServer({ 'GET /api/v2/employees': unfilteredOnly });
    const { user } = renderWithProviders(<EmployeesPanel canManage />);
    await screen.findByRole('table', { name: 'Employees' });
    await user.selectOptions(screen.getByLabelText('Status'), 'terminated');
    expect(screen.getByText('No employees match these filters.')).toBeInTheDocument();
  });

  it("shows 'Failed to load employees' with a way to try again", async () => {
    mockServer({ 'GET /api/v2/employees': fail(500, 'Something went wrong', 'INTERNAL') });
    renderWithProviders(<EmployeesPanel canManage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load employees');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load employees', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
  });

  it('deleting someone a crew points at says they were marked terminated', async () => {
    const message = 'Employee Rosa Delgado is on 1 crew, so they were marked terminated instead of deleted';
    const server = mockServer({
      'GET /api/v2/employees': page(roster),
      [`DELETE /api/v2/employees/${foreman.id}`]: ok({
        id: foreman.id,
        outcome: 'terminated',
        message,
        references: { crews: 1, reports: 1, positions: 0 },
        employee: { ...foreman, status: 'terminated' },
      }),
    });
    const { user } = renderWithProviders(<EmployeesPanel canManage />);
    await screen.findByRole('table', { name: 'Employees' });
    await user.click(screen.getByRole('button', { name: 'Delete Rosa Delgado' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Rosa Delgado?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(server.calls('DELETE', `/api/v2/employees/${foreman.id}`)).toHaveLength(1);
  });

  it("deleting someone nobody points at says 'Employee … deleted successfully'", async () => {
    mockServer({
      'GET /api/v2/employees': page(roster),
      [`DELETE /api/v2/employees/${installer.id}`]: ok({
        id: installer.id,
        outcome: 'deleted',
        message: 'Employee deleted',
        references: { crews: 0, reports: 0, positions: 0 },
        employee: null,
      }),
    });
    const { user } = renderWithProviders(<EmployeesPanel canManage />);
    await screen.findByRole('table', { name: 'Employees' });
    await user.click(screen.getByRole('button', { name: 'Delete Ava Chen' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Employee Ava Chen deleted successfully')).toBeInTheDocument();
  });

  it('shows people who may not change the roster the same list without add, edit or delete', async () => {
    mockServer({ 'GET /api/v2/employees': page(roster) });
    renderWithProviders(<EmployeesPanel canManage={false} />);
    const table = await screen.findByRole('table', { name: 'Employees' });
    expect(within(table).getByText('Tom Becker')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add employee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
  });
});
