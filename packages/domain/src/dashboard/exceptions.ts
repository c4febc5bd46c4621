import { isAdminRole, type Role } from '../auth/roles';
import { formatDollars } from '../invoices/money';
import { canAccessRoute } from '../permissions/route-access';
import type { CompanyPermissions } from '../permissions/permission.schemas';
import { daysBetween, parseCalendarDate } from '../shared/calendar';
import { roundTo } from '../shared/decimal';
import type { DashboardException, ExceptionExample } from './exceptions.schemas';

/**
 * The dashboard's exceptions feed (issue 17): what needs a person today, each one click from the fix. The server
 * counts each kind with one aggregate; these rules turn the counts into the sentences, the order and the links.
 */

/** In the order the feed shows them within one severity. */
export const exceptionKinds = [
  'chemical_records_due',
  'crews_over_capacity',
  'invoices_over_60_days',
  'completed_not_invoiced',
  'jobs_over_hours',
  'equipment_service_overdue',
  'subcontractor_insurance',
  'estimates_expiring',
] as const;
export type ExceptionKind = (typeof exceptionKinds)[number];

/** urgent: a deadline or a crew's day is at stake; warning: money or upkeep slipping; notice: worth a look this week. */
export const exceptionSeverities = ['urgent', 'warning', 'notice'] as const;
export type ExceptionSeverity = (typeof exceptionSeverities)[number];

export const exceptionSeverity: Record<ExceptionKind, ExceptionSeverity> = {
  // The state's record deadline is the law's, and tomorrow's crews leave in the morning.
  chemical_records_due: 'urgent',
  crews_over_capacity: 'urgent',
  invoices_over_60_days: 'urgent',
  completed_not_invoiced: 'warning',
  jobs_over_hours: 'warning',
  equipment_service_overdue: 'warning',
  subcontractor_insurance: 'warning',
  estimates_expiring: 'notice',
};

export const exceptionKindLabels: Record<ExceptionKind, string> = {
  chemical_records_due: 'Chemical records missing fields',
  crews_over_capacity: 'Crews over capacity',
  invoices_over_60_days: 'Invoices over 60 days',
  completed_not_invoiced: 'Completed work not invoiced',
  jobs_over_hours: 'Jobs over budgeted hours',
  equipment_service_overdue: 'Equipment service overdue',
  subcontractor_insurance: 'Subcontractor insurance expiring',
  estimates_expiring: 'Estimates expiring this week',
};

/** What the feed says when nothing is found. */
export const NOTHING_NEEDS_YOU = 'Nothing needs you today.';

/** How many of each kind are listed by name; the sentence counts them all. */
export const EXCEPTION_EXAMPLES = 5;
/** More than this many days past due. */
export const OVERDUE_INVOICE_DAYS = 60;
/** Estimates expiring from today to today + 6: this week. */
export const EXPIRING_ESTIMATE_DAYS = 7;
/** Insurance that runs out within this many days (or already has). */
export const INSURANCE_WARNING_DAYS = 30;
/** Incomplete chemical records whose deadline is at most this many days away (or past). */
export const CHEMICAL_DEADLINE_DAYS = 2;
/** Jobs with work dated in this many days up to today are checked against their budgeted hours. */
export const RECENT_JOB_DAYS = 30;

/** Where each fix is made: the screens' addresses as the web app routes them. */
export const exceptionLinks = {
  /** The invoicing assistant (Ready to bill). */
  readyToBill: '/invoices',
  /** Receivables by age: the 61–90 and 91+ columns. */
  receivables: '/invoices?tab=receivables',
  invoice: (id: string) => `/invoices/${encodeURIComponent(id)}`,
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  /** A job's costing is shown on its customer's Jobs tab. */
  customerJobs: (customerId: string) => `/customers/${encodeURIComponent(customerId)}?tab=jobs`,
  estimates: '/estimates',
  estimate: (id: string) => `/estimates/${encodeURIComponent(id)}`,
  board: (date: string) => `/orders/board?${new URLSearchParams({ view: 'day', date }).toString()}`,
  subcontractors: '/subcontractors',
  subcontractor: (id: string) => `/subcontractors/${encodeURIComponent(id)}`,
  overdueEquipment: '/equipment-management?show=overdue',
  unit: (id: string) => `/equipment-management?${new URLSearchParams({ open: id }).toString()}`,
  incompleteRecords: '/chemical-tracking?status=incomplete',
  record: (id: string) => `/chemical-tracking?${new URLSearchParams({ status: 'incomplete', open: id }).toString()}`,
} as const;

