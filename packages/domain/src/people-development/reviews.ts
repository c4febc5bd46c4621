import { daysBetween, parseCalendarDate } from '../shared/calendar';
import { quarterKeyOf, quarterRange, shiftQuarter } from '../shared/quarters';

/**
 * Quarterly reviews (issue 19, "People development"): each quarter an employee and their manager go through the
 * company's core values (+, ±, −), the responsibilities of the employee's seat (meets, partly, doesn't) and whether
 * they get it, want it and have the capacity for it (GWC). These are the pure rules both sides share.
 */

export const valueRatings = ['plus', 'plus_minus', 'minus'] as const;
export type ValueRating = (typeof valueRatings)[number];
export const valueRatingLabels: Record<ValueRating, string> = { plus: '+', plus_minus: '±', minus: '−' };
export const valueRatingNames: Record<ValueRating, string> = { plus: 'Lives it', plus_minus: 'Sometimes', minus: 'Does not yet' };

export const responsibilityRatings = ['meets', 'partly', 'does_not'] as const;
export type ResponsibilityRating = (typeof responsibilityRatings)[number];
export const responsibilityRatingLabels: Record<ResponsibilityRating, string> = { meets: 'Meets', partly: 'Partly', does_not: 'Doesn’t' };

export const gwcQuestions = ['getsIt', 'wantsIt', 'capacity'] as const;
export type GwcQuestion = (typeof gwcQuestions)[number];
export const gwcLabels: Record<GwcQuestion, string> = { getsIt: 'Gets it', wantsIt: 'Wants it', capacity: 'Capacity to do it' };

/** A draft is the manager's; a shared review is done and the employee reads it. */
export const reviewStatuses = ['draft', 'shared'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export const reviewStatusLabels: Record<ReviewStatus, string> = { draft: 'Draft', shared: 'Shared' };

/** The bar a review is above: no value rated −, at most this many ±, no responsibility missed, and GWC all yes. */
export const BAR_PLUS_MINUS_ALLOWED = 1;

export interface ReviewRatings {
  values: ReadonlyArray<{ rating: ValueRating | null }>;
  responsibilities: ReadonlyArray<{ rating: ResponsibilityRating | null }>;
  getsIt: boolean | null;
  wantsIt: boolean | null;
  capacity: boolean | null;
}

export interface ReviewSummary {
  values: { plus: number; plusMinus: number; minus: number; unrated: number };
  responsibilities: { meets: number; partly: number; doesNot: number; unrated: number };
  gwc: { yes: number; no: number; unanswered: number };
  /** Whether every value and responsibility is rated and every GWC question answered. */
  complete: boolean;
  /** Above the bar (see BAR_PLUS_MINUS_ALLOWED); null until the review is complete. */
  aboveTheBar: boolean | null;
}

const countOf = <T>(items: ReadonlyArray<{ rating: T | null }>, rating: T | null) => items.filter((item) => item.rating === rating).length;

/** The counts a review's ratings come to, and whether they clear the bar. */
export function reviewSummary(review: ReviewRatings): ReviewSummary {
  const values = { plus: countOf(review.values, 'plus'), plusMinus: countOf(review.values, 'plus_minus'), minus: countOf(review.values, 'minus'), unrated: countOf(review.values, null) };
  const responsibilities = {
    meets: countOf(review.responsibilities, 'meets'),
    partly: countOf(review.responsibilities, 'partly'),
    doesNot: countOf(review.responsibilities, 'does_not'),
    unrated: countOf(review.responsibilities, null),
  };
  const answers = [review.getsIt, review.wantsIt, review.capacity];
  const gwc = { yes: answers.filter((answer) => answer === true).length, no: answers.filter((answer) => answer === false).length, unanswered: answers.filter((answer) => answer === null).length };
  const complete = values.unrated === 0 && responsibilities.unrated === 0 && gwc.unanswered === 0;
  const aboveTheBar = complete ? values.minus === 0 && values.plusMinus <= BAR_PLUS_MINUS_ALLOWED && responsibilities.doesNot === 0 && gwc.no === 0 : null;
  return { values, responsibilities, gwc, complete, aboveTheBar };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What is left to do before a review can be shared, as one sentence; null when it is complete. */
export function reviewGapsMessage(review: ReviewRatings): string | null {
  const summary = reviewSummary(review);
  if (summary.complete) return null;
  const gaps = [
    summary.values.unrated > 0 ? `rate ${plural(summary.values.unrated, 'more core value', 'more core values')}` : '',
    summary.responsibilities.unrated > 0 ? `rate ${plural(summary.responsibilities.unrated, 'more responsibility', 'more responsibilities')}` : '',
    summary.gwc.unanswered > 0 ? 'answer gets it, wants it and capacity' : '',
  ].filter(Boolean);
  const sentence = gaps.length === 1 ? gaps[0]! : `${gaps.slice(0, -1).join(', ')} and ${gaps.at(-1)!}`;
  return `Before sharing this review, ${sentence}.`;
}

/** A quarter's review is due by the quarter's last day. */
export const reviewDueDate = (quarter: string): string => quarterRange(quarter).to;

/** A quarter asks a review of someone on staff when it began (hired on or before its first day; no hire date counts). */
export function reviewCountsFor(hireDate: string | null, quarter: string): boolean {
  return hireDate === null || parseCalendarDate(hireDate) === null || hireDate <= quarterRange(quarter).from;
}

export interface ReviewScheduleEntry {
  /** The quarter whose review comes next, and the day it is due. */
  nextQuarter: string;
  nextDueDate: string;
  /** Last quarter's review was asked and is not shared: the one overdue (older gaps do not pile up). */
  overdueQuarter: string | null;
  /** Days left until the next is due (0 on the day). */
  daysLeft: number;
}

/**
 * When an employee's next review is due, and whether last quarter's is overdue, from the quarters whose reviews are
 * shared. This quarter's review is next unless it is shared (or the employee joined during the quarter): then the
 * next quarter's.
 */
export function reviewSchedule(employee: { hireDate: string | null; sharedQuarters: ReadonlySet<string> }, today: string): ReviewScheduleEntry {
  const quarter = quarterKeyOf(today);
  const last = shiftQuarter(quarter, -1);
  const nextQuarter = !employee.sharedQuarters.has(quarter) && reviewCountsFor(employee.hireDate, quarter) ? quarter : shiftQuarter(quarter, 1);
  const nextDueDate = reviewDueDate(nextQuarter);
  const overdueQuarter = !employee.sharedQuarters.has(last) && reviewCountsFor(employee.hireDate, last) ? last : null;
  return { nextQuarter, nextDueDate, overdueQuarter, daysLeft: daysBetween(today, nextDueDate) };
}
