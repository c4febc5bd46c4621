import type {
  DueItem,
  Equipment,
  MeterReading,
  ServiceLogEntry,
  UnitUpkeep,
  UnitUpkeepSummary,
  UpkeepOverview,
  UpkeepSchedule,
  WorkOrderHours,
} from '@groundwork/domain/equipment';

let counter = 0;
function uuid(): string {
  counter += 1;
  return `5c2e8f10-6d4b-4a3c-9e21-${String(counter).padStart(12, '0')}`;
}

export const mowerId = '5c2e8f10-6d4b-4a3c-9e21-a00000000001';
export const truckId = '5c2e8f10-6d4b-4a3c-9e21-a00000000002';
export const aeratorId = '5c2e8f10-6d4b-4a3c-9e21-a00000000003';
export const oilChangeId = '5c2e8f10-6d4b-4a3c-9e21-b00000000001';
export const noraId = '5c2e8f10-6d4b-4a3c-9e21-e00000000001';
const at = '2027-05-20T14:00:00.000Z';
export const period = { from: '2026-05-20', to: '2027-05-20' };

/** The mower's next service (test data): the 100-hour oil change, due at 1,250h with the meter at 1,262.5h: 12.5h overdue. */
export function aDueItem(overrides: Partial<DueItem> = {}): DueItem {
  return {
    equipmentId: mowerId,
    equipmentName: 'Zero-turn mower 60"',
    scheduleId: oilChangeId,
    scheduleName: 'Oil and filter change',
    unit: 'hours',
    state: 'overdue',
    nextDueDate: null,
    nextDueMeter: 1250,
    remaining: -12.5,
    expectedCost: 85,
    ...overrides,
  };
}

/**
 * A unit's upkeep as GET /equipment/upkeep lists it (test data): the zero-turn mower, 1,262.5h on the meter, its oil
 * change overdue; $1,380.00 of service over 460h = $3.00 an hour against the price book's $2.75: under-priced.
 */
export function aUnitSummary(overrides: Partial<UnitUpkeepSummary> = {}): UnitUpkeepSummary {
  return {
    id: mowerId,
    name: 'Zero-turn mower 60"',
    type: 'mower',
    status: 'active',
    outOfServiceReason: null,
    meterHours: 1262.5,
    meterMiles: null,
    state: 'overdue',
    dueSoonCount: 0,
    overdueCount: 1,
    next: aDueItem(),
    hoursUsed: 460,
    serviceCost: 1380,
    runningCostPerHour: 3,
    priceBookCostPerHour: 2.75,
    underPriced: true,
    updatedAt: at,
    ...overrides,
  };
}

/** The truck: 48,210 mi, its 3-month inspection due in 4 days; $0.00 of service over 300h, well inside its price. */
export function aTruckSummary(overrides: Partial<UnitUpkeepSummary> = {}): UnitUpkeepSummary {
  return aUnitSummary({
    id: truckId,
    name: 'F-250 crew truck',
    type: 'truck',
    meterHours: null,
    meterMiles: 48210,
    state: 'due_soon',
    dueSoonCount: 1,
    overdueCount: 0,
    next: aDueItem({ equipmentId: truckId, equipmentName: 'F-250 crew truck', scheduleId: uuid(), scheduleName: 'DOT inspection', unit: 'months', state: 'due_soon', nextDueDate: '2027-05-24', nextDueMeter: null, remaining: 4, expectedCost: 150 }),
    hoursUsed: 300,
    serviceCost: 0,
    runningCostPerHour: 0,
    priceBookCostPerHour: 18.25,
    underPriced: false,
    ...overrides,
  });
}

/** The aerator: out of service with a cracked tine shaft, no schedules. */
export function anAeratorSummary(overrides: Partial<UnitUpkeepSummary> = {}): UnitUpkeepSummary {
  return aUnitSummary({
    id: aeratorId,
    name: 'Walk-behind aerator',
    type: 'aerator',
    status: 'out_of_service',
    outOfServiceReason: 'Cracked tine shaft',
    meterHours: 210,
    state: 'ok',
    overdueCount: 0,
    next: null,
    hoursUsed: 0,
    serviceCost: 0,
    runningCostPerHour: null,
    priceBookCostPerHour: 4.1,
    underPriced: false,
    ...overrides,
  });
}

