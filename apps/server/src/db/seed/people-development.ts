import {
  generateOnboardingChecklist,
  managersOf,
  onboardingDueDate,
  DEFAULT_ONE_ON_ONE_AGENDA,
  type OnboardingChecklistItem,
  type ResponsibilityRating,
  type ValueRating,
} from '@groundwork/domain/people-development';
import { addDays, quarterKeyOf, quarterRange, shiftQuarter } from '@groundwork/domain/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  companyInformation,
  employeeQuarterlyReviews,
  employees,
  newHireOnboardingItems,
  newHireOnboardings,
  oneOnOneMeetings,
  orgPositionHolders,
  orgPositions,
  planningTodos,
  positionOnboardingChecklists,
  type StoredOneOnOneCommitment,
} from '../schema';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, usableTimeZone } from '../../lib/dates';
import { publishedSopsOf } from '../../modules/people-development/onboarding.service';

/**
 * People development in the demo (docs/business-development.md, "People development"): a new hire on Carlos's crew
 * twelve days into onboarding, the one-on-ones of the maintenance side and the owner's with the general manager (their
 * commitments the owner's and Carlos's to-dos), last quarter's reviews of everyone with a manager on the chart but two,
 * and this quarter's under way.
 */

export const DEMO_NEW_HIRE = { employeeId: 'E-028', firstName: 'Noah', lastName: 'Lindgren', daysIn: 12 } as const;
export const DEMO_CREW_MEMBER_SEAT = 'Crew Member / Labourer';

type Signer = 'owner' | 'crewLeader';
const signerNames: Record<Signer, string> = { owner: 'Dana Whitfield', crewLeader: 'Carlos Mendoza' };

/** Noon of a company day in UTC: a timestamp that is that day wherever the demo is read in the Americas. */
const noonOf = (day: string) => new Date(`${day}T17:00:00.000Z`);

type SeedCommitment = { title: string; owner: Signer; dueInDays: number; doneAfterDays: number | null };
type SeedOneOnOne = { employee: string; manager: string; daysAgo: number; notes: string; by: Signer; commitments: SeedCommitment[] };

const oneOnOnes: SeedOneOnOne[] = [
  {
    employee: 'E-013',
    manager: 'E-010',
    daysAgo: 48,
    by: 'crewLeader',
    notes: 'Ryan is quick on the mower and wants to learn the skid steer. Talked about arriving on time for the 7:00 roll-out.',
    commitments: [{ title: 'Pair Ryan with Aaron for a day on the skid steer', owner: 'crewLeader', dueInDays: 14, doneAfterDays: 10 }],
  },
  {
    employee: 'E-010',
    manager: 'E-008',
    daysAgo: 27,
    by: 'crewLeader',
    notes: 'Crew B is 4 % over budgeted hours on the Tuesday route. Carlos wants to train Andre to run it when he is on estimates.',
    commitments: [
      { title: 'Walk the Tuesday route with Luis and mark the slow properties', owner: 'crewLeader', dueInDays: 7, doneAfterDays: 6 },
      { title: 'Teach Andre to run the Tuesday route', owner: 'crewLeader', dueInDays: 35, doneAfterDays: null },
    ],
  },
  {
    employee: 'E-002',
    manager: 'E-001',
    daysAgo: 20,
    by: 'owner',
    notes: 'Marcus is carrying the hiring for spring on top of the crews. Agreed he hands the office scheduling to Priya.',
    commitments: [{ title: 'Approve the spring hiring budget with Marcus', owner: 'owner', dueInDays: 10, doneAfterDays: null }],
  },
  {
    employee: 'E-013',
    manager: 'E-010',
    daysAgo: 13,
    by: 'crewLeader',
    notes: 'On time every day since the last one-on-one. Skid steer day went well; wants his operator card.',
    commitments: [{ title: 'Book Ryan’s skid steer operator course', owner: 'crewLeader', dueInDays: 10, doneAfterDays: null }],
  },
  {
    employee: DEMO_NEW_HIRE.employeeId,
    manager: 'E-010',
    daysAgo: 6,
    by: 'crewLeader',
    notes: 'First week: safety and paperwork done, mower and trimmer walk-through done. The trailer hitch-up still needs practice.',
    commitments: [{ title: 'Show Noah the trailer hitch-up again before Friday', owner: 'crewLeader', dueInDays: 8, doneAfterDays: null }],
  },
];

