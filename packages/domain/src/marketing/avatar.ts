import { percentOf } from '../reporting/report-table';
import { divideHalfUp, fromUnits, toUnits } from '../shared/decimal';

/**
 * The ideal client avatar (docs/business-development.md, "Ideal client avatar"): a profile of the client the company
 * wants more of, and how many of today's customers fit it — weighed by what they bring in, since ten small accounts
 * and one big one are not the same match.
 *
 * Each part of the profile that is filled in is one criterion; a part left empty asks nothing. A customer's score is
 * the share of the criteria they meet, a whole percent half-up: all of them is a **strong** match, at least half a
 * **partial** one.
 */

export const avatarCriteria = ['clientType', 'propertySize', 'services', 'budget', 'whereTheyLook', 'area'] as const;
export type AvatarCriterion = (typeof avatarCriteria)[number];
export const avatarCriterionLabels: Record<AvatarCriterion, string> = {
  clientType: 'Client type',
  propertySize: 'Property size',
  services: 'Services',
  budget: 'Yearly budget',
  whereTheyLook: 'Where they look',
  area: 'Area',
};

export const avatarClientTypes = ['residential', 'commercial'] as const;
export type AvatarClientType = (typeof avatarClientTypes)[number];

/** A strong match meets every criterion; a partial one at least this share of them. */
export const PARTIAL_MATCH_PERCENT = 50;

export interface AvatarProfile {
  clientType: AvatarClientType | null;
  /** Lot size in square feet, either end open. */
  lotSizeMin: number | null;
  lotSizeMax: number | null;
  serviceIds: readonly string[];
  /** What they spend with the company in a year (invoiced, before tax), either end open. */
  budgetMin: number | null;
  budgetMax: number | null;
  /** The lead sources they come through. */
  leadSourceIds: readonly string[];
  /** The cities they are in (compared without case or surrounding spaces). */
  cities: readonly string[];
}

/** What a customer is, read from their record, properties, jobs and invoices. */
export interface CustomerFacts {
  id: string;
  name: string;
  clientType: string;
  /** Their largest property's lot size, null when none is known. */
  lotSizeSqFt: number | null;
  /** The services of their jobs. */
  serviceIds: readonly string[];
  /** Invoiced in the last 12 months, before tax, less credit notes. */
  revenue: number;
  leadSourceId: string | null;
  /** The cities of their address and properties. */
  cities: readonly string[];
}

export type MatchLevel = 'strong' | 'partial' | 'none';

export interface AvatarScore {
  /** Criteria the profile asks, and those the customer meets. */
  considered: number;
  met: number;
  /** met ÷ considered, a whole percent half-up; null when the profile asks nothing. */
  percent: number | null;
  level: MatchLevel;
  missed: AvatarCriterion[];
}

const normalise = (city: string) => city.trim().toLowerCase();
const within = (value: number, min: number | null, max: number | null) => (min === null || value >= min) && (max === null || value <= max);
const withinCents = (value: bigint, min: number | null, max: number | null) => (min === null || value >= toUnits(min, 2)) && (max === null || value <= toUnits(max, 2));

/** The criteria a profile asks, in the order they are listed. */
export function askedCriteria(profile: AvatarProfile): AvatarCriterion[] {
  const asked: Record<AvatarCriterion, boolean> = {
    clientType: profile.clientType !== null,
    propertySize: profile.lotSizeMin !== null || profile.lotSizeMax !== null,
    services: profile.serviceIds.length > 0,
    budget: profile.budgetMin !== null || profile.budgetMax !== null,
    whereTheyLook: profile.leadSourceIds.length > 0,
    area: profile.cities.some((city) => normalise(city) !== ''),
  };
  return avatarCriteria.filter((criterion) => asked[criterion]);
}

