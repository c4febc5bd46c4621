import { markupPercentFor, suggestedUnitPriceUnits, type CostType, type OverheadMarkups } from '../overhead/unit-price';
import { mulDivHalfUp, toUnitCount } from '../shared/decimal';

/**
 * What the estimator enters for a line. Lines travel as a flat list: a line without `parentId` is a parent
 * service line, the lines pointing at it are its children. A parent has no cost, hours or price of its own.
 */
export interface EstimateLineInput {
  id: string;
  parentId: string | null;
  name: string;
  type: CostType;
  /** Labour: hours a visit. Others: units a visit. At most 4 decimals. */
  qty: number;
  /** Whole visits (a weekly mowing season is 28). */
  visits: number;
  /** Unit cost, at most 4 decimals. */
  cost: number;
  /** Billable hours a unit; labour defaults to 1 (its qty is hours), other types to 0. */
  bHrs?: number | null;
  /** The estimator's own overhead markup percent; null takes the budget's markup for the line's type. */
  markup?: number | null;
  /** The unit price the estimator typed; null charges the suggested price (`calc`). */
  rate?: number | null;
  /** Whether sales tax applies to the line (defaults to true). */
  taxable?: boolean;
  /** For a parent line: the service it came from (shown in the breakdown); defaults to the line id. */
  serviceId?: string | null;
}

export interface EstimatePricing {
  markups: OverheadMarkups;
  /** The estimate's own target net profit percent (below 100). */
  targetNetProfitPercent: number;
  /** Estimate-level price adjustment percent (above −100). */
  adjustmentPercent: number;
  /** The client's combined sales tax rate percent. */
  taxRatePercent: number;
}

/** A line with every figure of SPEC.md §3 worked out. */
export type EstimateLine<T extends EstimateLineInput = EstimateLineInput> = T & {
  bHrs: number;
  tbHrs: number;
  tCost: number;
  markup: number;
  calc: number;
  rate: number;
  adjRate: number;
  total: number;
  margin: number;
};

export interface ParentServiceBreakdown {
  parentServiceName: string;
  parentServiceId: string;
  revenue: number;
  cost: number;
  hours: number;
  margin: number;
}

export interface FinancialBreakdown {
  revenue: number;
  laborCost: number;
  equipmentCost: number;
  productCost: number;
  subcontractorCost: number;
  totalCosts: number;
  estimatedGrossProfit: number;
  totalBillableHours: number;
  revenuePerHour: number;
  netProfitPerHour: number;
  parentServiceBreakdowns: ParentServiceBreakdown[];
}

export interface EstimateTotals {
  subtotal: number;
  taxableSubtotal: number;
  tax: number;
  grandTotal: number;
  /** The overhead the lines carry (their markups and, under FLH, overhead per labour hour). */
  overheadRecovered: number;
  netProfit: number;
}

export interface EstimateCalculation<T extends EstimateLineInput = EstimateLineInput> {
  items: EstimateLine<T>[];
  breakdown: FinancialBreakdown;
  totals: EstimateTotals;
}

// Units: money and unit figures in 1/10,000 (4 places), totals in cents, percents in 1/100 %.
const TEN_THOUSAND = 10_000;
const FOUR_TO_CENTS = 1_000_000; // (1/10,000 × 1/10,000) → 1/100

interface Sums {
  revenue: number; // cents
  cost: number; // cents
  hours: number; // 1/10,000 h (the labour lines' tbHrs: qty × visits for a line priced per hour)
  billedHours: number; // 1/10,000 h (tbHrs)
  overhead: number; // cents
}

const emptySums = (): Sums => ({ revenue: 0, cost: 0, hours: 0, billedHours: 0, overhead: 0 });
function addTo(sums: Sums, revenue: number, cost: number, hours: number, billedHours: number, overhead: number) {
  sums.revenue += revenue;
  sums.cost += cost;
  sums.hours += hours;
  sums.billedHours += billedHours;
  sums.overhead += overhead;
}

/**
 * The line with its figures, which win over anything the line carried. Object.assign, not `{ ...line, ...figures }`:
 * V8 builds the spread-then-extend object about forty times slower, which a 1,000-line estimate feels on every key.
 */
function withFigures<T extends EstimateLineInput, F extends object>(line: T, figures: F): T & F {
  return Object.assign({}, line, figures);
}

const cents = (units: number) => units / 100;
const fourPlaces = (units: number) => units / TEN_THOUSAND;
const marginPercent = (revenue: number, cost: number) =>
  revenue > 0 ? mulDivHalfUp(revenue - cost, TEN_THOUSAND, 1, revenue) / 100 : 0;

/**
 * Prices every line of an estimate from the budget's markups and works out the financial breakdown and totals,
 * in exact decimal arithmetic. The server runs it on every save (ignoring any figures a client sends) and the
 * browser runs it as the estimator types.
 */
