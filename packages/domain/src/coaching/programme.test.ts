import { describe, expect, it } from 'vitest';
import { coachingSessionInputSchema } from './coaching.schemas';
import { businessTools, moduleProgress, nextSteps, programmeCompletion, toolStatuses, type CoachingFacts } from './programme';

/** A company that has not started: nothing written, nothing counted. */
const nothingYet = (): CoachingFacts => ({
  today: '2026-11-27',
  quarter: '2026-Q4',
  directionWritten: { purpose: false, values: false, vision: false, mission: false },
  budgets: 0,
  activeBudget: false,
  orgChartPositions: 0,
  orgChartPositionsFilled: 0,
  measurables: 0,
  scorecardWeeksKept: 0,
  priorities: { total: 0, onTrack: 0, offTrack: 0, done: 0 },
  weeklyMeetings: { heldLast4Weeks: 0, lastHeldOn: null },
  todos: { open: 0, overdue: 0 },
  healthAssessments: { thisQuarter: false, lastQuarter: false },
  budgetProjectionSaved: false,
  growthPlanSaved: false,
  growthPlanYears: null,
});

/** A company two quarters in: every module done. */
const allDone = (): CoachingFacts => ({
  ...nothingYet(),
  directionWritten: { purpose: true, values: true, vision: true, mission: true },
  budgets: 2,
  activeBudget: true,
  orgChartPositions: 6,
  orgChartPositionsFilled: 6,
  measurables: 7,
  scorecardWeeksKept: 12,
  priorities: { total: 3, onTrack: 2, offTrack: 0, done: 1 },
  weeklyMeetings: { heldLast4Weeks: 4, lastHeldOn: '2026-11-24' },
  todos: { open: 5, overdue: 0 },
  healthAssessments: { thisQuarter: true, lastQuarter: true },
  budgetProjectionSaved: true,
  growthPlanSaved: true,
  growthPlanYears: 5,
});

const statusOf = (facts: CoachingFacts) => Object.fromEntries(moduleProgress(facts).map((module) => [module.key, module.status]));
const summaryOf = (facts: CoachingFacts, key: string) => toolStatuses(facts).find((tool) => tool.key === key)!.summary;

