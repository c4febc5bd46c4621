import {
  generateOnboardingChecklist,
  onboardingDueDate,
  onboardingProgress,
  reviewSummary,
  type DevelopmentPeople,
  type DevelopmentPerson,
  type OnboardingAssignment,
  type OnboardingChecklist,
  type OnboardingOverview,
  type OneOnOne,
  type PeopleDevelopmentSummary,
  type Review,
  type ReviewSchedule,
} from '@groundwork/domain/people-development';
import type { PlanningPerson } from '@groundwork/domain/planning';

/** Test data for the people development screens: Carlos leads the crew; Jake and Noah (a new hire) are on it. */

export const ids = {
  carlos: '0b7f6c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b',
  jake: '1c8e7d2f-3b4e-4f60-9b0c-1d2e3f4a5b6c',
  noah: '2d9f8e3a-4c5f-4071-8c1d-2e3f4a5b6c7d',
  crewMemberSeat: '3ea09f4b-5d60-4182-9d2e-3f4a5b6c7d8e',
  crewLeaderSeat: '4fb1a05c-6e71-4293-8e3f-4a5b6c7d8e9f',
  carlosUser: '5ac2b16d-7f82-43a4-9f40-5b6c7d8e9fa0',
  jakeUser: '6bd3c27e-8093-44b5-8051-6c7d8e9fa0b1',
  onboarding: '7ce4d38f-91a4-45c6-9162-7d8e9fa0b1c2',
  meeting: '8df5e490-a2b5-46d7-a273-8e9fa0b1c2d3',
  todo: '9e06f5a1-b3c6-47e8-b384-9fa0b1c2d3e4',
  review: 'af1706b2-c4d7-48f9-8495-a0b1c2d3e4f5',
};

export const today = '2026-11-27';

export function aPerson(overrides: Partial<DevelopmentPerson> = {}): DevelopmentPerson {
  return {
    id: ids.jake,
    name: 'Jake Olson',
    department: 'Maintenance',
    hireDate: '2024-04-08',
    positions: [{ id: ids.crewMemberSeat, title: 'Crew Member' }],
    managers: [{ id: ids.carlos, name: 'Carlos Mendoza' }],
    userId: ids.jakeUser,
    canManage: true,
    isSelf: false,
    ...overrides,
  };
}

export function somePeople(overrides: Partial<DevelopmentPeople> = {}): DevelopmentPeople {
  return {
    canManageAll: true,
    people: [
      aPerson({ id: ids.carlos, name: 'Carlos Mendoza', positions: [{ id: ids.crewLeaderSeat, title: 'Crew Leader' }], managers: [], userId: ids.carlosUser }),
      aPerson(),
      aPerson({ id: ids.noah, name: 'Noah Lindgren', hireDate: '2026-11-15', userId: null }),
    ],
    ...overrides,
  };
}

export const owners: PlanningPerson[] = [
  { id: ids.carlosUser, name: 'Carlos Mendoza', email: 'carlos@example.com', role: 'crew_leader' },
  { id: ids.jakeUser, name: 'Jake Olson', email: 'jake@example.com', role: 'estimator' },
];

export function aSummary(overrides: Partial<PeopleDevelopmentSummary> = {}): PeopleDevelopmentSummary {
  return {
    today,
    quarter: '2026-Q4',
    people: 3,
    onboarding: { inProgress: 1, upcoming: 0, overdueItems: 2 },
    oneOnOnes: { thisMonth: 4, openCommitments: 1 },
    reviews: { due: 2, shared: 1, overdue: 1, dueDate: '2026-12-31' },
    canManageAll: true,
    ...overrides,
  };
}

const responsibilities = ['Run the mowing route safely', 'Do the daily equipment checks'];

export function aChecklist(overrides: Partial<OnboardingChecklist> = {}): OnboardingChecklist {
  const generated = generateOnboardingChecklist({ keyResponsibilities: responsibilities });
  return {
    position: { id: ids.crewMemberSeat, title: 'Crew Member', department: 'Maintenance', keyResponsibilities: responsibilities },
    items: generated,
    generated,
    saved: false,
    updatedAt: null,
    ...overrides,
  };
}

