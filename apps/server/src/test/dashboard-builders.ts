import type { SchedulingDetails } from '@groundwork/domain/company-information';
import type { ApplicationRecordField } from '@groundwork/domain/chemical-applications';
import type { Customer } from '@groundwork/domain/customers';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  billedItems,
  chemicalApplications,
  companyInformation,
  crewMembers,
  equipment,
  equipmentMeterReadings,
  equipmentServiceSchedules,
  estimates,
  invoices,
  subcontractors,
  workOrderEquipment,
  workOrders,
  workOrderTimeEntries,
} from '../db/schema';
import type { SignedInUser } from './builders';
import { anEmployee } from './people-builders';
import type { TestApp } from './test-app';

/** The dashboard's test data: each exception's records, written straight to the database unless an API call is simpler. */

/** The company's today as the dashboard works it out (GET /dashboard/exceptions answers it). */
export async function companyTodayOf(t: TestApp, user: SignedInUser): Promise<string> {
  const response = await t.call('GET', '/dashboard/exceptions', { token: user.token });
  expect(response.status, response.text).toBe(200);
  return response.body.data.today as string;
}

/** Sets the company's working days and shift length (the board's capacity and the next working day read them). */
export async function workingDays(t: TestApp, user: SignedInUser, scheduling: Partial<SchedulingDetails>): Promise<void> {
  const [row] = await t.database.db.select({ scheduling: companyInformation.schedulingDetails }).from(companyInformation).where(eq(companyInformation.companyId, user.companyId));
  expect(row, 'the company has its information row').toBeDefined();
  await t.database.db
    .update(companyInformation)
    .set({ schedulingDetails: { ...row!.scheduling, ...scheduling } })
    .where(eq(companyInformation.companyId, user.companyId));
}

/** Puts an order on an invoice (a live billed_items claim), as the invoicing assistant does when it drafts one. */
export async function billOrder(t: TestApp, user: SignedInUser, orderId: string, invoiceId: string, amount: number): Promise<void> {
  await t.database.db.insert(billedItems).values({ companyId: user.companyId, invoiceId, source: 'work_order', itemKey: `work_order:${orderId}`, workOrderId: orderId, amount: amount.toFixed(2) });
}

/** Makes an invoice open (sent) and due on `dueDate`. */
export async function sentInvoiceDue(t: TestApp, invoiceId: string, dueDate: string, status: 'sent' | 'partially_paid' | 'paid' = 'sent'): Promise<void> {
  await t.database.db.update(invoices).set({ status, dueDate, sentAt: new Date() }).where(eq(invoices.id, invoiceId));
}

/** Sets an order's budgeted hours (and, optionally, its crew, date and status). */
export async function planOrder(
  t: TestApp,
  orderId: string,
  plan: { budgetedHours?: number; crewId?: string | null; date?: string; status?: 'scheduled' | 'completed' | 'cancelled' | 'skipped' },
): Promise<void> {
  await t.database.db
    .update(workOrders)
    .set({
      ...(plan.budgetedHours !== undefined ? { budgetedHours: plan.budgetedHours.toFixed(2) } : {}),
      ...(plan.crewId !== undefined ? { crewId: plan.crewId } : {}),
      ...(plan.date !== undefined ? { date: plan.date } : {}),
      ...(plan.status !== undefined ? { status: plan.status } : {}),
    })
    .where(eq(workOrders.id, orderId));
}

/** `minutes` of one employee's time on an order, on `workDate`. */
export async function timeOn(t: TestApp, user: SignedInUser, orderId: string, employeeId: string, minutes: number, workDate: string): Promise<void> {
  await t.database.db.insert(workOrderTimeEntries).values({ companyId: user.companyId, workOrderId: orderId, employeeId, workDate, minutes, hourlyCost: '25.0000' });
}

/** `size` new employees put on the crew. */
export async function crewOf(t: TestApp, user: SignedInUser, crewId: string, size: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < size; index += 1) {
    const employee = await anEmployee(t, user);
    await t.database.db.insert(crewMembers).values({ companyId: user.companyId, crewId, employeeId: employee.id, role: index === 0 ? 'leader' : 'member' });
    ids.push(employee.id);
  }
  return ids;
}

