import type { CostType } from '@groundwork/domain/overhead';
import type { EstimateItem, EstimateItemInput } from '@groundwork/domain/estimates';
import { matrixLinesFromRecipe, priceFromRateMatrix, type RateMatrix, type RecipeLine } from '@groundwork/domain/services';

/**
 * The builder's working copy of an estimate's lines: a flat list in display order where each child line follows
 * its parent service line. Numbers are what the estimator entered; the figures come from calculateEstimate.
 * `markup`/`rate` are the estimator's overrides (null = the computed markup / suggested price).
 */
export type DraftLine = {
  id: string;
  parentId: string | null;
  name: string;
  description: string;
  type: CostType;
  qty: number;
  visits: number;
  cost: number;
  bHrs: number | null;
  markup: number | null;
  rate: number | null;
  taxable: boolean;
  serviceId: string | null;
  sourceId: string | null;
};

export type EditableField = 'name' | 'qty' | 'visits' | 'cost' | 'markup' | 'rate';

let sequence = 0;
/** A client-side line id (the server keeps its own after a save). */
export function newLineId(): string {
  sequence += 1;
  return `new-${Date.now().toString(36)}-${sequence}`;
}

/** Lines as the server sent them: the overrides the estimator typed, not the computed figures. */
export function draftFromItems(items: readonly EstimateItem[]): DraftLine[] {
  const lines = items.map(
    (item): DraftLine => ({
      id: item.id,
      parentId: item.parentId,
      name: item.name,
      description: item.description,
      type: item.type,
      qty: item.qty,
      visits: item.visits,
      cost: item.cost,
      bHrs: item.parentId === null ? null : item.bHrs,
      markup: item.markupOverride,
      rate: item.rateOverride,
      taxable: item.taxable,
      serviceId: item.serviceId,
      sourceId: item.sourceId,
    }),
  );
  return orderTree(lines);
}

/** Parents in their order, each followed by its children (a child whose parent is missing is dropped). */
export function orderTree(lines: readonly DraftLine[]): DraftLine[] {
  const children = new Map<string, DraftLine[]>();
  for (const line of lines) {
    if (line.parentId === null) continue;
    const list = children.get(line.parentId) ?? [];
    list.push(line);
    children.set(line.parentId, list);
  }
  const ordered: DraftLine[] = [];
  for (const line of lines) {
    if (line.parentId !== null) continue;
    ordered.push(line, ...(children.get(line.id) ?? []));
  }
  return ordered;
}

/** What PUT/POST take: overrides as `markup`/`rate`; a parent line sends no figures of its own. */
export function itemInputs(lines: readonly DraftLine[]): EstimateItemInput[] {
  return lines.map((line) =>
    line.parentId === null
      ? { id: line.id, parentId: null, name: line.name, description: line.description, type: line.type, bHrs: null, markup: null, rate: null, taxable: line.taxable, serviceId: line.serviceId, sourceId: line.sourceId }
      : {
          id: line.id,
          parentId: line.parentId,
          name: line.name,
          description: line.description,
          type: line.type,
          qty: line.qty,
          visits: line.visits,
          cost: line.cost,
          bHrs: line.bHrs,
          markup: line.markup,
          rate: line.rate,
          taxable: line.taxable,
          serviceId: line.serviceId,
          sourceId: line.sourceId,
        },
  );
}

function blank(overrides: Partial<DraftLine> & Pick<DraftLine, 'name' | 'type'>): DraftLine {
  return {
    id: newLineId(),
    parentId: null,
    description: '',
    qty: 1,
    visits: 1,
    cost: 0,
    bHrs: null,
    markup: null,
    rate: null,
    taxable: true,
    serviceId: null,
    sourceId: null,
    ...overrides,
  };
}

/** A service as the builder needs it (the route passes /services through). */
export type ServiceOption = {
  id: string;
  name: string;
  description: string;
  isTaxable: boolean;
  rateMatrixData: RateMatrix;
  recipe: readonly Pick<RecipeLine, 'type' | 'sourceId' | 'name' | 'qty' | 'hours' | 'unitCost'>[];
  /** Visits in a season of it: what its lines get (Weekly Mowing 28). */
  defaultVisits: number;
};

