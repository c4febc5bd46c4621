import type { Goal, PlanningOverview, PlanningPerson, Priority, Todo } from '@groundwork/domain/planning';

/** Small builders for the planning component tests. */

export const dana: PlanningPerson = { id: '6b1c1d8e-2a3f-4b5c-8d9e-0f1a2b3c4d5e', name: 'Dana Whitfield', email: 'dana@example.com', role: 'admin' };
export const marco: PlanningPerson = { id: '7c2d2e9f-3b4a-4c5d-9e0f-1a2b3c4d5e6f', name: 'Marco Ruiz', email: 'marco@example.com', role: 'crew_leader' };

const stamp = '2026-10-01T15:00:00.000Z';

export const aGoal = (overrides: Partial<Goal> = {}): Goal => ({
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  year: 2026,
  title: 'Grow maintenance revenue to $1.2M',
  focusArea: 'Recurring revenue',
  measure: 'Maintenance contracts signed',
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

let nextPriority = 0;
export const aPriority = (overrides: Partial<Priority> = {}): Priority => ({
  id: `2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d${String(nextPriority++).padStart(2, '0')}`,
  quarter: '2026-Q4',
  scope: 'company',
  title: 'Launch snow removal',
  description: '',
  ownerUserId: dana.id,
  ownerName: dana.name,
  dueDate: '2026-12-31',
  status: 'on_track',
  goalId: null,
  goalTitle: null,
  milestones: [],
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

export const anOverview = (overrides: Partial<PlanningOverview> = {}): PlanningOverview => ({
  today: '2026-11-28',
  quarter: '2026-Q4',
  currentQuarter: '2026-Q4',
  goals: [],
  priorities: [],
  history: [],
  canEdit: true,
  ...overrides,
});

let nextTodo = 0;
export const aTodo = (overrides: Partial<Todo> = {}): Todo => ({
  id: `3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e${String(nextTodo++).padStart(2, '0')}`,
  title: 'Call the salt supplier',
  ownerUserId: dana.id,
  ownerName: dana.name,
  dueDate: '2026-12-03',
  doneAt: null,
  issueId: null,
  meetingId: null,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});
