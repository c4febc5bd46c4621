import { describe, expect, it } from 'vitest';
import { agendaMinutes, agendas, averageRating, compareIssues, formatClock, sectionClock } from './meetings';
import { meetingRatingInputSchema } from './meetings.schemas';

describe('meetings', () => {
  it('runs the weekly leadership meeting in 90 minutes, an hour of it on issues', () => {
    expect(agendaMinutes('weekly_leadership')).toBe(90);
    expect(agendas.weekly_leadership.find((section) => section.key === 'issues')?.minutes).toBe(60);
    expect(agendas.weekly_leadership.map((section) => section.key)).toEqual(['good_news', 'scorecard', 'priorities', 'headlines', 'todos', 'issues', 'conclude']);
    expect(agendaMinutes('department_checkin')).toBeLessThan(agendaMinutes('weekly_leadership'));
  });

  it('averages the ratings to one decimal, half-up', () => {
    // (8 + 9 + 9) / 3 = 8.666… → 8.7; (7 + 8) / 2 = 7.5
    expect(averageRating({ a: 8, b: 9, c: 9 })).toBe(8.7);
    expect(averageRating({ a: 7, b: 8 })).toBe(7.5);
    expect(averageRating({})).toBeNull();
  });

  it('times a section, and says when it runs over', () => {
    const started = '2026-11-30T15:00:00.000Z';
    expect(sectionClock(5, started, new Date('2026-11-30T15:03:30.400Z'))).toEqual({ elapsedSeconds: 210, remainingSeconds: 90, over: false });
    expect(sectionClock(5, started, new Date('2026-11-30T15:06:00.000Z'))).toEqual({ elapsedSeconds: 360, remainingSeconds: -60, over: true });
    expect(formatClock(90)).toBe('1:30');
    expect(formatClock(-65)).toBe('-1:05');
    expect(formatClock(3600)).toBe('60:00');
  });

  it('orders the issues: open first, most votes, then oldest', () => {
    const issues = [
      { id: 'a', status: 'open' as const, votes: 1, createdAt: '2026-11-01T00:00:00Z' },
      { id: 'b', status: 'solved' as const, votes: 5, createdAt: '2026-10-01T00:00:00Z' },
      { id: 'c', status: 'open' as const, votes: 3, createdAt: '2026-11-10T00:00:00Z' },
      { id: 'd', status: 'open' as const, votes: 1, createdAt: '2026-10-15T00:00:00Z' },
    ];
    expect([...issues].sort(compareIssues).map((issue) => issue.id)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('takes a rating of 1 to 10 only', () => {
    const userId = '6b1c1d8e-2a3f-4b5c-8d9e-0f1a2b3c4d5e';
    expect(meetingRatingInputSchema.safeParse({ userId, rating: 10 }).success).toBe(true);
    expect(meetingRatingInputSchema.safeParse({ userId, rating: 11 }).success).toBe(false);
    expect(meetingRatingInputSchema.safeParse({ userId, rating: 7.5 }).success).toBe(false);
  });
});