/** A price-book record a child line can be picked from (products, equipment, crews' labour, subcontractors). */
export type PriceBookOption = {
  key: string;
  type: CostType;
  sourceId: string;
  name: string;
  /** Unit cost, 4 decimals (crew loaded cost per hour, equipment cost per hour, product unit cost, …). */
  cost: number;
  /** A price the record carries (a product's own price); null = priced from the budget. */
  rate: number | null;
  taxable: boolean;
  /** 'per hour', 'per yd³', … shown in the picker. */
  unitLabel: string;
};

const SCALE = 10_000;
const units = (value: number) => Math.round(value * SCALE);

/** `amount / by` when it is exact at 4 decimals, else null (so a per-hour split never drifts a cent). */
function exactQuotient(amount: number, by: number): number | null {
  const numerator = units(amount) * SCALE;
  const divisor = units(by);
  if (divisor === 0 || numerator % divisor !== 0) return null;
  return numerator / divisor / SCALE;
}

/** A labour line carrying a rate matrix's price, hours and cost for one visit. */
export function matrixLabourLine(parentId: string, serviceName: string, price: { rate: number; hours: number; cost: number }, lotSize: number): DraftLine {
  const name = `${serviceName} — ${lotSize.toLocaleString('en-US')} sq ft`;
  const perHourRate = price.hours > 0 ? exactQuotient(price.rate, price.hours) : null;
  const perHourCost = price.hours > 0 ? exactQuotient(price.cost, price.hours) : null;
  if (perHourRate !== null && perHourCost !== null) {
    // Qty is the visit's hours (a labour line's qty is hours), priced per hour: the visit totals the matrix's price.
    return blank({ parentId, name, type: 'labor', qty: price.hours, cost: perHourCost, rate: perHourRate, bHrs: 1 });
  }
  // The split per hour would round: one visit-sized unit carrying the matrix's hours keeps the price exact.
  return blank({ parentId, name, type: 'labor', qty: 1, cost: price.cost, rate: price.rate, bHrs: price.hours });
}

export type ServiceLinesResult = { lines: DraftLine[]; pricedBy: 'matrix' | 'recipe' | 'none'; message: string | null };

/**
 * A service becomes a parent line named after it, its lines getting the service's visits per season. When its rate
 * matrix prices the property's lot size, the matrix is the company's price for that lot, and the service's recipe
 * decides what the visit is made of (matrixLinesFromRecipe): a line per recipe line, each one visit-sized unit carrying
 * its share of the matrix's cost, price and hours — one labour line with all of it only when the recipe cannot say.
 * Otherwise the recipe's lines become the children, priced from the budget's markups.
 */
export function serviceLines(service: ServiceOption, lotSizeSqFt: number | null): ServiceLinesResult {
  const visits = Math.max(1, service.defaultVisits);
  const parent = blank({ name: service.name, description: service.description, type: 'labor', taxable: service.isTaxable, serviceId: service.id });
  const recipe = service.recipe.map((line) =>
    blank({
      parentId: parent.id,
      name: line.name,
      type: line.type,
      qty: line.qty,
      visits,
      cost: line.unitCost,
      bHrs: line.qty > 0 && line.hours > 0 ? Math.round((line.hours / line.qty) * SCALE) / SCALE : null,
      taxable: service.isTaxable,
      sourceId: line.sourceId,
    }),
  );
  const hasMatrix = service.rateMatrixData.matrixRows.length > 0;
  if (hasMatrix && lotSizeSqFt !== null) {
    const price = priceFromRateMatrix(service.rateMatrixData, lotSizeSqFt);
    if (price.ok) {
      const split = matrixLinesFromRecipe(service.recipe, price);
      const children = split
        ? split.map((line, index) =>
            blank({
              parentId: parent.id,
              name: index === 0 ? `${line.name} — ${lotSizeSqFt.toLocaleString('en-US')} sq ft` : line.name,
              type: line.type,
              qty: 1,
              visits,
              cost: line.cost,
              rate: line.rate,
              bHrs: line.type === 'labor' ? line.hours : null,
              taxable: service.isTaxable,
              sourceId: line.sourceId,
            }),
          )
        : [{ ...matrixLabourLine(parent.id, service.name, price, lotSizeSqFt), visits, taxable: service.isTaxable }];
      return { lines: [parent, ...children], pricedBy: 'matrix', message: null };
    }
    return { lines: [parent, ...recipe], pricedBy: recipe.length > 0 ? 'recipe' : 'none', message: price.message };
  }
  const message = hasMatrix ? 'The property has no lot size, so the rate matrix could not price it.' : null;
  return { lines: [parent, ...recipe], pricedBy: recipe.length > 0 ? 'recipe' : 'none', message };
}

