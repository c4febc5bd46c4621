import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canManageRoster,
  createEmployeeInputSchema,
  filterEmployees,
  hourlyLaborCost,
  isManagerPosition,
  listEmployeesQuerySchema,
  matchesEmployeeSearch,
  wouldCreateManagerCycle,
  type FilterableEmployee,
} from './index';

const anEmployee = (overrides: Partial<FilterableEmployee> = {}): FilterableEmployee => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@greenleaf.test',
  employeeId: 'E-1001',
  department: 'Maintenance',
  position: 'Crew Leader',
  status: 'active',
  employmentType: 'full_time',
  managerId: null,
  ...overrides,
});

describe('matchesEmployeeSearch', () => {
  it('finds an employee by full name, e-mail or employee id in any case', () => {
    const maria = anEmployee();
    for (const search of ['maria lopez', 'A LOP', 'GREENLEAF.test', 'e-10', '', '  ']) {
      expect(matchesEmployeeSearch(maria, search)).toBe(true);
    }
    expect(matchesEmployeeSearch(maria, 'Maintenance')).toBe(false);
    expect(matchesEmployeeSearch(anEmployee({ email: null }), 'greenleaf')).toBe(false);
  });

  it('never matches across fields: a search cannot carry the separator between them', () => {
    expect(matchesEmployeeSearch(anEmployee(), 'lopez\u001fmaria')).toBe(false);
    expect(matchesEmployeeSearch(anEmployee(), 'lo\u001fpez')).toBe(true);
    expect(matchesEmployeeSearch(anEmployee(), '\u001f')).toBe(true);
  });

  it('matches every substring of the full name, whatever its case', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 12 }), fc.nat(), fc.nat(), (first, last, a, b) => {
        const full = `${first} ${last}`;
        const start = a % full.length;
        const end = start + 1 + (b % (full.length - start));
        const needle = full.slice(start, end);
        fc.pre(needle.trim().length > 0);
        const employee = anEmployee({ firstName: first, lastName: last });
        expect(matchesEmployeeSearch(employee, needle)).toBe(true);
        // Upper-casing some characters (ß → SS) changes their length; compare only where case maps back.
        if (needle.toUpperCase().toLowerCase() === needle.toLowerCase()) {
          expect(matchesEmployeeSearch(employee, needle.toUpperCase())).toBe(true);
        }
      }),
    );
  });
});

describe('filterEmployees', () => {
  const bossId = '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
  const roster = [
    anEmployee(),
    anEmployee({ firstName: 'Tom', employeeId: 'E-2', department: 'Snow', position: 'Plow Operator', status: 'on_leave', managerId: bossId }),
    anEmployee({ firstName: 'Ana', employeeId: 'E-3', employmentType: 'seasonal', status: 'terminated' }),
  ];

  it('applies the search and each of the five filters together', () => {
    expect(filterEmployees(roster, {})).toHaveLength(3);
    expect(filterEmployees(roster, { department: 'snow' }).map((e) => e.firstName)).toEqual(['Tom']);
    expect(filterEmployees(roster, { position: 'crew leader' })).toHaveLength(2);
    expect(filterEmployees(roster, { status: 'terminated' }).map((e) => e.firstName)).toEqual(['Ana']);
    expect(filterEmployees(roster, { employmentType: 'seasonal' })).toHaveLength(1);
    expect(filterEmployees(roster, { managerId: bossId }).map((e) => e.firstName)).toEqual(['Tom']);
    expect(filterEmployees(roster, { search: 'lopez', department: 'Maintenance', status: 'active' })).toHaveLength(1);
  });

  it('never returns an employee a filter excludes, and keeps every one that matches', () => {
    fc.assert(
      fc.property(fc.constantFrom('Maintenance', 'Snow', 'maintenance', 'Office'), (department) => {
        const result = filterEmployees(roster, { department });
        expect(result.every((e) => e.department.toLowerCase() === department.toLowerCase())).toBe(true);
        expect(result.length).toBe(roster.filter((e) => e.department.toLowerCase() === department.toLowerCase()).length);
      }),
    );
  });
});

describe('isManagerPosition', () => {
  it('counts positions containing manager, supervisor or lead in any case', () => {
    for (const position of ['Operations Manager', 'SUPERVISOR', 'Crew Leader', 'Team lead', 'Account manager']) {
      expect(isManagerPosition(position)).toBe(true);
    }
    for (const position of ['Labourer', 'Mechanic', 'Irrigation Technician', 'Owner']) {
      expect(isManagerPosition(position)).toBe(false);
    }
  });
});

