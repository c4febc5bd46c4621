import { withCallbacks } from '@groundwork/domain/jobs';
import { sumCostings } from '@groundwork/domain/orders';
import { REPORT_RANGE_ORDER_MESSAGE, reportSchema, type Report, type ReportSection } from '@groundwork/domain/reporting';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billedItems, companies, crews, jobs, services, workOrderMaterials, workOrders, workOrderTimeEntries } from '../../db/schema';
import { orderCostings } from '../../lib/job-costing';
import { signedInUser, type SignedInUser } from '../../test/builders';
import {
  aCallback,
  aMaterialUse,
  anActiveBudget,
  anEquipmentUnit,
  anIncomeDivision,
  aReportCrew,
  aReportCustomer,
  aReportEmployee,
  aReportJob,
  aReportService,
  aTimeEntry,
  aWorkOrder,
  equipmentOnOrder,
  noActiveBudget,
} from '../../test/report-builders';
import { aBilledWorkOrder, aReportInvoice } from '../../test/report-money-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const MARCH = 'from=2026-03-01&to=2026-03-31';

/**
 * March 2026 at a company in New York (its default zone), worked Monday to Friday (22 working days), 8-hour shifts:
 *  Ann Berg's weekly mowing (Lawn care division), crew North (Luis $31.05/h, Ana $24.15/h):
 *    WO a, 10 March, $90, 2 h budgeted: Luis 90 min + Ana 60 min = (2,794.50 + 1,449) / 60 = $70.725 → $70.73;
 *         2 bags × $5 = $10; the mower went out (the most one person worked: 90 min = 1.5 h × $3.0000 = $4.50);
 *         a callback raised 12 March: 1.75 h × $31.05 = $54.3375 → $54.34.
 *    WO b, 17 March, $90, 2 h budgeted: Luis 150 min = $77.625 → $77.63; 2 bags × $5 = $10.
 *    WO c, 24 March, still scheduled, 2 h budgeted: Luis 60 min = $31.05 worked that day (not earned).
 *    WO d, 25 March, cancelled, 5 h budgeted.
 *  Cole Dunn's mulch beds (a service with no division), crew South (Ben $31.05/h):
 *    WO e, 20 March, $150, 2 h budgeted: Ben 120 min = $62.10; 2 × $12.50 = $25.
 *  Dee Fox's one-off spring clean-up, crew South, undated, completed at 23:30 on 31 March in New York (03:30 UTC on
 *    1 April): $400, 3 h budgeted: Ben 150 min = $77.63; 7 × $6.50 = $45.50.
 *  Dee Fox's one-off gutter clean, 5 March, by the inactive Old crew (nobody on it now): $50, 1 h budgeted: Ben 30 min
 *    at $20 = $10.
 *  Dee Fox's one-off, undated, completed at 22:00 on 28 February in New York (03:00 UTC on 1 March): $100, no time —
 *    February's (the comparison period's), not March's.
 */
