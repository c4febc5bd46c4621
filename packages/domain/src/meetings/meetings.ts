import { divideHalfUp, fromUnits } from '../shared/decimal';

/**
 * Meetings run in the app (issue 18, "Meetings"): the weekly leadership meeting, a department's check-in and the
 * quarterly review, each a fixed agenda of timed sections. The issues list is what the team identifies, discusses
 * and solves; solving one makes to-dos. When a meeting ends its recap is e-mailed to the attendees.
 */

export const meetingKinds = ['weekly_leadership', 'department_checkin', 'quarterly_review'] as const;
export type MeetingKind = (typeof meetingKinds)[number];
export const meetingKindLabels: Record<MeetingKind, string> = {
  weekly_leadership: 'Weekly leadership meeting',
  department_checkin: 'Department check-in',
  quarterly_review: 'Quarterly review',
};

export const meetingStatuses = ['scheduled', 'in_progress', 'ended'] as const;
export type MeetingStatus = (typeof meetingStatuses)[number];
export const meetingStatusLabels: Record<MeetingStatus, string> = { scheduled: 'Scheduled', in_progress: 'In progress', ended: 'Ended' };

/** What a section shows beside its notes: the live scorecard, the priorities, the to-dos, the issues list, the rating. */
export const sectionTools = ['none', 'scorecard', 'priorities', 'todos', 'issues', 'rating', 'last_quarter', 'health', 'big3'] as const;
export type SectionTool = (typeof sectionTools)[number];

export interface AgendaSection {
  key: string;
  label: string;
  minutes: number;
  /** One line on what happens in it. */
  purpose: string;
  tool: SectionTool;
}

const section = (key: string, label: string, minutes: number, tool: SectionTool, purpose: string): AgendaSection => ({ key, label, minutes, tool, purpose });

export const agendas: Record<MeetingKind, readonly AgendaSection[]> = {
  weekly_leadership: [
    section('good_news', 'Good news', 5, 'none', 'One personal and one business win from each person.'),
    section('scorecard', 'Scorecard review', 5, 'scorecard', 'Each owner says on or off track. Off track? Drop it to the issues list — no discussing here.'),
    section('priorities', 'Priorities review', 5, 'priorities', 'Each priority: on track or off track. Off track goes to the issues list.'),
    section('headlines', 'Headlines', 5, 'none', 'Customer and employee news in one sentence each.'),
    section('todos', 'To-do review', 5, 'todos', 'Last week’s to-dos: done or not done. Aim for 90 %.'),
    section('issues', 'Issues — identify, discuss, solve', 60, 'issues', 'Most-voted first. Name the real problem, discuss it once, solve it with a to-do.'),
    section('conclude', 'Conclude', 5, 'rating', 'Recap the to-dos, decide what to tell the company, and rate the meeting 1–10.'),
  ],
  department_checkin: [
    section('good_news', 'Good news', 5, 'none', 'A win from each person.'),
    section('scorecard', 'Numbers', 5, 'scorecard', 'The department’s measurables: on or off track.'),
    section('todos', 'To-do review', 5, 'todos', 'Last week’s to-dos: done or not done.'),
    section('issues', 'Issues', 25, 'issues', 'The department’s issues, most-voted first, each solved with a to-do.'),
    section('conclude', 'Conclude', 5, 'rating', 'Recap the to-dos and rate the check-in 1–10.'),
  ],
  quarterly_review: [
    section('check_in', 'Check-in', 15, 'none', 'Best news of the quarter, and what each person expects from today.'),
    section('last_quarter', 'Last quarter’s priorities', 30, 'last_quarter', 'Each priority done or not done; the quarter’s score.'),
    section('health', 'Business health scorecard', 30, 'health', 'Retake the health scorecard and compare it with last quarter.'),
    section('big3', 'Next quarter’s Big 3', 60, 'big3', 'Set the company’s three priorities and each leader’s own, each with an owner and a due date.'),
    section('issues', 'Issues', 45, 'issues', 'What stands in the way of the new priorities, solved with to-dos.'),
    section('conclude', 'Conclude', 15, 'rating', 'Recap the to-dos and priorities, and rate the day 1–10.'),
  ],
};

/** The agenda's whole length in minutes. */
export const agendaMinutes = (kind: MeetingKind): number => agendas[kind].reduce((sum, each) => sum + each.minutes, 0);

export const MIN_RATING = 1;
export const MAX_RATING = 10;
export const MAX_ATTENDEES = 30;
export const MAX_OPEN_ISSUES = 200;

/** The mean of the attendees' ratings, to one decimal half-up; null without any. */
export function averageRating(ratings: Readonly<Record<string, number>>): number | null {
  const values = Object.values(ratings);
  if (values.length === 0) return null;
  const sum = values.reduce((total, value) => total + BigInt(value), 0n);
  return fromUnits(divideHalfUp(sum * 10n, BigInt(values.length)), 1);
}

/**
 * The section timer: seconds spent in the running section and whether it is over its time (the screen turns the
 * timer red). Seconds are whole, counted from when the section started.
 */
export function sectionClock(sectionMinutes: number, startedAt: string, now: Date): { elapsedSeconds: number; remainingSeconds: number; over: boolean } {
  const elapsedSeconds = Math.max(0, Math.floor((now.getTime() - new Date(startedAt).getTime()) / 1000));
  const remainingSeconds = sectionMinutes * 60 - elapsedSeconds;
  return { elapsedSeconds, remainingSeconds, over: remainingSeconds < 0 };
}

/** '4:05', '-1:30' for a timer; hours shown as minutes ('75:00'). */
export function formatClock(seconds: number): string {
  const sign = seconds < 0 ? '-' : '';
  const whole = Math.abs(seconds);
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export const issueStatuses = ['open', 'solved'] as const;
export type IssueStatus = (typeof issueStatuses)[number];

/** The issues list's order: open before solved, the most votes first, then the oldest. */
export function compareIssues(a: { status: IssueStatus; votes: number; createdAt: string }, b: { status: IssueStatus; votes: number; createdAt: string }): number {
  if (a.status !== b.status) return a.status === 'open' ? -1 : 1;
  return b.votes - a.votes || a.createdAt.localeCompare(b.createdAt);
}
