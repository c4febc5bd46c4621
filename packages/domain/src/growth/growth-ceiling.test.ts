import { describe, expect, it } from 'vitest';
import { defaultOverheadBudget } from '../overhead/budget-defaults';
import { growthPlan, leaderSpans, plannedRevenues, resolveRolePositions } from './growth-ceiling';
import { growthPlanSettingsSchema, missingTargetMessage, saveGrowthPlanInputSchema, type GrowthCompany, type GrowthPlanSettingsInput, type GrowthPosition } from './growth-ceiling.schemas';

/**
 * The profit accelerator's hand-worked year (see profit-accelerator.test.ts): revenue $777,822.22 over 10,000 billable
 * hours ($77.78 a man-hour), in 2026.
 */
const budget = {
  ...defaultOverheadBudget(2026),
  billableLaborHours: 10_000,
  targetNetProfitPercent: 10,
  recoveryMethod: 'MORS' as const,
  directCost: { directLabor: 400_000, directLaborBurden: 0, materials: 100_000, equipments: 0, subcontractors: 0 },
  operatingExpense: { ...defaultOverheadBudget(2026).operatingExpense, rent: 200_000 },
  OHRecoveryPercent: { materialsOHPercentage: 10, equipmentOHPercentage: 25, subcontractorsOHPercentage: 5 },
};

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const people = (count: number, name = 'P') => Array.from({ length: count }, (_, index) => `${name}${index + 1}`);
const aPosition = (n: number, title: string, reportsTo: number | null, holders: number): GrowthPosition => ({
  id: id(n),
  title,
  reportsToId: reportsTo === null ? null : id(reportsTo),
  holders: people(holders),
});
const aCrew = (n: number, members: number, hasLeader = true) => ({ id: id(100 + n), name: `Crew ${n}`, members, hasLeader });

/** Four crews of three (each with its leader), ten units, an owner, one operations manager and two in the office. */
const company: GrowthCompany = {
  crews: [aCrew(1, 3), aCrew(2, 3), aCrew(3, 3), aCrew(4, 3)],
  equipmentUnits: 10,
  positions: [
    aPosition(1, 'Owner', null, 1),
    aPosition(2, 'Operations Manager', 1, 1),
    aPosition(3, 'Office Manager', 1, 2),
    aPosition(4, 'Crew Leader', 2, 4),
    aPosition(5, 'Crew Member', 4, 8),
  ],
};

const plan = (settings: GrowthPlanSettingsInput, forCompany = company) => {
  const outcome = growthPlan(budget, forCompany, settings);
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.plan;
};

describe('plannedRevenues', () => {
  it('grows each year from the one before, to the cent half-up', () => {
    // 777,822.22 × 1.2 = 933,386.664 → .66; × 1.2 = 1,120,063.992 → .99; × 1.2 = 1,344,076.788 → .79
    expect(plannedRevenues(777_822.22, { years: 3, targetMode: 'growth', growthPercent: 20, revenueTargets: [] })).toEqual([933_386.66, 1_120_063.99, 1_344_076.79]);
  });

  it('takes typed targets as they are, only for the planned years', () => {
    expect(plannedRevenues(777_822.22, { years: 2, targetMode: 'targets', growthPercent: 0, revenueTargets: [900_000, 1_000_000.5, 2_000_000] })).toEqual([900_000, 1_000_000.5]);
  });
});