async function buildDataSet(user: SignedInUser) {
  const companyId = user.companyId;
  const lawnCare = await anIncomeDivision(t, companyId, 'Lawn care');
  const mowing = await aReportService(t, companyId, { name: 'Fortnightly mowing', incomeDivisionId: lawnCare.id });
  const mulchBeds = await aReportService(t, companyId, { name: 'Bed mulching' });
  const luis = await aReportEmployee(t, companyId, { firstName: 'Luis' });
  const ana = await aReportEmployee(t, companyId, { firstName: 'Ana' });
  const ben = await aReportEmployee(t, companyId, { firstName: 'Ben' });
  const north = await aReportCrew(t, companyId, { name: 'North', memberIds: [luis.id, ana.id] });
  const south = await aReportCrew(t, companyId, { name: 'South', memberIds: [ben.id] });
  const oldCrew = await aReportCrew(t, companyId, { name: 'Old crew', status: 'inactive' });
  const ann = await aReportCustomer(t, companyId, { displayName: 'Ann Berg' });
  const cole = await aReportCustomer(t, companyId, { displayName: 'Cole Dunn' });
  const dee = await aReportCustomer(t, companyId, { displayName: 'Dee Fox' });
  const annMowing = await aReportJob(t, companyId, { customerId: ann.id, serviceId: mowing.id, serviceName: 'Fortnightly mowing' });
  const coleMulch = await aReportJob(t, companyId, { customerId: cole.id, serviceId: mulchBeds.id, serviceName: 'Bed mulching' });

  const visit = { customerId: ann.id, jobId: annMowing.id, serviceId: mowing.id, crewId: north.id };
  const a = await aWorkOrder(t, companyId, { ...visit, date: '2026-03-10', price: 90, budgetedHours: 2 });
  await aTimeEntry(t, companyId, { workOrderId: a.id, employeeId: luis.id, minutes: 90, hourlyCost: 31.05, workDate: '2026-03-10' });
  await aTimeEntry(t, companyId, { workOrderId: a.id, employeeId: ana.id, minutes: 60, hourlyCost: 24.15, workDate: '2026-03-10' });
  await aMaterialUse(t, companyId, { workOrderId: a.id, quantity: 2, unitCost: 5 });
  const mower = await anEquipmentUnit(t, companyId, { purchasePrice: 10_000, expectedLifeYears: 5, annualBillableHours: 1_000, fuelPerYear: 500, repairsPerYear: 300, insurancePerYear: 200 });
  await equipmentOnOrder(t, companyId, a.id, mower.id);
  await aCallback(t, companyId, { subjectKind: 'work_order', subjectId: a.id, hoursSpent: 1.75, hourlyCost: 31.05, createdAt: new Date('2026-03-12T15:00:00Z') });

  const b = await aWorkOrder(t, companyId, { ...visit, date: '2026-03-17', price: 90, budgetedHours: 2 });
  await aTimeEntry(t, companyId, { workOrderId: b.id, employeeId: luis.id, minutes: 150, hourlyCost: 31.05, workDate: '2026-03-17' });
  await aMaterialUse(t, companyId, { workOrderId: b.id, quantity: 2, unitCost: 5 });
  const c = await aWorkOrder(t, companyId, { ...visit, status: 'scheduled', date: '2026-03-24', price: 90, budgetedHours: 2 });
  await aTimeEntry(t, companyId, { workOrderId: c.id, employeeId: luis.id, minutes: 60, hourlyCost: 31.05, workDate: '2026-03-24' });
  await aWorkOrder(t, companyId, { ...visit, status: 'cancelled', date: '2026-03-25', price: 90, budgetedHours: 5 });

  const e = await aWorkOrder(t, companyId, { customerId: cole.id, jobId: coleMulch.id, serviceId: mulchBeds.id, crewId: south.id, date: '2026-03-20', price: 150, budgetedHours: 2 });
  await aTimeEntry(t, companyId, { workOrderId: e.id, employeeId: ben.id, minutes: 120, hourlyCost: 31.05, workDate: '2026-03-20' });
  await aMaterialUse(t, companyId, { workOrderId: e.id, quantity: 2, unitCost: 12.5 });

  const cleanUp = await aWorkOrder(t, companyId, {
    customerId: dee.id,
    crewId: south.id,
    title: 'Spring clean-up',
    date: null,
    completedAt: new Date('2026-04-01T03:30:00Z'),
    price: 400,
    budgetedHours: 3,
  });
  await aTimeEntry(t, companyId, { workOrderId: cleanUp.id, employeeId: ben.id, minutes: 150, hourlyCost: 31.05, workDate: '2026-03-31' });
  await aMaterialUse(t, companyId, { workOrderId: cleanUp.id, quantity: 7, unitCost: 6.5 });

  const gutters = await aWorkOrder(t, companyId, { customerId: dee.id, crewId: oldCrew.id, title: 'Gutter clean', date: '2026-03-05', price: 50, budgetedHours: 1 });
  await aTimeEntry(t, companyId, { workOrderId: gutters.id, employeeId: ben.id, minutes: 30, hourlyCost: 20, workDate: '2026-03-05' });

  await aWorkOrder(t, companyId, { customerId: dee.id, title: 'Leaf pick-up', date: null, completedAt: new Date('2026-03-01T03:00:00Z'), price: 100 });

  return { companyId, ann, dee, annMowing, coleMulch, mowing, mulchBeds, north, south, oldCrew, orders: { a, b, cleanUp, gutters } };
}

/**
 * 2026, Monday to Friday (261 working days): $360,000 of labour, $104,400 materials, $52,200 equipment, $26,100
 * subcontractors, $261,000 overhead, 10,440 billable hours, 10% target: target revenue $893,000, MORS $22.63 of
 * overhead a labour hour (budget-vs-actual.test.ts works these out).
 */
const theBudget = {
  year: 2026,
  billableLaborHours: 10_440,
  directLabor: 300_000,
  directLaborBurden: 60_000,
  materials: 104_400,
  equipments: 52_200,
  subcontractors: 26_100,
  overhead: 261_000,
};

