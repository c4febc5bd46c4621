import type { OverheadBudgetFigures } from '../overhead/calculate-overhead';
import { divideHalfUp, fromUnits, toUnits } from '../shared/decimal';
import {
  growthPlanMessages,
  growthPlanSettingsSchema,
  type GrowthCeiling,
  type GrowthCompany,
  type GrowthHire,
  type GrowthPlanOutcome,
  type GrowthPlanSettings,
  type GrowthPlanSettingsInput,
  type GrowthPosition,
  type GrowthRolePositions,
  type GrowthYear,
  type LeaderSpan,
  type PositionRef,
} from './growth-ceiling.schemas';
import { profitAccelerator } from './profit-accelerator';

/**
 * The growth planner: what each planned year's revenue needs, and where the company as it stands today stops growing.
 *
 * The company's own rates come from the active budget's year as the profit accelerator prices it (its revenue and
 * billable hours — one formula, not a second one) over the crews running today (at least one):
 *   crews a year       = ⌈revenue × crews today ÷ revenue today⌉ (revenue per crew, not rounded first)
 *   field hours        = revenue ÷ revenue per billable hour, to 0.01 h half-up
 *   field staff        = ⌈crews × people on crews today ÷ crews today⌉ (a crew is at least its leader)
 *   equipment units    = ⌈crews × units today ÷ crews today⌉
 *   crew leaders       = crews (one a crew)
 *   operations managers= ⌈crews ÷ crews per operations manager⌉
 *   office roles       = ⌈revenue ÷ revenue per office role⌉
 *   owner's hours      = typed × revenue ÷ revenue today while the owner still leads crews or sells (else as typed)
 * Revenue grows year on year by the growth %, to the cent half-up, or is typed a year at a time.
 *
 * The ceilings, each at the first year it bites (0 = today) with the hire that lifts it:
 *   owner_hours       the owner's week over the limit → a General Manager (or, with one already, an operations
 *                     manager to take the crews the owner still leads);
 *   no_second_leader  nobody but the owner leads anyone while the plan runs two crews or more → a General Manager;
 *   crew_oversight    more operations managers needed than there are (the owner counts as one when there is none);
 *   span_of_control   a leader on the chart over the span today, or the crew leaders per operations manager over it
 *                     in a planned year → another holder of that position, or Crew Supervisors under operations;
 *   office_capacity   more office roles needed than the office position has holders → Office Administrators.
 */

