import { randomUUID } from 'node:crypto';
import type { Certification, EmployeeStatus, EmploymentType, PayType } from '@groundwork/domain/employees';
import type { Db } from '../client';
import { employees } from '../schema';

interface DemoEmployee {
  employeeId: string;
  firstName: string;
  lastName: string;
  department: string;
  position: string;
  manager: string | null;
  payType: PayType;
  payRate: number;
  employmentType?: EmploymentType;
  status?: EmployeeStatus;
  hireDate: string;
  certifications?: Certification[];
}

// Field staff carry payroll taxes, workers' compensation and benefits of about 22% of pay; office salaries 18%.
const FIELD_BURDEN = 22;
const OFFICE_BURDEN = 18;

/** The demo company's roster: a realistic mid-sized landscaping company with a clear reporting tree. */
const demoEmployees: DemoEmployee[] = [
  { employeeId: 'E-001', firstName: 'Dana', lastName: 'Whitfield', department: 'Office', position: 'Owner', manager: null, payType: 'salary', payRate: 120_000, hireDate: '2009-03-02' },
  { employeeId: 'E-002', firstName: 'Marcus', lastName: 'Reed', department: 'Office', position: 'General Manager', manager: 'E-001', payType: 'salary', payRate: 85_000, hireDate: '2014-02-17' },
  { employeeId: 'E-003', firstName: 'Priya', lastName: 'Shah', department: 'Office', position: 'Office Manager', manager: 'E-002', payType: 'salary', payRate: 52_000, hireDate: '2017-06-05' },
  { employeeId: 'E-004', firstName: 'Kelly', lastName: 'Brooks', department: 'Office', position: 'Office Administrator', manager: 'E-003', payType: 'hourly', payRate: 21, employmentType: 'part_time', hireDate: '2022-01-10' },
  { employeeId: 'E-005', firstName: 'Jordan', lastName: 'Ellis', department: 'Sales', position: 'Sales Manager', manager: 'E-002', payType: 'salary', payRate: 70_000, hireDate: '2016-03-14' },
  { employeeId: 'E-006', firstName: 'Nina', lastName: 'Castillo', department: 'Sales', position: 'Sales Estimator', manager: 'E-005', payType: 'salary', payRate: 58_000, hireDate: '2019-02-25' },
  { employeeId: 'E-007', firstName: 'Ben', lastName: 'Okafor', department: 'Sales', position: 'Account Manager', manager: 'E-005', payType: 'salary', payRate: 55_000, hireDate: '2020-08-03' },
  { employeeId: 'E-008', firstName: 'Luis', lastName: 'Hernandez', department: 'Maintenance', position: 'Maintenance Manager', manager: 'E-002', payType: 'salary', payRate: 68_000, hireDate: '2012-04-02' },
  { employeeId: 'E-009', firstName: 'Tyler', lastName: 'Jensen', department: 'Maintenance', position: 'Crew Leader', manager: 'E-008', payType: 'hourly', payRate: 26.5, hireDate: '2018-03-19' },
  { employeeId: 'E-010', firstName: 'Carlos', lastName: 'Mendoza', department: 'Maintenance', position: 'Crew Leader', manager: 'E-008', payType: 'hourly', payRate: 25.75, hireDate: '2019-04-01' },
  { employeeId: 'E-011', firstName: 'Jake', lastName: 'Olson', department: 'Maintenance', position: 'Labourer', manager: 'E-009', payType: 'hourly', payRate: 18.5, employmentType: 'seasonal', hireDate: '2024-04-08' },
  { employeeId: 'E-012', firstName: 'Miguel', lastName: 'Torres', department: 'Maintenance', position: 'Labourer', manager: 'E-009', payType: 'hourly', payRate: 18, employmentType: 'seasonal', hireDate: '2023-04-10' },
  { employeeId: 'E-013', firstName: 'Ryan', lastName: 'Schultz', department: 'Maintenance', position: 'Labourer', manager: 'E-010', payType: 'hourly', payRate: 17.5, employmentType: 'part_time', hireDate: '2025-05-05' },
  { employeeId: 'E-014', firstName: 'Andre', lastName: 'Williams', department: 'Maintenance', position: 'Labourer', manager: 'E-010', payType: 'hourly', payRate: 18.25, hireDate: '2022-03-28' },
  {
    employeeId: 'E-015', firstName: 'Emily', lastName: 'Novak', department: 'Maintenance', position: 'Plant Health Care Technician', manager: 'E-008', payType: 'hourly', payRate: 24, hireDate: '2020-03-16',
    certifications: [{ name: 'Commercial Pesticide Applicator Licence (Turf & Ornamental)', number: 'MDA-20418873', expiresOn: '2026-12-31' }],
  },
  { employeeId: 'E-016', firstName: 'Sam', lastName: 'Kowalski', department: 'Installation', position: 'Installation Manager', manager: 'E-002', payType: 'salary', payRate: 72_000, hireDate: '2015-03-09' },
  {
    employeeId: 'E-017', firstName: 'Derek', lastName: 'Hansen', department: 'Installation', position: 'Installation Crew Leader', manager: 'E-016', payType: 'hourly', payRate: 28, hireDate: '2017-04-03',
    certifications: [{ name: 'ICPI Concrete Paver Installer', number: 'ICPI-55120', expiresOn: null }],
  },
  { employeeId: 'E-018', firstName: 'Juan', lastName: 'Ramirez', department: 'Installation', position: 'Hardscape Installer', manager: 'E-017', payType: 'hourly', payRate: 21.5, hireDate: '2021-04-12' },
  { employeeId: 'E-019', firstName: 'Chris', lastName: 'Peterson', department: 'Installation', position: 'Labourer', manager: 'E-017', payType: 'hourly', payRate: 18.75, employmentType: 'seasonal', hireDate: '2025-04-14' },
  {
    employeeId: 'E-020', firstName: 'Aaron', lastName: 'Fischer', department: 'Installation', position: 'Equipment Operator', manager: 'E-017', payType: 'hourly', payRate: 23, hireDate: '2020-05-04',
    certifications: [{ name: 'Skid Steer Operator Certification', number: null, expiresOn: '2027-05-01' }],
  },
  {
    employeeId: 'E-021', firstName: 'Grace', lastName: 'Lindqvist', department: 'Irrigation', position: 'Irrigation Supervisor', manager: 'E-002', payType: 'hourly', payRate: 30, hireDate: '2016-04-18',
    certifications: [{ name: 'Certified Irrigation Contractor (IA)', number: 'CIC-30917', expiresOn: '2027-03-31' }],
  },
  { employeeId: 'E-022', firstName: 'Omar', lastName: 'Haddad', department: 'Irrigation', position: 'Irrigation Technician', manager: 'E-021', payType: 'hourly', payRate: 24.5, hireDate: '2021-03-22' },
  { employeeId: 'E-023', firstName: 'Leo', lastName: 'Martin', department: 'Irrigation', position: 'Irrigation Technician', manager: 'E-021', payType: 'hourly', payRate: 23, employmentType: 'seasonal', status: 'on_leave', hireDate: '2023-04-03' },
  { employeeId: 'E-024', firstName: 'Frank', lastName: 'Miller', department: 'Snow', position: 'Snow Operations Supervisor', manager: 'E-002', payType: 'hourly', payRate: 27, employmentType: 'seasonal', hireDate: '2015-11-02' },
  {
    employeeId: 'E-025', firstName: 'Pete', lastName: 'Johansson', department: 'Snow', position: 'Plow Operator', manager: 'E-024', payType: 'hourly', payRate: 22, employmentType: 'seasonal', hireDate: '2019-11-11',
    certifications: [{ name: 'Commercial Driver Licence, Class B', number: 'B-7731-0420', expiresOn: '2028-08-15' }],
  },
  { employeeId: 'E-026', firstName: 'Hank', lastName: 'Dubois', department: 'Maintenance', position: 'Fleet Mechanic', manager: 'E-002', payType: 'hourly', payRate: 29, hireDate: '2013-01-07' },
  { employeeId: 'E-027', firstName: 'Kyle', lastName: 'Bauer', department: 'Maintenance', position: 'Labourer', manager: null, payType: 'hourly', payRate: 17.5, employmentType: 'seasonal', status: 'terminated', hireDate: '2024-04-15' },
];

