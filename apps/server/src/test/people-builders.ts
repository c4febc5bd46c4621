import type { EmployeeFormValues } from '@groundwork/domain/employees';
import type { SignedInUser } from './builders';
import type { TestApp } from './test-app';

let employeeSequence = 0;

/** A valid POST /employees body; each call a new employee ID. */
export function anEmployeeBody(overrides: Partial<EmployeeFormValues> = {}): EmployeeFormValues {
  employeeSequence += 1;
  return {
    firstName: 'Maria',
    lastName: `Lopez ${employeeSequence}`,
    email: `maria.${employeeSequence}@greenleaf.test`,
    employeeId: `E-${1000 + employeeSequence}`,
    department: 'Maintenance',
    position: 'Labourer',
    payType: 'hourly',
    payRate: 20,
    laborBurdenPercent: 25,
    ...overrides,
  };
}

/** Creates an employee through the API and returns it (`data.employee`). */
export async function anEmployee(t: TestApp, user: SignedInUser, overrides: Partial<EmployeeFormValues> = {}) {
  const response = await t.call('POST', '/employees', { token: user.token, body: anEmployeeBody(overrides) });
  if (response.status !== 200) throw new Error(`creating an employee failed: ${response.status} ${response.text}`);
  return response.body.data.employee as { id: string; firstName: string; lastName: string; employeeId: string; updatedAt: string };
}

/** Creates a crew through the API and returns it (`data.crew`). */
export async function aCrew(t: TestApp, user: SignedInUser, overrides: Record<string, unknown> = {}) {
  employeeSequence += 1;
  const response = await t.call('POST', '/crews', {
    token: user.token,
    body: { name: `Crew ${employeeSequence}`, specialization: 'maintenance', ...overrides },
  });
  if (response.status !== 200) throw new Error(`creating a crew failed: ${response.status} ${response.text}`);
  return response.body.data.crew as { id: string; name: string; updatedAt: string };
}
