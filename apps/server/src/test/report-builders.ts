import type { RecoveryMethod } from '@groundwork/domain/overhead';
import type { WorkOrderStatus } from '@groundwork/domain/orders';
import { and, eq } from 'drizzle-orm';
import {
  crewMembers,
  crews,
  customers,
  employees,
  equipment,
  incomeDivisions,
  jobs,
  overheadBudgets,
  services,
  tickets,
  workOrderEquipment,
  workOrderMaterials,
  workOrderTimeEntries,
  workOrders,
} from '../db/schema';
import type { TestApp } from './test-app';

/**
 * Rows the reports read, inserted straight into the test app's database (no API round trip, so a data set of a few
 * dozen rows stays fast). Each builder takes the company and what the test cares about; the rest is a plain default.
 */

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};
const money = (value: number) => value.toFixed(2);

export async function aReportCustomer(t: TestApp, companyId: string, overrides: { displayName?: string } = {}) {
  const n = next();
  const displayName = overrides.displayName ?? `Client ${n}`;
  const [row] = await t.database.db.insert(customers).values({ companyId, type: 'residential', firstName: displayName, displayName }).returning({ id: customers.id });
  return { id: row!.id, displayName };
}

export async function anIncomeDivision(t: TestApp, companyId: string, name = `Division ${next()}`) {
  const [row] = await t.database.db.insert(incomeDivisions).values({ companyId, name }).returning({ id: incomeDivisions.id });
  return { id: row!.id, name };
}

export async function aReportService(t: TestApp, companyId: string, overrides: { name?: string; incomeDivisionId?: string | null } = {}) {
  const name = overrides.name ?? `Service ${next()}`;
  const [row] = await t.database.db
    .insert(services)
    .values({ companyId, name, incomeDivisionId: overrides.incomeDivisionId ?? null })
    .returning({ id: services.id });
  return { id: row!.id, name };
}

export async function aReportEmployee(t: TestApp, companyId: string, overrides: { firstName?: string; status?: 'active' | 'on_leave' | 'terminated' } = {}) {
  const n = next();
  const [row] = await t.database.db
    .insert(employees)
    .values({ companyId, firstName: overrides.firstName ?? 'Luis', lastName: `Ortega ${n}`, employeeId: `R-${n}`, department: 'Maintenance', position: 'Labourer', status: overrides.status ?? 'active' })
    .returning({ id: employees.id });
  return { id: row!.id };
}

/** A crew with these employees on it (the first one leads). */
export async function aReportCrew(t: TestApp, companyId: string, overrides: { name?: string; status?: 'active' | 'inactive'; memberIds?: readonly string[] } = {}) {
  const [row] = await t.database.db
    .insert(crews)
    .values({ companyId, name: overrides.name ?? `Crew ${next()}`, status: overrides.status ?? 'active' })
    .returning({ id: crews.id });
  const memberIds = overrides.memberIds ?? [];
  if (memberIds.length > 0)
    await t.database.db.insert(crewMembers).values(memberIds.map((employeeId, index) => ({ companyId, crewId: row!.id, employeeId, role: index === 0 ? ('leader' as const) : ('member' as const) })));
  return { id: row!.id };
}

export async function aReportJob(t: TestApp, companyId: string, values: { customerId: string; serviceId?: string | null; serviceName?: string; instanceDate?: string }) {
  const [row] = await t.database.db
    .insert(jobs)
    .values({ companyId, customerId: values.customerId, serviceId: values.serviceId ?? null, serviceName: values.serviceName ?? 'Weekly mowing', instanceDate: values.instanceDate ?? '2026-03-01' })
    .returning({ id: jobs.id });
  return { id: row!.id };
}

export interface WorkOrderValues {
  customerId: string;
  jobId?: string | null;
  serviceId?: string | null;
  crewId?: string | null;
  title?: string;
  status?: WorkOrderStatus;
  date?: string | null;
  /** Before tax. */
  price?: number;
  budgetedHours?: number;
  completedAt?: Date | null;
}

/** A work order (number from 5001 up, per test process); a completed one gets a completion time unless given. */
export async function aWorkOrder(t: TestApp, companyId: string, values: WorkOrderValues) {
  const number = 5_000 + next();
  const status = values.status ?? 'completed';
  const [row] = await t.database.db
    .insert(workOrders)
    .values({
      companyId,
      number,
      customerId: values.customerId,
      jobId: values.jobId ?? null,
      serviceId: values.serviceId ?? null,
      crewId: values.crewId ?? null,
      title: values.title ?? 'Visit',
      status,
      date: values.date === undefined ? '2026-03-10' : values.date,
      price: money(values.price ?? 0),
      budgetedHours: (values.budgetedHours ?? 0).toFixed(2),
      completedAt: values.completedAt === undefined ? (status === 'completed' ? new Date('2026-03-10T18:00:00Z') : null) : values.completedAt,
    })
    .returning({ id: workOrders.id });
  return { id: row!.id, number };
}

