import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hourlyLaborCost } from '../employees/labor-cost';
import { addCrewMemberInputSchema, crewLoadedCostPerHour, filterCrews, listCrewsQuerySchema, matchesCrewSearch } from './index';

const crews = [
  { name: 'Alpha Mowing', description: 'Residential weekly mowing', status: 'active', specialization: 'maintenance' },
  { name: 'Bravo Install', description: null, status: 'active', specialization: 'installation' },
  { name: 'Snow 1', description: 'Plowing routes north', status: 'inactive', specialization: 'snow_removal' },
];

describe('crew search and filters', () => {
  it('matches the name or the description, ignoring case', () => {
    expect(matchesCrewSearch(crews[0]!, 'ALPHA')).toBe(true);
    expect(matchesCrewSearch(crews[0]!, 'weekly')).toBe(true);
    expect(matchesCrewSearch(crews[1]!, 'weekly')).toBe(false);
    expect(matchesCrewSearch(crews[1]!, '')).toBe(true);
  });

  it('filters by status and specialization together with the search', () => {
    expect(filterCrews(crews, { status: 'active' })).toHaveLength(2);
    expect(filterCrews(crews, { specialization: 'snow_removal' }).map((c) => c.name)).toEqual(['Snow 1']);
    expect(filterCrews(crews, { search: 'o', status: 'inactive' }).map((c) => c.name)).toEqual(['Snow 1']);
  });

  it('reads the defaults and drops empty filters', () => {
    expect(listCrewsQuerySchema.parse({ status: '', specialization: '' })).toEqual({ page: 1, limit: 50 });
    expect(addCrewMemberInputSchema.parse({ employeeId: '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f' })).toMatchObject({
      role: 'member',
      startDate: null,
    });
  });
});

describe('crewLoadedCostPerHour', () => {
  const member = (status: string, pay: { payType: 'hourly' | 'salary'; payRate: number; laborBurdenPercent: number }) => ({
    employee: { status, hourlyCost: hourlyLaborCost(pay) },
  });

  it('sums the active members’ loaded hourly costs', () => {
    const members = [
      member('active', { payType: 'hourly', payRate: 28, laborBurdenPercent: 25 }),
      member('active', { payType: 'hourly', payRate: 19.5, laborBurdenPercent: 20 }),
      member('on_leave', { payType: 'hourly', payRate: 40, laborBurdenPercent: 20 }),
    ];
    expect(crewLoadedCostPerHour(members)).toBe(58.4);
    expect(crewLoadedCostPerHour([])).toBe(0);
  });

  it('equals the exact sum of the members’ 4-dp hourly costs, with no float drift', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ rate: fc.integer({ min: 0, max: 1_000_000 }), burden: fc.integer({ min: 0, max: 6000 }), salary: fc.boolean() }), {
          maxLength: 8,
        }),
        (specs) => {
          const members = specs.map(({ rate, burden, salary }) =>
            member('active', { payType: salary ? 'salary' : 'hourly', payRate: salary ? rate / 10 : rate / 10_000, laborBurdenPercent: burden / 100 }),
          );
          const units = members.reduce((sum, m) => sum + Math.round(m.employee.hourlyCost * 10_000), 0);
          const total = crewLoadedCostPerHour(members);
          expect(Math.round(total * 10_000)).toBe(units);
          expect(total).toBe(units / 10_000);
        },
      ),
    );
  });
});
