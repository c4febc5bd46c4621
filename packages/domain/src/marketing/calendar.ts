import { daysBetween, daysInMonth } from '../shared/calendar';

/**
 * The campaign calendar and the content schedule (docs/business-development.md, "Campaign calendar", "Content
 * strategy"): campaigns laid out by month and season, when a campaign's results count, and the statuses a piece of
 * content moves through.
 */

// ── Campaigns ────────────────────────────────────────────────────────────────────────────────

export const campaignStatuses = ['planned', 'running', 'done', 'cancelled'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];
export const campaignStatusLabels: Record<CampaignStatus, string> = { planned: 'Planned', running: 'Running', done: 'Done', cancelled: 'Cancelled' };

/** A campaign runs for a year at most: a longer effort is a channel, not a campaign. */
export const MAX_CAMPAIGN_DAYS = 366;

export const seasons = ['winter', 'spring', 'summer', 'fall'] as const;
export type Season = (typeof seasons)[number];
export const seasonLabels: Record<Season, string> = { winter: 'Winter', spring: 'Spring', summer: 'Summer', fall: 'Fall' };
/** The months of each season as a landscaper's year runs (December to February is snow and planning). */
export const seasonMonths: Record<Season, readonly number[]> = { winter: [1, 2, 12], spring: [3, 4, 5], summer: [6, 7, 8], fall: [9, 10, 11] };

export const monthLabels = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** The season a month (1–12) belongs to. */
export function seasonOf(month: number): Season {
  return seasons.find((season) => seasonMonths[season].includes(month)) ?? 'winter';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Days from start to end, both included. */
export function campaignDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

/** The first and last day of `month` (1–12) of `year`. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(daysInMonth(year, month))}` };
}

/** The months (1–12) of `year` a campaign running from `startDate` to `endDate` (both included) touches. */
export function campaignMonths(campaign: { startDate: string; endDate: string }, year: number): number[] {
  const months: number[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const { from, to } = monthRange(year, month);
    if (campaign.startDate <= to && campaign.endDate >= from) months.push(month);
  }
  return months;
}

/**
 * The days a campaign's results are read over: from its start to its end, or to today while it is still running;
 * null before it starts (nothing to show yet) and for a cancelled campaign.
 */
export function campaignResultsWindow(campaign: { startDate: string; endDate: string; status: CampaignStatus }, today: string): { from: string; to: string } | null {
  if (campaign.startDate > today || campaign.status === 'cancelled') return null;
  return { from: campaign.startDate, to: campaign.endDate < today ? campaign.endDate : today };
}

// ── Content ──────────────────────────────────────────────────────────────────────────────────

export const contentFormats = ['blog', 'video', 'social', 'email', 'print'] as const;
export type ContentFormat = (typeof contentFormats)[number];
export const contentFormatLabels: Record<ContentFormat, string> = { blog: 'Blog', video: 'Video', social: 'Social', email: 'E-mail', print: 'Print' };

/** A piece moves idea → drafting → scheduled → published. */
export const contentStatuses = ['idea', 'drafting', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof contentStatuses)[number];
export const contentStatusLabels: Record<ContentStatus, string> = { idea: 'Idea', drafting: 'Drafting', scheduled: 'Scheduled', published: 'Published' };

export const SCHEDULE_NEEDS_DATE_MESSAGE = 'Give it a publishing date to schedule or publish it';

/** A scheduled or published piece needs its publishing date; an idea or a draft may not have one yet. */
export function contentNeedsDate(status: ContentStatus): boolean {
  return status === 'scheduled' || status === 'published';
}

/** A piece scheduled for a day gone by and still not published is late. */
export function isContentLate(piece: { status: ContentStatus; publishOn: string | null }, today: string): boolean {
  return piece.status === 'scheduled' && piece.publishOn !== null && piece.publishOn < today;
}
