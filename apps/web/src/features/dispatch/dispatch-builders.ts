import type { DispatchDay, DispatchOrder, DispatchReview, ReviewOrder, TimesheetEmployee, Timesheets, WorkOrderPhoto } from '@groundwork/domain/dispatch';

let counter = 0;
function uuid(): string {
  counter += 1;
  return `7a1c9e20-3b4d-4e5f-8a6b-${String(counter).padStart(12, '0')}`;
}

export const greenCrewId = '7a1c9e20-3b4d-4e5f-8a6b-c00000000001';
export const leaderId = '7a1c9e20-3b4d-4e5f-8a6b-e00000000001';
export const memberId = '7a1c9e20-3b4d-4e5f-8a6b-e00000000002';
const at = '2027-04-05T12:00:00.000Z';

/** An order on the crew leader's day (test data): WO-1042, Ann Green's mowing, stop 1 at 8:30, a product line. */
export function aDispatchOrder(overrides: Partial<DispatchOrder> = {}): DispatchOrder {
  return {
    id: uuid(),
    number: 1042,
    title: 'Weekly mowing',
    customerName: 'Ann Green',
    propertyId: uuid(),
    serviceId: null,
    address: '1 Elm St, Edina, MN 55424',
    propertyState: 'MN',
    sequence: 0,
    startTime: '08:30',
    budgetedHours: 2,
    crewSize: 2,
    status: 'scheduled',
    reason: null,
    statusNote: '',
    instructions: 'Gate code 1234.',
    jobNotes: 'Bag the clippings.',
    lines: [
      { itemId: 'i1', name: 'Mowing', description: 'Front and back', type: 'labor', quantity: 1.5, productId: null, productCategory: null },
      { itemId: 'i2', name: 'Trimmer line', description: '', type: 'product', quantity: 2, productId: null, productCategory: null },
    ],
    startedAt: null,
    completedAt: null,
    timeEntries: [],
    materials: [],
    photos: [],
    updatedAt: at,
    ...overrides,
  };
}

/** A day of the Green crew (Lee the leader, Max the member). */
export function aDispatchDay(orders: DispatchOrder[], overrides: Partial<DispatchDay> = {}): DispatchDay {
  return {
    date: '2027-04-05',
    crews: [
      {
        crewId: greenCrewId,
        crewName: 'Green crew',
        members: [
          { employeeId: leaderId, name: 'Lee Park', role: 'leader' },
          { employeeId: memberId, name: 'Max Ruiz', role: 'member' },
        ],
        orders,
      },
    ],
    ...overrides,
  };
}

export function aPhoto(orderId: string, overrides: Partial<WorkOrderPhoto> = {}): WorkOrderPhoto {
  return { id: uuid(), workOrderId: orderId, contentType: 'image/jpeg', width: 800, height: 600, byteSize: 1234, caption: 'Front bed after', createdAt: at, ...overrides };
}

export function aReviewOrder(overrides: Partial<ReviewOrder> = {}): ReviewOrder {
  return {
    id: uuid(),
    number: 1042,
    title: 'Weekly mowing',
    customerName: 'Ann Green',
    address: '1 Elm St',
    sequence: 0,
    status: 'completed',
    reason: null,
    statusNote: '',
    budgetedHours: 2,
    actualHours: 2,
    overBudget: false,
    notCompleted: false,
    completedAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function aReview(orders: ReviewOrder[]): DispatchReview {
  const budgeted = orders.reduce((sum, order) => sum + order.budgetedHours, 0);
  const actual = orders.reduce((sum, order) => sum + order.actualHours, 0);
  const totals = {
    planned: orders.length,
    completed: orders.filter((order) => order.status === 'completed').length,
    skipped: orders.filter((order) => order.status === 'skipped').length,
    notCompleted: orders.filter((order) => order.notCompleted).length,
    budgetedHours: budgeted,
    actualHours: actual,
    hoursVariance: actual - budgeted,
    overBudget: actual > budgeted,
  };
  return { date: '2027-04-05', crews: [{ crewId: greenCrewId, crewName: 'Green crew', ...totals, orders }], totals };
}

export function aTimesheetEmployee(overrides: Partial<TimesheetEmployee> = {}): TimesheetEmployee {
  const entryId = uuid();
  return {
    employeeId: memberId,
    employeeNumber: 'E-002',
    name: 'Max Ruiz',
    days: [{ date: '2027-04-05', minutes: 150, hours: 2.5 }],
    totalMinutes: 150,
    totalHours: 2.5,
    approvedMinutes: 0,
    approved: false,
    entries: [
      {
        id: entryId,
        employeeId: memberId,
        employeeName: 'Max Ruiz',
        date: '2027-04-05',
        clockIn: '2027-04-05T12:30:00.000Z',
        clockOut: '2027-04-05T15:00:00.000Z',
        minutes: 150,
        hours: 2.5,
        approved: false,
        approvedAt: null,
        workOrderId: uuid(),
        workOrderNumber: 1042,
        title: 'Weekly mowing',
        customerName: 'Ann Green',
        crewName: 'Green crew',
      },
    ],
    ...overrides,
  };
}

export function someTimesheets(employees: TimesheetEmployee[], period = { from: '2027-04-05', to: '2027-04-05' }): Timesheets {
  const minutes = employees.reduce((sum, employee) => sum + employee.totalMinutes, 0);
  return { ...period, employees, totalMinutes: minutes, totalHours: minutes / 60 };
}
