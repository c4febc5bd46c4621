import { divideHalfUp } from '../shared/decimal';
import { splitUnits } from '../shared/money-split';
import { fromCents, toCents, type MoneyFormat } from './money';

/**
 * The season true-up of a fixed-price contract: at season end, what the visits done are worth against what was
 * invoiced, and a proposal to settle the difference — a credit note when fewer visits were done than were billed,
 * an extra invoice when more. Amounts are before tax, like the contract; the credit note or invoice made from it
 * adds the client's tax on its lines as any other.
 */
export const trueUpProposals = ['credit_note', 'extra_invoice', 'none'] as const;
export type TrueUpProposal = (typeof trueUpProposals)[number];
export const trueUpProposalLabels: Record<TrueUpProposal, string> = {
  credit_note: 'Credit note',
  extra_invoice: 'Extra invoice',
  none: 'Nothing to settle',
};

/** At most a visit a day for a year, as an estimate line's visits. */
export const MAX_SEASON_TRUE_UP_VISITS = 366;

export interface SeasonTrueUpInput {
  /** The contract's approved total before tax. */
  contractTotal: number;
  /** Visits the contract priced (at least 1). */
  visitsPlanned: number;
  /** Visits completed this season (0 or more; more than planned when extra visits were made). */
  visitsDone: number;
  /** What the season's invoices billed before tax, net of credit notes already issued. */
  invoicedSoFar: number;
}

export interface SeasonTrueUp {
  proposal: TrueUpProposal;
  /** What the credit note or extra invoice is for (0 when there is nothing to settle). */
  amount: number;
  contractTotal: number;
  visitsPlanned: number;
  visitsDone: number;
  /** The contract total ÷ visits planned, half-up to the cent. */
  pricePerVisit: number;
  /** True when every planned visit costs exactly pricePerVisit (the cents divide evenly). */
  pricePerVisitExact: boolean;
  /** What the visits done are worth. */
  earned: number;
  invoicedSoFar: number;
  /** earned − invoicedSoFar: positive is owed by the client, negative is owed to the client. */
  difference: number;
}

/**
 * The true-up. The visits done are worth what the job priced them at: the contract split into its planned visits,
 * the earliest carrying the odd cents (the same split that gives each job visit its price), the visits done taken
 * from the first; visits beyond the plan are worth pricePerVisit each. All in exact cents.
 */
export function seasonTrueUp(input: SeasonTrueUpInput): SeasonTrueUp {
  const { visitsPlanned, visitsDone } = input;
  const isVisitCount = (value: number, min: number) => Number.isInteger(value) && value >= min && value <= MAX_SEASON_TRUE_UP_VISITS;
  if (!isVisitCount(visitsPlanned, 1)) throw new RangeError(`Visits planned must be a whole number from 1 to ${MAX_SEASON_TRUE_UP_VISITS}`);
  if (!isVisitCount(visitsDone, 0)) throw new RangeError(`Visits done must be a whole number from 0 to ${MAX_SEASON_TRUE_UP_VISITS}`);
  const contract = toCents(input.contractTotal);
  if (contract < 0n) throw new RangeError('A contract total cannot be negative');
  const invoiced = toCents(input.invoicedSoFar);
  const perVisit = divideHalfUp(contract, BigInt(visitsPlanned));
  const visitPrices = splitUnits(contract, Array.from({ length: visitsPlanned }, () => 1n));
  const earned =
    visitsDone <= visitsPlanned
      ? visitPrices.slice(0, visitsDone).reduce((sum, price) => sum + price, 0n)
      : contract + perVisit * BigInt(visitsDone - visitsPlanned);
  const difference = earned - invoiced;
  return {
    proposal: difference > 0n ? 'extra_invoice' : difference < 0n ? 'credit_note' : 'none',
    amount: fromCents(difference < 0n ? -difference : difference),
    contractTotal: fromCents(contract),
    visitsPlanned,
    visitsDone,
    pricePerVisit: fromCents(perVisit),
    pricePerVisitExact: contract % BigInt(visitsPlanned) === 0n,
    earned: fromCents(earned),
    invoicedSoFar: fromCents(invoiced),
    difference: fromCents(difference),
  };
}

/**
 * The true-up in words, as the office sees it before making the document: '26 of 28 visits done, worth $1,170.00
 * at $45.00 a visit; $1,260.00 invoiced: a credit note for $90.00.' When the cents do not divide evenly the price
 * reads 'about $60.41 a visit'.
 */
export function trueUpSummary(trueUp: SeasonTrueUp, money: MoneyFormat): string {
  const price = `${trueUp.pricePerVisitExact ? '' : 'about '}${money(trueUp.pricePerVisit)} a visit`;
  const done = `${trueUp.visitsDone} of ${trueUp.visitsPlanned} visits done, worth ${money(trueUp.earned)} at ${price}`;
  const invoiced = `${money(trueUp.invoicedSoFar)} invoiced`;
  const outcome =
    trueUp.proposal === 'none'
      ? 'nothing to settle'
      : `${trueUp.proposal === 'credit_note' ? 'a credit note' : 'an extra invoice'} for ${money(trueUp.amount)}`;
  return `${done}; ${invoiced}: ${outcome}.`;
}

/** How the true-up's line reads on the credit note or extra invoice. */
export function trueUpLineDescription(serviceName: string, trueUp: Pick<SeasonTrueUp, 'visitsDone' | 'visitsPlanned'>): string {
  return `${serviceName} — season true-up: ${trueUp.visitsDone} of ${trueUp.visitsPlanned} visits done`;
}