type Profile = { values: ValueRating[]; partly?: number[]; doesNot?: number[]; capacity?: boolean; comments: string };
const steady: Profile = { values: ['plus', 'plus', 'plus'], comments: 'A steady quarter: lives our values and does the job.' };
/** Last quarter's shared reviews, by employee number (everyone with a manager on the chart but Ryan and Leo, and Noah, hired since). */
const lastQuarterReviews: Record<string, Profile> = {
  'E-002': { ...steady, comments: 'Carried the company through the busiest quarter. Needs to hand off scheduling.' },
  'E-003': { values: ['plus', 'plus', 'plus_minus'], partly: [2], comments: 'Invoicing is weekly now. Phones go to voicemail at lunch.' },
  'E-004': { ...steady, partly: [0], comments: 'Part-time and reliable; learning the invoicing run.' },
  'E-005': steady,
  'E-006': { values: ['plus', 'plus_minus', 'plus'], comments: 'Estimates out within 48 hours; follow-ups slip.' },
  'E-007': steady,
  'E-008': steady,
  'E-009': { ...steady, comments: 'Crew A is the benchmark for hours on budget.' },
  'E-010': { values: ['plus', 'plus', 'plus'], partly: [2], comments: 'Great with clients. Training the crew is the next step.' },
  'E-011': steady,
  'E-012': {
    values: ['plus', 'plus_minus', 'plus_minus'],
    partly: [1],
    capacity: true,
    comments: 'Strong worker; late three times and a gate left open. Below the bar on values: agreed on time every day next quarter.',
  },
  'E-014': { ...steady, comments: 'Ready to learn to run a route.' },
  'E-016': { ...steady, comments: 'Installation jobs closed within budget; the patio warranty callbacks are down.' },
  'E-021': steady,
  'E-022': steady,
  'E-026': { ...steady, comments: 'The fleet’s downtime is the lowest it has been.' },
};