/** A child line from the price book. */
export function priceBookLine(parentId: string, option: PriceBookOption): DraftLine {
  return blank({ parentId, name: option.name, type: option.type, cost: option.cost, rate: option.rate, taxable: option.taxable, sourceId: option.sourceId });
}

/** A line typed in by hand: a service line when there is no parent, else a labour child. */
export function typedLine(parentId: string | null): DraftLine {
  return parentId === null ? blank({ name: 'New service', type: 'labor' }) : blank({ parentId, name: 'New line', type: 'labor' });
}

// ── Edits with undo ──────────────────────────────────────────────────────────────────────
export type DraftState = {
  lines: DraftLine[];
  /** Earlier versions of `lines`, most recent last. */
  past: DraftLine[][];
  /** The cell being typed into: keystrokes in the same cell make one undo step. */
  typingKey: string | null;
};

export const MAX_UNDO = 100;

export type DraftAction =
  | { type: 'edit'; id: string; field: EditableField; value: string | number | null }
  | { type: 'add'; lines: DraftLine[] }
  | { type: 'duplicate'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'move'; id: string; direction: -1 | 1 }
  | { type: 'reorder'; id: string; targetId: string; place: DropPlace }
  | { type: 'replace'; lines: DraftLine[] }
  | { type: 'undo' }
  | { type: 'reset'; lines: DraftLine[] }
  | { type: 'endTyping' };

export function initialDraft(lines: DraftLine[]): DraftState {
  return { lines, past: [], typingKey: null };
}

function commit(state: DraftState, lines: DraftLine[], typingKey: string | null = null): DraftState {
  if (lines === state.lines) return state;
  const continuing = typingKey !== null && typingKey === state.typingKey;
  const past = continuing ? state.past : [...state.past, state.lines].slice(-MAX_UNDO);
  return { lines, past, typingKey };
}

/** A parent with its children, or a single child: the block that moves, copies or goes together. */
function blockRange(lines: readonly DraftLine[], index: number): [number, number] {
  const line = lines[index]!;
  if (line.parentId !== null) return [index, index + 1];
  let end = index + 1;
  while (end < lines.length && lines[end]!.parentId === line.id) end += 1;
  return [index, end];
}

function move(lines: DraftLine[], id: string, direction: -1 | 1): DraftLine[] {
  const index = lines.findIndex((line) => line.id === id);
  if (index < 0) return lines;
  const line = lines[index]!;
  if (line.parentId !== null) {
    const target = index + direction;
    const neighbour = lines[target];
    if (!neighbour || neighbour.parentId !== line.parentId) return lines;
    const next = [...lines];
    next[index] = neighbour;
    next[target] = line;
    return next;
  }
  const [start, end] = blockRange(lines, index);
  const block = lines.slice(start, end);
  if (direction === -1) {
    let previous = start - 1;
    while (previous >= 0 && lines[previous]!.parentId !== null) previous -= 1;
    if (previous < 0) return lines;
    return [...lines.slice(0, previous), ...block, ...lines.slice(previous, start), ...lines.slice(end)];
  }
  if (end >= lines.length) return lines;
  const [, nextEnd] = blockRange(lines, end);
  return [...lines.slice(0, start), ...lines.slice(end, nextEnd), ...block, ...lines.slice(nextEnd)];
}

/** Where a dragged line lands relative to the row it is dropped on: its upper or lower half. */
export type DropPlace = 'before' | 'after';

/**
 * A drag-and-drop move. A service line moves with its children, before or after another service's block (a drop on
 * a child row lands after that child's service). A child moves before or after another child — joining that child's
 * service — or onto a service row: into the previous service's end (upper half) or to the top of that service
 * (lower half). Returns the same array when nothing moves.
 */