describe('moduleProgress', () => {
  it('lists the eight modules in order, none started for a new company', () => {
    const progress = moduleProgress(nothingYet());
    expect(progress.map((module) => [module.number, module.key])).toEqual([
      [1, 'numbers'],
      [2, 'direction'],
      [3, 'org_chart'],
      [4, 'scorecard'],
      [5, 'priorities'],
      [6, 'weekly_meeting'],
      [7, 'health_check'],
      [8, 'growth_planning'],
    ]);
    expect(new Set(progress.map((module) => module.status))).toEqual(new Set(['not_started']));
    expect(progress[0]).toMatchObject({ path: '/budget-pricing', nextStep: 'Set up this year’s budget in Budget Pricing.' });
  });

  it('marks every module done for a company keeping every tool up', () => {
    expect(new Set(Object.values(statusOf(allDone())))).toEqual(new Set(['done']));
    expect(programmeCompletion(allDone())).toEqual({ done: 8, total: 8 });
  });

  it('counts the direction done only with all four parts written, and names the missing ones', () => {
    const facts = { ...nothingYet(), directionWritten: { purpose: false, values: true, vision: true, mission: false } };
    const direction = moduleProgress(facts).find((module) => module.key === 'direction')!;
    expect(direction.status).toBe('in_progress');
    expect(direction.nextStep).toBe('Write the company’s purpose and mission.');
    expect(summaryOf(facts, 'direction')).toBe('Direction: values and vision written, purpose and mission missing');
    expect(summaryOf({ ...facts, directionWritten: { purpose: true, values: true, vision: true, mission: false } }, 'direction')).toBe(
      'Direction: purpose, values and vision written, mission missing',
    );
  });

  it('holds the scorecard to 5 measurables and 10 of the last 13 weeks', () => {
    // 5 measurables kept 9 weeks: one week short.
    const nineWeeks = { ...nothingYet(), measurables: 5, scorecardWeeksKept: 9 };
    expect(statusOf(nineWeeks).scorecard).toBe('in_progress');
    expect(moduleProgress(nineWeeks)[3]!.nextStep).toBe('Fill in the scorecard every week (9 of the last 13 so far).');
    expect(summaryOf(nineWeeks, 'scorecard')).toBe('Scorecard kept 9 of the last 13 weeks (5 measurables)');
    expect(statusOf({ ...nineWeeks, scorecardWeeksKept: 10 }).scorecard).toBe('done');
    // 4 measurables kept every week: the scorecard is not complete yet.
    expect(statusOf({ ...nothingYet(), measurables: 4, scorecardWeeksKept: 13 }).scorecard).toBe('in_progress');
  });

  it('wants the Big 3 set and none off track; a done priority counts as on track', () => {
    const two = { ...nothingYet(), priorities: { total: 2, onTrack: 2, offTrack: 0, done: 0 } };
    expect(statusOf(two).priorities).toBe('in_progress');
    expect(moduleProgress(two)[4]!.nextStep).toBe('Set this quarter’s Big 3 (2 of 3 set).');
    const slipping = { ...nothingYet(), priorities: { total: 3, onTrack: 1, offTrack: 1, done: 1 } };
    expect(statusOf(slipping).priorities).toBe('in_progress');
    expect(summaryOf(slipping, 'priorities')).toBe('2 of 3 priorities on track (1 done)');
  });

  it('wants 3 weekly meetings in the last 4 weeks', () => {
    const twice = { ...nothingYet(), weeklyMeetings: { heldLast4Weeks: 2, lastHeldOn: '2026-11-24' } };
    expect(statusOf(twice).weekly_meeting).toBe('in_progress');
    expect(summaryOf(twice, 'meetings')).toBe('2 weekly meetings in the last 4 weeks, the last on 2026-11-24');
    expect(statusOf({ ...twice, weeklyMeetings: { heldLast4Weeks: 3, lastHeldOn: '2026-11-24' } }).weekly_meeting).toBe('done');
    // Held once, months ago: started, not kept.
    expect(statusOf({ ...nothingYet(), weeklyMeetings: { heldLast4Weeks: 0, lastHeldOn: '2026-06-02' } }).weekly_meeting).toBe('in_progress');
  });

  it('counts growth planning done with a budget projection or a growth plan saved', () => {
    const growth = (facts: CoachingFacts) => moduleProgress(facts).find((module) => module.key === 'growth_planning')!;
    const neither = { ...allDone(), budgetProjectionSaved: false, growthPlanSaved: false, growthPlanYears: null };
    expect(growth(neither)).toMatchObject({ status: 'not_started', nextStep: 'Project the budget for the next years.' });
    expect(growth({ ...neither, budgetProjectionSaved: true })).toMatchObject({ status: 'done', nextStep: 'Make next year’s draft budget from the projection.' });
    expect(growth({ ...neither, growthPlanSaved: true, growthPlanYears: 3 })).toMatchObject({ status: 'done', nextStep: 'Hire before the growth planner’s first ceiling.' });
    expect(growth(allDone()).nextStep).toBe('Make next year’s draft budget from the projection, and hire before the planner’s first ceiling.');
    expect(growth(allDone()).doneWhen).toBe('A budget projection or a growth plan is saved.');
  });

  it('needs the health check retaken each quarter and the org chart filled', () => {
    expect(statusOf({ ...nothingYet(), healthAssessments: { thisQuarter: false, lastQuarter: true } }).health_check).toBe('in_progress');
    const oneEmpty = { ...nothingYet(), orgChartPositions: 5, orgChartPositionsFilled: 4 };
    expect(statusOf(oneEmpty).org_chart).toBe('in_progress');
    expect(moduleProgress(oneEmpty)[2]!.nextStep).toBe('Put someone in the 1 empty position.');
    expect(statusOf({ ...nothingYet(), orgChartPositions: 2, orgChartPositionsFilled: 2 }).org_chart).toBe('in_progress');
  });
});

