import { measurableSources, weekOf, type AutomaticSource, type GoalRule, type MeasurableKind, type MeasurableSource } from '@groundwork/domain/scorecard';
import { addDays, quarterRange, shiftQuarter, quarterKeyOf } from '@groundwork/domain/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { employees, scorecardMeasurables, scorecardValues } from '../schema';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, usableTimeZone } from '../../lib/dates';

/** The demo's measurables by a key the other seeds (the issues list) name them by. */
export type DemoMeasurableKey = 'revenue' | 'estimates' | 'closeRate' | 'leads' | 'overdue' | 'efficiency' | 'callbacks' | 'calls' | 'reviews' | 'safety';

interface SeedMeasurable {
  key: DemoMeasurableKey;
  name: string;
  /** The roster's employee number (seed/employees.ts). */
  owner: string;
  source: MeasurableSource;
  kind?: MeasurableKind;
  rule?: GoalRule;
  goal: number;
  /** A typed measurable's value by weeks before this week (1 = last week); a week left out was not typed. */
  typed?: (weeksAgo: number) => number | null;
}

/** Calls, reviews: a season's numbers read from these lists, newest week first, the missed weeks null. */
const series = (values: readonly (number | null)[]) => (weeksAgo: number) => values[(weeksAgo - 1) % values.length] ?? null;

/**
 * The leadership team's weekly numbers, used since the start of last quarter. The goals are set against what the
 * demo's season really produces a week (about $18,000–36,000 earned, one estimate or two sent, a lead or two,
 * crews at 88–100 % of their budgeted hours, receivables overdue $0–65,000 with the 45-day client), so some weeks
 * are on track and some off. The three typed ones are entered at the Monday meeting for the week before; two weeks
 * of sales calls and one of reviews were never typed.
 */
const measurables: SeedMeasurable[] = [
  { key: 'revenue', name: 'Revenue earned', owner: 'E-001', source: 'revenue_earned', goal: 27_000 },
  { key: 'estimates', name: 'Estimates sent', owner: 'E-006', source: 'estimates_sent', goal: 1 },
  { key: 'closeRate', name: 'Close rate', owner: 'E-005', source: 'close_rate', goal: 50 },
  { key: 'leads', name: 'New leads', owner: 'E-007', source: 'new_leads', goal: 2 },
  { key: 'overdue', name: 'Overdue receivables', owner: 'E-003', source: 'overdue_receivables', goal: 30_000 },
  { key: 'efficiency', name: 'Crew efficiency', owner: 'E-008', source: 'crew_efficiency', goal: 95 },
  { key: 'callbacks', name: 'Callbacks', owner: 'E-010', source: 'callbacks', goal: 0 },
  {
    key: 'calls',
    name: 'Sales calls made',
    owner: 'E-007',
    source: 'manual',
    kind: 'count',
    rule: 'at_least',
    goal: 15,
    typed: series([12, 17, 14, null, 16, 19, 15, 11, 18, 16, 20, null, 17, 21, 15, 18, 22, 19, 14, 17, 20, 23, 18, 16, 21, 19]),
  },
  {
    key: 'reviews',
    name: 'Five-star reviews',
    owner: 'E-003',
    source: 'manual',
    kind: 'count',
    rule: 'at_least',
    goal: 2,
    typed: series([1, 0, 1, 2, 1, 3, null, 2, 2, 4, 3, 2, 1, 3, 2, 2, 4, 3, 1, 2, 3, 2, 1, 2, 3, 2]),
  },
  {
    key: 'safety',
    name: 'Safety incidents',
    owner: 'E-002',
    source: 'manual',
    kind: 'count',
    rule: 'at_most',
    goal: 0,
    typed: (weeksAgo) => (weeksAgo === 9 || weeksAgo === 19 ? 1 : 0),
  },
];

/** Noon of a company day in UTC: a timestamp that is that day wherever the demo is read in the Americas. */
const noonOf = (day: string) => new Date(`${day}T17:00:00.000Z`);

/**
 * The company scorecard used for two quarters: ten measurables, seven filling themselves from the reports and three
 * typed for each week since last quarter began (every finished week, a missed one or two). Returns their ids by key.
 */
export async function seedDemoScorecard(db: Db, companyId: string, now: Date = new Date()): Promise<Record<DemoMeasurableKey, string>> {
  const [zone] = await companyTimeZoneQuery(db, companyId);
  const today = dateIn(usableTimeZone(zone?.timeZone), now);
  const thisWeek = weekOf(today);
  const firstWeek = weekOf(quarterRange(shiftQuarter(quarterKeyOf(today), -1)).from);
  const started = noonOf(firstWeek);

  const owners = await db
    .select({ id: employees.id, code: employees.employeeId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.employeeId, [...new Set(measurables.map((each) => each.owner))])));
  const ownerId = new Map(owners.map((row) => [row.code, row.id]));

  const inserted = await db
    .insert(scorecardMeasurables)
    .values(
      measurables.map((measurable, index) => {
        const automatic = measurable.source === 'manual' ? null : measurableSources[measurable.source as AutomaticSource];
        return {
          companyId,
          name: measurable.name,
          ownerEmployeeId: ownerId.get(measurable.owner) ?? null,
          source: measurable.source,
          kind: automatic?.kind ?? measurable.kind!,
          rule: measurable.rule ?? automatic!.rule,
          goal: measurable.goal.toFixed(2),
          position: index + 1,
          createdAt: started,
          updatedAt: started,
        };
      }),
    )
    .returning({ id: scorecardMeasurables.id });
  const ids = Object.fromEntries(measurables.map((measurable, index) => [measurable.key, inserted[index]!.id])) as Record<DemoMeasurableKey, string>;

  // Typed at the Monday meeting for the week before: every finished week since last quarter began.
  const values = measurables.flatMap((measurable) => {
    if (!measurable.typed) return [];
    const rows = [];
    for (let week = firstWeek, weeksAgo = Math.round((Date.parse(thisWeek) - Date.parse(firstWeek)) / (7 * 86_400_000)); week < thisWeek; week = addDays(week, 7), weeksAgo -= 1) {
      const value = measurable.typed(weeksAgo);
      if (value !== null) rows.push({ measurableId: ids[measurable.key], week, value: value.toFixed(2), updatedAt: new Date(Math.min(noonOf(addDays(week, 7)).getTime(), now.getTime())) });
    }
    return rows;
  });
  if (values.length > 0) await db.insert(scorecardValues).values(values);
  return ids;
}