export function reorderLines(lines: DraftLine[], id: string, targetId: string, place: DropPlace): DraftLine[] {
  if (id === targetId) return lines;
  const from = lines.findIndex((line) => line.id === id);
  const target = lines.find((line) => line.id === targetId);
  if (from < 0 || !target) return lines;
  const line = lines[from]!;

  if (line.parentId === null) {
    const targetParentId = target.parentId ?? target.id;
    if (targetParentId === line.id) return lines;
    const [start, end] = blockRange(lines, from);
    const block = lines.slice(start, end);
    const rest = [...lines.slice(0, start), ...lines.slice(end)];
    const targetStart = rest.findIndex((item) => item.id === targetParentId);
    // A drop on a child row always means "after its service": a service cannot land between another's children.
    const at = place === 'before' && target.parentId === null ? targetStart : blockRange(rest, targetStart)[1];
    const next = [...rest.slice(0, at), ...block, ...rest.slice(at)];
    return sameOrder(lines, next) ? lines : next;
  }

  const rest = lines.filter((item) => item.id !== id);
  let at: number;
  let parentId: string;
  if (target.parentId !== null) {
    const targetIndex = rest.findIndex((item) => item.id === targetId);
    at = place === 'before' ? targetIndex : targetIndex + 1;
    parentId = target.parentId;
  } else {
    const targetIndex = rest.findIndex((item) => item.id === targetId);
    let previous = targetIndex - 1;
    while (previous >= 0 && rest[previous]!.parentId !== null) previous -= 1;
    if (place === 'before' && previous >= 0) {
      at = targetIndex;
      parentId = rest[previous]!.id;
    } else {
      at = targetIndex + 1;
      parentId = target.id;
    }
  }
  const moved = parentId === line.parentId ? line : { ...line, parentId };
  const next = [...rest.slice(0, at), moved, ...rest.slice(at)];
  return moved === line && sameOrder(lines, next) ? lines : next;
}

function sameOrder(a: readonly DraftLine[], b: readonly DraftLine[]): boolean {
  return a.length === b.length && a.every((line, index) => line === b[index]);
}

export function draftReducer(state: DraftState, action: DraftAction): DraftState {
  switch (action.type) {
    case 'edit': {
      const lines = state.lines.map((line) => (line.id === action.id ? { ...line, [action.field]: action.value } : line));
      return commit(state, lines, `${action.id}:${action.field}`);
    }
    case 'add':
      return commit(state, orderTree([...state.lines, ...action.lines]));
    case 'duplicate': {
      const index = state.lines.findIndex((line) => line.id === action.id);
      if (index < 0) return state;
      const [start, end] = blockRange(state.lines, index);
      const block = state.lines.slice(start, end);
      const parentId = newLineId();
      const copies = block.map((line, position) =>
        line.parentId === null
          ? { ...line, id: parentId, name: `${line.name} (copy)` }
          : { ...line, id: newLineId(), parentId: block[0]!.parentId === null && position > 0 ? parentId : line.parentId },
      );
      return commit(state, [...state.lines.slice(0, end), ...copies, ...state.lines.slice(end)]);
    }
    case 'remove': {
      const lines = state.lines.filter((line) => line.id !== action.id && line.parentId !== action.id);
      return commit(state, lines);
    }
    case 'move':
      return commit(state, move(state.lines, action.id, action.direction));
    case 'reorder':
      return commit(state, reorderLines(state.lines, action.id, action.targetId, action.place));
    case 'replace':
      // A restored local draft: one undo step back to what the server had.
      return commit(state, orderTree(action.lines));
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return { lines: previous, past: state.past.slice(0, -1), typingKey: null };
    }
    case 'reset':
      return initialDraft(action.lines);
    case 'endTyping':
      return state.typingKey === null ? state : { ...state, typingKey: null };
  }
}

/** A template's line as the builder takes it (the route passes /estimate_templates/{id} items through). */
export type TemplateLineSource = Pick<DraftLine, 'id' | 'parentId' | 'name' | 'description' | 'type' | 'qty' | 'visits' | 'cost' | 'bHrs' | 'markup' | 'rate' | 'taxable' | 'serviceId' | 'sourceId'>;

/** A template's lines with fresh ids (children follow their parents), to add to the estimate. */
export function templateLines(items: readonly TemplateLineSource[]): DraftLine[] {
  const ids = new Map(items.filter((item) => item.parentId === null).map((item) => [item.id, newLineId()]));
  const lines: DraftLine[] = [];
  for (const item of items) {
    const parentId = item.parentId === null ? null : (ids.get(item.parentId) ?? null);
    if (item.parentId !== null && parentId === null) continue;
    lines.push({ ...item, id: item.parentId === null ? ids.get(item.id)! : newLineId(), parentId });
  }
  return orderTree(lines);
}