export function anOverview(units: UnitUpkeepSummary[] = [aUnitSummary(), aTruckSummary(), anAeratorSummary()]): UpkeepOverview {
  return {
    period,
    units,
    overdue: units.filter((unit) => unit.next?.state === 'overdue').map((unit) => unit.next!),
    dueSoon: units.filter((unit) => unit.next?.state === 'due_soon').map((unit) => unit.next!),
    needsServiceCount: units.filter((unit) => unit.status !== 'retired' && unit.state !== 'ok').length,
  };
}

export function aSchedule(overrides: Partial<UpkeepSchedule> = {}): UpkeepSchedule {
  return {
    id: oilChangeId,
    equipmentId: mowerId,
    name: 'Oil and filter change',
    every: 100,
    unit: 'hours',
    expectedCost: 85,
    notes: null,
    lastDoneDate: null,
    lastDoneMeter: 1050,
    effectiveLastDoneDate: '2026-09-02',
    effectiveLastDoneMeter: 1150,
    nextDueDate: null,
    nextDueMeter: 1250,
    state: 'overdue',
    remaining: -12.5,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function aReading(overrides: Partial<MeterReading> = {}): MeterReading {
  return { id: uuid(), equipmentId: mowerId, date: '2027-05-01', value: 1240, unit: 'hours', note: null, createdByName: 'Dana Whitfield', createdAt: at, updatedAt: at, ...overrides };
}

export function aLogEntry(overrides: Partial<ServiceLogEntry> = {}): ServiceLogEntry {
  return {
    id: uuid(),
    equipmentId: mowerId,
    date: '2026-09-02',
    meter: 1150,
    meterUnit: 'hours',
    workDone: 'Oil and filter change',
    parts: 'Kawasaki oil filter, 2 qt 10W-30',
    cost: 85,
    performedByEmployeeId: noraId,
    performedBy: 'Nora Lee',
    scheduleId: oilChangeId,
    scheduleName: 'Oil and filter change',
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function aWorkOrderHours(overrides: Partial<WorkOrderHours> = {}): WorkOrderHours {
  return { workOrderId: uuid(), number: 1042, title: 'Weekly mowing', date: '2027-05-12', hours: 22.5, ...overrides };
}

export function aUnitUpkeep(overrides: Partial<UnitUpkeep> = {}): UnitUpkeep {
  return {
    period,
    unit: aUnitSummary(),
    schedules: [aSchedule()],
    readings: [aReading()],
    workOrderHours: [aWorkOrderHours()],
    log: [aLogEntry(), aLogEntry({ date: '2026-07-15', meter: null, meterUnit: null, workDone: 'Replaced deck belt', parts: 'Deck belt', cost: 1295, performedByEmployeeId: null, performedBy: 'Twin Cities Turf', scheduleId: null, scheduleName: null })],
    ...overrides,
  };
}

/** A unit as the price book lists it (test data). */
export function aPriceBookUnit(overrides: Partial<Equipment> = {}): Equipment {
  return {
    id: mowerId,
    name: 'Zero-turn mower 60"',
    type: 'mower',
    make: 'Exmark',
    model: 'Lazer Z',
    serialNumber: 'EX-4471',
    purchasePrice: 12_000,
    resaleValue: 2_000,
    expectedLifeYears: 5,
    annualBillableHours: 900,
    fuelPerYear: 1_500,
    repairsPerYear: 600,
    insurancePerYear: 400,
    status: 'active',
    outOfServiceReason: null,
    maintenanceNotes: null,
    lastServiceDate: null,
    nextServiceDate: null,
    costPerHour: 5,
    annualCost: 4_500,
    costPerHourReason: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}