describe('growthPlan: what each year needs', () => {
  /**
   * By hand, 20 % a year for 5 years from $777,822.22 with 4 crews (revenue per crew 777,822.22 ÷ 4 = $194,455.555 →
   * $194,455.56; 2,500 h, 3 people and 2.5 units a crew):
   *   year  revenue        crews = ⌈rev × 4 ÷ 777,822.22⌉   hours = rev ÷ rev × 10,000   staff = 3 × crews   units = ⌈2.5 × crews⌉
   *   2027    933,386.66   ⌈4.79999998⌉ = 5                  11,999.99995 → 12,000.00      15                  13
   *   2028  1,120,063.99   ⌈5.76⌉ = 6                        14,400.00                     18                  15
   *   2029  1,344,076.79   ⌈6.912⌉ = 7                       17,280.00                     21                  18
   *   2030  1,612,892.15   ⌈8.294⌉ = 9                       20,736.00                     27                  23
   *   2031  1,935,470.58   ⌈9.953⌉ = 10                      24,883.20                     30                  25
   * Operations managers ⌈crews ÷ 6⌉: 1, 1, 2, 2, 2. Office roles ⌈rev ÷ 600,000⌉: 2, 2, 3, 3, 4.
   * Owner at 45 h growing with revenue: 45 × 1.2 = 54.00, 64.80, 77.76, 93.31, 111.97.
   */
  const result = plan({ years: 5, growthPercent: 20, ownerHoursPerWeek: 45 });

  it('derives the company’s own rates from the budget and the crews', () => {
    expect(result.rates).toEqual({ revenuePerCrew: 194_455.56, revenuePerManHour: 77.78, fieldHoursPerCrew: 2_500, fieldStaffPerCrew: 3, equipmentPerCrew: 2.5 });
  });

  it('counts today as the company stands', () => {
    expect(result.today).toEqual({
      offset: 0,
      year: 2026,
      revenue: 777_822.22,
      crews: 4,
      fieldHours: 10_000,
      fieldStaff: 12,
      equipmentUnits: 10,
      crewLeaders: 4,
      operationsManagers: 1,
      officeRoles: 2,
      ownerHoursPerWeek: 45,
    });
  });

  it.each([
    [2027, 933_386.66, 5, 12_000, 15, 13, 1, 2, 54],
    [2028, 1_120_063.99, 6, 14_400, 18, 15, 1, 2, 64.8],
    [2029, 1_344_076.79, 7, 17_280, 21, 18, 2, 3, 77.76],
    [2030, 1_612_892.15, 9, 20_736, 27, 23, 2, 3, 93.31],
    [2031, 1_935_470.58, 10, 24_883.2, 30, 25, 2, 4, 111.97],
  ])('in %i: $%d needs %i crews, %d h, %i people, %i units, %i operations managers, %i office roles; the owner %d h', (year, revenue, crews, fieldHours, fieldStaff, equipmentUnits, operationsManagers, officeRoles, ownerHoursPerWeek) => {
    expect(result.years.find((entry) => entry.year === year)).toEqual({
      offset: year - 2026,
      year,
      revenue,
      crews,
      fieldHours,
      fieldStaff,
      equipmentUnits,
      crewLeaders: crews,
      operationsManagers,
      officeRoles,
      ownerHoursPerWeek,
    });
  });

  it('names each ceiling in the year it bites, with the hire that lifts it, tied to the chart', () => {
    expect(result.ceilings).toEqual([
      { kind: 'owner_hours', offset: 1, year: 2027, message: 'In 2027 the owner would work 54 h a week — over the 50 h limit.', hire: { title: 'General Manager', positionId: null, count: 1 } },
      {
        kind: 'crew_oversight',
        offset: 3,
        year: 2029,
        message: 'In 2029 the plan runs 7 crews: more than 1 operations manager can oversee at 6 crews each.',
        hire: { title: 'Operations Manager', positionId: id(2), count: 1 },
      },
      {
        kind: 'office_capacity',
        offset: 3,
        year: 2029,
        message: 'In 2029 $1,344,077 of work needs 3 office roles at $600,000 each; the office has 2.',
        hire: { title: 'Office Manager', positionId: id(3), count: 1 },
      },
      {
        kind: 'span_of_control',
        offset: 4,
        year: 2030,
        message: 'In 2030 the Operations Manager would have 9 crew leaders reporting — over 1:8.',
        hire: { title: 'Crew Supervisor', positionId: null, count: 1 },
      },
    ]);
  });

  it('keeps the owner’s hours as typed when the owner no longer leads crews or sells', () => {
    const steady = plan({ years: 5, growthPercent: 20, ownerHoursPerWeek: 45, ownerWorkGrowsWithRevenue: false });
    expect(steady.years.map((year) => year.ownerHoursPerWeek)).toEqual([45, 45, 45, 45, 45]);
    expect(steady.ceilings.map((ceiling) => ceiling.kind)).not.toContain('owner_hours');
  });

  it('plans typed targets, and a smaller year needs fewer crews', () => {
    // 388,911.11 × 4 ÷ 777,822.22 = 2 exactly; 388,911.12 is a cent over → 3.
    const typed = plan({ years: 2, targetMode: 'targets', revenueTargets: [388_911.11, 388_911.12], ownerHoursPerWeek: 40 });
    expect(typed.years.map((year) => [year.revenue, year.crews, year.fieldHours])).toEqual([
      [388_911.11, 2, 5_000],
      [388_911.12, 3, 5_000],
    ]);
    // 40 × 388,911.11 ÷ 777,822.22 = 20.00
    expect(typed.years[0]!.ownerHoursPerWeek).toBe(20);
  });

  it('uses the ratios typed: 3 crews per operations manager and $400,000 an office role', () => {
    const tight = plan({ years: 1, growthPercent: 0, ratios: { crewsPerOperationsManager: 3, revenuePerOfficeRole: 400_000, spanOfControl: 8 } });
    // Today: ⌈4 ÷ 3⌉ = 2 managers for 1 → bites today; ⌈777,822.22 ÷ 400,000⌉ = 2 office roles for 2 → fine.
    expect(tight.ceilings.map((ceiling) => [ceiling.kind, ceiling.year, ceiling.hire.count])).toEqual([['crew_oversight', 2026, 1]]);
    expect(tight.ceilings[0]!.message).toBe('Today the plan runs 4 crews: more than 1 operations manager can oversee at 3 crews each.');
  });
});