const emailOf = (employee: DemoEmployee) =>
  `${employee.firstName}.${employee.lastName}@demo-landscaping.test`.toLowerCase();

/** Inserts the demo roster in one statement; returns employee number → id for crews and the org chart. */
export async function seedDemoEmployees(db: Db, companyId: string): Promise<Map<string, string>> {
  const ids = new Map(demoEmployees.map((employee) => [employee.employeeId, randomUUID()]));
  const now = new Date();
  await db.insert(employees).values(
    demoEmployees.map((employee, index) => ({
      id: ids.get(employee.employeeId)!,
      companyId,
      firstName: employee.firstName,
      lastName: employee.lastName,
      email: emailOf(employee),
      phone: `612-555-${String(100 + index).padStart(4, '0')}`,
      employeeId: employee.employeeId,
      department: employee.department,
      position: employee.position,
      status: employee.status ?? 'active',
      employmentType: employee.employmentType ?? 'full_time',
      // The manager's row is in the same statement: PostgreSQL checks the reference at its end.
      managerId: employee.manager ? ids.get(employee.manager)! : null,
      hireDate: employee.hireDate,
      payType: employee.payType,
      payRate: String(employee.payRate),
      laborBurdenPercent: String(employee.payType === 'salary' ? OFFICE_BURDEN : FIELD_BURDEN),
      billable: employee.department !== 'Office' && employee.department !== 'Sales',
      certifications: employee.certifications ?? [],
      emergencyContact: null,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return ids;
}
