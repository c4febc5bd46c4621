import { estimateStatusLabels } from '../estimates/estimates.schemas';
import { daysBetween } from '../shared/calendar';

/** How many of an estimator's waiting estimates the card names, longest waiting first. */
export const PIPELINE_OLDEST = 5;

/** Whole days an estimate has waited since it was sent (0 on the day; never negative if clocks disagree). */
export function daysWaiting(sentOn: string, today: string): number {
  return Math.max(0, daysBetween(sentOn, today));
}

/** The first day of today's month: approved and declined are counted from it. */
export const monthStart = (today: string): string => `${today.slice(0, 7)}-01`;

/**
 * How an office move to a status is recorded in an estimate's history ('Draft → Sent'), so the pipeline can tell when
 * an estimate was sent or answered however it got there (the proposal link, or the office).
 */
export const movedToDetailSuffix = (status: 'sent' | 'approved' | 'declined'): string => `→ ${estimateStatusLabels[status]}`;
