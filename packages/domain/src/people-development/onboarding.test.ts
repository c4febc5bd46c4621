import { describe, expect, it } from 'vitest';
import {
  generateOnboardingChecklist,
  isOnboardingItemOverdue,
  onboardingDayOf,
  onboardingDueDate,
  onboardingProgress,
  responsibilityDueDays,
  STANDARD_ONBOARDING_ITEMS,
} from './onboarding';
import { assignOnboardingInputSchema, onboardingChecklistInputSchema } from './people-development.schemas';

describe('30-day onboarding', () => {
  it.each([
    // count → a third (rounded up) by day 7, half the rest (rounded up) by day 14, the others by day 30
    [0, []],
    [1, [7]],
    [2, [7, 14]],
    [3, [7, 14, 30]],
    [4, [7, 7, 14, 30]],
    [5, [7, 7, 14, 14, 30]],
    [7, [7, 7, 7, 14, 14, 30, 30]],
  ])('spreads %i responsibilities over the month as %j', (count, days) => {
    expect(responsibilityDueDays(count)).toEqual(days);
  });

  it('generates a position’s checklist: the first month, its responsibilities and its SOPs, by due day', () => {
    const items = generateOnboardingChecklist({
      keyResponsibilities: ['Run the mowing route safely', '  ', 'Do the daily equipment checks', 'Keep the crew’s hours'],
      sops: [{ id: '6b1c1d8e-2a3f-4b5c-8d9e-0f1a2b3c4d5e', title: 'Trailer hitch-up' }],
    });
    expect(items.filter((item) => item.source === 'standard')).toHaveLength(STANDARD_ONBOARDING_ITEMS.length);
    // Three responsibilities (the blank one dropped): day 7, day 14, day 30.
    expect(items.filter((item) => item.source === 'responsibility').map((item) => [item.title, item.dueDay])).toEqual([
      ['Run the mowing route safely', 7],
      ['Do the daily equipment checks', 14],
      ['Keep the crew’s hours', 30],
    ]);
    expect(items.find((item) => item.source === 'sop')).toEqual({ title: 'Read the SOP: Trailer hitch-up', dueDay: 14, source: 'sop', sopId: '6b1c1d8e-2a3f-4b5c-8d9e-0f1a2b3c4d5e' });
    expect(items.map((item) => item.dueDay)).toEqual([...items.map((item) => item.dueDay)].sort((a, b) => a - b));
    // Within a day the standard items come first, then the responsibilities, then the SOPs.
    expect(items.filter((item) => item.dueDay === 14).map((item) => item.source)).toEqual(['standard', 'responsibility', 'sop']);
    expect(generateOnboardingChecklist({ keyResponsibilities: [] })).toHaveLength(STANDARD_ONBOARDING_ITEMS.length);
  });

  it.each([
    ['2026-03-02', 1, '2026-03-02'],
    ['2026-03-02', 7, '2026-03-08'],
    ['2026-03-02', 14, '2026-03-15'],
    ['2026-03-02', 30, '2026-03-31'],
    // Across a month and a leap day.
    ['2028-02-20', 14, '2028-03-04'],
    ['2026-12-15', 30, '2027-01-13'],
  ] as const)('an item of a hire starting %s due on day %i is due %s', (start, day, due) => {
    expect(onboardingDueDate(start, day)).toBe(due);
  });

  it('counts the day of onboarding from 1 on the start date', () => {
    expect(onboardingDayOf('2026-03-02', '2026-03-02')).toBe(1);
    expect(onboardingDayOf('2026-03-02', '2026-03-15')).toBe(14);
    expect(onboardingDayOf('2026-03-02', '2026-02-28')).toBe(-1);
  });

  it('calls an item overdue the day after its due date while it is not signed off', () => {
    expect(isOnboardingItemOverdue({ dueDate: '2026-03-08', signedOffAt: null }, '2026-03-08')).toBe(false);
    expect(isOnboardingItemOverdue({ dueDate: '2026-03-08', signedOffAt: null }, '2026-03-09')).toBe(true);
    expect(isOnboardingItemOverdue({ dueDate: '2026-03-08', signedOffAt: '2026-03-10T14:00:00Z' }, '2026-03-12')).toBe(false);
  });

  it('measures progress: signed off of all, whole percent half-up, overdue, the day, and the status', () => {
    const item = (dueDate: string, signedOffAt: string | null = null) => ({ dueDate, signedOffAt });
    const items = [item('2026-03-02', '2026-03-02T15:00:00Z'), item('2026-03-02'), item('2026-03-08'), item('2026-03-15', '2026-03-09T15:00:00Z'), item('2026-03-31'), item('2026-03-31')];
    // 2 of 6 = 33.33 → 33 %; on 10 March the day-1 item is overdue (the day-7 one too), the day-14 and day-30 ones not yet.
    expect(onboardingProgress({ startDate: '2026-03-02', items }, '2026-03-10')).toEqual({ signedOff: 2, total: 6, percent: 33, overdue: 2, day: 9, status: 'in_progress' });
    // 1 of 8 = 12.5 → 13 % (half-up).
    const eight = [item('2026-03-02', '2026-03-02T15:00:00Z'), ...Array.from({ length: 7 }, () => item('2026-03-31'))];
    expect(onboardingProgress({ startDate: '2026-03-02', items: eight }, '2026-03-02').percent).toBe(13);
    expect(onboardingProgress({ startDate: '2026-03-09', items: [item('2026-03-09')] }, '2026-03-05')).toMatchObject({ status: 'upcoming', day: -3, overdue: 0 });
    expect(onboardingProgress({ startDate: '2026-03-02', items: [item('2026-03-02', '2026-03-02T15:00:00Z')] }, '2026-04-20')).toMatchObject({ status: 'complete', percent: 100 });
  });

  it('reads a checklist and an assignment as typed, refusing other due days and extra fields', () => {
    expect(onboardingChecklistInputSchema.parse({ items: [{ title: ' Ride along on the route ', dueDay: 7 }] })).toEqual({
      items: [{ title: 'Ride along on the route', dueDay: 7, source: 'custom', sopId: null }],
    });
    expect(onboardingChecklistInputSchema.safeParse({ items: [{ title: 'x', dueDay: 10 }] }).success).toBe(false);
    expect(onboardingChecklistInputSchema.safeParse({ items: [] }).success).toBe(false);
    expect(onboardingChecklistInputSchema.safeParse({ items: [{ title: 'x', dueDay: 1, done: true }] }).success).toBe(false);
    expect(assignOnboardingInputSchema.safeParse({ employeeId: '6b1c1d8e-2a3f-4b5c-8d9e-0f1a2b3c4d5e', positionId: '6b1c1d8e-2a3f-4b5c-8d9e-0f1a2b3c4d5e', startDate: '2026-02-30' }).success).toBe(false);
  });
});
