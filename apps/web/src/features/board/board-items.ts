import { placeInLane, workOrderLabel, type Board, type BoardOrder, type BoardVisit, type BoardMoveInput } from '@groundwork/domain/orders';

/** What can be dragged on the board: a work order, or a job visit that has no order yet. */
export type BoardItem = { kind: 'order'; order: BoardOrder } | { kind: 'visit'; visit: BoardVisit };

/** Where an item can be dropped: a crew's lane on a day, or the drawer (no crew). */
export type BoardTarget = { crewId: string; date: string } | { crewId: null; date: string };

export const DRAWER_DROP_ID = 'drawer';
export const laneDropId = (crewId: string, date: string) => `lane:${crewId}:${date}`;
export const itemDragId = (item: BoardItem) => (item.kind === 'order' ? `order:${item.order.id}` : `visit:${item.visit.jobVisitId}`);

export function findLane(board: Board, crewId: string, date: string) {
  return board.lanes.find((lane) => lane.crewId === crewId && lane.date === date);
}

type Lane = Board['lanes'][number];

/** A crew's lane on a day; an empty one with the crew's whole capacity when the board has none for it. */
export function laneFor(board: Board, crew: Board['crews'][number], date: string): Lane {
  return (
    findLane(board, crew.id, date) ?? {
      crewId: crew.id,
      date,
      orders: [],
      capacity: { availableHours: crew.availableHours, bookedHours: 0, remainingHours: crew.availableHours, percentBooked: 0, overCapacity: false },
    }
  );
}

/** The item a drag id names, wherever it is on the board. */
export function findItem(board: Board, dragId: string): BoardItem | null {
  for (const order of [...board.lanes.flatMap((lane) => lane.orders), ...board.drawer.orders]) {
    if (`order:${order.id}` === dragId) return { kind: 'order', order };
  }
  const visit = board.drawer.visits.find((candidate) => `visit:${candidate.jobVisitId}` === dragId);
  return visit ? { kind: 'visit', visit } : null;
}

/** Where an item sits now: its crew and date, and its position in that lane (null in the drawer). */
export function currentPlace(board: Board, item: BoardItem): { crewId: string | null; date: string | null; index: number | null } {
  if (item.kind === 'visit') return { crewId: null, date: item.visit.date, index: null };
  const { order } = item;
  const lane = order.crewId && order.date ? findLane(board, order.crewId, order.date) : undefined;
  const index = lane ? lane.orders.findIndex((candidate) => candidate.id === order.id) : -1;
  return { crewId: order.crewId, date: order.date, index: index >= 0 ? index : null };
}

/**
 * The move a drop asks for: onto a lane (at its end), onto a card in a lane (at that card's place, as the sortable
 * list shows it), or onto the drawer. Null when the drop changes nothing.
 */
export function moveForDrop(board: Board, item: BoardItem, overId: string): BoardMoveInput | null {
  let target: BoardTarget | null = null;
  let index = 0;
  if (overId === DRAWER_DROP_ID || board.drawer.orders.some((order) => `order:${order.id}` === overId) || board.drawer.visits.some((visit) => `visit:${visit.jobVisitId}` === overId)) {
    if (item.kind === 'visit') return null; // already in the drawer
    target = { crewId: null, date: item.order.date ?? board.days[0]! };
  } else if (overId.startsWith('lane:')) {
    const [, crewId, date] = overId.split(':');
    if (!crewId || !date || !board.crews.some((crew) => crew.id === crewId)) return null;
    target = { crewId, date };
    const orders = findLane(board, crewId, date)?.orders ?? [];
    index = orders.filter((order) => item.kind === 'visit' || order.id !== item.order.id).length;
  } else {
    const lane = board.lanes.find((candidate) => candidate.orders.some((order) => `order:${order.id}` === overId));
    if (!lane) return null;
    target = { crewId: lane.crewId, date: lane.date };
    index = lane.orders.findIndex((order) => `order:${order.id}` === overId);
  }
  return moveInput(board, item, target, index);
}

/** The body of POST /orders/board/move, or null when the item would stay where it is. */
export function moveInput(board: Board, item: BoardItem, target: BoardTarget, index: number): BoardMoveInput | null {
  if (item.kind === 'visit') return { jobVisitId: item.visit.jobVisitId, crewId: target.crewId, date: target.date, index };
  const place = currentPlace(board, item);
  if (target.crewId === null && place.crewId === null && target.date === place.date) return null;
  if (target.crewId !== null && place.crewId === target.crewId && place.date === target.date && place.index !== null) {
    const lane = findLane(board, target.crewId, target.date)!;
    const ids = lane.orders.map((order) => order.id);
    const next = placeInLane(ids, item.order.id, index);
    if (next.every((id, at) => id === ids[at])) return null;
  }
  return { orderId: item.order.id, updatedAt: item.order.updatedAt, crewId: target.crewId, date: target.date, index };
}

/** A drop target in words, for the screen reader's announcements while dragging with the keyboard. */
export function describeDropTarget(board: Board, overId: string, formatDay: (date: string) => string): string {
  if (overId === DRAWER_DROP_ID) return 'the drawer of unscheduled work';
  const crewName = (id: string | undefined) => board.crews.find((crew) => crew.id === id)?.name ?? 'a crew';
  if (overId.startsWith('lane:')) {
    const [, crewId, date] = overId.split(':');
    return `the end of ${crewName(crewId)}’s route on ${formatDay(date ?? '')}`;
  }
  const item = findItem(board, overId);
  if (item?.kind === 'order' && item.order.crewId && item.order.date) {
    return `${workOrderLabel(item.order.number)}’s place in ${crewName(item.order.crewId)}’s route on ${formatDay(item.order.date)}`;
  }
  return 'the drawer of unscheduled work';
}