/** The area each kind is fixed in: a company whose permissions close it is not asked about it. */
export const exceptionAreas: Record<ExceptionKind, string> = {
  chemical_records_due: '/chemical-tracking',
  crews_over_capacity: '/orders',
  invoices_over_60_days: '/invoices',
  completed_not_invoiced: '/invoices',
  jobs_over_hours: '/customers',
  equipment_service_overdue: '/equipment-management',
  subcontractor_insurance: '/subcontractors',
  estimates_expiring: '/estimates',
};

/** Which exceptions a user is shown, and whether only their own records count. */
export interface ExceptionScope {
  kinds: ExceptionKind[];
  /** Only records the user made (an estimator's own estimates). */
  mineOnly: boolean;
}

/**
 * Admins and office managers see every exception of the company; an estimator only their own estimates about to
 * expire (their pipeline is their card); a crew leader none (their dashboard is their day). Kinds whose area the
 * company's permissions close are left out, so a company without chemical tracking is never told about records.
 */
export function exceptionScope(role: Role, permissions: CompanyPermissions | null | undefined): ExceptionScope {
  const open = (kind: ExceptionKind) => canAccessRoute(exceptionAreas[kind], permissions);
  if (isAdminRole(role) || role === 'office_manager') return { kinds: exceptionKinds.filter(open), mineOnly: false };
  if (role === 'estimator') return { kinds: open('estimates_expiring') ? ['estimates_expiring'] : [], mineOnly: true };
  return { kinds: [], mineOnly: true };
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

const shortDateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const weekdayDateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
const utc = (date: string) => {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
};
/** 'Jun 5' for a YYYY-MM-DD date. */
export const shortDate = (date: string): string => shortDateFormat.format(utc(date));

/** 'today', 'tomorrow' or 'on Mon, Jun 8': the day a crew's plan is for. */
export function dayWords(date: string, today: string): string {
  const days = daysBetween(today, date);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `on ${weekdayDateFormat.format(utc(date))}`;
}

/** Hours with one decimal and an h ('12.5h'), as the app shows them. */
export const hoursText = (hours: number): string => `${roundTo(hours, 1).toFixed(1)}h`;

/** What the server found of one kind: how many, their money when they are money, and the first few by name. */
export interface FoundException {
  kind: ExceptionKind;
  count: number;
  amount?: number | null;
  examples: ExceptionExample[];
  /** crews_over_capacity: the working day it is about. */
  date?: string;
}

/** "3 completed visits not invoiced": the sentence each kind shows for its count. */
export function exceptionSentence(found: Pick<FoundException, 'kind' | 'count' | 'date'>, today: string): string {
  const { count } = found;
  switch (found.kind) {
    case 'completed_not_invoiced':
      return `${plural(count, 'completed visit', 'completed visits')} not invoiced`;
    case 'invoices_over_60_days':
      return `${plural(count, 'invoice', 'invoices')} more than ${OVERDUE_INVOICE_DAYS} days overdue`;
    case 'jobs_over_hours':
      return `${plural(count, 'job', 'jobs')} over ${count === 1 ? 'its' : 'their'} budgeted hours`;
    case 'estimates_expiring':
      return `${plural(count, 'estimate', 'estimates')} expiring this week`;
    case 'crews_over_capacity':
      return `${plural(count, 'crew', 'crews')} over capacity ${found.date ? dayWords(found.date, today) : 'tomorrow'}`;
    case 'subcontractor_insurance':
      return `${plural(count, 'subcontractor', 'subcontractors')} with insurance expiring`;
    case 'equipment_service_overdue':
      return `${plural(count, 'unit', 'units')} overdue for service`;
    case 'chemical_records_due':
      return `${plural(count, 'chemical record', 'chemical records')} missing fields near ${count === 1 ? 'its' : 'their'} deadline`;
  }
}

/** Where the kind's sentence leads: its one record when there is one, else the screen that lists them. */
function kindHref(found: FoundException): string {
  if (found.count === 1 && found.examples[0]) return found.examples[0].href;
  switch (found.kind) {
    case 'completed_not_invoiced':
      return exceptionLinks.readyToBill;
    case 'invoices_over_60_days':
      return exceptionLinks.receivables;
    case 'jobs_over_hours':
      // No list of jobs exists: the worst one's costing.
      return found.examples[0]?.href ?? '/customers';
    case 'estimates_expiring':
      return exceptionLinks.estimates;
    case 'crews_over_capacity':
      return found.date ? exceptionLinks.board(found.date) : '/orders/board';
    case 'subcontractor_insurance':
      return exceptionLinks.subcontractors;
    case 'equipment_service_overdue':
      return exceptionLinks.overdueEquipment;
    case 'chemical_records_due':
      return exceptionLinks.incompleteRecords;
  }
}

const severityRank = (severity: ExceptionSeverity) => exceptionSeverities.indexOf(severity);

/**
 * The feed: kinds with nothing found are left out; the rest most severe first (urgent, warning, notice), then in the
 * kinds' order, each with its sentence, its link and at most five examples.
 */
export function exceptionFeed(found: readonly FoundException[], today: string): DashboardException[] {
  return found
    .filter((item) => item.count > 0)
    .map((item) => ({
      kind: item.kind,
      severity: exceptionSeverity[item.kind],
      count: item.count,
      amount: item.amount ?? null,
      sentence: exceptionSentence(item, today),
      href: kindHref(item),
      examples: item.examples.slice(0, EXCEPTION_EXAMPLES),
    }))
    .sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || exceptionKinds.indexOf(a.kind) - exceptionKinds.indexOf(b.kind));
}