describe('wouldCreateManagerCycle', () => {
  // a ← b ← c (c reports to b, b to a)
  const tree = [
    { id: 'a', managerId: null },
    { id: 'b', managerId: 'a' },
    { id: 'c', managerId: 'b' },
    { id: 'd', managerId: null },
  ];

  it('refuses the employee itself and anyone who reports to it', () => {
    expect(wouldCreateManagerCycle(tree, 'a', 'a')).toBe(true);
    expect(wouldCreateManagerCycle(tree, 'a', 'b')).toBe(true);
    expect(wouldCreateManagerCycle(tree, 'a', 'c')).toBe(true);
  });

  it('allows a manager above or beside the employee, or none', () => {
    expect(wouldCreateManagerCycle(tree, 'c', 'a')).toBe(false);
    expect(wouldCreateManagerCycle(tree, 'a', 'd')).toBe(false);
    expect(wouldCreateManagerCycle(tree, 'a', null)).toBe(false);
    expect(wouldCreateManagerCycle(tree, 'new', 'c')).toBe(false);
  });

  it('terminates on data that already loops', () => {
    const looped = [
      { id: 'x', managerId: 'y' },
      { id: 'y', managerId: 'x' },
    ];
    expect(wouldCreateManagerCycle(looped, 'z', 'x')).toBe(false);
    expect(wouldCreateManagerCycle(looped, 'x', 'y')).toBe(true);
  });

  it('never lets accepted assignments form a loop', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(9), fc.nat(9)), { maxLength: 40 }), (assignments) => {
        const staff = Array.from({ length: 10 }, (_, i) => ({ id: String(i), managerId: null as string | null }));
        for (const [employee, manager] of assignments) {
          if (!wouldCreateManagerCycle(staff, String(employee), String(manager))) staff[employee]!.managerId = String(manager);
        }
        for (const start of staff) {
          const seen = new Set<string>();
          let current: string | null = start.id;
          while (current !== null) {
            expect(seen.has(current)).toBe(false);
            seen.add(current);
            current = staff[Number(current)]!.managerId;
          }
        }
      }),
    );
  });
});

describe('hourlyLaborCost', () => {
  it('adds the burden to an hourly rate', () => {
    expect(hourlyLaborCost({ payType: 'hourly', payRate: 20, laborBurdenPercent: 25 })).toBe(25);
    expect(hourlyLaborCost({ payType: 'hourly', payRate: 18.5, laborBurdenPercent: 0 })).toBe(18.5);
  });

  it('spreads a salary over 2,080 hours and rounds half-up to 4 decimals', () => {
    expect(hourlyLaborCost({ payType: 'salary', payRate: 52_000, laborBurdenPercent: 0 })).toBe(25);
    // 65,000 × 1.2 / 2080 = 37.5
    expect(hourlyLaborCost({ payType: 'salary', payRate: 65_000, laborBurdenPercent: 20 })).toBe(37.5);
    // 50,000 / 2080 = 24.038461538… → 24.0385
    expect(hourlyLaborCost({ payType: 'salary', payRate: 50_000, laborBurdenPercent: 0 })).toBe(24.0385);
  });

  it('is exact decimal arithmetic for 4-dp rates and 2-dp burdens', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 10_000 }), (rateUnits, burdenUnits) => {
        const cost = hourlyLaborCost({ payType: 'hourly', payRate: rateUnits / 10_000, laborBurdenPercent: burdenUnits / 100 });
        const exact = (BigInt(rateUnits) * BigInt(10_000 + burdenUnits) * 2n + 10_000n) / 20_000n;
        expect(Math.round(cost * 10_000)).toBe(Number(exact));
      }),
    );
  });
});

describe('employee schemas', () => {
  it('fills the defaults and turns empty optional fields into null', () => {
    const input = createEmployeeInputSchema.parse({
      firstName: ' Maria ',
      lastName: 'Lopez',
      email: '',
      employeeId: 'E-1',
      department: 'Maintenance',
      position: 'Crew Leader',
      hireDate: '',
    });
    expect(input).toMatchObject({
      firstName: 'Maria',
      email: null,
      hireDate: null,
      status: 'active',
      employmentType: 'full_time',
      payType: 'hourly',
      payRate: 0,
      billable: true,
      certifications: [],
      managerId: null,
      emergencyContact: null,
    });
  });

  it('refuses a pay rate with more than 4 decimals and a negative burden', () => {
    const result = createEmployeeInputSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      employeeId: 'E',
      department: 'D',
      position: 'P',
      payRate: 1.00001,
      laborBurdenPercent: -1,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['laborBurdenPercent', 'payRate']);
  });

  it('reads page 1 and limit 50 by default and drops empty filters', () => {
    expect(listEmployeesQuerySchema.parse({ status: '', department: ' ' })).toEqual({ page: 1, limit: 50 });
  });
});

describe('canManageRoster', () => {
  it.each([
    ['super_admin', true],
    ['support', true],
    ['implementation', true],
    ['admin', true],
    ['office_manager', true],
    ['estimator', false],
    ['crew_leader', false],
  ] as const)('%s → %s', (role, allowed) => {
    expect(canManageRoster(role)).toBe(allowed);
  });
});
