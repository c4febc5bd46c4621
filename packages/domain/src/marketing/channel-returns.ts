import { divideHalfUp, fromUnits, toUnits } from '../shared/decimal';

/**
 * What a marketing channel produced for what it cost (docs/business-development.md, "Channels"). A channel is tied to
 * the company's lead sources: its leads, won jobs and revenue are those of its sources, read as the Sales report reads
 * them (value won = the approved estimates' total before tax, by the client's lead source), so a channel's won revenue
 * is the sum of its sources' "value won" there for the same period.
 *
 *   cost per lead = spend ÷ leads            (to the cent, half-up)
 *   cost per win  = spend ÷ won jobs         (to the cent, half-up)
 *   return        = (won value − spend) ÷ spend, as a percent to one decimal, half-up
 *
 * Division by zero has no answer: those figures are null, shown as —.
 */

export interface ChannelActuals {
  /** Money spent on the channel in the period. */
  spend: number;
  /** Leads that came in from its sources in the period. */
  leads: number;
  /** Estimates won from its sources in the period, and their value before tax. */
  wonJobs: number;
  wonValue: number;
  /** Invoiced to its sources' customers in the period, before tax, less credit notes. */
  invoiced: number;
}

export interface ChannelReturns extends ChannelActuals {
  costPerLead: number | null;
  costPerWin: number | null;
  /** won value − spend, exact to the cent. */
  netReturn: number;
  /** (won value − spend) ÷ spend, percent to one decimal; null without spend. */
  returnPercent: number | null;
}

const cents = (amount: number): bigint => toUnits(amount, 2);
const money = (amountInCents: bigint): number => fromUnits(amountInCents, 2);

/** spend ÷ count to the cent, half-up; null for a count of 0. */
export function costPer(spend: number, count: number): number | null {
  if (count <= 0) return null;
  return money(divideHalfUp(cents(spend), BigInt(count)));
}

/** (revenue − spend) ÷ spend as a percent to one decimal, half-up; null without spend. */
export function returnOnSpend(revenue: number, spend: number): number | null {
  const cost = cents(spend);
  if (cost <= 0n) return null;
  return fromUnits(divideHalfUp((cents(revenue) - cost) * 1000n, cost), 1);
}

export function channelReturns(actuals: ChannelActuals): ChannelReturns {
  return {
    ...actuals,
    costPerLead: costPer(actuals.spend, actuals.leads),
    costPerWin: costPer(actuals.spend, actuals.wonJobs),
    netReturn: money(cents(actuals.wonValue) - cents(actuals.spend)),
    returnPercent: returnOnSpend(actuals.wonValue, actuals.spend),
  };
}

/** Several sources' or channels' actuals added up exactly (money to the cent). */
export function addActuals(all: readonly ChannelActuals[]): ChannelActuals {
  let spend = 0n;
  let wonValue = 0n;
  let invoiced = 0n;
  let leads = 0;
  let wonJobs = 0;
  for (const each of all) {
    spend += cents(each.spend);
    wonValue += cents(each.wonValue);
    invoiced += cents(each.invoiced);
    leads += each.leads;
    wonJobs += each.wonJobs;
  }
  return { spend: money(spend), leads, wonJobs, wonValue: money(wonValue), invoiced: money(invoiced) };
}

/** Σ amounts to the cent. */
export function sumAmounts(amounts: readonly number[]): number {
  return money(amounts.reduce((sum, amount) => sum + cents(amount), 0n));
}
