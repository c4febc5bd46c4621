import { fromCents, toCents } from '../invoices/money';
import { formatTaxRate } from '../sales-tax/client-tax-rate';
import { combinedTaxRateBreakdown, rateToUnits, unitsToRate, type RateCategory, type RateJurisdiction } from '../sales-tax/combined-rate';
import type { JurisdictionType } from '../sales-tax/sales-tax.schemas';
import { splitUnits } from '../shared/money-split';
import { MAX_REPORT_ROWS, type HeadlineFigure, type ReportSection } from './report.schemas';
import { additiveTotals, column, compareNames, headlineFigure, row } from './report-table';

/**
 * The Sales tax report: what was sold in the period, taxable and exempt, and the tax charged — by the rate each
 * invoice charged (its client's combined rate and its name, stored on the invoice when it was priced), and split
 * between the state, county and city that make up each rate where the company's set-up still says how.
 */

/** Invoices (or credit notes) of one charged rate, summed by SQL. */
export interface TaxedSales {
  /** What the rate was called on the invoice (a jurisdiction's or a category's name; '' for none). */
  name: string;
  /** The combined rate charged, percent to 4 decimals. */
  ratePercent: number;
  subtotal: number;
  taxableSubtotal: number;
  tax: number;
}

export interface SalesTaxPeriodAggregates {
  /** Invoices issued in the period (not drafts, not void). */
  invoices: readonly TaxedSales[];
  /** Credit notes issued in the period, named after their invoice's rate, at their own rate. */
  creditNotes: readonly TaxedSales[];
}

/** The company's jurisdictions and tax categories now: what a charged rate is split by. */
export interface SalesTaxSetup {
  jurisdictions: ReadonlyArray<RateJurisdiction & { type: JurisdictionType }>;
  categories: readonly RateCategory[];
}

export interface SalesTaxReportInput {
  period: SalesTaxPeriodAggregates;
  comparison: SalesTaxPeriodAggregates | null;
  setup: SalesTaxSetup;
}

/** One charged rate, net of its credit notes, in cents. */
export interface ChargedRate {
  name: string;
  rateUnits: number;
  sales: bigint;
  taxable: bigint;
  exempt: bigint;
  tax: bigint;
}

const INVOICES_PATH = '/invoices?tab=invoices';
const jurisdictionTypeLabels: Record<JurisdictionType, string> = { country: 'Country', state: 'State', county: 'County', city: 'City' };
const NOT_SPLIT_LABEL = 'Combined rate (not split)';

/**
 * Invoices less credit notes, grouped by name and rate. Sales at a 0% rate count as exempt whatever their lines say:
 * no tax was charged on them (an exempt client, or no tax set up).
 */
export function chargedRates(aggregates: SalesTaxPeriodAggregates): ChargedRate[] {
  const groups = new Map<string, ChargedRate>();
  const add = (each: TaxedSales, sign: 1n | -1n) => {
    const rateUnits = rateToUnits(each.ratePercent);
    const key = `${rateUnits}|${each.name}`;
    let group = groups.get(key);
    if (!group) {
      group = { name: each.name, rateUnits, sales: 0n, taxable: 0n, exempt: 0n, tax: 0n };
      groups.set(key, group);
    }
    const sales = toCents(each.subtotal);
    const taxable = rateUnits === 0 ? 0n : toCents(each.taxableSubtotal);
    group.sales += sign * sales;
    group.taxable += sign * taxable;
    group.exempt += sign * (sales - taxable);
    group.tax += sign * toCents(each.tax);
  };
  for (const each of aggregates.invoices) add(each, 1n);
  for (const each of aggregates.creditNotes) add(each, -1n);
  return [...groups.values()];
}

const rateLabel = (group: Pick<ChargedRate, 'name'>) => group.name || 'No sales tax';
const byTaxThenName = (a: { tax: bigint; label: string; key: string }, b: { tax: bigint; label: string; key: string }) =>
  (a.tax === b.tax ? 0 : a.tax > b.tax ? -1 : 1) || compareNames(a.label, b.label) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

function ratesSection(groups: readonly ChargedRate[]): ReportSection {
  const columns = [
    column('tax', 'Tax charged as', 'text'),
    column('rate', 'Rate', 'text'),
    column('sales', 'Sales', 'money'),
    column('taxable', 'Taxable', 'money'),
    column('exempt', 'Exempt', 'money'),
    column('taxCharged', 'Tax', 'money'),
  ];
  const sorted = groups
    .map((group) => ({ group, tax: group.tax, label: rateLabel(group), key: `${group.rateUnits}|${group.name}` }))
    .sort(byTaxThenName);
  const rows = sorted.map(({ group, label, key }) =>
    row(
      key,
      {
        tax: label,
        rate: formatTaxRate(unitsToRate(group.rateUnits)),
        sales: fromCents(group.sales),
        taxable: fromCents(group.taxable),
        exempt: fromCents(group.exempt),
        taxCharged: fromCents(group.tax),
      },
      { link: INVOICES_PATH },
    ),
  );
  return {
    key: 'rates',
    title: 'By rate charged',
    note: 'Invoices issued in the period (not drafts or void) less credit notes issued in it, grouped by the rate each charged; exempt is the lines not taxed, and everything sold at 0%.',
    columns,
    rows: rows.slice(0, MAX_REPORT_ROWS),
    totals: additiveTotals(rows, columns, ['sales', 'taxable', 'exempt', 'taxCharged']),
    rowCount: rows.length,
    chart: null,
  };
}

interface JurisdictionShare {
  key: string;
  name: string;
  type: string;
  rate: string;
  taxable: bigint;
  tax: bigint;
}

