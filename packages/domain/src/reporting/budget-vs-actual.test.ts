import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultOverheadBudget } from '../overhead/budget-defaults';
import type { RecoveryMethod } from '../overhead/unit-price';
import { budgetVsActualReport, type ActiveBudget, type DivisionWork } from './budget-vs-actual';
import { reportSectionSchema, type ReportSection } from './report.schemas';
import { sumMoney } from './report-table';

/**
 * The budget every hand-worked figure below comes from (2026, worked Monday to Friday: 261 working days):
 * direct labour $300,000 + burden $60,000, materials $104,400, equipment $52,200, subcontractors $26,100 (direct cost
 * $542,700), rent and owner's salary $130,500 each (overhead $261,000), 10,440 billable hours, 10% target net profit.
 * calculateOverhead: target revenue (542,700 + 261,000) / 0.9 = $893,000; MORS overhead per labour hour
 * (261,000 − 10,440 − 13,050 − 1,305) / 10,440 = 22.625 → $22.63; single markup 261,000 / 542,700 = 48.09%.
 */
function aBudget(recoveryMethod: RecoveryMethod = 'MORS'): ActiveBudget {
  const budget = defaultOverheadBudget(2026);
  return {
    ...budget,
    billableLaborHours: 10_440,
    targetNetProfitPercent: 10,
    recoveryMethod,
    directCost: { directLabor: 300_000, directLaborBurden: 60_000, materials: 104_400, equipments: 52_200, subcontractors: 26_100 },
    operatingExpense: { ...budget.operatingExpense, rent: 130_500, ownerSalary: 130_500 },
    OHRecoveryPercent: { materialsOHPercentage: 10, equipmentOHPercentage: 25, subcontractorsOHPercentage: 5 },
  };
}

/** $10,000 bought, nothing back, 5 years, 1,000 hours a year, $1,000 a year to run: $3.0000 an hour. */
const mower = { purchasePrice: 10_000, resaleValue: 0, expectedLifeYears: 5, annualBillableHours: 1_000, fuelPerYear: 500, repairsPerYear: 300, insurancePerYear: 200 };
/** ($7,000 − $1,000) / 3 years / 600 hours = $3.3333 an hour. */
const skidSteer = { purchasePrice: 7_000, resaleValue: 1_000, expectedLifeYears: 3, annualBillableHours: 600, fuelPerYear: 0, repairsPerYear: 0, insurancePerYear: 0 };

const maintenance: DivisionWork = {
  divisionId: 'div-maintenance',
  name: 'Maintenance',
  revenue: 6_000,
  minutes: 6_000,
  labour: 2_500,
  materials: 300,
  equipment: [{ hours: 40, unit: mower }], // 40 h × $3 = $120.00
};
const enhancements: DivisionWork = {
  divisionId: 'div-enhancements',
  name: 'Enhancements',
  revenue: 4_000,
  minutes: 3_000,
  labour: 1_250.5,
  materials: 900.25,
  equipment: [{ hours: 10.5, unit: skidSteer }], // 10.5 h × $3.3333 = $34.99965 → $35.00
};
const noDivision: DivisionWork = { divisionId: null, name: null, revenue: 500, minutes: 90, labour: 40, materials: 0, equipment: [] };

const march = { from: '2026-03-01', to: '2026-03-31' }; // 22 working days (Mon–Fri)
const weekdays = [1, 2, 3, 4, 5];

const sectionOf = (sections: ReportSection[], key: string) => sections.find((each) => each.key === key)!;
const valuesOf = (section: ReportSection) => Object.fromEntries(section.rows.map((each) => [each.key, each.values]));

/** Every number in the report is finite: no NaN or Infinity reaches the screen (JSON would turn them into null). */
function expectFiniteNumbers(value: unknown): void {
  if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
  else if (value && typeof value === 'object') for (const each of Object.values(value)) expectFiniteNumbers(each);
}

