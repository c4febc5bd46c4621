import type { WorkOrder, WorkOrderListItem } from '@groundwork/domain/orders';

let counter = 0;
function uuid(): string {
  counter += 1;
  return `5e8d2b63-4a1f-4b5c-8a6a-${String(counter).padStart(12, '0')}`;
}

export const orderCustomerId = '5e8d2b63-4a1f-4b5c-8a6a-c00000000001';
export const greenCrewId = '5e8d2b63-4a1f-4b5c-8a6a-a00000000001';
export const blueCrewId = '5e8d2b63-4a1f-4b5c-8a6a-a00000000002';
export const mowingServiceId = '5e8d2b63-4a1f-4b5c-8a6a-b00000000001';
export const orderJobId = '5e8d2b63-4a1f-4b5c-8a6a-d00000000001';
const at = '2027-04-01T14:00:00.000Z';

/** A work order as GET /orders lists it (test data): WO-1042, Ann Green's weekly mowing, Green crew, Monday 8:30. */
export function anOrderRow(overrides: Partial<WorkOrderListItem> = {}): WorkOrderListItem {
  return {
    id: uuid(),
    number: 1042,
    customerId: orderCustomerId,
    customerName: 'Ann Green',
    propertyId: '5e8d2b63-4a1f-4b5c-8a6a-e00000000001',
    address: '1 Elm St, Edina, MN 55424',
    jobId: orderJobId,
    jobVisitId: uuid(),
    serviceId: mowingServiceId,
    title: 'Weekly mowing',
    crewId: greenCrewId,
    crewName: 'Green crew',
    date: '2027-04-05',
    startTime: '08:30',
    sequence: 0,
    budgetedHours: 2,
    crewSize: 2,
    status: 'scheduled',
    reason: null,
    price: 45,
    overdue: false,
    updatedAt: at,
    ...overrides,
  };
}

/** The whole order, as GET, POST and PUT /orders answer. */
export function anOrder(overrides: Partial<WorkOrder> = {}): WorkOrder {
  return {
    ...anOrderRow(),
    lines: [
      { itemId: 'i1', name: 'Mowing', description: 'Front and back', type: 'labor', quantity: 1.5 },
      { itemId: 'i2', name: 'Trimmer line', description: '', type: 'product', quantity: 2 },
    ],
    instructions: 'Gate code 1234. Dog in the back yard.',
    statusNote: '',
    jobNotes: 'Bag the clippings.',
    startedAt: null,
    completedAt: null,
    createdAt: at,
    ...overrides,
  };
}
