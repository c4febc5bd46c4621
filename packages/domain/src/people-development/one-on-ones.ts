import { addDays, addMonthsClamped, parseCalendarDate } from '../shared/calendar';

/**
 * One-on-one meetings (issue 19, "People development"): an employee and their manager (the seat above theirs on the
 * org chart) meet, go through an agenda, keep notes, and make commitments that become to-dos.
 */

/** The agenda a one-on-one starts from; the manager changes it as they like. */
export const DEFAULT_ONE_ON_ONE_AGENDA: readonly string[] = [
  'How are things going? Wins since we last met',
  'Priorities and to-dos: where they stand',
  'What is in your way',
  'Growth: skills, training, next step',
  'Feedback both ways',
];

export const AGENDA_ITEM_MAX = 200;
export const MAX_AGENDA_ITEMS = 20;
export const ONE_ON_ONE_NOTES_MAX = 10_000;
export const ONE_ON_ONE_COMMITMENT_MAX = 200;
/** Commitments added in one save, and kept on one meeting in all. */
export const MAX_ONE_ON_ONE_COMMITMENTS_PER_SAVE = 10;
export const MAX_ONE_ON_ONE_COMMITMENTS = 30;

/** The first and last day of the calendar month `today` falls in. */
export function monthOf(today: string): { from: string; to: string } {
  if (!parseCalendarDate(today)) throw new RangeError(`Not a calendar date: ${today}`);
  const from = `${today.slice(0, 7)}-01`;
  return { from, to: addDays(addMonthsClamped(from, 1), -1) };
}
