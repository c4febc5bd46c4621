import { healthAreas, healthStatements, previousQuarter, quarterOf, type HealthArea } from '@groundwork/domain/growth';
import type { Db } from '../client';
import { healthAssessments } from '../schema';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, usableTimeZone } from '../../lib/dates';

/** An area's five scores in the catalogue's order. */
type AreaScores = Record<HealthArea, readonly [number, number, number, number, number]>;

function scoresOf(byArea: AreaScores): Record<string, number> {
  return Object.fromEntries(
    healthAreas.flatMap((area) => healthStatements.filter((item) => item.area === area).map((item, index) => [item.key, byArea[area][index]!] as const)),
  );
}

/**
 * Last quarter's first assessment: no monthly budget review, roles in the owner's head, a weekly meeting that runs long.
 * Leadership 56 %, finance 52 %, sales and marketing 56 %, operations 64 %, people 52 %, customer 60 %; total 57 %.
 */
const lastQuarter: AreaScores = {
  leadership: [3, 2, 2, 4, 3],
  finance: [2, 3, 3, 2, 3],
  sales_marketing: [3, 3, 2, 2, 4],
  operations: [3, 3, 4, 3, 3],
  people: [4, 2, 2, 2, 3],
  customer: [4, 3, 3, 2, 3],
};

/**
 * This quarter, agreeing with the rest of the demo: the P&L budget is reviewed monthly and prices come from it, jobs
 * are costed (one ran over), rounds plan the routes and equipment has service schedules, the org chart gives every
 * position its role; a client is 45 days overdue and there is still no reserve, no marketing plan, no hiring process.
 * Leadership 76 % (+20), finance 68 % (+16), sales and marketing 56 %, operations 68 % (+4), people 60 % (+8),
 * customer 60 %; total 65 % (+8). Weakest: sales and marketing, then people and customer.
 */
const thisQuarter: AreaScores = {
  leadership: [4, 4, 4, 4, 3],
  finance: [4, 4, 4, 2, 3],
  sales_marketing: [3, 3, 2, 2, 4],
  operations: [4, 3, 4, 3, 3],
  people: [5, 2, 2, 3, 3],
  customer: [4, 3, 3, 2, 3],
};

/** The first day of a quarter at noon UTC, plus `days`: when an assessment of it was taken. */
function dayInQuarter(quarter: string, days: number): Date {
  const month = (Number(quarter.slice(6)) - 1) * 3 + 1;
  const start = Date.UTC(Number(quarter.slice(0, 4)), month - 1, 1, 17);
  return new Date(start + days * 86_400_000);
}

/** The business health scorecard used for two quarters: last quarter's and this quarter's assessment, taken by the owner. */
export async function seedDemoHealthAssessments(db: Db, companyId: string, ownerId: string, now: Date = new Date()): Promise<void> {
  const [row] = await companyTimeZoneQuery(db, companyId);
  const current = quarterOf(dateIn(usableTimeZone(row?.timeZone), now));
  const previous = previousQuarter(current);
  const lastTaken = dayInQuarter(previous, 9);
  // Taken early in this quarter, or today when the quarter is younger than that.
  const taken = new Date(Math.min(dayInQuarter(current, 6).getTime(), now.getTime()));
  await db.insert(healthAssessments).values([
    {
      companyId,
      quarter: previous,
      scores: scoresOf(lastQuarter),
      notes: 'Our first assessment. Finance and people are the weak spots: nobody compares the month with the budget, and roles live in Dana’s head.',
      takenBy: ownerId,
      createdAt: lastTaken,
      updatedAt: lastTaken,
    },
    {
      companyId,
      quarter: current,
      scores: scoresOf(thisQuarter),
      notes: 'Monthly budget reviews and the Monday leadership meeting are in place, and the org chart gives every position a written role. Next: a marketing plan and a hiring process before spring.',
      takenBy: ownerId,
      createdAt: taken,
      updatedAt: taken,
    },
  ]);
}
