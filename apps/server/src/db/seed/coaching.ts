import { addDays } from '@groundwork/domain/shared';
import type { Db } from '../client';
import { coachingSessions, planningTodos, type StoredCommitment } from '../schema';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, usableTimeZone } from '../../lib/dates';

export const DEMO_COACH = 'Morgan Ellis';

type Owner = 'owner' | 'crewLeader';
type SeedCommitment = { title: string; owner: Owner; dueInDays: number; doneAfterDays: number | null };
type SeedSession = { daysAgo: number; notes: string; commitments: SeedCommitment[] };

/**
 * Two quarters of sessions with the coach, every four weeks or so, following the demo's story (the health scorecard's
 * notes): numbers and the budget first, then the org chart and roles, the Monday leadership meeting, and now the
 * marketing plan and hiring. Older commitments are done; the latest are open, one of them overdue.
 */
const sessions: SeedSession[] = [
  {
    daysAgo: 168,
    notes: 'First session. Walked through last season’s P&L: nobody compares the month with the budget, and the mowing price was set by guess. Agreed to run the company from an overhead budget this year.',
    commitments: [
      { title: 'Enter this year’s overhead budget in Budget Pricing', owner: 'owner', dueInDays: 7, doneAfterDays: 5 },
      { title: 'List every recurring overhead cost from last year’s books', owner: 'owner', dueInDays: 14, doneAfterDays: 9 },
    ],
  },
  {
    daysAgo: 140,
    notes: 'Budget is active; the labour price per hour came out $6 above what we charge for mowing. Talked about purpose and core values — Dana drafted three values with the office.',
    commitments: [
      { title: 'Raise the weekly mowing rate for new clients to the budget price', owner: 'owner', dueInDays: 7, doneAfterDays: 6 },
      { title: 'Write the purpose and core values with the leadership team', owner: 'owner', dueInDays: 21, doneAfterDays: 18 },
    ],
  },
  {
    daysAgo: 112,
    notes: 'Org chart: every position now has a written role, and crew leaders own their crew’s hours. Added crew hours to the weekly scorecard.',
    commitments: [
      { title: 'Give each crew leader their role and responsibilities sheet', owner: 'owner', dueInDays: 7, doneAfterDays: 4 },
      { title: 'Report crew hours against the estimate every Friday', owner: 'crewLeader', dueInDays: 7, doneAfterDays: 7 },
    ],
  },
  {
    daysAgo: 84,
    notes: 'Quarter review: the first health assessment scored 57 %. Finance and people weakest. The Monday leadership meeting runs long: agreed 90 minutes, 8:00 sharp, issues solved with to-dos.',
    commitments: [
      { title: 'End the Monday leadership meeting on time four weeks running', owner: 'owner', dueInDays: 28, doneAfterDays: 28 },
      { title: 'Review the month against the budget with the bookkeeper', owner: 'owner', dueInDays: 10, doneAfterDays: 8 },
    ],
  },
  {
    daysAgo: 49,
    notes: 'The meeting is holding. Scorecard gaps in two weeks of leads. Started the vision and the three-year picture; spring hiring has to start in January.',
    commitments: [
      { title: 'Write the vision and its focus areas', owner: 'owner', dueInDays: 14, doneAfterDays: 12 },
      { title: 'Keep the crew’s weekly hours on the scorecard without gaps', owner: 'crewLeader', dueInDays: 14, doneAfterDays: null },
    ],
  },
  {
    daysAgo: 21,
    notes: 'Health assessment up to 65 %. Next: a marketing plan for the spring and a hiring process before the season. Projected the budget three years out.',
    commitments: [
      { title: 'Draft the spring marketing plan: channels and budget', owner: 'owner', dueInDays: 14, doneAfterDays: null },
      { title: 'Write the crew member job posting and interview questions', owner: 'owner', dueInDays: 28, doneAfterDays: null },
      { title: 'Name two crew members ready to lead a crew next season', owner: 'crewLeader', dueInDays: 21, doneAfterDays: null },
    ],
  },
];

/** Noon of a company day in UTC: a timestamp that is that day wherever the demo is read in the Americas. */
const noonOf = (day: string) => new Date(`${day}T17:00:00.000Z`);

export async function seedDemoCoaching(db: Db, companyId: string, users: Record<Owner, string>, now: Date = new Date()): Promise<void> {
  const [row] = await companyTimeZoneQuery(db, companyId);
  const today = dateIn(usableTimeZone(row?.timeZone), now);
  for (const session of sessions) {
    const heldOn = addDays(today, -session.daysAgo);
    const at = noonOf(heldOn);
    const todos = session.commitments.map((commitment) => {
      const doneOn = commitment.doneAfterDays === null ? null : addDays(heldOn, commitment.doneAfterDays);
      return {
        companyId,
        title: commitment.title,
        ownerUserId: users[commitment.owner],
        dueDate: addDays(heldOn, commitment.dueInDays),
        // A commitment the story has done before today; never a done date in the future.
        doneAt: doneOn !== null && doneOn < today ? noonOf(doneOn) : null,
        createdByUserId: users.owner,
        createdAt: at,
        updatedAt: doneOn !== null && doneOn < today ? noonOf(doneOn) : at,
      };
    });
    const inserted = await db.insert(planningTodos).values(todos).returning({ id: planningTodos.id });
    const commitments: StoredCommitment[] = todos.map((todo, index) => ({ todoId: inserted[index]!.id, title: todo.title, ownerUserId: todo.ownerUserId, dueDate: todo.dueDate }));
    await db.insert(coachingSessions).values({ companyId, heldOn, coachName: DEMO_COACH, notes: session.notes, commitments, createdBy: users.owner, createdAt: at, updatedAt: at });
  }
}
