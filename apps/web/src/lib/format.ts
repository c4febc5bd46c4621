import { DEFAULT_DISPLAY_NAME, formatUnitPrice } from '@groundwork/domain/shared';

type Person = { firstName?: string | null; lastName?: string | null } | null | undefined;

/** First and last name, or 'Simple Estimate' when the user has neither (SPEC.md §2 sidebar footer). */
export function fullName(person: Person): string {
  const name = [person?.firstName, person?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || DEFAULT_DISPLAY_NAME;
}

/** The avatar letter: the first letter of the name shown. */
export function initial(person: Person): string {
  return fullName(person).charAt(0).toUpperCase();
}

/** 'Good morning' before noon, 'Good afternoon' until 6 pm, then 'Good evening' — by the browser's clock. */
export function greeting(now: Date = new Date()): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/**
 * 'Mar 3, 2026, 9:15 AM' in `timeZone` — the company's (useCompanyTimeZone), never the browser's or a default, so
 * everyone in the company reads the same time.
 */
export function formatDateTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** '9:15 AM': the clock time of an instant in `timeZone` (the company's, as for formatDateTime). */
export function formatTimeOf(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone }).format(date);
}

/** 'March 3, 2026': the day an instant falls on in `timeZone` (the company's, as for formatDateTime). */
export function formatDate(iso: string | Date | null | undefined, timeZone: string): string {
  if (!iso) return '—';
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date);
}

/** 'December 1, 2026' for a calendar day (YYYY-MM-DD: an expiry or due date), the same day wherever it is read. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A clock time 'HH:MM' (24-hour, already in the company's zone: a due or start time) as '8:30 AM'; '' when there is none. */
export function formatTimeOfDay(time: string | null | undefined): string {
  const match = time ? /^(\d{2}):(\d{2})$/.exec(time) : null;
  if (!match) return '';
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Dec 1, 2026': a calendar day (YYYY-MM-DD) in a list's compact form, the same day wherever it is read. */
export function formatShortDay(day: string | null | undefined): string {
  if (!day) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** 'Monday, March 3' for page headers: today in `timeZone` (the company's). */
export function formatLongToday(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(now);
}

const roleLabels: Record<string, string> = {
  super_admin: 'Super admin',
  support: 'Support',
  implementation: 'Implementation',
  admin: 'Admin',
  office_manager: 'Office manager',
  estimator: 'Estimator',
  crew_leader: 'Crew leader',
};

export function formatRole(role: string): string {
  return roleLabels[role] ?? role.replaceAll('_', ' ');
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars to the cent: '$1,234.50' (SPEC.md §9: currency USD). */
export function formatCurrency(amount: number | null | undefined): string {
  return amount === null || amount === undefined || Number.isNaN(amount) ? '—' : usd.format(amount);
}

/** A unit price, rate or unit cost (formatUnitPrice: cents from a dollar up, up to 4 decimals below): '$116.11', '$0.0125'. */
export function formatUnitRate(amount: number | null | undefined): string {
  return amount === null || amount === undefined || Number.isNaN(amount) ? '—' : formatUnitPrice(amount);
}

/**
 * Hours with an h and one decimal, or two when the time has them: '3.0h', '2.5h', '1.75h'. A quarter hour is what
 * crews record and estimates sell, so it is never rounded away: one decimal would show 1 h 45 min as 1.8h and a
 * variance of 0.75 h as 0.8h (ARCHITECTURE.md §3 says one decimal; the second is kept where it exists).
 */
export function formatHours(hours: number): string {
  return `${hours.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 })}h`;
}
