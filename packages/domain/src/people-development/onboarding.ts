import { addDays, daysBetween } from '../shared/calendar';
import { divideHalfUp } from '../shared/decimal';

/**
 * 30-day onboarding (issue 19, "People development"): a checklist per org-chart position, generated from the seat's
 * key responsibilities (and, once SOPs exist, the published SOPs of its department) plus the first month every new
 * hire goes through; assigned to a new hire with a start date, each item due on day 1, 7, 14 or 30 and signed off by
 * the new hire's manager or the office. These are the pure rules both sides share.
 */

/** The days of the first month an item can fall due on: the first day, the first week, two weeks, the month. */
export const ONBOARDING_DUE_DAYS = [1, 7, 14, 30] as const;
export type OnboardingDueDay = (typeof ONBOARDING_DUE_DAYS)[number];
export const onboardingDueDayLabels: Record<OnboardingDueDay, string> = { 1: 'Day 1', 7: 'Day 7', 14: 'Day 14', 30: 'Day 30' };

/** Where an item came from: the first month every hire goes through, the seat's responsibilities, an SOP, or typed. */
export const onboardingItemSources = ['standard', 'responsibility', 'sop', 'custom'] as const;
export type OnboardingItemSource = (typeof onboardingItemSources)[number];
export const onboardingItemSourceLabels: Record<OnboardingItemSource, string> = {
  standard: 'First month',
  responsibility: 'Responsibility',
  sop: 'SOP',
  custom: 'Added',
};

export interface OnboardingChecklistItem {
  title: string;
  dueDay: OnboardingDueDay;
  source: OnboardingItemSource;
  /** The SOP an item asks the new hire to read (source 'sop'); null otherwise. */
  sopId: string | null;
}

/** What every new hire goes through in their first month, whatever the seat. */
export const STANDARD_ONBOARDING_ITEMS: ReadonlyArray<{ title: string; dueDay: OnboardingDueDay }> = [
  { title: 'Welcome, tour of the shop and yard, and meet the crew', dueDay: 1 },
  { title: 'Paperwork: I-9, W-4, direct deposit and emergency contact', dueDay: 1 },
  { title: 'Safety training: PPE, lifting, heat and the job-site rules', dueDay: 1 },
  { title: 'Equipment walk-through: mowers, trimmers, blowers, trailer hitch-up and daily checks', dueDay: 7 },
  { title: 'Company values: what each one looks like on a job', dueDay: 7 },
  { title: 'Two-week check-in with the manager: what is going well, what is unclear', dueDay: 14 },
  { title: '30-day review with the manager: responsibilities, values and next steps', dueDay: 30 },
];

/** SOPs are read in the first two weeks, before the 14-day check-in. */
export const SOP_DUE_DAY: OnboardingDueDay = 14;

/**
 * The due day of each of a seat's `count` responsibilities, in order: the first third (rounded up) by day 7, half of
 * the rest (rounded up) by day 14, the others by day 30 — learning the role builds over the month.
 */
export function responsibilityDueDays(count: number): OnboardingDueDay[] {
  const byWeek = Math.ceil(count / 3);
  const byFortnight = Math.ceil((count - byWeek) / 2);
  return Array.from({ length: count }, (_, index) => (index < byWeek ? 7 : index < byWeek + byFortnight ? 14 : 30));
}

/**
 * A position's checklist as generated: the standard first-month items, one item per key responsibility, and one per
 * published SOP of the seat's department; ordered by due day (each source keeps its order within a day).
 */
export function generateOnboardingChecklist(position: {
  keyResponsibilities: readonly string[];
  sops?: ReadonlyArray<{ id: string; title: string }>;
}): OnboardingChecklistItem[] {
  const responsibilities = position.keyResponsibilities.map((text) => text.trim()).filter((text) => text !== '');
  const dueDays = responsibilityDueDays(responsibilities.length);
  const items: OnboardingChecklistItem[] = [
    ...STANDARD_ONBOARDING_ITEMS.map((item) => ({ ...item, source: 'standard' as const, sopId: null })),
    ...responsibilities.map((title, index) => ({ title, dueDay: dueDays[index]!, source: 'responsibility' as const, sopId: null })),
    ...(position.sops ?? []).map((sop) => ({ title: `Read the SOP: ${sop.title}`, dueDay: SOP_DUE_DAY, source: 'sop' as const, sopId: sop.id })),
  ];
  return sortByDueDay(items);
}

/** Items by due day; a stable sort, so items of one day keep the order they were given in. */
export function sortByDueDay<T extends { dueDay: number }>(items: readonly T[]): T[] {
  return items.map((item, index) => ({ item, index })).sort((a, b) => a.item.dueDay - b.item.dueDay || a.index - b.index).map(({ item }) => item);
}

/** Day 1 is the start date itself; day 7 is six days after it. */
export function onboardingDueDate(startDate: string, dueDay: OnboardingDueDay): string {
  return addDays(startDate, dueDay - 1);
}

/** The day of onboarding `today` is (1 on the start date; 0 or less before it). */
export function onboardingDayOf(startDate: string, today: string): number {
  return daysBetween(startDate, today) + 1;
}

/** An item not signed off after its due date. */
export const isOnboardingItemOverdue = (item: { dueDate: string; signedOffAt: string | null }, today: string): boolean =>
  item.signedOffAt === null && item.dueDate < today;

export const onboardingStatuses = ['upcoming', 'in_progress', 'complete'] as const;
export type OnboardingStatus = (typeof onboardingStatuses)[number];
export const onboardingStatusLabels: Record<OnboardingStatus, string> = { upcoming: 'Starts soon', in_progress: 'Onboarding', complete: 'Complete' };

export interface OnboardingProgress {
  signedOff: number;
  total: number;
  /** signed off ÷ total as a whole percent, half-up; 100 for an empty checklist. */
  percent: number;
  overdue: number;
  /** The day of onboarding today is; 0 or less before the start. */
  day: number;
  status: OnboardingStatus;
}

/** How far a new hire is: items signed off, overdue ones, the day they are on, and whether they have started or finished. */
export function onboardingProgress(
  assignment: { startDate: string; items: ReadonlyArray<{ dueDate: string; signedOffAt: string | null }> },
  today: string,
): OnboardingProgress {
  const total = assignment.items.length;
  const signedOff = assignment.items.filter((item) => item.signedOffAt !== null).length;
  const overdue = assignment.items.filter((item) => isOnboardingItemOverdue(item, today)).length;
  const day = onboardingDayOf(assignment.startDate, today);
  const status: OnboardingStatus = signedOff === total ? 'complete' : day < 1 ? 'upcoming' : 'in_progress';
  return { signedOff, total, percent: total === 0 ? 100 : Number(divideHalfUp(BigInt(signedOff) * 100n, BigInt(total))), overdue, day, status };
}
