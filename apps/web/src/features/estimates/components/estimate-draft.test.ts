import { describe, expect, it } from 'vitest';
import { draftReducer, initialDraft, itemInputs, serviceLines, type DraftLine, type ServiceOption } from './estimate-draft';

const line = (id: string, parentId: string | null, name = id): DraftLine => ({
  id,
  parentId,
  name,
  description: '',
  type: 'labor',
  qty: 1,
  visits: 1,
  cost: 10,
  bHrs: null,
  markup: null,
  rate: null,
  taxable: true,
  serviceId: null,
  sourceId: null,
});

const tree = [line('a', null), line('a1', 'a'), line('a2', 'a'), line('b', null), line('b1', 'b')];
const ids = (lines: readonly DraftLine[]) => lines.map((item) => item.id);

const mowing: ServiceOption = {
  id: '6f1c1a52-3f0e-4a4b-9a59-000000000010',
  name: 'Weekly mowing',
  description: '',
  isTaxable: true,
  rateMatrixData: {
    matrixRows: [
      { from: 0, to: 5000, rate: 45, tbHrs: 1, cost: 20 },
      { from: 5001, to: 10000, rate: 55, tbHrs: 1.5, cost: 27 },
    ],
    bottomSection: null,
  },
  recipe: [{ type: 'product', sourceId: null, name: 'Fuel', qty: 2, hours: 0, unitCost: 4.5 }],
  defaultVisits: 1,
};

/** The same service with a real recipe — crew, mower, fuel — and a season of 28 visits. */
const season: ServiceOption = {
  ...mowing,
  defaultVisits: 28,
  recipe: [
    { type: 'labor', sourceId: 'crew-a', name: 'Maintenance Crew A', qty: 0.5, hours: 1.5, unitCost: 40 },
    { type: 'equipment', sourceId: 'zt-1', name: 'Zero-turn', qty: 0.5, hours: 0, unitCost: 6 },
    { type: 'product', sourceId: null, name: 'Fuel', qty: 2, hours: 0, unitCost: 2 },
  ],
};

describe('draftReducer', () => {
  it('moves a service line with its children past the neighbouring service', () => {
    const state = draftReducer(initialDraft(tree), { type: 'move', id: 'b', direction: -1 });
    expect(ids(state.lines)).toEqual(['b', 'b1', 'a', 'a1', 'a2']);
    expect(ids(draftReducer(state, { type: 'move', id: 'b', direction: 1 }).lines)).toEqual(ids(tree));
  });

  it('moves a child only among its siblings', () => {
    const state = initialDraft(tree);
    expect(ids(draftReducer(state, { type: 'move', id: 'a2', direction: -1 }).lines)).toEqual(['a', 'a2', 'a1', 'b', 'b1']);
    expect(draftReducer(state, { type: 'move', id: 'a2', direction: 1 })).toBe(state);
  });

  it('duplicates a service with copies of its children, and deletes a service with them', () => {
    const copied = draftReducer(initialDraft(tree), { type: 'duplicate', id: 'a' }).lines;
    expect(copied).toHaveLength(8);
    const copy = copied[3]!;
    expect(copy.name).toBe('a (copy)');
    expect(copied.slice(4, 6).every((item) => item.parentId === copy.id)).toBe(true);
    expect(ids(draftReducer(initialDraft(tree), { type: 'remove', id: 'a' }).lines)).toEqual(['b', 'b1']);
  });

  it('makes one undo step of the keystrokes in one cell', () => {
    let state = initialDraft(tree);
    state = draftReducer(state, { type: 'edit', id: 'a1', field: 'qty', value: 1.5 });
    state = draftReducer(state, { type: 'edit', id: 'a1', field: 'qty', value: 15 });
    state = draftReducer(state, { type: 'edit', id: 'a1', field: 'cost', value: 3 });
    state = draftReducer(state, { type: 'undo' });
    expect(state.lines[1]).toMatchObject({ qty: 15, cost: 10 });
    state = draftReducer(state, { type: 'undo' });
    expect(state.lines[1]).toMatchObject({ qty: 1, cost: 10 });
    expect(draftReducer(state, { type: 'undo' })).toBe(state);
  });
});