describe('growthPlan: ceilings of an owner-run company', () => {
  /** One crew of three with no leader, and a chart where everyone reports to the owner. */
  const ownerRun: GrowthCompany = {
    crews: [aCrew(1, 3, false)],
    equipmentUnits: 3,
    positions: [aPosition(1, 'Owner / CEO', null, 1), aPosition(2, 'Crew Member', 1, 3)],
  };

  it('has no second leader once the plan runs two crews, and the owner alone oversees until seven', () => {
    // Doubling: crews 2, 4, 8. Owner at 40 h: 80 h in year 1.
    const result = plan({ years: 3, growthPercent: 100, ownerHoursPerWeek: 40, ownerHoursLimit: 60 }, ownerRun);
    expect(result.years.map((year) => year.crews)).toEqual([2, 4, 8]);
    expect(result.roles).toEqual({ owner: { id: id(1), title: 'Owner / CEO', holders: 1 }, operations: null, office: null, crewLeader: null });
    expect(result.ceilings).toEqual([
      { kind: 'owner_hours', offset: 1, year: 2027, message: 'In 2027 the owner would work 80 h a week — over the 60 h limit.', hire: { title: 'General Manager', positionId: null, count: 1 } },
      {
        kind: 'no_second_leader',
        offset: 1,
        year: 2027,
        message: 'In 2027 the plan runs 2 crews and nobody but the owner leads anyone: every decision waits for the owner.',
        hire: { title: 'General Manager', positionId: null, count: 1 },
      },
      // ⌈777,822.22 ÷ 600,000⌉ = 2 office roles today, none on the chart.
      { kind: 'office_capacity', offset: 0, year: 2026, message: 'Today $777,822 of work needs 2 office roles at $600,000 each; the office has 0.', hire: { title: 'Office Administrator', positionId: null, count: 2 } },
      {
        kind: 'crew_oversight',
        offset: 3,
        year: 2029,
        message: 'In 2029 the plan runs 8 crews: more than the owner alone can oversee at 6 crews each.',
        hire: { title: 'Operations Manager', positionId: null, count: 2 },
      },
    ].sort((a, b) => a.offset - b.offset));
  });

  it('suggests filling a vacant General Manager position rather than a new one', () => {
    const withSeat = { ...ownerRun, positions: [...ownerRun.positions, aPosition(3, 'General Manager', 1, 0)] };
    const result = plan({ years: 1, growthPercent: 100, ownerHoursPerWeek: 40 }, withSeat);
    expect(result.ceilings.find((ceiling) => ceiling.kind === 'no_second_leader')!.hire).toEqual({ title: 'General Manager', positionId: id(3), count: 1 });
  });

  it('asks for an operations manager when a General Manager is there already and the owner still works too much', () => {
    const withGeneralManager = { ...ownerRun, positions: [aPosition(1, 'Owner', null, 1), aPosition(2, 'General Manager', 1, 1), aPosition(3, 'Crew Member', 2, 3)] };
    const result = plan({ years: 1, growthPercent: 0, ownerHoursPerWeek: 60 }, withGeneralManager);
    expect(result.ceilings.find((ceiling) => ceiling.kind === 'owner_hours')!.hire).toEqual({ title: 'Operations Manager', positionId: null, count: 1 });
    expect(result.ceilings.map((ceiling) => ceiling.kind)).not.toContain('no_second_leader');
  });

  it('flags a leader over the span today, asking for another holder of the position', () => {
    // Nine crew members report to the one Crew Leader: ⌈9 ÷ 8⌉ = 2 leaders needed, 1 more.
    const wide = { ...ownerRun, positions: [aPosition(1, 'Owner', null, 1), aPosition(2, 'Crew Leader', 1, 1), aPosition(3, 'Crew Member', 2, 9)] };
    const result = plan({ years: 1, growthPercent: 0, ownerHoursPerWeek: 40 }, wide);
    expect(result.ceilings.filter((ceiling) => ceiling.kind === 'span_of_control')).toEqual([
      { kind: 'span_of_control', offset: 0, year: 2026, message: 'Today the Crew Leader has 9 direct reports — over 1:8.', hire: { title: 'Crew Leader', positionId: id(2), count: 1 } },
    ]);
  });
});