const cents = (value: number) => toUnits(value, 2);
const hundredths = (value: number) => toUnits(value, 2);
/** ⌈a ÷ b⌉ for non-negative a and positive b. */
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
const money = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const hours = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} h`;
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

// ── Roles on the org chart ──────────────────────────────────────────────────────────────────
const titleGuesses: Record<keyof GrowthRolePositions, RegExp[]> = {
  owner: [/\b(owner|ceo|president|founder)\b/i],
  operations: [/operations/i, /\b(maintenance|production|field|install(ation)?) manager\b/i, /supervisor/i],
  office: [/\boffice\b/i, /\badmin/i],
  crewLeader: [/crew lead/i, /foreman/i],
};

const refOf = (position: GrowthPosition): PositionRef => ({ id: position.id, title: position.title, holders: position.holders.length });

/**
 * The position playing each role: the one chosen, while it is still on the chart; otherwise the first whose title
 * reads like the role (the owner among the top positions, the others below it). null when nothing fits.
 */
export function resolveRolePositions(positions: readonly GrowthPosition[], chosen: GrowthRolePositions): Record<keyof GrowthRolePositions, PositionRef | null> {
  const byId = new Map(positions.map((position) => [position.id, position]));
  const pick = (role: keyof GrowthRolePositions, candidates: readonly GrowthPosition[]) => {
    const saved = chosen[role] ? byId.get(chosen[role]) : undefined;
    if (saved) return refOf(saved);
    for (const pattern of titleGuesses[role]) {
      const found = candidates.find((position) => pattern.test(position.title));
      if (found) return refOf(found);
    }
    return null;
  };
  const roots = positions.filter((position) => position.reportsToId === null || !byId.has(position.reportsToId));
  const owner = pick('owner', roots) ?? (roots.length === 1 ? refOf(roots[0]!) : null);
  const below = positions.filter((position) => position.id !== owner?.id);
  return { owner, operations: pick('operations', below), office: pick('office', below), crewLeader: pick('crewLeader', below) };
}

/** Each position that people report to: how many report to it directly, and how many that is for each holder. */
export function leaderSpans(positions: readonly GrowthPosition[]): LeaderSpan[] {
  const reports = new Map<string, number>();
  for (const position of positions) {
    if (position.reportsToId) reports.set(position.reportsToId, (reports.get(position.reportsToId) ?? 0) + position.holders.length);
  }
  return positions
    .filter((position) => (reports.get(position.id) ?? 0) > 0)
    .map((position) => {
      const directReports = reports.get(position.id)!;
      const holders = position.holders.length;
      // A vacant seat still leads its reports (someone covers it): count it as one leader.
      const perLeader = fromUnits(divideHalfUp(BigInt(directReports) * 100n, BigInt(Math.max(1, holders))), 2);
      return { positionId: position.id, title: position.title, holders, directReports, perLeader };
    })
    .sort((a, b) => b.perLeader - a.perLeader || a.title.localeCompare(b.title));
}

// ── Revenue targets ─────────────────────────────────────────────────────────────────────────
/** Each planned year's revenue in cents: grown from today's by the growth %, or as typed. */
export function plannedRevenues(revenueToday: number, settings: Pick<GrowthPlanSettings, 'years' | 'targetMode' | 'growthPercent' | 'revenueTargets'>): number[] {
  const result: number[] = [];
  let previous = cents(revenueToday);
  for (let index = 0; index < settings.years; index += 1) {
    const next = settings.targetMode === 'targets' ? cents(settings.revenueTargets[index] ?? 0) : divideHalfUp(previous * (10_000n + toUnits(settings.growthPercent, 2)), 10_000n);
    result.push(fromUnits(next, 2));
    previous = next;
  }
  return result;
}

// ── The plan ────────────────────────────────────────────────────────────────────────────────
interface Needs {
  crews: bigint;
  operationsManagers: bigint;
  officeRoles: bigint;
  ownerHours: number;
}

/**
 * The plan for `settings` from the active budget's year and the company as it is. Not worked out when the budget
 * prices no labour hour (the profit accelerator's reason) or sells nothing.
 */
export function growthPlan(budget: OverheadBudgetFigures & { year: number }, company: GrowthCompany, settingsInput: GrowthPlanSettingsInput = {}): GrowthPlanOutcome {
  const settings = growthPlanSettingsSchema.parse(settingsInput);
  const accelerated = profitAccelerator(budget, company.crews.length);
  if (!accelerated.ok) return { ok: false, reason: accelerated.reason };
  const { now } = accelerated;
  if (now.revenue <= 0 || now.billableHours <= 0) return { ok: false, reason: growthPlanMessages.noRevenue };

  const { ratios } = settings;
  const revenueToday = cents(now.revenue);
  const hoursToday = hundredths(now.billableHours);
  const crewsToday = BigInt(Math.max(1, company.crews.length));
  const peopleOnCrews = company.crews.reduce((sum, crew) => sum + crew.members, 0);
  const staffBase = BigInt(Math.max(peopleOnCrews, Number(crewsToday)));
  const unitsToday = BigInt(company.equipmentUnits);
  /** A count in hundredths (cents, 0.01 h, 0.01 people) per crew today, to 0.01 half-up. */
  const perCrew = (hundredthsAmount: bigint) => fromUnits(divideHalfUp(hundredthsAmount, crewsToday), 2);

  const roles = resolveRolePositions(company.positions, settings.positions);
  const spans = leaderSpans(company.positions);
  const operationsHolders = roles.operations?.holders ?? 0;
  const officeHolders = roles.office?.holders ?? 0;

  const needsFor = (revenue: bigint): Needs => {
    const crews = ceilDiv(revenue * crewsToday, revenueToday);
    return {
      crews,
      operationsManagers: ceilDiv(crews, BigInt(ratios.crewsPerOperationsManager)),
      officeRoles: ceilDiv(revenue, cents(ratios.revenuePerOfficeRole)),
      ownerHours: settings.ownerWorkGrowsWithRevenue ? fromUnits(divideHalfUp(hundredths(settings.ownerHoursPerWeek) * revenue, revenueToday), 2) : settings.ownerHoursPerWeek,
    };
  };

  const baseYear = budget.year;
  const revenues = plannedRevenues(now.revenue, settings);
  const years: GrowthYear[] = revenues.map((amount, index) => {
    const revenue = cents(amount);
    const needs = needsFor(revenue);
    return {
      offset: index + 1,
      year: baseYear + index + 1,
      revenue: amount,
      crews: Number(needs.crews),
      fieldHours: fromUnits(divideHalfUp(revenue * hoursToday, revenueToday), 2),
      fieldStaff: Number(ceilDiv(needs.crews * staffBase, crewsToday)),
      equipmentUnits: Number(ceilDiv(needs.crews * unitsToday, crewsToday)),
      crewLeaders: Number(needs.crews),
      operationsManagers: Number(needs.operationsManagers),
      officeRoles: Number(needs.officeRoles),
      ownerHoursPerWeek: needs.ownerHours,
    };
  });
  const today: GrowthYear = {
    offset: 0,
    year: baseYear,
    revenue: now.revenue,
    crews: company.crews.length,
    fieldHours: now.billableHours,
    fieldStaff: peopleOnCrews,
    equipmentUnits: company.equipmentUnits,
    crewLeaders: company.crews.filter((crew) => crew.hasLeader).length,
    operationsManagers: operationsHolders,
    officeRoles: officeHolders,
    ownerHoursPerWeek: settings.ownerHoursPerWeek,
  };

  // Ceilings are checked against what each year needs, today's year included (its needs at today's revenue).
  const timeline = [{ offset: 0, year: baseYear, needs: needsFor(revenueToday) }, ...years.map((year) => ({ offset: year.offset, year: year.year, needs: needsFor(cents(year.revenue)) }))];
  const when = (entry: { offset: number; year: number }) => (entry.offset === 0 ? 'Today' : `In ${entry.year}`);
  const ceilings: GrowthCeiling[] = [];
  const positionTitled = (pattern: RegExp) => company.positions.find((position) => pattern.test(position.title));
  const hireOf = (title: string, existing: PositionRef | GrowthPosition | null | undefined, count: number): GrowthHire =>
    existing ? { title: existing.title, positionId: existing.id, count } : { title, positionId: null, count };
  /** The second leader: a General Manager (its seat on the chart when there is one); when one is there already, someone to take the crews the owner still leads. */
  const generalManager = () => {
    const seat = positionTitled(/general manager/i);
    if (!seat) return hireOf('General Manager', roles.operations && roles.operations.holders === 0 ? roles.operations : null, 1);
    if (seat.holders.length === 0) return hireOf('General Manager', seat, 1);
    return hireOf('Operations Manager', roles.operations, 1);
  };

  const overOwnerHours = timeline.find((entry) => entry.needs.ownerHours > settings.ownerHoursLimit);
  if (overOwnerHours) {
    const verb = overOwnerHours.offset === 0 ? 'works' : 'would work';
    ceilings.push({
      kind: 'owner_hours',
      offset: overOwnerHours.offset,
      year: overOwnerHours.year,
      message: `${when(overOwnerHours)} the owner ${verb} ${hours(overOwnerHours.needs.ownerHours)} a week — over the ${hours(settings.ownerHoursLimit)} limit.`,
      hire: generalManager(),
    });
  }

  const secondLeaders = spans.filter((span) => span.positionId !== roles.owner?.id && span.holders > 0);
  const needsSecondLeader = secondLeaders.length === 0 ? timeline.find((entry) => entry.needs.crews >= 2n) : undefined;
  if (needsSecondLeader) {
    ceilings.push({
      kind: 'no_second_leader',
      offset: needsSecondLeader.offset,
      year: needsSecondLeader.year,
      message: `${when(needsSecondLeader)} the plan runs ${plural(Number(needsSecondLeader.needs.crews), 'crew')} and nobody but the owner leads anyone: every decision waits for the owner.`,
      hire: generalManager(),
    });
  }

  const overseers = BigInt(Math.max(1, operationsHolders));
  const overOversight = timeline.find((entry) => entry.needs.operationsManagers > overseers);
  if (overOversight) {
    const who = operationsHolders === 0 ? 'the owner alone' : plural(operationsHolders, 'operations manager');
    ceilings.push({
      kind: 'crew_oversight',
      offset: overOversight.offset,
      year: overOversight.year,
      message: `${when(overOversight)} the plan runs ${plural(Number(overOversight.needs.crews), 'crew')}: more than ${who} can oversee at ${ratios.crewsPerOperationsManager} crews each.`,
      hire: hireOf('Operations Manager', roles.operations, Number(overOversight.needs.operationsManagers) - operationsHolders),
    });
  }

  const span = ratios.spanOfControl;
  for (const leader of spans.filter((entry) => entry.perLeader > span)) {
    const who = leader.holders > 1 ? `the ${leader.holders} holders of ${leader.title} have ${leader.directReports} people reporting — ${leader.perLeader} each` : `the ${leader.title} has ${leader.directReports} direct reports`;
    ceilings.push({
      kind: 'span_of_control',
      offset: 0,
      year: baseYear,
      message: `Today ${who} — over 1:${span}.`,
      hire: { title: leader.title, positionId: leader.positionId, count: Number(ceilDiv(BigInt(leader.directReports), BigInt(span))) - Math.max(1, leader.holders) },
    });
  }
  const operationsAlreadyOver = spans.some((entry) => entry.positionId === roles.operations?.id && entry.perLeader > span);
  const overSpan = operationsAlreadyOver ? undefined : timeline.find((entry) => ceilDiv(entry.needs.crews, overseers) > BigInt(span));
  if (overSpan) {
    const leaders = ceilDiv(overSpan.needs.crews, overseers);
    const who = operationsHolders === 0 ? 'the owner' : operationsHolders === 1 ? `the ${roles.operations!.title}` : `each ${roles.operations!.title}`;
    ceilings.push({
      kind: 'span_of_control',
      offset: overSpan.offset,
      year: overSpan.year,
      message: `${when(overSpan)} ${who} would have ${leaders} crew leaders reporting — over 1:${span}.`,
      hire: hireOf('Crew Supervisor', positionTitled(/crew supervisor/i), Number(ceilDiv(overSpan.needs.crews, BigInt(span)) - overseers)),
    });
  }

  const overOffice = timeline.find((entry) => entry.needs.officeRoles > BigInt(officeHolders));
  if (overOffice) {
    const revenue = overOffice.offset === 0 ? now.revenue : years[overOffice.offset - 1]!.revenue;
    ceilings.push({
      kind: 'office_capacity',
      offset: overOffice.offset,
      year: overOffice.year,
      message: `${when(overOffice)} ${money(revenue)} of work needs ${plural(Number(overOffice.needs.officeRoles), 'office role')} at ${money(ratios.revenuePerOfficeRole)} each; the office has ${officeHolders}.`,
      hire: hireOf('Office Administrator', roles.office, Number(overOffice.needs.officeRoles) - officeHolders),
    });
  }

  ceilings.sort((a, b) => a.offset - b.offset);
  return {
    ok: true,
    plan: {
      rates: {
        revenuePerCrew: perCrew(revenueToday),
        revenuePerManHour: now.revenuePerManHour,
        fieldHoursPerCrew: perCrew(hoursToday),
        fieldStaffPerCrew: perCrew(staffBase * 100n),
        equipmentPerCrew: perCrew(unitsToday * 100n),
      },
      today,
      years,
      roles,
      spans,
      ceilings,
    },
  };
}