/** Noah, started 12 days before `today`: day 1 signed off, the rest open (the first week's overdue). */
export function anAssignment(overrides: Partial<OnboardingAssignment> = {}): OnboardingAssignment {
  const startDate = '2026-11-15';
  const items = aChecklist().items.map((item, index) => {
    const dueDate = onboardingDueDate(startDate, item.dueDay);
    const signedOffAt = item.dueDay === 1 ? '2026-11-15T17:00:00.000Z' : null;
    return {
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      title: item.title,
      dueDay: item.dueDay,
      dueDate,
      source: item.source,
      sopId: null,
      signedOffAt,
      signedOffBy: signedOffAt ? { id: ids.carlosUser, name: 'Carlos Mendoza' } : null,
      overdue: signedOffAt === null && dueDate < today,
      updatedAt: '2026-11-15T17:00:00.000Z',
    };
  });
  return {
    id: ids.onboarding,
    employee: { id: ids.noah, name: 'Noah Lindgren' },
    position: { id: ids.crewMemberSeat, title: 'Crew Member' },
    startDate,
    managers: [{ id: ids.carlos, name: 'Carlos Mendoza' }],
    items,
    progress: onboardingProgress({ startDate, items }, today),
    canSignOff: true,
    createdAt: '2026-11-14T17:00:00.000Z',
    updatedAt: '2026-11-14T17:00:00.000Z',
    ...overrides,
  };
}

export function anOnboardingOverview(overrides: Partial<OnboardingOverview> = {}): OnboardingOverview {
  return {
    today,
    assignments: [anAssignment()],
    positions: [
      { id: ids.crewLeaderSeat, title: 'Crew Leader', department: 'Maintenance', saved: false },
      { id: ids.crewMemberSeat, title: 'Crew Member', department: 'Maintenance', saved: true },
    ],
    canManage: true,
    ...overrides,
  };
}

export function aMeeting(overrides: Partial<OneOnOne> = {}): OneOnOne {
  return {
    id: ids.meeting,
    employee: { id: ids.jake, name: 'Jake Olson' },
    manager: { id: ids.carlos, name: 'Carlos Mendoza' },
    heldOn: '2026-11-20',
    agenda: ['Wins since we last met', 'Trimmer technique'],
    notes: 'Good week on the Friday route.',
    commitments: [
      { todoId: ids.todo, title: 'Practise edging on the Friday route', ownerUserId: ids.jakeUser, ownerName: 'Jake Olson', dueDate: '2026-11-25', done: false, todoDeleted: false },
    ],
    canEdit: true,
    createdBy: { id: ids.carlosUser, name: 'Carlos Mendoza' },
    createdAt: '2026-11-20T17:00:00.000Z',
    updatedAt: '2026-11-20T17:00:00.000Z',
    ...overrides,
  };
}

export function aReview(overrides: Partial<Review> = {}): Review {
  const base = {
    values: [
      { name: 'Safety first', practice: 'Glasses and ear protection on every job', rating: null },
      { name: 'Own the result', practice: 'We walk the property before we leave', rating: null },
    ],
    responsibilities: responsibilities.map((text) => ({ text, rating: null })),
    getsIt: null,
    wantsIt: null,
    capacity: null,
    ...overrides,
  } as Pick<Review, 'values' | 'responsibilities' | 'getsIt' | 'wantsIt' | 'capacity'>;
  return {
    id: ids.review,
    employee: { id: ids.jake, name: 'Jake Olson' },
    reviewer: { id: ids.carlos, name: 'Carlos Mendoza' },
    quarter: '2026-Q4',
    quarterLabel: 'Q4 2026',
    dueDate: '2026-12-31',
    positionTitles: ['Crew Member'],
    comments: '',
    status: 'draft',
    sharedAt: null,
    canEdit: true,
    createdAt: '2026-11-20T17:00:00.000Z',
    updatedAt: '2026-11-20T17:00:00.000Z',
    ...overrides,
    ...base,
    summary: reviewSummary(base),
  };
}

export function aSchedule(overrides: Partial<ReviewSchedule> = {}): ReviewSchedule {
  return {
    today,
    quarter: '2026-Q4',
    people: [
      {
        employee: { id: ids.jake, name: 'Jake Olson' },
        positionTitles: ['Crew Member'],
        managers: [{ id: ids.carlos, name: 'Carlos Mendoza' }],
        nextQuarter: '2026-Q4',
        nextDueDate: '2026-12-31',
        daysLeft: 34,
        overdueQuarter: null,
        thisQuarter: { id: ids.review, status: 'draft' },
        lastShared: { id: 'bf2817c3-d5e8-490a-95a6-b1c2d3e4f5a6', quarter: '2026-Q3', aboveTheBar: true },
        canManage: true,
      },
      {
        employee: { id: ids.noah, name: 'Noah Lindgren' },
        positionTitles: ['Crew Member'],
        managers: [{ id: ids.carlos, name: 'Carlos Mendoza' }],
        nextQuarter: '2027-Q1',
        nextDueDate: '2027-03-31',
        daysLeft: 124,
        overdueQuarter: '2026-Q3',
        thisQuarter: null,
        lastShared: null,
        canManage: true,
      },
    ],
    ...overrides,
  };
}
