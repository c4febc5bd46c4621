import type { Board, BoardOrder, BoardVisit, RainDayResult } from '@groundwork/domain/orders';

let counter = 0;
function uuid(): string {
  counter += 1;
  return `7a1d2b63-4a1f-4b5c-8a6a-${String(counter).padStart(12, '0')}`;
}

export const greenCrewId = '7a1d2b63-4a1f-4b5c-8a6a-a00000000001';
export const blueCrewId = '7a1d2b63-4a1f-4b5c-8a6a-a00000000002';
export const annGreenId = '7a1d2b63-4a1f-4b5c-8a6a-c00000000001';
export const samLeeId = '7a1d2b63-4a1f-4b5c-8a6a-e00000000001';
const at = '2027-04-01T14:00:00.000Z';
const mowingJobId = '7a1d2b63-4a1f-4b5c-8a6a-d00000000001';

/** A work order on the board (test data): WO-1042, Ann Green's weekly mowing, Green crew, Monday 5 April 2027 at 8:30. */
export function aBoardOrder(overrides: Partial<BoardOrder> = {}): BoardOrder {
  return {
    id: uuid(),
    number: 1042,
    title: 'Weekly mowing',
    customerId: annGreenId,
    customerName: 'Ann Green',
    address: '1 Elm St, Edina, MN 55424',
    jobId: mowingJobId,
    crewId: greenCrewId,
    date: '2027-04-05',
    startTime: '08:30',
    sequence: 0,
    budgetedHours: 2,
    crewSize: 2,
    status: 'scheduled',
    reason: null,
    overdue: false,
    located: true,
    updatedAt: at,
    ...overrides,
  };
}

/** A job visit that has no work order yet (in the drawer). */
export function aBoardVisit(overrides: Partial<BoardVisit> = {}): BoardVisit {
  return {
    jobVisitId: uuid(),
    jobId: mowingJobId,
    title: 'Hedge trimming',
    customerId: uuid(),
    customerName: 'Lakeside HOA',
    address: '40 Shore Dr, Wayzata, MN 55391',
    date: '2027-04-02',
    budgetedHours: 3,
    overdue: true,
    ...overrides,
  };
}

const capacity = (booked: number, available: number) => ({
  availableHours: available,
  bookedHours: booked,
  remainingHours: available - booked,
  percentBooked: available > 0 ? Math.round((booked * 100) / available) : 0,
  overCapacity: booked > available,
});

/**
 * A day's board: Green crew (Sam Lee leading, Jo Park) with two orders booking 6.5 of 9 h, Blue crew (Sam Lee again,
 * Ria Das) over capacity with 10 of 9 h, an unassigned overdue order and a visit in the drawer.
 */
export function aBoard(overrides: Partial<Board> = {}): Board {
  const first = aBoardOrder({ number: 1042, sequence: 0, budgetedHours: 2.5 });
  const second = aBoardOrder({ number: 1043, customerName: 'Bo Larson', customerId: uuid(), title: 'Spring clean-up', address: '9 Oak Ave, Anoka, MN 55303', startTime: '10:45', sequence: 1, budgetedHours: 4, jobId: null });
  const blue = aBoardOrder({ number: 1044, crewId: blueCrewId, customerName: 'Cy Moore', customerId: uuid(), title: 'Mulch install', address: '3 Pine Rd, Edina, MN 55424', budgetedHours: 10, status: 'in_progress', jobId: null });
  const unassigned = aBoardOrder({ number: 1039, crewId: null, date: '2027-04-01', startTime: null, customerName: 'Dee Olsen', customerId: uuid(), title: 'Gutter clean-out', status: 'unscheduled', overdue: true, jobId: null });
  return {
    view: 'day',
    days: ['2027-04-05'],
    today: '2027-04-05',
    workingWeekdays: [1, 2, 3, 4, 5],
    crews: [
      {
        id: greenCrewId,
        name: 'Green crew',
        members: [
          { employeeId: samLeeId, name: 'Sam Lee', role: 'leader' },
          { employeeId: uuid(), name: 'Jo Park', role: 'member' },
        ],
        availableHours: 9,
      },
      {
        id: blueCrewId,
        name: 'Blue crew',
        members: [
          { employeeId: samLeeId, name: 'Sam Lee', role: 'member' },
          { employeeId: uuid(), name: 'Ria Das', role: 'leader' },
        ],
        availableHours: 9,
      },
    ],
    lanes: [
      { crewId: greenCrewId, date: '2027-04-05', orders: [first, second], capacity: capacity(6.5, 9) },
      { crewId: blueCrewId, date: '2027-04-05', orders: [blue], capacity: capacity(10, 9) },
    ],
    drawer: { orders: [unassigned], visits: [aBoardVisit()] },
    conflicts: [
      { kind: 'over_capacity', crewId: blueCrewId, date: '2027-04-05', overByHours: 1 },
      { kind: 'shared_employee', employeeId: samLeeId, employeeName: 'Sam Lee', date: '2027-04-05', crewIds: [greenCrewId, blueCrewId] },
    ],
    budget: {
      week: { from: '2027-04-05', to: '2027-04-11', soldHours: 120, scheduledHours: 96.5, neededHours: 160 },
      month: { from: '2027-04-01', to: '2027-04-30', soldHours: 610, scheduledHours: 402, neededHours: 704 },
    },
    rainDays: [],
    ...overrides,
  };
}

/** A rain day's preview (rainDayId null) or result: Monday's two Green crew orders to Tuesday, and a later visit. */
export function aRainDay(board: Board, overrides: Partial<RainDayResult> = {}): RainDayResult {
  const [first, second] = board.lanes[0]!.orders;
  return {
    rainDayId: null,
    to: '2027-04-06',
    moves: [
      { orderId: first!.id, number: first!.number, customerName: first!.customerName, title: first!.title, from: '2027-04-05', to: '2027-04-06', reason: 'rained off' },
      { orderId: second!.id, number: second!.number, customerName: second!.customerName, title: second!.title, from: '2027-04-05', to: '2027-04-06', reason: 'rained off' },
      { orderId: uuid(), number: 1050, customerName: first!.customerName, title: first!.title, from: '2027-04-12', to: '2027-04-13', reason: 'keeps the interval' },
    ],
    clients: [
      { customerId: first!.customerId, name: first!.customerName, email: 'ann@example.test' },
      { customerId: second!.customerId, name: second!.customerName, email: '' },
    ],
    notified: 0,
    ...overrides,
  };
}
