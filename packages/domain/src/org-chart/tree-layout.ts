export interface ChartNode {
  id: string;
  reportsToId: string | null;
}

export interface TreeLayoutOptions {
  /** Horizontal room of one card, gap included. */
  nodeWidth?: number;
  /** Vertical distance between levels. */
  levelHeight?: number;
}

/**
 * Whether making `reportsToId` the parent of `positionId` would close a loop (itself or one of its reports).
 * Existing loops in the data cannot hang it.
 */
export function wouldCreateReportingCycle(
  positions: readonly ChartNode[],
  positionId: string,
  reportsToId: string | null,
): boolean {
  if (reportsToId === null) return false;
  const parentOf = new Map(positions.map((position) => [position.id, position.reportsToId]));
  const seen = new Set<string>();
  let current: string | null | undefined = reportsToId;
  while (current != null && !seen.has(current)) {
    if (current === positionId) return true;
    seen.add(current);
    current = parentOf.get(current);
  }
  return false;
}

/**
 * Auto-layout as a tree: each level one row, each parent centred over its reports, subtrees side by side
 * without overlap, several top positions next to each other. A position whose parent is missing (or that sits in
 * a loop) is treated as a top position. Order follows the input order. Returns the top-left x/y of each card.
 */
export function treeLayout(
  positions: readonly ChartNode[],
  { nodeWidth = 260, levelHeight = 180 }: TreeLayoutOptions = {},
): Map<string, { x: number; y: number }> {
  const ids = new Set(positions.map((position) => position.id));
  const children = new Map<string, string[]>();
  const roots: string[] = [];
  for (const position of positions) {
    const parent = position.reportsToId;
    const attached =
      parent !== null && ids.has(parent) && parent !== position.id && !wouldCreateReportingCycle(positions, position.id, parent);
    if (attached) children.set(parent, [...(children.get(parent) ?? []), position.id]);
    else roots.push(position.id);
  }
  // A loop leaves its members unreachable from any root: lift one member of each to the top.
  const reachable = new Set<string>();
  const mark = (id: string) => {
    if (reachable.has(id)) return;
    reachable.add(id);
    for (const child of children.get(id) ?? []) mark(child);
  };
  roots.forEach(mark);
  for (const position of positions) {
    if (!reachable.has(position.id)) {
      roots.push(position.id);
      mark(position.id);
    }
  }

  const result = new Map<string, { x: number; y: number }>();
  let nextLeaf = 0;
  const place = (id: string, depth: number, path: Set<string>): number => {
    const kids = (children.get(id) ?? []).filter((kid) => !path.has(kid) && !result.has(kid));
    let x: number;
    if (kids.length === 0) {
      x = nextLeaf * nodeWidth;
      nextLeaf += 1;
    } else {
      path.add(id);
      const xs = kids.map((kid) => place(kid, depth + 1, path));
      path.delete(id);
      x = (xs[0]! + xs[xs.length - 1]!) / 2;
    }
    result.set(id, { x, y: depth * levelHeight });
    return x;
  };
  for (const root of roots) if (!result.has(root)) place(root, 0, new Set());
  return result;
}
