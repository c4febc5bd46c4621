import type { Crew, CrewMember } from '@groundwork/domain/crews';
import type { Employee } from '@groundwork/domain/employees';
import type { OrgPosition } from '@groundwork/domain/org-chart';

let counter = 0;
/** A fresh uuid-shaped id per call, so rows never collide. */
function nextId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

export function anEmployee(overrides: Partial<Employee> = {}): Employee {
  return {
    id: nextId(),
    firstName: 'Marco',
    lastName: 'Alvarez',
    email: 'marco.alvarez@evergreen.test',
    phone: '(612) 555-0101',
    employeeId: 'E-100',
    department: 'Maintenance',
    position: 'Crew Member',
    status: 'active',
    employmentType: 'full_time',
    managerId: null,
    managerName: null,
    hireDate: '2023-04-03',
    payType: 'hourly',
    payRate: 22,
    laborBurdenPercent: 25,
    billable: true,
    certifications: [],
    applicatorLicenseNumber: null,
    applicatorLicenseExpiresOn: null,
    emergencyContact: null,
    hourlyCost: 27.5,
    createdAt: '2025-01-10T14:00:00.000Z',
    updatedAt: '2025-01-10T14:00:00.000Z',
    ...overrides,
  };
}

export function aCrewMember(employee: Employee, overrides: Partial<CrewMember> = {}): CrewMember {
  return {
    id: nextId(),
    crewId: overrides.crewId ?? nextId(),
    employeeId: employee.id,
    role: 'member',
    startDate: '2025-03-01',
    employee: {
      id: employee.id,
      firstName: employee.firstName,
      lastName: employee.lastName,
      employeeId: employee.employeeId,
      department: employee.department,
      position: employee.position,
      status: employee.status,
      payType: employee.payType,
      hourlyCost: employee.hourlyCost,
    },
    ...overrides,
  };
}

export function aCrew(overrides: Partial<Crew> = {}): Crew {
  const members = overrides.members ?? [];
  return {
    id: nextId(),
    name: 'Maintenance Crew A',
    description: 'Weekly mowing routes, north side',
    status: 'active',
    specialization: 'maintenance',
    members,
    size: members.length,
    loadedLaborCostPerHour: members.reduce((sum, member) => sum + member.employee.hourlyCost, 0),
    createdAt: '2025-01-10T14:00:00.000Z',
    updatedAt: '2025-01-10T14:00:00.000Z',
    ...overrides,
  };
}

export function aPosition(overrides: Partial<OrgPosition> = {}): OrgPosition {
  return {
    id: nextId(),
    title: 'Owner',
    department: 'Leadership',
    reportsToId: null,
    employeeIds: [],
    employees: [],
    purpose: 'Sets the direction of the company.',
    keyResponsibilities: ['Vision and strategy'],
    kpis: ['Net profit'],
    x: 0,
    y: 0,
    createdAt: '2025-01-10T14:00:00.000Z',
    updatedAt: '2025-01-10T14:00:00.000Z',
    ...overrides,
  };
}
