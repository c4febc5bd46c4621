/** What proposalLines needs of an estimate line: never its cost, hours, markup or margin. */
export interface ProposalSourceLine {
  id: string;
  parentId: string | null;
  name: string;
  description: string;
  total: number;
  qty: number;
  visits: number;
  /** The price of one unit after the estimate's adjustment (what `total` is made of). */
  adjRate: number;
}

/** How much a proposal shows: its services only, or each service's lines too (the estimate chooses). */
export const proposalDetails = ['summary', 'detailed'] as const;
export type ProposalDetail = (typeof proposalDetails)[number];
export const proposalDetailLabels: Record<ProposalDetail, string> = {
  summary: 'Services with their visits',
  detailed: 'Services and their lines',
};

/** One line of a service on a detailed proposal: what it is, how much of it a visit, how many visits, at what price. */
export interface ProposalLineDetail {
  name: string;
  qty: number;
  visits: number;
  unitPrice: number;
  amount: number;
}

/** One service the client sees on a proposal (the PDF and the public page). */
export interface ProposalLine {
  name: string;
  description: string;
  amount: number;
  /** The season's visits (the largest among its lines), 1 for one-time work. */
  visits: number;
  /** amount ÷ visits to the cent when visits > 1, else null. */
  pricePerVisit: number | null;
  /** True when every visit costs exactly pricePerVisit (the cents divide evenly). */
  pricePerVisitExact: boolean;
  /** Its lines, on a detailed proposal; [] on a summary. */
  details: ProposalLineDetail[];
}

const toCents = (value: number) => Math.round(value * 100);

/**
 * The client-facing lines of an estimate, in the estimate's order: one line per top-level service line, priced at
 * the sum of its children's totals (to the cent), with its visits and price per visit ('28 visits × $45.00') and,
 * on a detailed proposal, its lines ('Mulch (yd) 4 × $65.00'); a line whose service line is missing stands on its
 * own. Only names, descriptions, quantities and client prices are copied: cost, hours, markup and margin never are.
 */
export function proposalLines(items: readonly ProposalSourceLine[], detail: ProposalDetail = 'detailed'): ProposalLine[] {
  const childrenOf = new Map<string, ProposalSourceLine[]>();
  for (const item of items) if (item.parentId === null) childrenOf.set(item.id, []);
  for (const item of items) if (item.parentId !== null) childrenOf.get(item.parentId)?.push(item);

  const lines: ProposalLine[] = [];
  for (const item of items) {
    const children = item.parentId === null ? childrenOf.get(item.id)! : null;
    if (item.parentId !== null && childrenOf.has(item.parentId)) continue;
    const own = !children || children.length === 0;
    const parts = own ? [item] : children;
    const cents = parts.reduce((sum, part) => sum + toCents(part.total), 0);
    const visits = Math.max(1, ...parts.map((part) => part.visits));
    lines.push({
      name: item.name,
      description: item.description,
      amount: cents / 100,
      visits,
      pricePerVisit: visits > 1 ? Math.round(cents / visits) / 100 : null,
      pricePerVisitExact: cents % visits === 0,
      details:
        detail === 'detailed' && !own
          ? parts.map((part) => ({ name: part.name, qty: part.qty, visits: part.visits, unitPrice: part.adjRate, amount: toCents(part.total) / 100 }))
          : [],
    });
  }
  return lines;
}

type Money = (amount: number) => string;
const quantity = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 4 });

/**
 * How a service's visits read on a proposal: '28 visits × $45.00', '3 visits, about $33.33 each' when the cents do
 * not divide evenly, '' for one visit. The PDF and the public page print the same words.
 */
export function visitsText(line: Pick<ProposalLine, 'visits' | 'pricePerVisit' | 'pricePerVisitExact'>, money: Money): string {
  if (line.visits <= 1 || line.pricePerVisit === null) return '';
  return line.pricePerVisitExact ? `${line.visits} visits × ${money(line.pricePerVisit)}` : `${line.visits} visits, about ${money(line.pricePerVisit)} each`;
}

/** How one line of a detailed proposal reads: 'Mulch (yd) — 4 × $65.00', 'Mowing crew — 1 × 28 visits × $45.00'. */
export function detailText(detail: ProposalLineDetail, unitMoney: Money): string {
  const visits = detail.visits > 1 ? ` × ${detail.visits} visits` : '';
  return `${detail.name} — ${quantity(detail.qty)}${visits} × ${unitMoney(detail.unitPrice)}`;
}
