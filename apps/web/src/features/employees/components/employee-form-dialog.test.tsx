import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { anEmployee } from '@/test/people-builders';
import { renderWithProviders } from '@/test/render';
import { EmployeeFormDialog } from './employee-form-dialog';

beforeEach(() => storeSession());

const manager = { id: '7d4f6c2e-1b3a-4c5d-8e9f-0a1b2c3d4e5f', name: 'Rosa Delgado' };

function openDialog(employee: Parameters<typeof EmployeeFormDialog>[0]['employee'] = null) {
  const onOpenChange = vi.fn();
  const rendered = renderWithProviders(
    <EmployeeFormDialog open onOpenChange={onOpenChange} employee={employee} managers={[manager]} departments={['Maintenance']} />,
  );
  return { ...rendered, onOpenChange, dialog: screen.getByRole('dialog') };
}

describe('EmployeeFormDialog', () => {
  it('shows what is missing under each field and sends nothing', async () => {
    const server = mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }) });
    const { user, dialog } = openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add employee' }));

    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Employee ID is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Department is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Position is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.clear(within(dialog).getByLabelText('Labor burden (%)'));
    await user.type(within(dialog).getByLabelText('Labor burden (%)'), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Add employee' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Labor burden cannot be negative')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/employees')).toHaveLength(0);
  });

  it("puts the server's duplicate employee ID on its field, keeps what was typed, then adds on a second try", async () => {
    let attempts = 0;
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
      'POST /api/v2/employees': (request) => {
        attempts += 1;
        if (attempts === 1) {
          return fail(409, 'Another employee already has this employee ID', 'CONFLICT', { employeeId: ['Another employee already has this employee ID'] });
        }
        const body = request.body as Record<string, unknown>;
        return ok({ employee: anEmployee({ firstName: String(body.firstName), lastName: String(body.lastName), employeeId: String(body.employeeId) }) });
      },
    });
    const { user, dialog, onOpenChange } = openDialog();

    await user.type(within(dialog).getByLabelText('First name'), 'Ava');
    await user.type(within(dialog).getByLabelText('Last name'), 'Chen');
    await user.type(within(dialog).getByLabelText('Employee ID'), 'E-101');
    await user.type(within(dialog).getByLabelText('Department'), 'Installation');
    await user.type(within(dialog).getByLabelText('Position'), 'Installer');
    await user.selectOptions(within(dialog).getByLabelText('Manager'), 'Rosa Delgado');
    await user.selectOptions(within(dialog).getByLabelText('Pay type'), 'hourly');
    await user.clear(within(dialog).getByLabelText('Pay rate ($ per hour)'));
    await user.type(within(dialog).getByLabelText('Pay rate ($ per hour)'), '24.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add certification' }));
    await user.type(within(dialog).getByLabelText('Certification'), 'Pesticide applicator');
    await user.type(within(dialog).getByLabelText('Number'), 'MN-22841');
    await user.type(within(dialog).getByLabelText('Applicator licence number'), '20231187');
    await user.type(within(dialog).getByLabelText('Applicator licence expires'), '2027-03-31');
    await user.type(within(dialog).getByLabelText('Contact name'), 'Li Chen');
    await user.click(within(dialog).getByRole('button', { name: 'Add employee' }));

    const employeeIdField = within(dialog).getByLabelText('Employee ID');
    await waitFor(() => expect(employeeIdField).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Another employee already has this employee ID', { selector: '[data-slot="field-error"]' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Ava');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);

    await user.clear(employeeIdField);
    await user.type(employeeIdField, 'E-205');
    await user.click(within(dialog).getByRole('button', { name: 'Add employee' }));

    expect(await screen.findByText('Employee Ava Chen added successfully')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const sent = server.calls('POST', '/api/v2/employees')[1]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      firstName: 'Ava',
      employeeId: 'E-205',
      managerId: manager.id,
      payType: 'hourly',
      payRate: 24.5,
      email: null,
      certifications: [{ name: 'Pesticide applicator', number: 'MN-22841', expiresOn: null }],
      applicatorLicenseNumber: '20231187',
      applicatorLicenseExpiresOn: '2027-03-31',
      emergencyContact: { name: 'Li Chen', phone: null, relationship: null },
    });
  });

  it("edits with the updatedAt it read and says 'Employee updated successfully'; a server failure without a message says 'Failed to update employee'", async () => {
    const employee = anEmployee({ firstName: 'Tom', lastName: 'Becker', updatedAt: '2025-05-01T10:00:00.000Z' });
    let attempts = 0;
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
      [`PUT /api/v2/employees/${employee.id}`]: () => {
        attempts += 1;
        return attempts === 1 ? new Response('<html>Bad gateway</html>', { status: 502 }) : ok({ employee });
      },
    });
    const { user, dialog } = openDialog(employee);
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Tom');

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update employee')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Employee updated successfully')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/employees/${employee.id}`)[1]!.body).toMatchObject({ updatedAt: '2025-05-01T10:00:00.000Z', firstName: 'Tom' });
  });

  it('offers to reload when someone else saved the employee first, keeping what was typed', async () => {
    const employee = anEmployee({ firstName: 'Tom', lastName: 'Becker' });
    const stale = 'This employee was changed by someone else. Reload to see the latest version.';
    mockFetch({
      'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
      [`PUT /api/v2/employees/${employee.id}`]: fail(409, stale, 'CONFLICT'),
    });
    const { user, dialog, onOpenChange } = openDialog(employee);
    await user.clear(within(dialog).getByLabelText('Position'));
    await user.type(within(dialog).getByLabelText('Position'), 'Crew Leader');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(stale);
    expect(within(dialog).getByLabelText('Position')).toHaveValue('Crew Leader');
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
