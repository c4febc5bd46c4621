import { jurisdictionTypes, type Jurisdiction } from '@groundwork/domain/sales-tax';

/** path: names from the country down to this one; ancestorIds: the ids above it, nearest last. */
export type JurisdictionRow = { jurisdiction: Jurisdiction; depth: number; hasChildren: boolean; path: string[]; ancestorIds: string[] };

const typeOrder = (jurisdiction: Jurisdiction) => jurisdictionTypes.indexOf(jurisdiction.type);

/**
 * Jurisdictions as a tree flattened in reading order: each country, then its states, each state's counties
 * and cities, alphabetically within a level. A jurisdiction whose parent is missing starts its own branch.
 */
export function jurisdictionRows(jurisdictions: readonly Jurisdiction[]): JurisdictionRow[] {
  const ids = new Set(jurisdictions.map((jurisdiction) => jurisdiction.id));
  const children = new Map<string | null, Jurisdiction[]>();
  for (const jurisdiction of jurisdictions) {
    const parent = jurisdiction.parentJurisdictionId && ids.has(jurisdiction.parentJurisdictionId) ? jurisdiction.parentJurisdictionId : null;
    const siblings = children.get(parent) ?? [];
    siblings.push(jurisdiction);
    children.set(parent, siblings);
  }
  for (const siblings of children.values()) {
    siblings.sort((a, b) => typeOrder(a) - typeOrder(b) || a.name.localeCompare(b.name));
  }

  const rows: JurisdictionRow[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null, depth: number, path: string[], ancestorIds: string[]) => {
    for (const jurisdiction of children.get(parent) ?? []) {
      if (seen.has(jurisdiction.id)) continue; // a cycle in edited data must not loop forever
      seen.add(jurisdiction.id);
      const ownPath = [...path, jurisdiction.name];
      rows.push({ jurisdiction, depth, hasChildren: (children.get(jurisdiction.id)?.length ?? 0) > 0, path: ownPath, ancestorIds });
      visit(jurisdiction.id, depth + 1, ownPath, [...ancestorIds, jurisdiction.id]);
    }
  };
  visit(null, 0, [], []);
  return rows;
}

/** 'United States › Minnesota › Hennepin County' */
export function jurisdictionLabel(row: Pick<JurisdictionRow, 'path'>): string {
  return row.path.join(' › ');
}

/**
 * The rows to show: those under no collapsed ancestor, and — while searching — those matching the search
 * or leading to a match (so a match is always shown with its place in the tree).
 */
export function visibleJurisdictionRows(rows: readonly JurisdictionRow[], collapsed: ReadonlySet<string>, search: string): JurisdictionRow[] {
  const term = search.trim().toLowerCase();
  if (term) {
    const keep = new Set<string>();
    for (const row of rows) {
      if (!`${row.jurisdiction.name} ${row.jurisdiction.code}`.toLowerCase().includes(term)) continue;
      keep.add(row.jurisdiction.id);
      for (const id of row.ancestorIds) keep.add(id);
    }
    return rows.filter((row) => keep.has(row.jurisdiction.id));
  }
  const result: JurisdictionRow[] = [];
  let hiddenBelowDepth: number | null = null;
  for (const row of rows) {
    if (hiddenBelowDepth !== null && row.depth > hiddenBelowDepth) continue;
    hiddenBelowDepth = null;
    result.push(row);
    if (row.hasChildren && collapsed.has(row.jurisdiction.id)) hiddenBelowDepth = row.depth;
  }
  return result;
}