export function calculateEstimate<T extends EstimateLineInput>(
  lines: readonly T[],
  pricing: EstimatePricing,
): EstimateCalculation<T> {
  const parents = new Map<string, Sums>();
  for (const line of lines) if (line.parentId === null) parents.set(line.id, emptySums());

  const adjustment = toUnitCount(pricing.adjustmentPercent, 2);
  const targetNetProfit = toUnitCount(pricing.targetNetProfitPercent, 2);
  const overheadPerHour = pricing.markups.recoveryMethod === 'FLH' ? toUnitCount(pricing.markups.overheadPerLaborHour ?? 0, 4) : 0;
  const byType: Record<CostType, number> = { labor: 0, equipment: 0, product: 0, subcontractor: 0 };
  const all = emptySums();
  let taxable = 0;

  const priced = new Map<string, EstimateLine<T>>();
  for (const line of lines) {
    if (line.parentId === null) continue;
    const qty = toUnitCount(line.qty, 4);
    const visits = Math.round(line.visits);
    const cost = toUnitCount(line.cost, 4);
    const bHrs = line.bHrs ?? (line.type === 'labor' ? 1 : 0);
    const bHrsUnits = toUnitCount(bHrs, 4);
    const markup = line.markup ?? markupPercentFor(pricing.markups, line.type);
    const flhOverhead = line.type === 'labor' ? mulDivHalfUp(overheadPerHour, bHrsUnits, 1, TEN_THOUSAND) : 0; // 1/10,000 $ a unit
    const calc = suggestedUnitPriceUnits(cost + flhOverhead, toUnitCount(markup, 2), targetNetProfit) ?? cost + flhOverhead;
    const rate = line.rate === null || line.rate === undefined ? calc : toUnitCount(line.rate, 4);
    const adjRate = mulDivHalfUp(rate, TEN_THOUSAND + adjustment, 1, TEN_THOUSAND);
    const total = mulDivHalfUp(adjRate, qty, visits, FOUR_TO_CENTS);
    const tCost = mulDivHalfUp(cost, qty, visits, FOUR_TO_CENTS);
    const tbHrs = mulDivHalfUp(bHrsUnits, qty, visits, TEN_THOUSAND);
    const overhead = mulDivHalfUp(tCost, toUnitCount(markup, 2), 1, TEN_THOUSAND) + mulDivHalfUp(flhOverhead, qty, visits, FOUR_TO_CENTS);
    // The hours a labour line carries: qty × visits priced per hour, or a matrix visit's hours (bHrs) per unit.
    const hours = line.type === 'labor' ? tbHrs : 0;

    priced.set(line.id, withFigures(line, {
      bHrs,
      tbHrs: fourPlaces(tbHrs),
      tCost: cents(tCost),
      markup,
      calc: fourPlaces(calc),
      rate: fourPlaces(rate),
      adjRate: fourPlaces(adjRate),
      total: cents(total),
      margin: marginPercent(total, tCost),
    }));

    byType[line.type] += tCost;
    addTo(all, total, tCost, hours, tbHrs, overhead);
    const parent = parents.get(line.parentId);
    if (parent) addTo(parent, total, tCost, hours, tbHrs, overhead);
    if (line.taxable ?? true) taxable += total;
  }

  const items = lines.map((line): EstimateLine<T> => {
    const sums = line.parentId === null ? parents.get(line.id) : undefined;
    if (!sums) return priced.get(line.id)!;
    const total = cents(sums.revenue);
    return withFigures(line, {
      qty: 1,
      visits: 1,
      cost: cents(sums.cost),
      bHrs: fourPlaces(sums.billedHours),
      tbHrs: fourPlaces(sums.billedHours),
      tCost: cents(sums.cost),
      markup: 0,
      calc: total,
      rate: total,
      adjRate: total,
      total,
      margin: marginPercent(sums.revenue, sums.cost),
    });
  });

  const billableHours = Math.max(all.hours, TEN_THOUSAND); // at least 1 h (SPEC.md §9)
  const grossProfit = all.revenue - all.cost;
  const netProfit = grossProfit - all.overhead;
  const tax = mulDivHalfUp(taxable, toUnitCount(pricing.taxRatePercent, 4), 1, FOUR_TO_CENTS);

  return {
    items,
    breakdown: {
      revenue: cents(all.revenue),
      laborCost: cents(byType.labor),
      equipmentCost: cents(byType.equipment),
      productCost: cents(byType.product),
      subcontractorCost: cents(byType.subcontractor),
      totalCosts: cents(all.cost),
      estimatedGrossProfit: cents(grossProfit),
      totalBillableHours: fourPlaces(billableHours),
      revenuePerHour: cents(mulDivHalfUp(all.revenue, TEN_THOUSAND, 1, billableHours)),
      netProfitPerHour: cents(mulDivHalfUp(netProfit, TEN_THOUSAND, 1, billableHours)),
      parentServiceBreakdowns: lines
        .filter((line) => line.parentId === null)
        .map((line) => {
          const sums = parents.get(line.id)!;
          return {
            parentServiceName: line.name,
            parentServiceId: line.serviceId ?? line.id,
            revenue: cents(sums.revenue),
            cost: cents(sums.cost),
            hours: fourPlaces(sums.hours),
            margin: marginPercent(sums.revenue, sums.cost),
          };
        }),
    },
    totals: {
      subtotal: cents(all.revenue),
      taxableSubtotal: cents(taxable),
      tax: cents(tax),
      grandTotal: cents(all.revenue + tax),
      overheadRecovered: cents(all.overhead),
      netProfit: cents(netProfit),
    },
  };
}