export async function seedDemoPeopleDevelopment(
  db: Db,
  companyId: string,
  employeeIds: Map<string, string>,
  users: Record<Signer, string>,
  now: Date = new Date(),
): Promise<void> {
  const [zone] = await companyTimeZoneQuery(db, companyId);
  const today = dateIn(usableTimeZone(zone?.timeZone), now);
  const ids = (number: string) => employeeIds.get(number)!;

  // The new hire, on Carlos's crew's seat.
  const start = addDays(today, -DEMO_NEW_HIRE.daysIn);
  const [newHire] = await db
    .insert(employees)
    .values({
      companyId,
      firstName: DEMO_NEW_HIRE.firstName,
      lastName: DEMO_NEW_HIRE.lastName,
      email: 'noah.lindgren@demo-landscaping.test',
      phone: '612-555-0128',
      employeeId: DEMO_NEW_HIRE.employeeId,
      department: 'Maintenance',
      position: 'Labourer',
      employmentType: 'seasonal',
      managerId: ids('E-010'),
      hireDate: start,
      payType: 'hourly',
      payRate: '18.5',
      laborBurdenPercent: '22',
      createdAt: noonOf(start),
      updatedAt: noonOf(start),
    })
    .returning({ id: employees.id });
  employeeIds.set(DEMO_NEW_HIRE.employeeId, newHire!.id);

  const positions = await db
    .select({ id: orgPositions.id, title: orgPositions.title, department: orgPositions.department, reportsToId: orgPositions.reportsToId, keyResponsibilities: orgPositions.keyResponsibilities })
    .from(orgPositions)
    .where(eq(orgPositions.companyId, companyId));
  const seat = positions.find((position) => position.title === DEMO_CREW_MEMBER_SEAT)!;
  await db.insert(orgPositionHolders).values({ companyId, positionId: seat.id, employeeId: newHire!.id });

  // The crew member checklist as the office kept it: generated (the seat's department's published SOPs to read), with a
  // ride-along added.
  const sops = await publishedSopsOf(db, companyId, seat.department);
  const checklist: OnboardingChecklistItem[] = [...generateOnboardingChecklist({ keyResponsibilities: seat.keyResponsibilities, sops })];
  checklist.splice(checklist.findIndex((item) => item.dueDay === 14), 0, { title: 'Ride along on Carlos’s Tuesday route', dueDay: 7, source: 'custom', sopId: null });
  const keptOn = noonOf(addDays(start, -7));
  await db.insert(positionOnboardingChecklists).values({ companyId, positionId: seat.id, items: checklist, updatedByUserId: users.owner, createdAt: keptOn, updatedAt: keptOn });

  // Noah's onboarding: day 1 signed off on the day, the first week's but the ride-along (overdue), the equipment care early.
  const [onboarding] = await db
    .insert(newHireOnboardings)
    .values({ companyId, employeeId: newHire!.id, positionId: seat.id, positionTitle: seat.title, startDate: start, createdByUserId: users.owner, createdAt: keptOn, updatedAt: keptOn })
    .returning({ id: newHireOnboardings.id });
  await db.insert(newHireOnboardingItems).values(
    checklist.map((item, index) => {
      let signed: { day: string; by: Signer } | null = null;
      if (item.dueDay === 1) signed = { day: start, by: index === 1 ? 'owner' : 'crewLeader' };
      // The ride-along has not happened yet: overdue.
      else if (item.dueDay === 7 && item.source !== 'custom') signed = { day: addDays(start, 5), by: 'crewLeader' };
      else if (item.title.startsWith('Operate and care')) signed = { day: addDays(today, -1), by: 'crewLeader' };
      const at = signed ? noonOf(signed.day) : keptOn;
      return {
        companyId,
        onboardingId: onboarding!.id,
        sortOrder: index,
        title: item.title,
        dueDay: item.dueDay,
        dueDate: onboardingDueDate(start, item.dueDay),
        source: item.source,
        sopId: item.sopId,
        signedOffAt: signed ? at : null,
        signedOffByUserId: signed ? users[signed.by] : null,
        signedOffByName: signed ? signerNames[signed.by] : null,
        createdAt: keptOn,
        updatedAt: at,
      };
    }),
  );

  // One-on-ones, their commitments to-dos of the owner and Carlos.
  for (const meeting of oneOnOnes) {
    const heldOn = addDays(today, -meeting.daysAgo);
    const at = noonOf(heldOn);
    const todos = meeting.commitments.map((commitment) => {
      const doneOn = commitment.doneAfterDays === null ? null : addDays(heldOn, commitment.doneAfterDays);
      const done = doneOn !== null && doneOn < today ? noonOf(doneOn) : null;
      return { companyId, title: commitment.title, ownerUserId: users[commitment.owner], dueDate: addDays(heldOn, commitment.dueInDays), doneAt: done, createdByUserId: users[meeting.by], createdAt: at, updatedAt: done ?? at };
    });
    const inserted = todos.length === 0 ? [] : await db.insert(planningTodos).values(todos).returning({ id: planningTodos.id });
    const commitments: StoredOneOnOneCommitment[] = todos.map((todo, index) => ({ todoId: inserted[index]!.id, title: todo.title, ownerUserId: todo.ownerUserId, dueDate: todo.dueDate }));
    await db.insert(oneOnOneMeetings).values({
      companyId,
      employeeId: ids(meeting.employee),
      managerEmployeeId: ids(meeting.manager),
      heldOn,
      agenda: [...DEFAULT_ONE_ON_ONE_AGENDA],
      notes: meeting.notes,
      commitments,
      createdByUserId: users[meeting.by],
      createdAt: at,
      updatedAt: at,
    });
  }

  // Reviews: last quarter's shared in its last fortnight, this quarter's one draft and one shared.
  const [info] = await db.select({ values: companyInformation.companyValues }).from(companyInformation).where(eq(companyInformation.companyId, companyId));
  const values = (info?.values.coreValues ?? []).filter((value) => value.name.trim() !== '');
  const holders = await db.select({ positionId: orgPositionHolders.positionId, employeeId: orgPositionHolders.employeeId }).from(orgPositionHolders).where(eq(orgPositionHolders.companyId, companyId));
  const seats = positions.map((position) => ({ id: position.id, reportsToId: position.reportsToId }));
  const managerOnRoster = new Map((await db.select({ id: employees.id, managerId: employees.managerId }).from(employees).where(eq(employees.companyId, companyId))).map((row) => [row.id, row.managerId]));
  // The reviewer: of the holders of the seat above, the one the roster names as the manager (Carlos for his crew).
  const reviewerOf = (employeeId: string) => {
    const managers = managersOf(seats, holders, employeeId);
    return managers.find((id) => id === managerOnRoster.get(employeeId)) ?? managers[0] ?? null;
  };
  const seatOf = (employeeId: string) => positions.filter((position) => holders.some((holder) => holder.positionId === position.id && holder.employeeId === employeeId));
  const quarter = quarterKeyOf(today);
  const last = shiftQuarter(quarter, -1);
  const reviewOf = (number: string, reviewQuarter: string, profile: Profile, status: 'draft' | 'shared', sharedOn: string | null, by: Signer) => {
    const employeeId = ids(number);
    const held = seatOf(employeeId);
    const responsibilities = [...new Set(held.flatMap((position) => position.keyResponsibilities))];
    const rating = (index: number): ResponsibilityRating => (profile.doesNot?.includes(index) ? 'does_not' : profile.partly?.includes(index) ? 'partly' : 'meets');
    const at = noonOf(sharedOn ?? today);
    return {
      companyId,
      employeeId,
      reviewerEmployeeId: reviewerOf(employeeId),
      quarter: reviewQuarter,
      positionTitles: held.map((position) => position.title),
      valueRatings: values.map((value, index) => ({ name: value.name, practice: value.practice, rating: profile.values[index] ?? 'plus' })),
      responsibilityRatings: responsibilities.map((text, index) => ({ text, rating: rating(index) })),
      getsIt: true,
      wantsIt: true,
      capacity: profile.capacity ?? true,
      comments: profile.comments,
      status,
      sharedAt: status === 'shared' ? at : null,
      createdByUserId: users[by],
      createdAt: at,
      updatedAt: at,
    };
  };
  const lastEnd = quarterRange(last).to;
  const rows: Array<typeof employeeQuarterlyReviews.$inferInsert> = Object.entries(lastQuarterReviews).map(([number, profile], index) =>
    reviewOf(number, last, profile, 'shared', addDays(lastEnd, -(index % 10)), ['E-013', 'E-014'].includes(number) ? 'crewLeader' : 'owner'),
  );
  rows.push(reviewOf('E-002', quarter, { ...steady, comments: 'Hiring plan written; scheduling handed to Priya.' }, 'shared', today, 'owner'));
  const draft = reviewOf('E-014', quarter, { values: ['plus', 'plus', 'plus'], comments: '' }, 'draft', null, 'crewLeader');
  // Carlos has rated Andre's values so far.
  rows.push({ ...draft, responsibilityRatings: draft.responsibilityRatings.map((item) => ({ ...item, rating: null })), getsIt: null, wantsIt: null, capacity: null });
  await db.insert(employeeQuarterlyReviews).values(rows);
}