/** A draft estimate of the user for the customer, made through the API (so created_by is the user), with one $`total` total. */
export async function anEstimateOf(t: TestApp, user: SignedInUser, customer: Customer): Promise<{ id: string; number: number }> {
  const response = await t.call('POST', '/estimates', { token: user.token, body: { clientType: 'customer', clientId: customer.id, items: [] } });
  expect(response.status, response.text).toBe(200);
  return response.body.data.estimate as { id: string; number: number };
}

/** Moves an estimate to sent with an expiry date and a total, straight in the database (the proposal e-mail is another area's). */
export async function sentEstimate(t: TestApp, estimateId: string, values: { expiryDate: string | null; total: number; status?: 'sent' | 'approved' | 'declined' }): Promise<void> {
  await t.database.db
    .update(estimates)
    .set({ status: values.status ?? 'sent', expiryDate: values.expiryDate, total: values.total.toFixed(2) })
    .where(eq(estimates.id, estimateId));
}

export async function aSubcontractor(t: TestApp, user: SignedInUser, values: { name: string; insuranceExpiryDate: string | null; status?: 'active' | 'inactive' }) {
  const [row] = await t.database.db
    .insert(subcontractors)
    .values({ companyId: user.companyId, companyName: values.name, insuranceExpiryDate: values.insuranceExpiryDate, status: values.status ?? 'active' })
    .returning();
  return row!;
}

/** A unit of equipment (a mower unless told) in the price book. */
export async function aUnit(t: TestApp, user: SignedInUser, values: { name: string; nextServiceDate?: string | null; status?: 'active' | 'retired' }) {
  const [row] = await t.database.db
    .insert(equipment)
    .values({
      companyId: user.companyId,
      name: values.name,
      type: 'mower',
      purchasePrice: '12000.00',
      expectedLifeYears: '5.00',
      annualBillableHours: '800.00',
      nextServiceDate: values.nextServiceDate ?? null,
      status: values.status ?? 'active',
    })
    .returning();
  return row!;
}

export async function aServiceSchedule(
  t: TestApp,
  user: SignedInUser,
  unitId: string,
  values: { name: string; every: number; unit: 'days' | 'months' | 'hours' | 'miles'; lastDoneDate?: string | null; lastDoneMeter?: number | null },
) {
  await t.database.db.insert(equipmentServiceSchedules).values({
    companyId: user.companyId,
    equipmentId: unitId,
    name: values.name,
    every: values.every.toFixed(2),
    unit: values.unit,
    lastDoneDate: values.lastDoneDate ?? null,
    lastDoneMeter: values.lastDoneMeter === undefined || values.lastDoneMeter === null ? null : values.lastDoneMeter.toFixed(2),
  });
}

export async function aMeterReading(t: TestApp, user: SignedInUser, unitId: string, values: { date: string; hours: number }) {
  await t.database.db.insert(equipmentMeterReadings).values({ companyId: user.companyId, equipmentId: unitId, readingDate: values.date, value: values.hours.toFixed(2), unit: 'hours' });
}

/** A chemical application record lacking `missing` fields, due on `deadline` (null: the company follows no state). */
export async function anApplicationRecord(t: TestApp, user: SignedInUser, values: { customerName: string; deadline: string | null; missing: ApplicationRecordField[]; appliedOn: string }) {
  const [row] = await t.database.db
    .insert(chemicalApplications)
    .values({
      companyId: user.companyId,
      customerId: randomUUID(),
      productId: randomUUID(),
      applicatorEmployeeId: randomUUID(),
      customerName: values.customerName,
      productName: 'Prodiamine 65 WDG',
      productCategory: 'herbicide',
      applicatorName: 'Sam Lee',
      finishedAt: new Date(`${values.appliedOn}T15:00:00Z`),
      appliedOn: values.appliedOn,
      state: values.deadline ? 'MN' : null,
      missingFields: values.missing,
      deadline: values.deadline,
    })
    .returning({ id: chemicalApplications.id });
  return row!;
}

/** The unit went out on the order (its on-site hours add to the unit's hour meter once the order is completed). */
export async function attachUnit(t: TestApp, user: SignedInUser, orderId: string, unitId: string): Promise<void> {
  await t.database.db.insert(workOrderEquipment).values({ companyId: user.companyId, workOrderId: orderId, equipmentId: unitId });
}
