import { growthPlanViewSchema } from '@groundwork/domain/growth';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/builders';
import { demoApp, seededDemo } from './demo-fixture';

const t = demoApp;

describe('the demo company’s growth plan', () => {
  it('plans five years at 12 % from the budget and shows the ceilings, each with its hire on the org chart', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const response = await t.call('GET', '/growth_plan', { token });
    expect(response.status, response.text).toBe(200);
    const view = growthPlanViewSchema.parse(response.body.data);
    expect(view.updatedAt).not.toBeNull();
    expect(view.settings).toMatchObject({ years: 5, growthPercent: 12, ownerHoursPerWeek: 48 });
    if (!view.outcome.ok) throw new Error(view.outcome.reason);
    const { plan } = view.outcome;
    const base = view.budget!.year;
    // The budget sells $1,211,080 over five crews; 12 % a year to the cent.
    expect(plan.today).toMatchObject({ revenue: 1_211_080, crews: 5, fieldStaff: 15, fieldHours: 18_000, operationsManagers: 1, officeRoles: 2 });
    expect(plan.years.map((year) => [year.revenue, year.crews])).toEqual([
      [1_356_409.6, 6],
      [1_519_178.75, 7],
      [1_701_480.2, 8],
      [1_905_657.82, 8],
      [2_134_336.76, 9],
    ]);
    const positions = new Map(view.company.positions.map((position) => [position.id, position.title]));
    expect(plan.ceilings.map((ceiling) => [ceiling.kind, ceiling.year - base, ceiling.hire.positionId ? positions.get(ceiling.hire.positionId) : `new ${ceiling.hire.title}`, ceiling.hire.count])).toEqual([
      // 48 h × 1.12 = 53.76 h; the General Manager is there already, so someone to take the owner's crews.
      ['owner_hours', 1, 'Maintenance Manager', 1],
      // ⌈1,356,409.60 ÷ 650,000⌉ = 3 office roles for the two in the office.
      ['office_capacity', 1, 'Office Manager', 1],
      ['crew_oversight', 2, 'Maintenance Manager', 1],
      ['span_of_control', 5, 'new Crew Supervisor', 1],
    ]);
  });
});