/**
 * The parts of a charged rate: the jurisdiction it was named after (the only one of that name) and those above it,
 * each with its share of the rate — but only while their rates still add up to the rate charged; null otherwise.
 */
function rateParts(group: ChargedRate, setup: SalesTaxSetup): Array<{ jurisdiction: RateJurisdiction & { type: JurisdictionType }; units: number }> | null {
  const name = group.name.trim().toLowerCase();
  const named = setup.jurisdictions.filter((jurisdiction) => jurisdiction.name.trim().toLowerCase() === name);
  if (named.length !== 1) return null;
  const breakdown = combinedTaxRateBreakdown(named[0]!.id, setup.jurisdictions, setup.categories);
  if (rateToUnits(breakdown.rate) !== group.rateUnits || breakdown.components.length === 0) return null;
  const parts = new Map<string, number>();
  for (const component of breakdown.components) parts.set(component.jurisdictionId, (parts.get(component.jurisdictionId) ?? 0) + rateToUnits(component.rate));
  return [...parts.entries()].map(([id, units]) => ({ jurisdiction: setup.jurisdictions.find((each) => each.id === id)!, units }));
}

/** Tax by jurisdiction: each charged rate's tax split between its parts in proportion to their rates, to the cent. */
export function taxByJurisdiction(groups: readonly ChargedRate[], setup: SalesTaxSetup): JurisdictionShare[] {
  const shares = new Map<string, JurisdictionShare>();
  const add = (share: Omit<JurisdictionShare, 'taxable' | 'tax'>, taxable: bigint, tax: bigint) => {
    const found = shares.get(share.key) ?? { ...share, taxable: 0n, tax: 0n };
    found.taxable += taxable;
    found.tax += tax;
    shares.set(share.key, found);
  };
  for (const group of groups) {
    // Nothing was charged at 0%: no jurisdiction is owed anything.
    if (group.rateUnits === 0 && group.tax === 0n) continue;
    const parts = rateParts(group, setup);
    if (!parts) {
      add({ key: `rate:${group.rateUnits}|${group.name}`, name: rateLabel(group), type: NOT_SPLIT_LABEL, rate: formatTaxRate(unitsToRate(group.rateUnits)) }, group.taxable, group.tax);
      continue;
    }
    // Every jurisdiction taxes the whole taxable amount; the tax, worked once on the combined rate, is shared out.
    const taxes = splitUnits(group.tax, parts.map((part) => BigInt(part.units)));
    parts.forEach((part, index) =>
      add(
        { key: part.jurisdiction.id, name: part.jurisdiction.name, type: jurisdictionTypeLabels[part.jurisdiction.type], rate: formatTaxRate(unitsToRate(part.units)) },
        group.taxable,
        taxes[index]!,
      ),
    );
  }
  return [...shares.values()];
}

function jurisdictionsSection(groups: readonly ChargedRate[], setup: SalesTaxSetup): ReportSection {
  const columns = [
    column('jurisdiction', 'Jurisdiction', 'text'),
    column('type', 'Type', 'text'),
    column('rate', 'Rate', 'text'),
    column('taxable', 'Taxable sales', 'money'),
    column('taxCharged', 'Tax', 'money'),
  ];
  const sorted = taxByJurisdiction(groups, setup)
    .map((share) => ({ share, tax: share.tax, label: share.name, key: share.key }))
    .sort(byTaxThenName);
  const rows = sorted.map(({ share }) =>
    row(share.key, { jurisdiction: share.name, type: share.type, rate: share.rate, taxable: fromCents(share.taxable), taxCharged: fromCents(share.tax) }),
  );
  // Taxable sales are counted once by each level that taxes them: only the tax adds up.
  return {
    key: 'jurisdictions',
    title: 'By jurisdiction',
    note: 'Each rate charged is split between the jurisdiction it was named after and those above it (county, state) in proportion to their rates as set up now, where they still add up to the rate charged; otherwise it is listed whole as a combined rate.',
    columns,
    rows: rows.slice(0, MAX_REPORT_ROWS),
    totals: additiveTotals(rows, columns, ['taxCharged']),
    rowCount: rows.length,
    chart: { kind: 'bar', x: 'jurisdiction', series: ['taxCharged'] },
  };
}

function headlineNumbers(aggregates: SalesTaxPeriodAggregates) {
  const groups = chargedRates(aggregates);
  const sum = (pick: (group: ChargedRate) => bigint) => fromCents(groups.reduce((total, group) => total + pick(group), 0n));
  return { sales: sum((g) => g.sales), taxable: sum((g) => g.taxable), exempt: sum((g) => g.exempt), tax: sum((g) => g.tax) };
}

/** The Sales tax report from the period's (and the comparison's) sums by charged rate and the company's tax set-up. */
export function salesTaxReport(input: SalesTaxReportInput): { headline: HeadlineFigure[]; sections: ReportSection[] } {
  const groups = chargedRates(input.period);
  const now = headlineNumbers(input.period);
  const before = input.comparison ? headlineNumbers(input.comparison) : null;
  const link = { link: INVOICES_PATH };
  return {
    headline: [
      headlineFigure('sales', 'Total sales', 'money', now.sales, before?.sales ?? null, link),
      headlineFigure('taxable', 'Taxable sales', 'money', now.taxable, before?.taxable ?? null, link),
      headlineFigure('exempt', 'Exempt sales', 'money', now.exempt, before?.exempt ?? null, link),
      headlineFigure('tax', 'Tax charged', 'money', now.tax, before?.tax ?? null, link),
    ],
    sections: [ratesSection(groups), jurisdictionsSection(groups, input.setup)],
  };
}
