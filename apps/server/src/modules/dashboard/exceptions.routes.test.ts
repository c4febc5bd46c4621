import { dashboardExceptionsSchema, type DashboardException, type DashboardExceptions, type ExceptionKind } from '@groundwork/domain/dashboard';
import { workOrderLabel } from '@groundwork/domain/orders';
import { addDays, weekdayOf } from '@groundwork/domain/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyPermissions, invoices, jobs } from '../../db/schema';
import { aBillingCustomer, aJob, anOrder } from '../../test/billing-builders';
import { signedInUser, type SignedInUser } from '../../test/builders';
import {
  aMeterReading,
  anApplicationRecord,
  anEstimateOf,
  aServiceSchedule,
  aSubcontractor,
  attachUnit,
  aUnit,
  billOrder,
  companyTodayOf,
  crewOf,
  planOrder,
  sentEstimate,
  sentInvoiceDue,
  timeOn,
  workingDays,
} from '../../test/dashboard-builders';
import { aDraftInvoice } from '../../test/invoice-builders';
import { aCrew, anEmployee } from '../../test/people-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function feedOf(user: SignedInUser): Promise<DashboardExceptions> {
  const response = await t.call('GET', '/dashboard/exceptions', { token: user.token });
  expect(response.status, response.text).toBe(200);
  return dashboardExceptionsSchema.parse(response.body.data);
}

async function kindOf(user: SignedInUser, kind: ExceptionKind): Promise<DashboardException | undefined> {
  return (await feedOf(user)).exceptions.find((item) => item.kind === kind);
}