describe('budgetVsActualReport', () => {
  const report = budgetVsActualReport({
    period: march,
    workingWeekdays: weekdays,
    budget: aBudget(),
    divisions: [noDivision, enhancements, maintenance],
    comparison: [{ divisionId: 'div-maintenance', name: 'Maintenance', revenue: 5_000, minutes: 6_000, labour: 2_000, materials: 0, equipment: [] }],
  });

  it('spreads the budget over the period by working days and sets the actuals against it', () => {
    // March 2026 has 22 of the year's 261 working days. Budget: revenue 893,000 × 22/261 = 75,272.0306 → $75,272.03;
    // labour 360,000 × 22/261 = 30,344.8275 → $30,344.83; materials $8,800; equipment $4,400; subcontractors $2,200;
    // overhead 261,000 × 22/261 = $22,000.
    // Actual: revenue 6,000 + 4,000 + 500 = $10,500; labour $3,790.50; materials $1,200.25; equipment 120 + 35 = $155;
    // overhead recovered (MORS) 151.5 h × $22.63 = 3,428.445 + 1,200.25 × 10% = 120.025 + 155 × 25% = 38.75 → $3,587.22.
    const summary = sectionOf(report.sections, 'summary');
    expect(reportSectionSchema.parse(summary)).toEqual(summary);
    expect(valuesOf(summary)).toEqual({
      revenue: { line: 'Revenue', budget: 75_272.03, actual: 10_500, variance: -64_772.03, percentOfBudget: 13.9 },
      labour: { line: 'Labour', budget: 30_344.83, actual: 3_790.5, variance: -26_554.33, percentOfBudget: 12.5 },
      materials: { line: 'Materials', budget: 8_800, actual: 1_200.25, variance: -7_599.75, percentOfBudget: 13.6 },
      equipment: { line: 'Equipment', budget: 4_400, actual: 155, variance: -4_245, percentOfBudget: 3.5 },
      subcontractors: { line: 'Subcontractors', budget: 2_200, actual: null, variance: null, percentOfBudget: null },
      'overhead-recovered': { line: 'Overhead recovered', budget: 22_000, actual: 3_587.22, variance: -18_412.78, percentOfBudget: 16.3 },
    });
    // Revenue and overhead recovered short of the budget need a person; costs under it do not.
    expect(summary.rows.filter((each) => each.highlight).map((each) => each.key)).toEqual(['revenue', 'overhead-recovered']);
    expect(summary.chart).toEqual({ kind: 'bar', x: 'line', series: ['budget', 'actual'] });
    expect(summary.note).toContain('22 of the year’s 261');

    // Hours: 10,440 × 22/261 = 880 h budgeted; 6,000 + 3,000 + 90 minutes = 151.5 h worked (17.2% of budget).
    expect(valuesOf(sectionOf(report.sections, 'hours'))).toEqual({
      hours: { line: 'Hours worked', budget: 880, actual: 151.5, variance: -728.5, percentOfBudget: 17.2 },
    });
    // $10,500 / 151.5 h = $69.3069 → $69.31 against 893,000 / 10,440 = $85.5364 → $85.54.
    expect(valuesOf(sectionOf(report.sections, 'revenue-per-man-hour'))).toEqual({
      'revenue-per-man-hour': { line: 'Revenue per man-hour', budget: 85.54, actual: 69.31, variance: -16.23, percentOfBudget: 81 },
    });
  });

  it('gives the headline figures with their targets and the comparison period’s figures', () => {
    // Gross profit 10,500 − 3,790.50 − 1,200.25 − 155 = 5,354.25 → 51.0%; the budget's
    // (75,272.03 − 30,344.83 − 8,800 − 4,400) / 75,272.03 = 42.15005…% → 42.2%.
    // Comparison: $5,000 over 100 h with $2,000 of labour → 60.0%, $50.00 a man-hour, 100 h × $22.63 = $2,263 recovered.
    expect(report.headline.map(({ key, value, comparison, target }) => ({ key, value, comparison, target }))).toEqual([
      { key: 'revenue', value: 10_500, comparison: 5_000, target: 75_272.03 },
      { key: 'hours', value: 151.5, comparison: 100, target: 880 },
      { key: 'gross-margin', value: 51, comparison: 60, target: 42.2 },
      { key: 'revenue-per-man-hour', value: 69.31, comparison: 50, target: 85.54 },
      { key: 'overhead-recovered', value: 3_587.22, comparison: 2_263, target: 22_000 },
    ]);
  });

  it('lists each income division, the biggest first, with totals that are the summary’s actuals', () => {
    const divisions = sectionOf(report.sections, 'by-division');
    expect(divisions.rows.map((each) => each.values)).toEqual([
      // 6,000 − 2,500 − 300 − 120 = 3,080 (51.3%); $6,000 / 100 h = $60.00.
      { division: 'Maintenance', revenue: 6_000, hours: 100, labour: 2_500, materials: 300, equipment: 120, grossProfit: 3_080, margin: 51.3, revenuePerManHour: 60 },
      // 4,000 − 1,250.50 − 900.25 − 35 = 1,814.25 (45.36% → 45.4%); $4,000 / 50 h = $80.00.
      { division: 'Enhancements', revenue: 4_000, hours: 50, labour: 1_250.5, materials: 900.25, equipment: 35, grossProfit: 1_814.25, margin: 45.4, revenuePerManHour: 80 },
      // $500 / 1.5 h = $333.33.
      { division: 'No division', revenue: 500, hours: 1.5, labour: 40, materials: 0, equipment: 0, grossProfit: 460, margin: 92, revenuePerManHour: 333.33 },
    ]);
    expect(divisions.totals).toEqual({ revenue: 10_500, hours: 151.5, labour: 3_790.5, materials: 1_200.25, equipment: 155, grossProfit: 5_354.25, margin: 51, revenuePerManHour: 69.31 });
    expect(divisions.rows.map((each) => each.key)).toEqual(['div-maintenance', 'div-enhancements', 'none']);
    expect(divisions.rowCount).toBe(3);
    expect(divisions.chart).toEqual({ kind: 'bar', x: 'division', series: ['revenue'] });
  });

  it('works overhead recovered out by the budget’s recovery method', () => {
    const recovered = (method: RecoveryMethod) =>
      budgetVsActualReport({ period: march, workingWeekdays: weekdays, budget: aBudget(method), divisions: [maintenance, enhancements, noDivision], comparison: null }).headline.find(
        (each) => each.key === 'overhead-recovered',
      )!.value;
    // SORS: (3,790.50 + 1,200.25 + 155) × 48.09% = 2,474.591175 → $2,474.59.
    expect(recovered('SORS')).toBe(2_474.59);
    // FLH: all the overhead over the hours, 261,000 / 10,440 = $25.00; 151.5 h × $25 = $3,787.50.
    expect(recovered('FLH')).toBe(3_787.5);
  });

  it('without an active budget leaves every budget figure blank and says where to set one', () => {
    const { headline, sections } = budgetVsActualReport({ period: march, workingWeekdays: weekdays, budget: null, divisions: [maintenance], comparison: null });
    expect(headline.map((each) => each.target)).toEqual([null, null, null, null, null]);
    expect(headline.find((each) => each.key === 'overhead-recovered')!.value).toBeNull();
    expect(headline.find((each) => each.key === 'revenue')!.comparison).toBeNull();
    for (const key of ['summary', 'hours', 'revenue-per-man-hour']) {
      const section = sectionOf(sections, key);
      expect(section.note.startsWith('No active overhead budget: set one in Budget Pricing.')).toBe(true);
      for (const each of section.rows) {
        expect(each.values).toMatchObject({ budget: null, variance: null, percentOfBudget: null });
        expect(each.link).toBe('/budget-pricing');
        expect(each.highlight).toBe(false);
      }
    }
    // The actuals stand without a budget.
    expect(valuesOf(sectionOf(sections, 'summary')).revenue!.actual).toBe(6_000);
  });

  it('with no hours and no revenue gives no ratio rather than NaN or Infinity', () => {
    const idle: DivisionWork = { divisionId: null, name: null, revenue: 0, minutes: 0, labour: 0, materials: 0, equipment: [] };
    const report = budgetVsActualReport({ period: march, workingWeekdays: weekdays, budget: { ...aBudget(), billableLaborHours: 0 }, divisions: [idle], comparison: [] });
    expectFiniteNumbers(report);
    const figures = Object.fromEntries(report.headline.map((each) => [each.key, each]));
    expect(figures['gross-margin']).toMatchObject({ value: null, comparison: null });
    expect(figures['revenue-per-man-hour']).toMatchObject({ value: null, comparison: null, target: null });
    // MORS with no billable hours has no overhead per hour: nothing to recover by.
    expect(figures['overhead-recovered']!.value).toBeNull();
    expect(sectionOf(report.sections, 'by-division').totals).toMatchObject({ margin: null, revenuePerManHour: null });
    expect(valuesOf(sectionOf(report.sections, 'hours')).hours).toEqual({ line: 'Hours worked', budget: 0, actual: 0, variance: 0, percentOfBudget: null });
  });

  it('adds the divisions up to the whole, and each division alone to the same total (property)', () => {
    const money = fc.integer({ min: 0, max: 5_000_000 }).map((cents) => cents / 100);
    const division = fc.record({
      revenue: money,
      minutes: fc.integer({ min: 0, max: 100_000 }),
      labour: money,
      materials: money,
      equipment: fc.array(fc.record({ hours: fc.integer({ min: 0, max: 100_000 }).map((h) => h / 100), unit: fc.constantFrom(mower, skidSteer) }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(division, { minLength: 1, maxLength: 8 }), (drawn) => {
        const divisions: DivisionWork[] = drawn.map((each, index) => ({ ...each, divisionId: `div-${index}`, name: `Division ${index}` }));
        const build = (some: DivisionWork[]) => budgetVsActualReport({ period: march, workingWeekdays: weekdays, budget: aBudget(), divisions: some, comparison: null });
        const whole = build(divisions);
        const byDivision = sectionOf(whole.sections, 'by-division');
        const summary = valuesOf(sectionOf(whole.sections, 'summary'));
        for (const key of ['revenue', 'labour', 'materials', 'equipment'] as const) {
          const rows = byDivision.rows.map((each) => each.values[key] as number);
          expect(sumMoney(rows)).toBe(byDivision.totals![key]);
          expect(summary[key]!.actual).toBe(byDivision.totals![key]);
          // Filtering by each division and adding the answers gives the whole's figure.
          const alone = divisions.map((one) => valuesOf(sectionOf(build([one]).sections, 'summary'))[key]!.actual as number);
          expect(sumMoney(alone)).toBe(summary[key]!.actual);
        }
        const grossProfits = byDivision.rows.map((each) => each.values.grossProfit as number);
        expect(sumMoney(grossProfits)).toBe(byDivision.totals!.grossProfit);
        expectFiniteNumbers(whole);
      }),
      { numRuns: 60 },
    );
  });
});
