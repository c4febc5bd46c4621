import { moduleProgress, nextSteps, programmeCompletion, toolStatuses, type CoachingFacts, type CoachingProgress, type CoachingSession } from '@groundwork/domain/coaching';

/** A company one quarter in: budget and direction partly done, scorecard kept 9 of 13 weeks, 2 of 3 priorities on track. */
export function someFacts(overrides: Partial<CoachingFacts> = {}): CoachingFacts {
  return {
    today: '2026-11-27',
    quarter: '2026-Q4',
    directionWritten: { purpose: false, values: true, vision: true, mission: false },
    budgets: 1,
    activeBudget: true,
    orgChartPositions: 6,
    orgChartPositionsFilled: 6,
    measurables: 6,
    scorecardWeeksKept: 9,
    priorities: { total: 3, onTrack: 2, offTrack: 1, done: 0 },
    weeklyMeetings: { heldLast4Weeks: 3, lastHeldOn: '2026-11-24' },
    todos: { open: 4, overdue: 1 },
    healthAssessments: { thisQuarter: false, lastQuarter: true },
    budgetProjectionSaved: false,
    growthPlanSaved: false,
    growthPlanYears: null,
    ...overrides,
  };
}

/** What GET /coaching/progress answers for those facts (the same pure functions as the server). */
export function aProgress(facts: CoachingFacts = someFacts(), canKeepSessions = true): CoachingProgress {
  return { facts, tools: toolStatuses(facts), modules: moduleProgress(facts), nextSteps: nextSteps(facts), completion: programmeCompletion(facts), canKeepSessions };
}

export const ownerId = '7d2b6a7e-9a51-4a5b-8c7e-3f1a2b3c4d5e';
export const managerId = '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

export function aSession(overrides: Partial<CoachingSession> = {}): CoachingSession {
  return {
    id: '9b8c7d6e-5f4a-4b3c-9d2e-1f0a9b8c7d6e',
    heldOn: '2026-11-12',
    coachName: 'Dana Ruiz',
    notes: 'Priced the spring aeration.\nHiring: one crew leader by March.',
    commitments: [
      { todoId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', title: 'Raise the mowing rate', ownerUserId: ownerId, ownerName: 'Olivia Reyes', dueDate: '2026-11-19', done: true, todoDeleted: false },
      { todoId: '2a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', title: 'Write the hiring ad', ownerUserId: managerId, ownerName: 'Sam Ortiz', dueDate: '2026-11-20', done: false, todoDeleted: false },
    ],
    createdBy: { id: ownerId, name: 'Olivia Reyes' },
    createdAt: '2026-11-12T20:00:00.000Z',
    updatedAt: '2026-11-12T20:00:00.000Z',
    ...overrides,
  };
}