/** Time a person worked on an order: whole minutes at the loaded hourly cost kept with the entry. */
export async function aTimeEntry(t: TestApp, companyId: string, values: { workOrderId: string; employeeId: string; minutes: number; hourlyCost: number; workDate?: string }) {
  await t.database.db.insert(workOrderTimeEntries).values({
    companyId,
    workOrderId: values.workOrderId,
    employeeId: values.employeeId,
    minutes: values.minutes,
    hourlyCost: values.hourlyCost.toFixed(4),
    workDate: values.workDate ?? '2026-03-10',
  });
}

export async function aMaterialUse(t: TestApp, companyId: string, values: { workOrderId: string; quantity: number; unitCost: number; name?: string }) {
  await t.database.db
    .insert(workOrderMaterials)
    .values({ companyId, workOrderId: values.workOrderId, name: values.name ?? 'Mulch', quantity: values.quantity.toFixed(4), unitCost: values.unitCost.toFixed(4) });
}

/** A callback task about a work order or a job, with the hours spent going back at the cost kept with them. */
export async function aCallback(
  t: TestApp,
  companyId: string,
  values: { subjectKind: 'work_order' | 'job'; subjectId: string; hoursSpent?: number | null; hourlyCost?: number; createdAt?: Date },
) {
  const hours = values.hoursSpent ?? null;
  await t.database.db.insert(tickets).values({
    companyId,
    number: 7_000 + next(),
    title: 'Broken head, zone 3',
    type: 'callback',
    subjectKind: values.subjectKind,
    subjectId: values.subjectId,
    hoursSpent: hours === null ? null : hours.toFixed(2),
    hoursHourlyCost: hours === null ? null : (values.hourlyCost ?? 0).toFixed(4),
    createdAt: values.createdAt ?? new Date('2026-03-12T15:00:00Z'),
  });
}

/** A unit with what owning and running it costs a year (cost per hour = (price − resale) / life + running, over the hours). */
export async function anEquipmentUnit(
  t: TestApp,
  companyId: string,
  values: { purchasePrice: number; resaleValue?: number | null; expectedLifeYears: number; annualBillableHours: number; fuelPerYear?: number; repairsPerYear?: number; insurancePerYear?: number },
) {
  const [row] = await t.database.db
    .insert(equipment)
    .values({
      companyId,
      name: `Unit ${next()}`,
      purchasePrice: money(values.purchasePrice),
      resaleValue: values.resaleValue === undefined || values.resaleValue === null ? null : money(values.resaleValue),
      expectedLifeYears: values.expectedLifeYears.toFixed(2),
      annualBillableHours: values.annualBillableHours.toFixed(2),
      fuelPerYear: money(values.fuelPerYear ?? 0),
      repairsPerYear: money(values.repairsPerYear ?? 0),
      insurancePerYear: money(values.insurancePerYear ?? 0),
    })
    .returning({ id: equipment.id });
  return { id: row!.id };
}

/** A unit went out on an order (work_order_equipment). */
export async function equipmentOnOrder(t: TestApp, companyId: string, workOrderId: string, equipmentId: string) {
  await t.database.db.insert(workOrderEquipment).values({ companyId, workOrderId, equipmentId });
}

/** A company starts with an active budget of zeros: this one has none (estimates price with a new company's). */
export async function noActiveBudget(t: TestApp, companyId: string) {
  await t.database.db.update(overheadBudgets).set({ active: false }).where(and(eq(overheadBudgets.companyId, companyId), eq(overheadBudgets.active, true)));
}

/** The company's active overhead budget (the one it had is no longer active): the lines a report reads, every other line 0. */
export async function anActiveBudget(
  t: TestApp,
  companyId: string,
  values: {
    year: number;
    billableLaborHours: number;
    targetNetProfitPercent?: number;
    recoveryMethod?: RecoveryMethod;
    directLabor?: number;
    directLaborBurden?: number;
    materials?: number;
    equipments?: number;
    subcontractors?: number;
    /** Put on the rent line: operating expenses are the overhead. */
    overhead?: number;
  },
) {
  await noActiveBudget(t, companyId);
  await t.database.db.insert(overheadBudgets).values({
    companyId,
    year: values.year,
    name: `${values.year} budget`,
    active: true,
    billableLaborHours: values.billableLaborHours,
    targetNetProfitPercent: values.targetNetProfitPercent ?? 10,
    recoveryMethod: values.recoveryMethod ?? 'MORS',
    directLabor: values.directLabor ?? 0,
    directLaborBurden: values.directLaborBurden ?? 0,
    materials: values.materials ?? 0,
    equipments: values.equipments ?? 0,
    subcontractors: values.subcontractors ?? 0,
    oe_rent: values.overhead ?? 0,
  });
}