describe('reordering by drag and drop', () => {
  const drop = (id: string, targetId: string, place: 'before' | 'after') => draftReducer(initialDraft(tree), { type: 'reorder', id, targetId, place });
  const parents = (lines: readonly DraftLine[]) => lines.map((item) => `${item.id}<${item.parentId ?? '-'}`);

  it('moves a service line with its children before or after another service', () => {
    expect(ids(drop('b', 'a', 'before').lines)).toEqual(['b', 'b1', 'a', 'a1', 'a2']);
    expect(ids(drop('a', 'b', 'after').lines)).toEqual(['b', 'b1', 'a', 'a1', 'a2']);
    // A drop on another service's line lands after that whole service, never between its lines.
    expect(ids(drop('a', 'b1', 'before').lines)).toEqual(['b', 'b1', 'a', 'a1', 'a2']);
  });

  it('moves a line among its siblings', () => {
    expect(ids(drop('a2', 'a1', 'before').lines)).toEqual(['a', 'a2', 'a1', 'b', 'b1']);
    expect(ids(drop('a1', 'a2', 'after').lines)).toEqual(['a', 'a2', 'a1', 'b', 'b1']);
  });

  it('moves a line into another service, taking that service as its parent', () => {
    expect(parents(drop('a1', 'b1', 'after').lines)).toEqual(['a<-', 'a2<a', 'b<-', 'b1<b', 'a1<b']);
    // On a service row: its lower half puts the line at the top of that service…
    expect(parents(drop('a2', 'b', 'after').lines)).toEqual(['a<-', 'a1<a', 'b<-', 'a2<b', 'b1<b']);
    // …its upper half at the end of the service above.
    expect(parents(drop('b1', 'b', 'before').lines)).toEqual(['a<-', 'a1<a', 'a2<a', 'b1<a', 'b<-']);
    // The first service has no service above: the line goes to its top.
    expect(parents(drop('b1', 'a', 'before').lines)).toEqual(['a<-', 'b1<a', 'a1<a', 'a2<a', 'b<-']);
  });

  it('changes nothing (and adds no undo step) for a drop where the line already is', () => {
    const state = initialDraft(tree);
    expect(draftReducer(state, { type: 'reorder', id: 'a1', targetId: 'a2', place: 'before' })).toBe(state);
    expect(draftReducer(state, { type: 'reorder', id: 'a', targetId: 'a1', place: 'after' })).toBe(state);
    expect(draftReducer(state, { type: 'reorder', id: 'a1', targetId: 'a1', place: 'after' })).toBe(state);
    expect(draftReducer(state, { type: 'reorder', id: 'missing', targetId: 'a', place: 'after' })).toBe(state);
  });

  it('undoes a reorder in one step', () => {
    const moved = draftReducer(initialDraft(tree), { type: 'reorder', id: 'a1', targetId: 'b1', place: 'after' });
    const undone = draftReducer(moved, { type: 'undo' });
    expect(undone.lines).toBe(tree);
    expect(undone.past).toHaveLength(0);
  });

  it('keeps a thousand lines in order when the last one moves to the top', () => {
    const many = [line('p', null), ...Array.from({ length: 999 }, (_, index) => line(`c${index}`, 'p'))];
    const state = draftReducer(initialDraft(many), { type: 'reorder', id: 'c998', targetId: 'c0', place: 'before' });
    expect(ids(state.lines).slice(0, 3)).toEqual(['p', 'c998', 'c0']);
    expect(state.lines).toHaveLength(1000);
  });
});

describe('replacing the lines (a restored local draft)', () => {
  it('is one undo step and keeps children after their parents', () => {
    const restored = [line('b1', 'b'), line('b', null)];
    const state = draftReducer(initialDraft(tree), { type: 'replace', lines: restored });
    expect(ids(state.lines)).toEqual(['b', 'b1']);
    expect(draftReducer(state, { type: 'undo' }).lines).toBe(tree);
  });
});

describe('serviceLines', () => {
  it("splits the matrix's visit into the recipe's lines — labour, mower, fuel — each for the season's visits", () => {
    // Recipe costs 20 : 3 : 4 (of $27). The 8,000 sq ft visit: $55 for 1.5 h costing $27.
    // Price shares 40.740…, 6.111…, 8.148… → 40.74 + 6.11 + 8.14 = 54.99; the cent goes to 0.148… (fuel).
    const { lines, pricedBy } = serviceLines(season, 8000);
    expect(pricedBy).toBe('matrix');
    expect(lines.slice(1).map(({ name, type, qty, visits, cost, rate, bHrs, sourceId }) => ({ name, type, qty, visits, cost, rate, bHrs, sourceId }))).toEqual([
      { name: 'Maintenance Crew A — 8,000 sq ft', type: 'labor', qty: 1, visits: 28, cost: 20, rate: 40.74, bHrs: 1.5, sourceId: 'crew-a' },
      { name: 'Zero-turn', type: 'equipment', qty: 1, visits: 28, cost: 3, rate: 6.11, bHrs: null, sourceId: 'zt-1' },
      { name: 'Fuel', type: 'product', qty: 1, visits: 28, cost: 4, rate: 8.15, bHrs: null, sourceId: null },
    ]);
  });

  it('prices the lot from the rate matrix as one labour line of the visit’s hours when the recipe has no labour', () => {
    const { lines, pricedBy } = serviceLines(mowing, 8000);
    expect(pricedBy).toBe('matrix');
    expect(lines[0]).toMatchObject({ parentId: null, name: 'Weekly mowing', serviceId: mowing.id });
    // $55 and $27 over 1.5 h split exactly? 55 / 1.5 does not: one visit-sized unit carries the hours instead.
    expect(lines[1]).toMatchObject({ parentId: lines[0]!.id, type: 'labor', qty: 1, rate: 55, cost: 27, bHrs: 1.5 });
  });

  it('splits per hour when that is exact', () => {
    const { lines } = serviceLines(mowing, 4000);
    expect(lines[1]).toMatchObject({ qty: 1, rate: 45, cost: 20, bHrs: 1 });
  });

  it('falls back to the recipe lines without a lot size', () => {
    const { lines, pricedBy, message } = serviceLines(mowing, null);
    expect(pricedBy).toBe('recipe');
    expect(message).toMatch(/no lot size/);
    expect(lines[1]).toMatchObject({ name: 'Fuel', type: 'product', qty: 2, cost: 4.5 });
  });

  it('sends parents without figures and children with their overrides', () => {
    const [parent, child] = itemInputs(serviceLines(mowing, 4000).lines);
    expect(parent).toMatchObject({ parentId: null, markup: null, rate: null });
    expect(parent).not.toHaveProperty('qty');
    expect(child).toMatchObject({ rate: 45, qty: 1 });
  });
});
