import { describe, expect, it } from 'vitest';
import { aBoard, blueCrewId, greenCrewId } from './board-builders';
import { DRAWER_DROP_ID, findItem, laneDropId, moveForDrop } from './board-items';
import { formatCapacity, formatKm } from './board-format';

describe('what a drop on the board asks the server for', () => {
  const board = aBoard();
  const [first, second] = board.lanes[0]!.orders;
  const blue = board.lanes[1]!.orders[0]!;
  const unassigned = board.drawer.orders[0]!;
  const visit = board.drawer.visits[0]!;
  const order = (id: string) => findItem(board, `order:${id}`)!;

  it('a card dropped on another card of its lane takes that card’s place; on itself, nothing', () => {
    expect(moveForDrop(board, order(first!.id), `order:${second!.id}`)).toEqual({ orderId: first!.id, updatedAt: first!.updatedAt, crewId: greenCrewId, date: '2027-04-05', index: 1 });
    expect(moveForDrop(board, order(second!.id), `order:${first!.id}`)).toMatchObject({ orderId: second!.id, index: 0 });
    expect(moveForDrop(board, order(first!.id), `order:${first!.id}`)).toBeNull();
    // Dropped on its own lane's empty space it goes last; already last, nothing changes.
    expect(moveForDrop(board, order(first!.id), laneDropId(greenCrewId, '2027-04-05'))).toMatchObject({ index: 1 });
    expect(moveForDrop(board, order(second!.id), laneDropId(greenCrewId, '2027-04-05'))).toBeNull();
  });

  it('onto another crew’s card or lane, a day of the week, or the drawer', () => {
    expect(moveForDrop(board, order(first!.id), `order:${blue.id}`)).toMatchObject({ crewId: blueCrewId, date: '2027-04-05', index: 0 });
    expect(moveForDrop(board, order(first!.id), laneDropId(blueCrewId, '2027-04-07'))).toMatchObject({ crewId: blueCrewId, date: '2027-04-07', index: 0 });
    expect(moveForDrop(board, order(unassigned.id), laneDropId(greenCrewId, '2027-04-05'))).toMatchObject({ orderId: unassigned.id, crewId: greenCrewId, index: 2 });
    expect(moveForDrop(board, order(first!.id), DRAWER_DROP_ID)).toMatchObject({ orderId: first!.id, crewId: null, date: '2027-04-05' });
    // What is in the drawer stays there when dropped on it; a lane of a crew not on the board is no target.
    expect(moveForDrop(board, order(unassigned.id), DRAWER_DROP_ID)).toBeNull();
    expect(moveForDrop(board, order(first!.id), laneDropId('7a1d2b63-4a1f-4b5c-8a6a-a0000000ffff', '2027-04-05'))).toBeNull();
  });

  it('a visit dropped on a lane makes its order there; it carries no version', () => {
    const item = findItem(board, `visit:${visit.jobVisitId}`)!;
    expect(moveForDrop(board, item, `order:${second!.id}`)).toEqual({ jobVisitId: visit.jobVisitId, crewId: greenCrewId, date: '2027-04-05', index: 1 });
    expect(moveForDrop(board, item, DRAWER_DROP_ID)).toBeNull();
  });

  it('reads capacity and distance the way the board shows them', () => {
    expect(formatCapacity(6.5, 9)).toBe('6.5 of 9 h');
    expect(formatCapacity(8.25, 18)).toBe('8.3 of 18 h');
    expect(formatKm(42.34)).toBe('42.3 km');
  });
});