describe('nextSteps', () => {
  it('takes the first three unfinished modules in the programme’s order', () => {
    expect(nextSteps(nothingYet()).map((step) => step.key)).toEqual(['numbers', 'direction', 'org_chart']);
  });

  it('puts overdue to-dos and priorities off track before anything new', () => {
    const facts = { ...allDone(), activeBudget: false, todos: { open: 4, overdue: 2 }, priorities: { total: 3, onTrack: 1, offTrack: 2, done: 0 } };
    expect(nextSteps(facts)).toEqual([
      { key: 'overdue_todos', title: 'Close or re-date the 2 overdue to-dos.', path: '/business-development/tasks' },
      { key: 'off_track_priorities', title: 'Get the 2 priorities off track back on track.', path: '/business-development/tasks' },
      { key: 'numbers', title: 'Make a budget the active one so estimates use it.', path: '/budget-pricing' },
    ]);
  });

  it('skips what is done and has nothing to say when all is done', () => {
    expect(nextSteps({ ...allDone(), budgetProjectionSaved: false, growthPlanSaved: false, growthPlanYears: null }).map((step) => step.key)).toEqual(['growth_planning']);
    expect(nextSteps(allDone())).toEqual([]);
  });
});

describe('businessTools', () => {
  it('has one entry per tool, each with its own key and a screen', () => {
    const keys = businessTools.map((tool) => tool.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const tool of businessTools) expect(tool.path).toMatch(/^\//);
    expect(summaryOf(allDone(), 'todos')).toBe('5 open to-dos, 0 overdue');
    expect(summaryOf(nothingYet(), 'budget_projections')).toBe('Needs an active budget first');
  });

  it('shows the growth planner: its plan’s years when saved, else what it waits for', () => {
    const planner = (facts: CoachingFacts) => toolStatuses(facts).find((tool) => tool.key === 'growth_planner')!;
    expect(planner(allDone())).toEqual({ key: 'growth_planner', name: 'Growth planner', path: '/business-development/growth-ceiling', status: 'done', summary: 'A 5-year plan of crews and hires saved' });
    expect(planner({ ...allDone(), growthPlanSaved: false, growthPlanYears: null })).toMatchObject({ status: 'not_started', summary: 'No growth plan saved yet' });
    expect(planner(nothingYet())).toMatchObject({ status: 'not_started', summary: 'Needs an active budget first' });
  });
});

describe('coachingSessionInputSchema', () => {
  const valid = { heldOn: '2026-11-20', coachName: 'Dana Ruiz', notes: 'Pricing review', commitments: [{ title: 'Raise the mowing rate', ownerUserId: '7a1a3f0e-5d4c-4b3a-9f8e-1c2d3e4f5a6b' }] };

  it('trims, defaults the notes and the due date', () => {
    const parsed = coachingSessionInputSchema.parse({ ...valid, coachName: '  Dana Ruiz ', notes: undefined });
    expect(parsed).toMatchObject({ coachName: 'Dana Ruiz', notes: '', commitments: [{ title: 'Raise the mowing rate', dueDate: null }] });
  });

  it.each([
    ['heldOn', { heldOn: '2026-02-30' }, 'Enter a valid date (YYYY-MM-DD)'],
    ['heldOn', { heldOn: '' }, 'Date is required'],
    ['coachName', { coachName: ' ' }, 'Coach is required'],
    ['notes', { notes: 'x'.repeat(10_001) }, 'Notes must be at most 10,000 characters'],
    ['commitments', { commitments: Array.from({ length: 11 }, () => valid.commitments[0]) }, 'Add at most 10 commitments at a time'],
  ])('refuses a bad %s', (field, change, message) => {
    const result = coachingSessionInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it('refuses extra keys', () => {
    expect(coachingSessionInputSchema.safeParse({ ...valid, companyId: 'x' }).success).toBe(false);
  });
});