async function reportOf(user: SignedInUser, name: string, query = MARCH): Promise<Report> {
  const response = await t.call('GET', `/reports/${name}?${query}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return reportSchema.parse(response.body.data.report);
}

const sectionOf = (report: Report, key: string): ReportSection => report.sections.find((each) => each.key === key)!;
const headlineOf = (report: Report) => Object.fromEntries(report.headline.map((each) => [each.key, { value: each.value, comparison: each.comparison, target: each.target }]));

let owner: Promise<{ user: SignedInUser; data: Awaited<ReturnType<typeof buildDataSet>> }> | undefined;
/** The first company, its data set and its active budget, built once for the file. */
function firstCompany() {
  owner ??= (async () => {
    const user = await signedInUser(t);
    const data = await buildDataSet(user);
    await anActiveBudget(t, user.companyId, theBudget);
    return { user, data };
  })();
  return owner;
}

describe('GET /reports/budget-vs-actual', () => {
  it('sets March’s earned revenue, hours, labour, materials, equipment and overhead recovered against the budget', async () => {
    const { user } = await firstCompany();
    const report = await reportOf(user, 'budget-vs-actual');
    expect(report.comparison).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    // Earned: 90 + 90 + 150 + 400 + 50 = $780 (the clean-up by its New York completion day, not February's $100).
    // Worked in March: 150 + 150 + 60 + 120 + 150 + 30 = 660 minutes = 11 h; labour is rounded once per division (below):
    // 179.40 + 149.73 = $329.13; materials 10 + 10 + 25 + 45.50 = $90.50; the mower $4.50.
    // Overhead recovered: 11 h × 22.63 + 90.50 × 10% + 4.50 × 25% = 259.105 → $259.11.
    const summary = Object.fromEntries(sectionOf(report, 'summary').rows.map((each) => [each.key, each.values]));
    expect(summary).toEqual({
      revenue: { line: 'Revenue', budget: 75_272.03, actual: 780, variance: -74_492.03, percentOfBudget: 1 },
      labour: { line: 'Labour', budget: 30_344.83, actual: 329.13, variance: -30_015.7, percentOfBudget: 1.1 },
      materials: { line: 'Materials', budget: 8_800, actual: 90.5, variance: -8_709.5, percentOfBudget: 1 },
      equipment: { line: 'Equipment', budget: 4_400, actual: 4.5, variance: -4_395.5, percentOfBudget: 0.1 },
      subcontractors: { line: 'Subcontractors', budget: 2_200, actual: null, variance: null, percentOfBudget: null },
      'overhead-recovered': { line: 'Overhead recovered', budget: 22_000, actual: 259.11, variance: -21_740.89, percentOfBudget: 1.2 },
    });
    // Gross profit 780 − 329.13 − 90.50 − 4.50 = 355.87 (45.6%); $780 / 11 h = $70.91. February: $100 earned, no
    // hours, materials or equipment, so nothing recovered.
    expect(headlineOf(report)).toEqual({
      revenue: { value: 780, comparison: 100, target: 75_272.03 },
      hours: { value: 11, comparison: 0, target: 880 },
      // Hours sold: the orders dated in March and not cancelled, done or not: 2 + 2 + 2 + 2 (mulch) + 1 (gutters).
      'hours-sold': { value: 9, comparison: 0, target: 880 },
      'gross-margin': { value: 45.6, comparison: 100, target: 42.2 },
      'revenue-per-man-hour': { value: 70.91, comparison: null, target: 85.54 },
      'overhead-recovered': { value: 259.11, comparison: 0, target: 22_000 },
    });
  });

  it('splits the same figures by income division, and the divisions add up to the whole', async () => {
    const { user } = await firstCompany();
    const divisions = sectionOf(await reportOf(user, 'budget-vs-actual'), 'by-division');
    expect(divisions.rows.map((each) => each.values)).toEqual([
      // Bed mulching has no division, and the one-off orders no service: $600; 300 min for
      // (120 × 31.05 + 150 × 31.05 + 30 × 20) / 60 = 149.725 → $149.73.
      { division: 'No division', revenue: 600, hours: 5, labour: 149.73, materials: 70.5, equipment: 0, grossProfit: 379.77, margin: 63.3, revenuePerManHour: 120 },
      // Fortnightly mowing: $180 earned; 360 minutes worked for (90 × 31.05 + 60 × 24.15 + 150 × 31.05 + 60 × 31.05) / 60
      // = $179.40 — rounded once for the division, where job costing rounds each order ($70.73 + $77.63 + $31.05).
      { division: 'Lawn care', revenue: 180, hours: 6, labour: 179.4, materials: 20, equipment: 4.5, grossProfit: -23.9, margin: -13.3, revenuePerManHour: 30 },
    ]);
    expect(divisions.totals).toEqual({ revenue: 780, hours: 11, labour: 329.13, materials: 90.5, equipment: 4.5, grossProfit: 355.87, margin: 45.6, revenuePerManHour: 70.91 });
    expect(divisions.rows[1]!.highlight).toBe(true);
  });

  it('without an active budget shows the actuals and says where to set one', async () => {
    const user = await signedInUser(t);
    await buildDataSet(user);
    await noActiveBudget(t, user.companyId);
    const report = await reportOf(user, 'budget-vs-actual', `${MARCH}&compare=none`);
    expect(report.comparison).toBeNull();
    expect(sectionOf(report, 'summary').note).toMatch(/^No active overhead budget: set one in Budget Pricing\./);
    expect(headlineOf(report).revenue).toEqual({ value: 780, comparison: null, target: null });
    expect(headlineOf(report)['overhead-recovered']).toEqual({ value: null, comparison: null, target: null });
  });
});

describe('GET /reports/job-costing', () => {
  it('costs each job and one-off order earned in March, the one that lost the most first', async () => {
    const { user, data } = await firstCompany();
    const report = await reportOf(user, 'job-costing');
    const jobs = sectionOf(report, 'jobs');
    expect(jobs.rows.map((each) => [each.values.label, each.values.profit, each.link, each.highlight])).toEqual([
      // 180 − (70.73 + 77.63) − 20 − 54.34 = −42.70: lost money and ran an hour over.
      ['Ann Berg · Fortnightly mowing', -42.7, `/customers/${data.ann.id}?tab=jobs`, true],
      ['WO-' + data.orders.gutters.number + ' · Gutter clean', 40, `/orders/${data.orders.gutters.id}`, false],
      ['Cole Dunn · Bed mulching', 62.9, expect.stringMatching(/^\/customers\/.+\?tab=jobs$/), false],
      ['WO-' + data.orders.cleanUp.number + ' · Spring clean-up', 276.87, `/orders/${data.orders.cleanUp.id}`, false],
    ]);
    expect(jobs.rows[0]!.values).toEqual({
      label: 'Ann Berg · Fortnightly mowing',
      orders: 2,
      estimatedHours: 4,
      actualHours: 5,
      hoursVariance: 1,
      labour: 148.36,
      materials: 20,
      callbacks: 54.34,
      cost: 222.7,
      revenue: 180,
      profit: -42.7,
      margin: -23.7,
    });
    // 5 orders, 10 h budgeted and 10 h worked; labour 148.36 + 62.10 + 77.63 + 10 = 298.09; cost 298.09 + 90.50 + 54.34
    // = 442.93; profit 780 − 442.93 = 337.07 (43.21% → 43.2%), the rows' −42.70 + 40 + 62.90 + 276.87.
    expect(jobs.totals).toEqual({
      orders: 5,
      estimatedHours: 10,
      actualHours: 10,
      hoursVariance: 0,
      labour: 298.09,
      materials: 90.5,
      callbacks: 54.34,
      cost: 442.93,
      revenue: 780,
      profit: 337.07,
      margin: 43.2,
    });
    expect(jobs.rowCount).toBe(4);
    expect(headlineOf(report)).toEqual({
      revenue: { value: 780, comparison: 100, target: null },
      cost: { value: 442.93, comparison: 0, target: null },
      profit: { value: 337.07, comparison: 100, target: null },
      margin: { value: 43.2, comparison: 100, target: null },
      'lost-money': { value: 1, comparison: 0, target: null },
      'hours-over-budget': { value: 1, comparison: 0, target: null },
    });
  });

  it('groups by service and by crew with the same totals', async () => {
    const { user } = await firstCompany();
    const report = await reportOf(user, 'job-costing');
    expect(sectionOf(report, 'by-service').rows.map((each) => [each.values.label, each.values.profit])).toEqual([
      ['Fortnightly mowing', -42.7],
      ['Bed mulching', 62.9],
      ['No service', 316.87], // 450 − (77.63 + 45.50 + 10)
    ]);
    expect(sectionOf(report, 'by-crew').rows.map((each) => [each.values.label, each.values.profit])).toEqual([
      ['North', -42.7],
      ['Old crew', 40],
      ['South', 339.77], // 550 − (62.10 + 25 + 77.63 + 45.50)
    ]);
    expect(sectionOf(report, 'by-service').totals).toEqual(sectionOf(report, 'jobs').totals);
    expect(sectionOf(report, 'by-crew').totals).toEqual(sectionOf(report, 'jobs').totals);
  });

  it('agrees to the cent with the job’s own costing (workOrderCosting, sumCostings and withCallbacks)', async () => {
    const { user, data } = await firstCompany();
    const row = sectionOf(await reportOf(user, 'job-costing'), 'jobs').rows.find((each) => each.key === data.annMowing.id)!;
    const visits = sumCostings([...(await orderCostings(t.database.db, data.companyId, [data.orders.a.id, data.orders.b.id])).values()]);
    const costing = withCallbacks(visits, [{ hours: 1.75, hourlyCost: 31.05 }]);
    expect(row.values).toMatchObject({
      labour: costing.labourCost,
      materials: costing.materialsCost,
      callbacks: costing.callbackCost,
      revenue: costing.revenue,
      profit: costing.grossProfit,
      estimatedHours: costing.estimatedHours,
      actualHours: costing.actualHours,
    });
  });
});

describe('GET /reports/crews', () => {
  it('gives each crew its hours available, scheduled and worked, utilisation, efficiency and callbacks', async () => {
    const { user, data } = await firstCompany();
    const report = await reportOf(user, 'crews');
    const [section] = report.sections;
    expect(section!.rows.map((each) => [each.key, each.values])).toEqual([
      // 2 × 8 h × 22 days = 352 h; a, b and c are scheduled (d was cancelled): 6 h (1.7%); 360 min worked;
      // a and b were budgeted 4 h and took 5 h (80.0%); one callback of 1.75 h.
      [data.north.id, { crew: 'North', members: 2, available: 352, scheduled: 6, worked: 6, utilisation: 1.7, efficiency: 80, callbacks: 1, callbackHours: 1.75 }],
      // Inactive, but it did the gutters: 1 h budgeted, 0.5 h worked (200.0%).
      [data.oldCrew.id, { crew: 'Old crew', members: 0, available: 0, scheduled: 1, worked: 0.5, utilisation: null, efficiency: 200, callbacks: 0, callbackHours: 0 }],
      // 176 h; only the mulch beds are dated (2 h, 1.1%); 120 + 150 minutes worked; 5 h budgeted done in 4.5 h (111.1%).
      [data.south.id, { crew: 'South', members: 1, available: 176, scheduled: 2, worked: 4.5, utilisation: 1.1, efficiency: 111.1, callbacks: 0, callbackHours: 0 }],
    ]);
    expect(section!.totals).toEqual({ members: 3, available: 528, scheduled: 9, worked: 11, utilisation: 1.7, efficiency: 100, callbacks: 1, callbackHours: 1.75 });
    expect(headlineOf(report).efficiency).toEqual({ value: 100, comparison: null, target: null });
  });
});

describe('GET /reports/{name}: tenancy and validation', () => {
  it('a second company’s data never moves the first company’s figures', async () => {
    const { user } = await firstCompany();
    const names = ['budget-vs-actual', 'job-costing', 'crews'];
    const before = await Promise.all(names.map((name) => reportOf(user, name)));
    const other = await signedInUser(t);
    await buildDataSet(other);
    await anActiveBudget(t, other.companyId, { ...theBudget, billableLaborHours: 5_000 });
    const after = await Promise.all(names.map((name) => reportOf(user, name)));
    expect(after).toEqual(before);
  });

  it('refuses a range that ends before it starts, with the message', async () => {
    const { user } = await firstCompany();
    const response = await t.call('GET', '/reports/crews?from=2026-03-31&to=2026-03-01', { token: user.token });
    expect(response.status).toBe(400);
    expect(response.text).toContain(REPORT_RANGE_ORDER_MESSAGE);
  });

  it.each([
    ['an unknown report', '/reports/profit-and-loss?from=2026-03-01&to=2026-03-31'],
    ['30 February', '/reports/job-costing?from=2026-02-01&to=2026-02-30'],
    ['a NUL byte', '/reports/job-costing?from=2026-03-01%00&to=2026-03-31'],
    ['a huge string', `/reports/crews?from=${'9'.repeat(20_000)}&to=2026-03-31`],
    ['an extra key', '/reports/budget-vs-actual?from=2026-03-01&to=2026-03-31&companyId=00000000-0000-4000-8000-000000000000'],
    ['a missing end', '/reports/budget-vs-actual?from=2026-03-01'],
  ])('answers 400 for %s', async (_, path) => {
    const { user } = await firstCompany();
    expect((await t.call('GET', path, { token: user.token })).status).toBe(400);
  });

  it('answers a ten-year range, compared with the ten years before', async () => {
    const { user } = await firstCompany();
    for (const name of ['budget-vs-actual', 'job-costing', 'crews']) {
      const report = await reportOf(user, name, 'from=2017-01-01&to=2026-12-31&compare=previous');
      expect(report.period).toEqual({ from: '2017-01-01', to: '2026-12-31' });
    }
  });

  it('answers a range in 1900 (its comparison in 1899), and refuses dates before 1900 or after 2999 with a message', async () => {
    const { user } = await firstCompany();
    for (const name of ['budget-vs-actual', 'job-costing', 'crews']) {
      for (const query of ['from=1900-01-01&to=1900-01-10&compare=previous', 'from=1900-03-01&to=1900-03-31&compare=last_year'])
        expect((await t.call('GET', `/reports/${name}?${query}`, { token: user.token })).status, `${name} ${query}`).toBe(200);
      for (const query of ['from=0100-01-01&to=0100-02-01', 'from=9999-12-01&to=9999-12-31']) {
        const answer = await t.call('GET', `/reports/${name}?${query}`, { token: user.token });
        expect(answer.status, `${name} ${query}`).toBe(400);
        expect(answer.text).toContain('Enter a date from 1900 to 2999');
      }
    }
  });

  it('is the office’s: a crew leader gets 403', async () => {
    const { user } = await firstCompany();
    const leader = await signedInUser(t, { role: 'crew_leader', companyId: user.companyId });
    for (const name of ['budget-vs-actual', 'job-costing', 'crews']) expect((await t.call('GET', `/reports/${name}?${MARCH}`, { token: leader.token })).status).toBe(403);
  });
});

describe('each order’s costing kept on it (migration 0023)', () => {
  /** The figures the triggers keep, beside what orderCostings works out from the entries themselves. */
  async function keptAndWorked(companyId: string, orderId: string) {
    const [kept] = await t.database.db
      .select({ minutes: workOrders.workedMinutes, labour: workOrders.labourCost, materials: workOrders.materialsCost })
      .from(workOrders)
      .where(eq(workOrders.id, orderId));
    const costing = (await orderCostings(t.database.db, companyId, [orderId])).get(orderId)!;
    return { kept: { minutes: kept!.minutes, labour: Number(kept!.labour), materials: Number(kept!.materials) }, worked: costing };
  }

  it('follows every insert, change, move and delete of time entries and materials, to the cent of workOrderCosting', async () => {
    const user = await signedInUser(t);
    const companyId = user.companyId;
    const customer = await aReportCustomer(t, companyId);
    const employee = await aReportEmployee(t, companyId);
    const first = await aWorkOrder(t, companyId, { customerId: customer.id, price: 120, budgetedHours: 2 });
    const second = await aWorkOrder(t, companyId, { customerId: customer.id, price: 80, budgetedHours: 1 });

    // 50 min × $31.05 + 25 min × $24.15 = (1,552.50 + 603.75) / 60 = $35.9375 → $35.94; 3 × $4.125 + 1 × $2.99 = $15.365 → $15.37.
    await aTimeEntry(t, companyId, { workOrderId: first.id, employeeId: employee.id, minutes: 50, hourlyCost: 31.05 });
    await aTimeEntry(t, companyId, { workOrderId: first.id, employeeId: employee.id, minutes: 25, hourlyCost: 24.15 });
    await aMaterialUse(t, companyId, { workOrderId: first.id, quantity: 3, unitCost: 4.125 });
    await aMaterialUse(t, companyId, { workOrderId: first.id, quantity: 1, unitCost: 2.99 });
    let figures = await keptAndWorked(companyId, first.id);
    expect(figures.kept).toEqual({ minutes: 75, labour: 35.94, materials: 15.37 });
    expect(figures.kept).toMatchObject({ labour: figures.worked.labourCost, materials: figures.worked.materialsCost });

    // A changed entry: 50 → 70 min ($36.225 + $10.0625 = $46.2875 → $46.29).
    const db = t.database.db;
    await db.update(workOrderTimeEntries).set({ minutes: 70 }).where(and(eq(workOrderTimeEntries.workOrderId, first.id), eq(workOrderTimeEntries.minutes, 50)));
    expect((await keptAndWorked(companyId, first.id)).kept).toEqual({ minutes: 95, labour: 46.29, materials: 15.37 });

    // An entry moved to the other order changes both; a deleted material only its own.
    await db.update(workOrderTimeEntries).set({ workOrderId: second.id }).where(and(eq(workOrderTimeEntries.workOrderId, first.id), eq(workOrderTimeEntries.minutes, 25)));
    await db.delete(workOrderMaterials).where(and(eq(workOrderMaterials.workOrderId, first.id), eq(workOrderMaterials.unitCost, '2.9900')));
    figures = await keptAndWorked(companyId, first.id);
    expect(figures.kept).toEqual({ minutes: 70, labour: 36.23, materials: 12.38 });
    expect(figures.kept).toMatchObject({ labour: figures.worked.labourCost, materials: figures.worked.materialsCost });
    expect((await keptAndWorked(companyId, second.id)).kept).toEqual({ minutes: 25, labour: 10.06, materials: 0 });

    // Everything deleted in one statement: back to nothing.
    await db.delete(workOrderTimeEntries).where(eq(workOrderTimeEntries.companyId, companyId));
    expect((await keptAndWorked(companyId, first.id)).kept).toEqual({ minutes: 0, labour: 0, materials: 12.38 });
    expect((await keptAndWorked(companyId, second.id)).kept).toEqual({ minutes: 0, labour: 0, materials: 0 });
  });
});

describe('the day totals reports read (migrations 0024 and 0033)', () => {
  const nonZero = (row: Record<string, string | null>) => Object.entries(row).some(([key, value]) => !['day', 'service', 'crew'].includes(key) && Number(value) !== 0);
  const key = (row: Record<string, string | null>) => `${row.day}|${row.service}|${row.crew}`;
  const byKey = (rows: Record<string, string | null>[]) => Object.fromEntries(rows.filter(nonZero).map((row) => [key(row), row]));

  /** The kept totals and the same totals worked out from the orders and entries now, each keyed by day, service and crew. */
  async function totals(companyId: string) {
    const q = (text: string) => t.database.query<Record<string, string | null>>(text, [companyId]);
    const [keptOrders, liveOrders, keptTime, liveTime] = await Promise.all([
      q(`select day::text as day, service_id::text as service, crew_id::text as crew, live_minutes::text as live, scheduled_revenue::text as scheduled,
           earned_orders::text as orders,
           earned_revenue::text as revenue, earned_materials::text as materials, earned_timed_budgeted_minutes::text as timed, earned_worked_minutes::text as worked,
           waiting_revenue::text as waiting
         from work_order_days where company_id = $1`),
      q(`select date::text as day, service_id::text as service, crew_id::text as crew,
           sum(case when status not in ('cancelled', 'skipped') then round(budgeted_hours * 60) else 0 end)::text as live,
           coalesce(sum(price) filter (where status not in ('cancelled', 'skipped')), 0)::text as scheduled,
           (count(*) filter (where status = 'completed'))::text as orders,
           coalesce(sum(price) filter (where status = 'completed'), 0)::text as revenue,
           coalesce(sum(materials_cost) filter (where status = 'completed'), 0)::text as materials,
           coalesce(sum(round(budgeted_hours * 60)) filter (where status = 'completed' and worked_minutes > 0), 0)::text as timed,
           coalesce(sum(worked_minutes) filter (where status = 'completed'), 0)::text as worked,
           -- Worked out from the jobs and the claims themselves, not from the flags the triggers keep.
           coalesce(sum(price) filter (where status = 'completed'
             and (job_id is null or exists (select 1 from jobs j where j.id = job_id and j.billing_method = 'per_visit'))
             and not exists (select 1 from billed_items b where b.item_key = 'work_order:' || work_orders.id and b.released_at is null)), 0)::text as waiting
         from work_orders where company_id = $1 and date is not null group by 1, 2, 3`),
      q(`select day::text as day, service_id::text as service, crew_id::text as crew, minutes::text as minutes, cost_minutes::text as cost
         from work_time_days where company_id = $1`),
      q(`select e.work_date::text as day, wo.service_id::text as service, wo.crew_id::text as crew, sum(e.minutes)::text as minutes,
           sum(e.minutes * e.hourly_cost)::text as cost
         from work_order_time_entries e join work_orders wo on wo.id = e.work_order_id where e.company_id = $1 group by 1, 2, 3`),
    ]);
    const numbers = (rows: Record<string, Record<string, string | null>>) =>
      Object.fromEntries(Object.entries(rows).map(([name, row]) => [name, Object.fromEntries(Object.entries(row).map(([field, value]) => [field, ['day', 'service', 'crew'].includes(field) ? value : Number(value)]))]));
    return { kept: { orders: numbers(byKey(keptOrders)), time: numbers(byKey(keptTime)) }, live: { orders: numbers(byKey(liveOrders)), time: numbers(byKey(liveTime)) } };
  }

  it('stay equal to the orders and entries through status, crew and service changes, moves, deletes and a deleted service or crew', async () => {
    const user = await signedInUser(t);
    const companyId = user.companyId;
    const db = t.database.db;
    const customer = await aReportCustomer(t, companyId);
    const [luis, ana] = [await aReportEmployee(t, companyId), await aReportEmployee(t, companyId)];
    const [north, south] = [await aReportCrew(t, companyId), await aReportCrew(t, companyId)];
    const [mowing, mulch] = [await aReportService(t, companyId), await aReportService(t, companyId)];
    const a = await aWorkOrder(t, companyId, { customerId: customer.id, serviceId: mowing.id, crewId: north.id, price: 90, budgetedHours: 2, date: '2026-03-10' });
    const b = await aWorkOrder(t, companyId, { customerId: customer.id, serviceId: mulch.id, crewId: south.id, price: 150, budgetedHours: 1.25, date: '2026-03-10' });
    const c = await aWorkOrder(t, companyId, { customerId: customer.id, serviceId: mowing.id, crewId: north.id, status: 'scheduled', budgetedHours: 2, date: '2026-03-24' });
    await aTimeEntry(t, companyId, { workOrderId: a.id, employeeId: luis.id, minutes: 90, hourlyCost: 31.05, workDate: '2026-03-10' });
    await aTimeEntry(t, companyId, { workOrderId: a.id, employeeId: ana.id, minutes: 60, hourlyCost: 24.15, workDate: '2026-03-11' });
    await aTimeEntry(t, companyId, { workOrderId: b.id, employeeId: luis.id, minutes: 75, hourlyCost: 31.05, workDate: '2026-03-10' });
    await aMaterialUse(t, companyId, { workOrderId: b.id, quantity: 2, unitCost: 12.5 });
    const agree = async () => {
      const { kept, live } = await totals(companyId);
      expect(kept).toEqual(live);
      return kept;
    };

    // 10 March: North mowing 2 h budgeted, $90, 90 min; South mulch 1.25 h = 75 min, $150 with $25 of materials, 75 min.
    const first = await agree();
    expect(first.orders[`2026-03-10|${mowing.id}|${north.id}`]).toMatchObject({ live: 120, scheduled: 90, orders: 1, revenue: 90, materials: 0, timed: 120, worked: 150 });
    expect(first.orders[`2026-03-10|${mulch.id}|${south.id}`]).toMatchObject({ live: 75, scheduled: 150, orders: 1, revenue: 150, materials: 25, timed: 75, worked: 75 });
    expect(first.time[`2026-03-11|${mowing.id}|${north.id}`]).toMatchObject({ minutes: 60, cost: 1449 });

    // Done, rescheduled to another crew and another day, cancelled, its service changed; an entry moved to another order.
    await db.update(workOrders).set({ status: 'completed', completedAt: new Date('2026-03-24T18:00:00Z') }).where(eq(workOrders.id, c.id));
    await db.update(workOrders).set({ crewId: south.id, date: '2026-03-12' }).where(eq(workOrders.id, a.id));
    await db.update(workOrders).set({ status: 'cancelled' }).where(eq(workOrders.id, b.id));
    await db.update(workOrders).set({ serviceId: mulch.id }).where(eq(workOrders.id, c.id));
    await db.update(workOrderTimeEntries).set({ workOrderId: c.id }).where(eq(workOrderTimeEntries.employeeId, ana.id));
    await db.update(workOrders).set({ sequence: 3 }).where(eq(workOrders.companyId, companyId));
    await agree();

    // Billed on an invoice, released by its void; a job's visits taken off per-visit billing and put back.
    const invoiceId = await aReportInvoice(t, companyId, { customerId: customer.id, status: 'sent', issueDate: '2026-03-25', dueDate: '2026-04-24', subtotal: 90 });
    await aBilledWorkOrder(t, companyId, { invoiceId, workOrderId: a.id, amount: 90 });
    expect((await agree()).orders[`2026-03-12|${mowing.id}|${south.id}`]).toMatchObject({ revenue: 90, waiting: 0 });
    await db.update(billedItems).set({ releasedAt: new Date() }).where(eq(billedItems.invoiceId, invoiceId));
    expect((await agree()).orders[`2026-03-12|${mowing.id}|${south.id}`]).toMatchObject({ revenue: 90, waiting: 90 });
    const job = await aReportJob(t, companyId, { customerId: customer.id, serviceId: mowing.id });
    await db.update(workOrders).set({ jobId: job.id }).where(eq(workOrders.id, a.id));
    await db.update(jobs).set({ billingMethod: 'monthly_instalments' }).where(eq(jobs.id, job.id));
    expect((await agree()).orders[`2026-03-12|${mowing.id}|${south.id}`]).toMatchObject({ revenue: 90, waiting: 0 });
    await db.update(jobs).set({ billingMethod: 'per_visit' }).where(eq(jobs.id, job.id));
    await agree();

    // A deleted service and crew leave their orders (and their time) with none; a deleted order takes its entries.
    await db.delete(services).where(eq(services.id, mowing.id));
    await db.delete(crews).where(eq(crews.id, north.id));
    await db.delete(workOrders).where(eq(workOrders.id, b.id));
    const last = await agree();
    expect(Object.keys(last.time).every((name) => !name.includes(mowing.id) && !name.includes(north.id))).toBe(true);

    // A deleted company takes its totals with it.
    await db.delete(companies).where(eq(companies.id, companyId));
    const gone = await t.database.query<{ count: number }>(
      'select (select count(*) from work_order_days where company_id = $1) + (select count(*) from work_time_days where company_id = $1) as count',
      [companyId],
    );
    expect(Number(gone[0]!.count)).toBe(0);
  });
});