describe('leaderSpans', () => {
  it('counts the people reporting to each position and shares them among its holders', () => {
    expect(leaderSpans(company.positions)).toEqual([
      { positionId: id(2), title: 'Operations Manager', holders: 1, directReports: 4, perLeader: 4 },
      { positionId: id(1), title: 'Owner', holders: 1, directReports: 3, perLeader: 3 },
      { positionId: id(4), title: 'Crew Leader', holders: 4, directReports: 8, perLeader: 2 },
    ]);
  });

  it('counts a vacant seat as one leader', () => {
    expect(leaderSpans([aPosition(1, 'Supervisor', null, 0), aPosition(2, 'Tech', 1, 3)])).toEqual([{ positionId: id(1), title: 'Supervisor', holders: 0, directReports: 3, perLeader: 3 }]);
  });
});

describe('resolveRolePositions', () => {
  const none = { owner: null, operations: null, office: null, crewLeader: null };

  it('reads the roles from the titles', () => {
    expect(resolveRolePositions(company.positions, none)).toEqual({
      owner: { id: id(1), title: 'Owner', holders: 1 },
      operations: { id: id(2), title: 'Operations Manager', holders: 1 },
      office: { id: id(3), title: 'Office Manager', holders: 2 },
      crewLeader: { id: id(4), title: 'Crew Leader', holders: 4 },
    });
  });

  it('takes the position chosen, and guesses again when it is no longer on the chart', () => {
    const chosen = resolveRolePositions(company.positions, { ...none, operations: id(4), office: id(99) });
    expect(chosen.operations?.id).toBe(id(4));
    expect(chosen.office?.id).toBe(id(3));
  });
});

describe('growthPlan: when there is nothing to plan from', () => {
  it('gives the accelerator’s reason when the budget prices no labour hour', () => {
    expect(growthPlan({ ...budget, billableLaborHours: 0 }, company, {})).toEqual({ ok: false, reason: 'Enter billable labour hours to work out an hourly labour cost' });
  });

  it('counts a company with no crews as one', () => {
    const result = plan({ years: 1, growthPercent: 0 }, { crews: [], equipmentUnits: 0, positions: [] });
    expect(result.rates).toEqual({ revenuePerCrew: 777_822.22, revenuePerManHour: 77.78, fieldHoursPerCrew: 10_000, fieldStaffPerCrew: 1, equipmentPerCrew: 0 });
    expect(result.years[0]).toMatchObject({ crews: 1, fieldStaff: 1, equipmentUnits: 0 });
  });
});

describe('the plan’s validation', () => {
  it.each([
    [{ years: 0 }, ['years'], 'Years must be between 1 and 5'],
    [{ years: 2.5 }, ['years'], 'Years must be a whole number'],
    [{ growthPercent: 101 }, ['growthPercent'], 'Growth must be between -50% and 100%'],
    [{ growthPercent: 1.234 }, ['growthPercent'], 'Growth can have at most 2 decimal places'],
    [{ ownerHoursPerWeek: 121 }, ['ownerHoursPerWeek'], "Owner's hours a week must be between 0 and 120 hours"],
    [{ ownerHoursLimit: 10 }, ['ownerHoursLimit'], "Owner's hours limit must be between 20 and 100 hours"],
    [{ ratios: { spanOfControl: 1 } }, ['ratios', 'spanOfControl'], 'Span of control must be between 2 and 20'],
    [{ ratios: { revenuePerOfficeRole: 1_000 } }, ['ratios', 'revenuePerOfficeRole'], 'Revenue per office role must be at least $50,000'],
    [{ revenueTargets: [-1] }, ['revenueTargets', 0], 'Revenue target cannot be negative'],
    [{ targetMode: 'targets', years: 2, revenueTargets: [900_000] }, ['revenueTargets', 1], missingTargetMessage(2)],
    [{ positions: { owner: 'nope' } }, ['positions', 'owner'], 'Must be a valid id'],
  ])('%j is refused on its field', (input, path, message) => {
    const parsed = growthPlanSettingsSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.find((issue) => JSON.stringify(issue.path) === JSON.stringify(path))?.message).toBe(message);
  });

  it('refuses a huge number of years on its field without checking that many targets', () => {
    const parsed = saveGrowthPlanInputSchema.safeParse({ targetMode: 'targets', years: 2_000_000_000, revenueTargets: [1, 2, 3, 4, 5] });
    expect(parsed.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['years']);
  });

  it('refuses keys it does not know', () => {
    expect(saveGrowthPlanInputSchema.safeParse({ crews: 4 }).success).toBe(false);
  });

  it('fills the landscaping defaults', () => {
    expect(growthPlanSettingsSchema.parse({})).toEqual({
      years: 3,
      targetMode: 'growth',
      growthPercent: 10,
      revenueTargets: [],
      ownerHoursPerWeek: 50,
      ownerHoursLimit: 50,
      ownerWorkGrowsWithRevenue: true,
      ratios: { spanOfControl: 8, crewsPerOperationsManager: 6, revenuePerOfficeRole: 600_000 },
      positions: { owner: null, operations: null, office: null, crewLeader: null },
    });
  });
});
