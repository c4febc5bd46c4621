import { conversionRate } from '../reporting/sales-report';
import { divideHalfUp, fromUnits, toUnits } from '../shared/decimal';
import { splitUnits } from '../shared/money-split';

/**
 * The marketing plan's funnel (docs/business-development.md, "Marketing"): the year's revenue goal turned into the
 * jobs it takes to win, the estimates it takes to win them and the leads it takes to write those estimates, from the
 * company's own close rate and average job:
 *
 *   closes needed    = ⌈goal ÷ average job⌉
 *   estimates needed = ⌈closes ÷ close rate⌉
 *   leads needed     = ⌈estimates ÷ lead-to-estimate rate⌉
 *
 * Whole jobs, estimates and leads, rounded up (half a job wins no revenue). Money in cents and rates in hundredths of a
 * percent, as exact integers. A figure that cannot be worked out (no goal, an average job of $0, a rate of 0 %) is
 * null, and so is everything after it: the screen shows it as —.
 */

/** The months of the year in order, as the plan lays them out. */
export const MONTHS_IN_YEAR = 12;

const ceilDiv = (numerator: bigint, denominator: bigint): bigint => (numerator + denominator - 1n) / denominator;
const cents = (amount: number): bigint => toUnits(amount, 2);
/** A percent (at most 2 decimals) in hundredths of a percent: 45.5 % → 4,550. */
const basisPoints = (percent: number): bigint => toUnits(percent, 2);

export interface FunnelInputs {
  /** The year's revenue goal in dollars (to the cent). */
  revenueGoal: number | null;
  /** The average won job in dollars. */
  averageJob: number | null;
  /** Estimates won of those answered, percent (0–100). */
  closeRate: number | null;
  /** Leads that got an estimate, percent (0–100). */
  leadToEstimateRate: number | null;
}

export interface Funnel {
  revenueGoal: number | null;
  closesNeeded: number | null;
  estimatesNeeded: number | null;
  leadsNeeded: number | null;
}

/** ⌈goal ÷ average job⌉ whole jobs; null without a goal or with an average job of $0 or less. */
export function closesNeeded(revenueGoal: number | null, averageJob: number | null): number | null {
  if (revenueGoal === null || averageJob === null) return null;
  const average = cents(averageJob);
  if (average <= 0n) return null;
  const goal = cents(revenueGoal);
  return goal <= 0n ? 0 : Number(ceilDiv(goal, average));
}

/** ⌈count ÷ rate⌉: how many go in for `count` to come out at `ratePercent`; null for a rate of 0 % or less (or over 100 %). */
export function neededBefore(count: number | null, ratePercent: number | null): number | null {
  if (count === null || ratePercent === null) return null;
  const rate = basisPoints(ratePercent);
  if (rate <= 0n || rate > 10_000n) return null;
  return Number(ceilDiv(BigInt(count) * 10_000n, rate));
}

/** The whole funnel from its four inputs. */
export function marketingFunnel(inputs: FunnelInputs): Funnel {
  const closes = closesNeeded(inputs.revenueGoal, inputs.averageJob);
  const estimates = neededBefore(closes, inputs.closeRate);
  return { revenueGoal: inputs.revenueGoal, closesNeeded: closes, estimatesNeeded: estimates, leadsNeeded: neededBefore(estimates, inputs.leadToEstimateRate) };
}

// ── The company's own figures ────────────────────────────────────────────────────────────────

export interface SalesHistory {
  /** Estimates whose last answer in the window was an approval, and their value before tax. */
  approved: number;
  valueWon: number;
  /** … or a decline. */
  declined: number;
  /** Leads that came in during the window, and those of them that got an estimate. */
  leads: number;
  quotedLeads: number;
}

export interface OwnFigures {
  /** approved ÷ (approved + declined), percent to one decimal (the Sales report's conversion); null when nothing was answered. */
  closeRate: number | null;
  /** value won ÷ approved, to the cent half-up; null without an approval. */
  averageJob: number | null;
  /** quoted leads ÷ leads, percent to one decimal; null without leads. */
  leadToEstimateRate: number | null;
}

/** The close rate, average job and lead-to-estimate rate of the company's own last 12 months. */
export function ownFigures(history: SalesHistory): OwnFigures {
  return {
    closeRate: conversionRate(history.approved, history.declined),
    averageJob: history.approved > 0 ? fromUnits(divideHalfUp(cents(history.valueWon), BigInt(history.approved)), 2) : null,
    leadToEstimateRate: history.leads > 0 ? fromUnits(divideHalfUp(BigInt(history.quotedLeads) * 1000n, BigInt(history.leads)), 1) : null,
  };
}

// ── Month by month ───────────────────────────────────────────────────────────────────────────

export interface FunnelMonth {
  /** 1 (January) … 12. */
  month: number;
  revenue: number | null;
  closes: number | null;
  estimates: number | null;
  leads: number | null;
}

/**
 * The funnel spread over the year by the season's shape: `weights` are the 12 months' share of the work (January
 * first; the company's leads a month over the last year), each figure split so its months add up to the whole exactly
 * (largest remainder, earliest months first on a tie). A year without history (all weights 0) is spread evenly.
 */
export function funnelByMonth(funnel: Funnel, weights: readonly number[]): FunnelMonth[] {
  if (weights.length !== MONTHS_IN_YEAR) throw new RangeError(`The season's shape needs ${MONTHS_IN_YEAR} months`);
  const shape = weights.map((weight) => BigInt(Math.max(0, Math.trunc(weight))));
  const split = (total: bigint | null) => (total === null ? null : splitUnits(total, shape));
  const revenue = split(funnel.revenueGoal === null ? null : cents(funnel.revenueGoal));
  const closes = split(funnel.closesNeeded === null ? null : BigInt(funnel.closesNeeded));
  const estimates = split(funnel.estimatesNeeded === null ? null : BigInt(funnel.estimatesNeeded));
  const leads = split(funnel.leadsNeeded === null ? null : BigInt(funnel.leadsNeeded));
  return shape.map((_, index) => ({
    month: index + 1,
    revenue: revenue ? fromUnits(revenue[index]!, 2) : null,
    closes: closes ? Number(closes[index]!) : null,
    estimates: estimates ? Number(estimates[index]!) : null,
    leads: leads ? Number(leads[index]!) : null,
  }));
}

/** The budget's cost of each lead the plan needs, to the cent; null without leads to buy. */
export function budgetPerLead(budget: number, leadsNeeded: number | null): number | null {
  if (leadsNeeded === null || leadsNeeded <= 0) return null;
  return fromUnits(divideHalfUp(cents(budget), BigInt(leadsNeeded)), 2);
}
