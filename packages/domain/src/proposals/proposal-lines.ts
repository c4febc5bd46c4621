/** What proposalLines needs of an estimate line: never its cost, hours, markup or margin. */
export interface ProposalSourceLine {
  id: string;
  parentId: string | null;
  name: string;
  description: string;
  total: number;
}

/** One line the client sees on a proposal (the PDF and the public page): a service and its price. */
export interface ProposalLine {
  name: string;
  description: string;
  amount: number;
}

const toCents = (value: number) => Math.round(value * 100);

/**
 * The client-facing lines of an estimate, in the estimate's order: one line per top-level service line, priced at
 * the sum of its children's totals (to the cent), and any line whose service line is missing on its own. Only
 * name, description and amount are copied, so internal figures (cost, hours, markup, margin) cannot leak.
 */
export function proposalLines(items: readonly ProposalSourceLine[]): ProposalLine[] {
  const parents = new Map<string, number>();
  for (const item of items) if (item.parentId === null) parents.set(item.id, 0);
  const hasChildren = new Set<string>();
  for (const item of items) {
    if (item.parentId === null || !parents.has(item.parentId)) continue;
    parents.set(item.parentId, parents.get(item.parentId)! + toCents(item.total));
    hasChildren.add(item.parentId);
  }
  const lines: ProposalLine[] = [];
  for (const item of items) {
    const isParent = item.parentId === null;
    if (!isParent && parents.has(item.parentId!)) continue;
    const cents = isParent && hasChildren.has(item.id) ? parents.get(item.id)! : toCents(item.total);
    lines.push({ name: item.name, description: item.description, amount: cents / 100 });
  }
  return lines;
}