describe('GET /dashboard/exceptions', () => {
  it('says nothing needs the office when nothing does (an empty feed, not zero counts)', async () => {
    const admin = await signedInUser(t);
    expect(await feedOf(admin)).toMatchObject({ scope: 'company', exceptions: [] });
  });

  it('counts completed visits on no invoice with their value, as the invoicing assistant bills them', async () => {
    const admin = await signedInUser(t);
    const customer = await aBillingCustomer(t, admin, { taxed: false });
    const first = await anOrder(t, admin, customer, { price: 120, date: '2026-05-04' });
    const second = await anOrder(t, admin, customer, { price: 80.5, date: '2026-05-11' });
    // Not counted: work on an invoice, work not done yet, and a visit of a job billed by monthly instalments.
    const billed = await anOrder(t, admin, customer, { price: 200 });
    const invoice = await aDraftInvoice(t, admin, customer.id);
    await billOrder(t, admin, billed.id, invoice.id, 200);
    await anOrder(t, admin, customer, { price: 50, status: 'scheduled' });
    const { job } = await aJob(t, admin, customer, { method: 'monthly_instalments', visitPrices: [90], months: ['2026-05'] });
    await anOrder(t, admin, customer, { price: 90, jobId: job.id });

    const item = await kindOf(admin, 'completed_not_invoiced');
    // 120.00 + 80.50 = 200.50.
    expect(item).toMatchObject({ count: 2, amount: 200.5, severity: 'warning', sentence: '2 completed visits not invoiced', href: '/invoices' });
    expect(item?.examples).toEqual([
      { label: `${workOrderLabel(first.number)} · ${customer.displayName}`, detail: '$120.00 · done May 4', href: `/orders/${first.id}` },
      { label: `${workOrderLabel(second.number)} · ${customer.displayName}`, detail: '$80.50 · done May 11', href: `/orders/${second.id}` },
    ]);
  });

  it('counts open invoices more than 60 days past due with what is still owed on them', async () => {
    const admin = await signedInUser(t);
    const today = await companyTodayOf(t, admin);
    const customer = await aBillingCustomer(t, admin, { taxed: false });
    const invoiceDue = async (daysAgo: number, status: 'sent' | 'partially_paid' | 'paid' = 'sent') => {
      const invoice = await aDraftInvoice(t, admin, customer.id);
      await sentInvoiceDue(t, invoice.id, addDays(today, -daysAgo), status);
      return invoice;
    };
    const sixtyOne = await invoiceDue(61);
    const ninety = await invoiceDue(90, 'partially_paid');
    await t.database.db.update(invoices).set({ amountPaid: '74.75', balance: '45.25' }).where(eq(invoices.id, ninety.id));
    // Not counted: exactly 60 days, paid, and a draft that was never sent.
    await invoiceDue(60);
    await invoiceDue(100, 'paid');
    await aDraftInvoice(t, admin, customer.id, { issueDate: '2025-01-01' });

    const item = await kindOf(admin, 'invoices_over_60_days');
    // $120.00 owed on the first, $120.00 − $74.75 = $45.25 on the second: $165.25.
    expect(item).toMatchObject({ count: 2, amount: 165.25, severity: 'urgent', sentence: '2 invoices more than 60 days overdue', href: '/invoices?tab=receivables' });
    expect(item?.examples.map((example) => [example.href, example.detail])).toEqual([
      [`/invoices/${ninety.id}`, '$45.25 owed · 90 days overdue'],
      [`/invoices/${sixtyOne.id}`, '$120.00 owed · 61 days overdue'],
    ]);
  });

  it("counts jobs worked in the last 30 days whose crews' hours passed the hours budgeted", async () => {
    const admin = await signedInUser(t);
    const today = await companyTodayOf(t, admin);
    const customer = await aBillingCustomer(t, admin, { taxed: false });
    const worker = await anEmployee(t, admin);
    /** A job of one order dated `daysAgo`, budgeted `budgeted` hours, with these minutes recorded on it. */
    const aJobWorked = async (budgeted: number, minutes: number[], daysAgo = 3) => {
      const { job } = await aJob(t, admin, customer, { visitPrices: [300] });
      const order = await anOrder(t, admin, customer, { price: 300, jobId: job.id, date: addDays(today, -daysAgo) });
      await planOrder(t, order.id, { budgetedHours: budgeted });
      for (const each of minutes) await timeOn(t, admin, order.id, worker.id, each, addDays(today, -daysAgo));
      return { job, order };
    };
    // 150 + 150 = 300 minutes = 5.0 h against 4 h budgeted.
    const over = await aJobWorked(4, [150, 150]);
    // Not counted: exactly on budget, over but last worked 40 days ago, and over but cancelled.
    await aJobWorked(4, [240]);
    await aJobWorked(4, [600], 40);
    const cancelled = await aJobWorked(4, [600]);
    await t.database.db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, cancelled.job.id));
    // A cancelled order's hours count for nothing: 60 minutes against 2 h on the order that happened.
    const withCancelledOrder = await aJobWorked(2, [60]);
    const skipped = await anOrder(t, admin, customer, { price: 0, jobId: withCancelledOrder.job.id, date: addDays(today, -2) });
    await planOrder(t, skipped.id, { budgetedHours: 1, status: 'cancelled' });
    await timeOn(t, admin, skipped.id, worker.id, 300, addDays(today, -2));

    const item = await kindOf(admin, 'jobs_over_hours');
    expect(item).toMatchObject({ count: 1, sentence: '1 job over its budgeted hours', amount: null });
    expect(item?.examples).toEqual([{ label: `Weekly mowing · ${customer.displayName}`, detail: '5.0h worked of 4.0h budgeted', href: `/customers/${customer.id}?tab=jobs` }]);
    // One job: the sentence leads straight to it.
    expect(item?.href).toBe(`/customers/${customer.id}?tab=jobs`);
    expect(over.job.customerId).toBe(customer.id);
  });

  it('counts sent estimates expiring from today to six days on, with what they are worth', async () => {
    const admin = await signedInUser(t);
    const today = await companyTodayOf(t, admin);
    const customer = await aBillingCustomer(t, admin, { taxed: false });
    const sent = async (expiryDate: string | null, total: number, status: 'sent' | 'approved' = 'sent') => {
      const estimate = await anEstimateOf(t, admin, customer);
      await sentEstimate(t, estimate.id, { expiryDate, total, status });
      return estimate;
    };
    const lastDay = await sent(addDays(today, 6), 850.75);
    const todayOnly = await sent(today, 1_200);
    // Not counted: a week away, expired yesterday, no expiry, and already approved.
    await sent(addDays(today, 7), 500);
    await sent(addDays(today, -1), 500);
    await sent(null, 500);
    await sent(addDays(today, 1), 500, 'approved');

    const item = await kindOf(admin, 'estimates_expiring');
    // 1,200.00 + 850.75 = 2,050.75.
    expect(item).toMatchObject({ count: 2, amount: 2_050.75, severity: 'notice', sentence: '2 estimates expiring this week', href: '/estimates' });
    expect(item?.examples.map((example) => [example.label, example.href, example.detail.split(' · ')[0]])).toEqual([
      [`Estimate #${todayOnly.number} · ${customer.displayName}`, `/estimates/${todayOnly.id}`, '$1,200.00'],
      [`Estimate #${lastDay.number} · ${customer.displayName}`, `/estimates/${lastDay.id}`, '$850.75'],
    ]);
    expect(item?.examples[0]?.detail).toBe('$1,200.00 · expires today');
  });

  it("counts crews booked past crew size × shift hours on the next working day, and links to that day's board", async () => {
    const admin = await signedInUser(t);
    const today = await companyTodayOf(t, admin);
    await workingDays(t, admin, { workingWeekdays: [0, 1, 2, 3, 4, 5, 6], shiftHours: 8 });
    const tomorrow = addDays(today, 1);
    const customer = await aBillingCustomer(t, admin, { taxed: false });
    const green = await aCrew(t, admin, { name: 'Green crew' });
    const blue = await aCrew(t, admin, { name: 'Blue crew' });
    await crewOf(t, admin, green.id, 2);
    await crewOf(t, admin, blue.id, 1);
    const booked = async (crewId: string, date: string, hours: number, status: 'scheduled' | 'cancelled' = 'scheduled') => {
      const order = await anOrder(t, admin, customer, { price: 100, status: 'scheduled', date });
      await planOrder(t, order.id, { crewId, budgetedHours: hours, status });
    };
    // Green: 2 × 8 h = 16 h available; 9 + 8 = 17 h booked (the cancelled 5 h is not on the board).
    await booked(green.id, tomorrow, 9);
    await booked(green.id, tomorrow, 8);
    await booked(green.id, tomorrow, 5, 'cancelled');
    // Blue: 1 × 8 h, exactly full tomorrow; over today, which is not what the feed looks ahead to.
    await booked(blue.id, tomorrow, 8);
    await booked(blue.id, today, 20);

    const item = await kindOf(admin, 'crews_over_capacity');
    expect(item).toMatchObject({ count: 1, severity: 'urgent', sentence: '1 crew over capacity tomorrow' });
    expect(item?.examples).toEqual([{ label: 'Green crew', detail: '17.0h booked of 16.0h', href: `/orders/board?view=day&date=${tomorrow}` }]);

    // A company that works one day a week looks ahead to that day.
    const nextWorkday = addDays(today, 3);
    await workingDays(t, admin, { workingWeekdays: [weekdayOf(nextWorkday)] });
    await booked(blue.id, nextWorkday, 9);
    const later = await kindOf(admin, 'crews_over_capacity');
    expect(later?.sentence).toMatch(/^1 crew over capacity on [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}$/);
    expect(later?.href).toBe(`/orders/board?view=day&date=${nextWorkday}`);
    expect(later?.examples[0]).toMatchObject({ label: 'Blue crew', detail: '9.0h booked of 8.0h' });
  });

  it("counts active subcontractors whose insurance runs out within 30 days or already has", async () => {
    const admin = await signedInUser(t);
    const today = await companyTodayOf(t, admin);
    const expired = await aSubcontractor(t, admin, { name: 'Oak Tree Care', insuranceExpiryDate: addDays(today, -5) });
    const soon = await aSubcontractor(t, admin, { name: 'Blue Line Irrigation', insuranceExpiryDate: addDays(today, 30) });
    await aSubcontractor(t, admin, { name: 'Later Fencing', insuranceExpiryDate: addDays(today, 31) });
    await aSubcontractor(t, admin, { name: 'Retired Stone', insuranceExpiryDate: addDays(today, -5), status: 'inactive' });
    await aSubcontractor(t, admin, { name: 'No Paperwork', insuranceExpiryDate: null });

    const item = await kindOf(admin, 'subcontractor_insurance');
    expect(item).toMatchObject({ count: 2, sentence: '2 subcontractors with insurance expiring', href: '/subcontractors' });
    expect(item?.examples.map((example) => [example.label, example.href, example.detail.split(' ')[1]])).toEqual([
      ['Oak Tree Care', `/subcontractors/${expired.id}`, 'expired'],
      ['Blue Line Irrigation', `/subcontractors/${soon.id}`, 'expires'],
    ]);
  });

  it('counts units overdue for service by their schedules (the calendar or the meter) or their next service date', async () => {
    const admin = await signedInUser(t);
    const today = await companyTodayOf(t, admin);
    const customer = await aBillingCustomer(t, admin, { taxed: false });
    const [sam, jo] = [await anEmployee(t, admin), await anEmployee(t, admin)];

    // Every 30 days, last done 31 days ago: due yesterday, overdue.
    const calendar = await aUnit(t, admin, { name: 'Mower 1' });
    await aServiceSchedule(t, admin, calendar.id, { name: 'Blade sharpening', every: 30, unit: 'days', lastDoneDate: addDays(today, -31) });
    // Last done 30 days ago: due today, not overdue yet.
    const dueToday = await aUnit(t, admin, { name: 'Mower 2' });
    await aServiceSchedule(t, admin, dueToday.id, { name: 'Blade sharpening', every: 30, unit: 'days', lastDoneDate: addDays(today, -30) });
    // Every 100 h from 0: read 90 h ten days ago, then out on a completed order since where the crew was on site
    // 12 h (the most one person worked: 720 min, not 360 + 720) — 102 h on the meter, past 100.
    const meter = await aUnit(t, admin, { name: 'Mower 3' });
    await aServiceSchedule(t, admin, meter.id, { name: 'Oil change', every: 100, unit: 'hours', lastDoneMeter: 0 });
    await aMeterReading(t, admin, meter.id, { date: addDays(today, -10), hours: 90 });
    const order = await anOrder(t, admin, customer, { price: 100, date: addDays(today, -5) });
    await attachUnit(t, admin, order.id, meter.id);
    await timeOn(t, admin, order.id, sam.id, 360, addDays(today, -5));
    await timeOn(t, admin, order.id, jo.id, 720, addDays(today, -5));
    // The same meter with 9 h on site: 99 h, not past 100.
    const nearly = await aUnit(t, admin, { name: 'Mower 4' });
    await aServiceSchedule(t, admin, nearly.id, { name: 'Oil change', every: 100, unit: 'hours', lastDoneMeter: 0 });
    await aMeterReading(t, admin, nearly.id, { date: addDays(today, -10), hours: 90 });
    const shorter = await anOrder(t, admin, customer, { price: 100, date: addDays(today, -5) });
    await attachUnit(t, admin, shorter.id, nearly.id);
    await timeOn(t, admin, shorter.id, sam.id, 540, addDays(today, -5));
    // The price book's next service date has passed.
    const trailer = await aUnit(t, admin, { name: 'Trailer', nextServiceDate: addDays(today, -3) });
    // A retired unit is not serviced any more.
    const retired = await aUnit(t, admin, { name: 'Old mower', status: 'retired', nextServiceDate: addDays(today, -30) });
    await aServiceSchedule(t, admin, retired.id, { name: 'Blade sharpening', every: 30, unit: 'days', lastDoneDate: addDays(today, -90) });

    const item = await kindOf(admin, 'equipment_service_overdue');
    expect(item).toMatchObject({ count: 3, sentence: '3 units overdue for service', href: '/equipment-management?show=overdue' });
    // Longest overdue first: the trailer (3 days), Mower 1 (1 day), then the by-meter one.
    expect(item?.examples.map((example) => [example.label, example.href])).toEqual([
      ['Trailer', `/equipment-management?open=${trailer.id}`],
      ['Mower 1', `/equipment-management?open=${calendar.id}`],
      ['Mower 3', `/equipment-management?open=${meter.id}`],
    ]);
    expect(item?.examples.map((example) => example.detail).slice(1)).toEqual(['Blade sharpening overdue', 'Oil change overdue']);
  });

  it('counts chemical records still missing fields whose deadline is two days away or past', async () => {
    const admin = await signedInUser(t);
    const today = await companyTodayOf(t, admin);
    const late = await anApplicationRecord(t, admin, { customerName: 'Ann Green', deadline: addDays(today, -1), missing: ['windSpeedMph', 'target'], appliedOn: addDays(today, -3) });
    const soon = await anApplicationRecord(t, admin, { customerName: 'Tom Berg', deadline: addDays(today, 2), missing: ['rate'], appliedOn: today });
    // Not counted: due in three days, complete, and a record no state's deadline applies to.
    await anApplicationRecord(t, admin, { customerName: 'Lee Park', deadline: addDays(today, 3), missing: ['rate'], appliedOn: today });
    await anApplicationRecord(t, admin, { customerName: 'Kim Dale', deadline: today, missing: [], appliedOn: today });
    await anApplicationRecord(t, admin, { customerName: 'Ray Fox', deadline: null, missing: ['rate'], appliedOn: today });

    const item = await kindOf(admin, 'chemical_records_due');
    expect(item).toMatchObject({ count: 2, severity: 'urgent', sentence: '2 chemical records missing fields near their deadline', href: '/chemical-tracking?status=incomplete' });
    expect(item?.examples.map((example) => [example.label, example.href, example.detail.split(' · ')[0]])).toEqual([
      ['Ann Green · Prodiamine 65 WDG', `/chemical-tracking?status=incomplete&open=${late.id}`, '2 fields missing'],
      ['Tom Berg · Prodiamine 65 WDG', `/chemical-tracking?status=incomplete&open=${soon.id}`, '1 field missing'],
    ]);
    expect(item?.examples[0]?.detail).toMatch(/ · was due [A-Z][a-z]{2} \d{1,2}$/);
  });

  it('shows the most severe first: a late chemical record before unbilled work before an expiring estimate', async () => {
    const admin = await signedInUser(t);
    const today = await companyTodayOf(t, admin);
    const customer = await aBillingCustomer(t, admin, { taxed: false });
    const estimate = await anEstimateOf(t, admin, customer);
    await sentEstimate(t, estimate.id, { expiryDate: today, total: 100 });
    await anOrder(t, admin, customer, { price: 60 });
    await anApplicationRecord(t, admin, { customerName: 'Ann Green', deadline: today, missing: ['rate'], appliedOn: today });
    expect((await feedOf(admin)).exceptions.map((item) => item.kind)).toEqual(['chemical_records_due', 'completed_not_invoiced', 'estimates_expiring']);
  });

  it('leaves out an area the company has turned off: no chemical records without chemical tracking', async () => {
    const admin = await signedInUser(t);
    const today = await companyTodayOf(t, admin);
    await anApplicationRecord(t, admin, { customerName: 'Ann Green', deadline: today, missing: ['rate'], appliedOn: today });
    await t.database.db
      .update(companyPermissions)
      .set({ enabled: false })
      .where(and(eq(companyPermissions.companyId, admin.companyId), eq(companyPermissions.kind, 'entry'), eq(companyPermissions.name, 'chemical_tracking')));
    expect((await feedOf(admin)).exceptions).toEqual([]);
  });

  it("a second company never sees the first one's exceptions", async () => {
    const first = await signedInUser(t);
    const today = await companyTodayOf(t, first);
    const customer = await aBillingCustomer(t, first, { taxed: false });
    await anOrder(t, first, customer, { price: 75 });
    await aSubcontractor(t, first, { name: 'Oak Tree Care', insuranceExpiryDate: today });
    await anApplicationRecord(t, first, { customerName: 'Ann Green', deadline: today, missing: ['rate'], appliedOn: today });
    const estimate = await anEstimateOf(t, first, customer);
    await sentEstimate(t, estimate.id, { expiryDate: today, total: 100 });
    expect((await feedOf(first)).exceptions).toHaveLength(4);

    const second = await signedInUser(t);
    expect((await feedOf(second)).exceptions).toEqual([]);
  });

  it("shows an estimator only their own estimates about to expire, and nothing else of the company's", async () => {
    const admin = await signedInUser(t);
    const estimator = await signedInUser(t, { role: 'estimator', companyId: admin.companyId });
    const today = await companyTodayOf(t, admin);
    const customer = await aBillingCustomer(t, admin, { taxed: false });
    const theirs = await anEstimateOf(t, estimator, customer);
    await sentEstimate(t, theirs.id, { expiryDate: addDays(today, 2), total: 640 });
    const notTheirs = await anEstimateOf(t, admin, customer);
    await sentEstimate(t, notTheirs.id, { expiryDate: today, total: 900 });
    await aSubcontractor(t, admin, { name: 'Oak Tree Care', insuranceExpiryDate: today });
    await anOrder(t, admin, customer, { price: 75 });

    const mine = await feedOf(estimator);
    expect(mine.scope).toBe('mine');
    expect(mine.exceptions.map((item) => [item.kind, item.count, item.amount])).toEqual([['estimates_expiring', 1, 640]]);
    expect(mine.exceptions[0]?.href).toBe(`/estimates/${theirs.id}`);

    const everything = await feedOf(admin);
    expect(everything.exceptions.map((item) => [item.kind, item.count])).toEqual([
      ['completed_not_invoiced', 1],
      ['subcontractor_insurance', 1],
      ['estimates_expiring', 2],
    ]);
  });

  it("refuses a crew leader (403): their dashboard is their day", async () => {
    const leader = await signedInUser(t, { role: 'crew_leader' });
    expect((await t.call('GET', '/dashboard/exceptions', { token: leader.token })).status).toBe(403);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/dashboard/exceptions')).status).toBe(401);
  });
});