// ── What each example line says beside its name ──────────────────────────────────────────────

/** '$120.00 · done Jun 2'. */
export const unbilledOrderDetail = (price: number, completedOn: string | null): string =>
  completedOn ? `${formatDollars(price)} · done ${shortDate(completedOn)}` : formatDollars(price);

/** '$450.00 owed · 75 days overdue'. */
export const overdueInvoiceDetail = (balance: number, dueDate: string, today: string): string =>
  `${formatDollars(balance)} owed · ${daysBetween(dueDate, today)} days overdue`;

/** '12.5h worked of 10.0h budgeted'. */
export const jobHoursDetail = (workedMinutes: number, budgetedHours: number): string =>
  `${hoursText(workedMinutes / 60)} worked of ${hoursText(budgetedHours)} budgeted`;

/** 'expires today', 'expires tomorrow', 'expires Jun 12'. */
export function expiryWords(expiryDate: string, today: string): string {
  const days = daysBetween(today, expiryDate);
  if (days < 0) return `expired ${shortDate(expiryDate)}`;
  if (days === 0) return 'expires today';
  if (days === 1) return 'expires tomorrow';
  return `expires ${shortDate(expiryDate)}`;
}

/** '$2,400.00 · expires Jun 12'. */
export const expiringEstimateDetail = (total: number, expiryDate: string, today: string): string => `${formatDollars(total)} · ${expiryWords(expiryDate, today)}`;

/** '11.5h booked of 9.0h'. */
export const crewCapacityDetail = (bookedHours: number, availableHours: number): string => `${hoursText(bookedHours)} booked of ${hoursText(availableHours)}`;

/** 'insurance expired Jun 2' or 'insurance expires Jun 20'. */
export const insuranceDetail = (expiryDate: string, today: string): string => `insurance ${expiryWords(expiryDate, today)}`;

/** 'Oil change overdue', 'Oil change and 1 more overdue', or 'service was due Jun 3' (the price book's next service date). */
export function equipmentDetail(overdueSchedules: readonly string[], nextServiceDate: string | null): string {
  const [first] = overdueSchedules;
  if (first === undefined) return nextServiceDate ? `service was due ${shortDate(nextServiceDate)}` : 'service overdue';
  return overdueSchedules.length === 1 ? `${first} overdue` : `${first} and ${overdueSchedules.length - 1} more overdue`;
}

/** '3 fields missing · due Jun 5', '… due today', or '… was due Jun 1' once late. */
export function chemicalRecordDetail(missingFields: number, deadline: string, today: string): string {
  const days = daysBetween(today, deadline);
  const when = days < 0 ? `was due ${shortDate(deadline)}` : days === 0 ? 'due today' : days === 1 ? 'due tomorrow' : `due ${shortDate(deadline)}`;
  return `${plural(missingFields, 'field', 'fields')} missing · ${when}`;
}
