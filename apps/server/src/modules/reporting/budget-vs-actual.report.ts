import { budgetVsActualReport as buildBudgetVsActual, type DivisionWork, type EquipmentUse, type Period } from '@groundwork/domain/reporting';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/clients';
import type { ReportContext } from './report-context';
import { activeBudget, companyScheduling, earnedInPeriod, figure, periodAndComparison, undatedEarnedInPeriod } from './work-aggregates';

/**
 * Budget vs actual: each income division's earned revenue, hours and labour worked, materials and equipment of the
 * period, summed by SQL from the day totals (work_order_days, work_time_days; labour rounded to the cent once per
 * division, materials once per order as job costing has them), set against the active budget.
 */

interface DivisionRow {
  divisionId: string | null;
  name: string | null;
  revenue: string;
  minutes: string;
  labour: string;
  materials: string;
}

interface EquipmentRow {
  divisionId: string | null;
  hundredths: string;
  purchasePrice: string;
  resaleValue: string | null;
  expectedLifeYears: string;
  annualBillableHours: string;
  fuelPerYear: string;
  repairsPerYear: string;
  insurancePerYear: string;
}

function divisionRows(context: ReportContext, period: Period): Promise<DivisionRow[]> {
  const { companyId } = context;
  return queryRows<DivisionRow>(
    context.db,
    sql`
      with facts as (
        -- Earned revenue and materials (each order's, to the cent): the dated orders' day totals, then the undated ones.
        select d.service_id, d.earned_revenue as revenue, 0 as minutes, 0 as labour, d.earned_materials as materials
        from work_order_days d
        where d.company_id = ${companyId} and d.day between ${period.from}::date and ${period.to}::date and d.earned_orders <> 0
        union all
        select wo.service_id, wo.price, 0, 0, wo.materials_cost from work_orders wo where ${undatedEarnedInPeriod(context, period)}
        union all
        -- Time worked in the period counts whatever became of its order (work_time_days: minutes × hourly cost, exact).
        select t.service_id, 0, t.minutes, t.cost_minutes, 0
        from work_time_days t
        where t.company_id = ${companyId} and t.day between ${period.from}::date and ${period.to}::date and t.minutes <> 0
      )
      -- Labour is rounded half-up to the cent once per division: the divisions add up to the whole.
      select s.income_division_id as "divisionId", d.name, sum(f.revenue)::text as revenue, sum(f.minutes)::text as minutes,
        round(sum(f.labour) / 60, 2)::text as labour, sum(f.materials)::text as materials
      from facts f
      left join services s on s.company_id = ${companyId} and s.id = f.service_id
      left join income_divisions d on d.company_id = ${companyId} and d.id = s.income_division_id
      group by s.income_division_id, d.name`,
  );
}

/** Each unit's hours on each division's earned orders: an order's on-site hours are the most one person worked on it. */
function equipmentRows(context: ReportContext, period: Period): Promise<EquipmentRow[]> {
  const { companyId } = context;
  return queryRows<EquipmentRow>(
    context.db,
    sql`
      with went_out as (
        select we.work_order_id, we.equipment_id, s.income_division_id as division_id
        from work_order_equipment we
        join work_orders wo on wo.company_id = we.company_id and wo.id = we.work_order_id
        left join services s on s.company_id = wo.company_id and s.id = wo.service_id
        where we.company_id = ${companyId} and ${earnedInPeriod(context, period)}
      ),
      on_site as (
        -- onSiteHours (equipment/upkeep-rules.ts): the most minutes of one person, in hundredths of an hour, half-up.
        select p.work_order_id, (max(p.minutes) * 100 + 30) / 60 as hundredths
        from (
          select t.work_order_id, sum(t.minutes) as minutes
          from work_order_time_entries t
          join (select distinct work_order_id from went_out) o on o.work_order_id = t.work_order_id
          where t.company_id = ${companyId}
          group by t.work_order_id, t.employee_id
        ) p
        group by p.work_order_id
      )
      select o.division_id as "divisionId", sum(h.hundredths)::text as hundredths,
        q.purchase_price::text as "purchasePrice", q.resale_value::text as "resaleValue", q.expected_life_years::text as "expectedLifeYears",
        q.annual_billable_hours::text as "annualBillableHours", q.fuel_per_year::text as "fuelPerYear", q.repairs_per_year::text as "repairsPerYear",
        q.insurance_per_year::text as "insurancePerYear"
      from went_out o
      join on_site h on h.work_order_id = o.work_order_id
      join equipment q on q.company_id = ${companyId} and q.id = o.equipment_id
      group by o.division_id, q.id`,
  );
}

/** Each division's work with the hours its units ran (every order with equipment is earned, so its division has a row). */
function divisionsOf(divisions: readonly DivisionRow[], equipment: readonly EquipmentRow[]): DivisionWork[] {
  const work = new Map<string | null, DivisionWork & { equipment: EquipmentUse[] }>(
    divisions.map((row) => [
      row.divisionId,
      { divisionId: row.divisionId, name: row.name, revenue: figure(row.revenue), minutes: figure(row.minutes), labour: figure(row.labour), materials: figure(row.materials), equipment: [] },
    ]),
  );
  for (const row of equipment) {
    work.get(row.divisionId)?.equipment.push({
      hours: figure(row.hundredths) / 100,
      unit: {
        purchasePrice: figure(row.purchasePrice),
        resaleValue: row.resaleValue === null ? null : figure(row.resaleValue),
        expectedLifeYears: figure(row.expectedLifeYears),
        annualBillableHours: figure(row.annualBillableHours),
        fuelPerYear: figure(row.fuelPerYear),
        repairsPerYear: figure(row.repairsPerYear),
        insurancePerYear: figure(row.insurancePerYear),
      },
    });
  }
  return [...work.values()];
}

/** Hours sold: the budgeted minutes of the orders dated in the period, done or to do (cancelled and skipped left out). */
async function soldMinutes(context: ReportContext, period: Period): Promise<number> {
  const [row] = await queryRows<{ minutes: string | null }>(
    context.db,
    sql`select sum(d.live_minutes)::text as minutes from work_order_days d
      where d.company_id = ${context.companyId} and d.day between ${period.from}::date and ${period.to}::date`,
  );
  return figure(row?.minutes);
}

export async function budgetVsActualReport(context: ReportContext) {
  // The divisions' figures, the equipment's hours and the hours sold are statements of their own: on PostgreSQL they run side by side.
  const [scheduling, budget, [divisions, divisionsBefore], [equipment, equipmentBefore], [sold, soldBefore]] = await Promise.all([
    companyScheduling(context.db, context.companyId),
    activeBudget(context.db, context.companyId),
    periodAndComparison(context, divisionRows),
    periodAndComparison(context, equipmentRows),
    periodAndComparison(context, soldMinutes),
  ]);
  return buildBudgetVsActual({
    period: context.period,
    workingWeekdays: scheduling.workingWeekdays,
    budget,
    divisions: divisionsOf(divisions, equipment),
    comparison: divisionsBefore && divisionsOf(divisionsBefore, equipmentBefore ?? []),
    sold: { minutes: sold, comparison: soldBefore },
  });
}