function meets(profile: AvatarProfile, customer: CustomerFacts, criterion: AvatarCriterion): boolean {
  switch (criterion) {
    case 'clientType':
      return customer.clientType === profile.clientType;
    case 'propertySize':
      return customer.lotSizeSqFt !== null && within(customer.lotSizeSqFt, profile.lotSizeMin, profile.lotSizeMax);
    case 'services':
      return customer.serviceIds.some((id) => profile.serviceIds.includes(id));
    case 'budget':
      // In cents, so $2,500.00 meets "at least $2,500" however the floats print.
      return withinCents(toUnits(customer.revenue, 2), profile.budgetMin, profile.budgetMax);
    case 'whereTheyLook':
      return customer.leadSourceId !== null && profile.leadSourceIds.includes(customer.leadSourceId);
    case 'area': {
      const wanted = new Set(profile.cities.map(normalise).filter((city) => city !== ''));
      return customer.cities.some((city) => wanted.has(normalise(city)));
    }
  }
}

/** How well one customer fits the profile. */
export function avatarScore(profile: AvatarProfile, customer: CustomerFacts): AvatarScore {
  const asked = askedCriteria(profile);
  const missed = asked.filter((criterion) => !meets(profile, customer, criterion));
  const met = asked.length - missed.length;
  const percent = asked.length === 0 ? null : Number(divideHalfUp(BigInt(met) * 100n, BigInt(asked.length)));
  const level: MatchLevel = percent === null ? 'none' : percent === 100 ? 'strong' : percent >= PARTIAL_MATCH_PERCENT ? 'partial' : 'none';
  return { considered: asked.length, met, percent, level, missed };
}

export interface MatchGroup {
  customers: number;
  revenue: number;
  /** Of all the customers' revenue, percent to one decimal; null when nobody brought any. */
  revenueShare: number | null;
}

export interface CustomerMatch {
  id: string;
  name: string;
  revenue: number;
  percent: number | null;
  level: MatchLevel;
  missed: AvatarCriterion[];
}

export interface AvatarMatchSummary {
  /** The criteria the profile asks. */
  criteria: AvatarCriterion[];
  customers: number;
  revenue: number;
  strong: MatchGroup;
  partial: MatchGroup;
  none: MatchGroup;
  /** The best matches, strongest then biggest first. */
  top: CustomerMatch[];
  /** Average yearly revenue of a strong match and of everyone else, to the cent; null without such customers. */
  averageRevenue: { strong: number | null; others: number | null };
}

export const TOP_MATCHES = 10;

/** How many of today's customers fit the profile, and what share of the revenue they bring. */
export function avatarMatchSummary(profile: AvatarProfile, customers: readonly CustomerFacts[], top = TOP_MATCHES): AvatarMatchSummary {
  const totals: Record<MatchLevel, { customers: number; cents: bigint }> = { strong: { customers: 0, cents: 0n }, partial: { customers: 0, cents: 0n }, none: { customers: 0, cents: 0n } };
  let all = 0n;
  const matches: CustomerMatch[] = [];
  for (const customer of customers) {
    const score = avatarScore(profile, customer);
    const amount = toUnits(customer.revenue, 2);
    totals[score.level].customers += 1;
    totals[score.level].cents += amount;
    all += amount;
    if (score.level !== 'none') matches.push({ id: customer.id, name: customer.name, revenue: customer.revenue, percent: score.percent, level: score.level, missed: score.missed });
  }
  const group = (level: MatchLevel): MatchGroup => ({
    customers: totals[level].customers,
    revenue: fromUnits(totals[level].cents, 2),
    revenueShare: all === 0n ? null : percentOf(fromUnits(totals[level].cents, 2), fromUnits(all, 2)),
  });
  const average = (amount: bigint, count: number) => (count === 0 ? null : fromUnits(divideHalfUp(amount, BigInt(count)), 2));
  const othersCount = totals.partial.customers + totals.none.customers;
  matches.sort((a, b) => (b.percent ?? 0) - (a.percent ?? 0) || b.revenue - a.revenue || a.name.localeCompare(b.name));
  return {
    criteria: askedCriteria(profile),
    customers: customers.length,
    revenue: fromUnits(all, 2),
    strong: group('strong'),
    partial: group('partial'),
    none: group('none'),
    top: matches.slice(0, top),
    averageRevenue: { strong: average(totals.strong.cents, totals.strong.customers), others: average(totals.partial.cents + totals.none.cents, othersCount) },
  };
}
