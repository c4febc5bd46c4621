import { reportSchema, type Report, type ReportName, type ReportSection } from '@groundwork/domain/reporting';
import { beforeAll, describe, expect, it } from 'vitest';
import { aUser, signedInUser, type SignedInUser } from '../../test/builders';
import {
  aBilledWorkOrder,
  aLeadSource,
  aReportCreditNote,
  aReportCustomer,
  aReportEstimate,
  aReportInvoice,
  aReportJob,
  aReportLead,
  aReportPayment,
  aReportRefund,
  aReportWorkOrder,
} from '../../test/report-money-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

/**
 * One company's March and April 2025 (the company works in America/New_York, so 02:00 UTC is the evening before),
 * worked by hand in each test below; a second company has the same kind of data in the same months.
 */
const PERIOD = 'from=2025-03-01&to=2025-04-30';

let owner: SignedInUser;
let other: SignedInUser;

async function report(user: SignedInUser, name: ReportName, query = `${PERIOD}&compare=last_year`): Promise<Report> {
  const response = await t.call('GET', `/reports/${name}?${query}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return reportSchema.parse(response.body.data.report);
}

const figures = (built: Report) => Object.fromEntries(built.headline.map((figure) => [figure.key, [figure.value, figure.comparison]]));
const section = (built: Report, key: string): ReportSection => built.sections.find((each) => each.key === key)!;
const rowValues = (built: Report, key: string) => section(built, key).rows.map((each) => each.values);

/** Estimates, leads, work orders, invoices, payments, credit notes and refunds of the owner's company. */
async function ownerData(user: SignedInUser): Promise<void> {
  const companyId = user.companyId;
  const sam = await aUser(t, companyId, { role: 'estimator' }); // Sam Rivera
  const referral = await aLeadSource(t, companyId, 'Referral');
  const yardSign = await aLeadSource(t, companyId, 'Yard sign');
  const maple = await aReportCustomer(t, companyId, { name: 'Maple Homes', leadSourceId: referral });
  const oak = await aReportCustomer(t, companyId, { name: 'Oak Offices' });
  const signLead = await aReportLead(t, companyId, { name: 'Pine Lead', status: 'estimate_sent', leadSourceId: yardSign, estimatedValue: 1_500, createdAt: '2025-03-05T15:00:00Z' });
  await aReportLead(t, companyId, { name: 'Birch Lead', status: 'new', estimatedValue: 800.5, createdAt: '2025-04-10T15:00:00Z' });
  await aReportLead(t, companyId, { name: 'Early Lead', status: 'won', createdAt: '2025-02-20T15:00:00Z' });

  const customer = (id: string) => ({ type: 'customer' as const, id });
  // E1: sent 3 Mar 14:00 UTC, approved online 6 Mar 02:00 UTC (5 Mar in New York): 2.5 days.
  await aReportEstimate(t, companyId, {
    client: customer(maple),
    subtotal: 1_000,
    tax: 76.25,
    status: 'approved',
    createdBy: user.userId,
    createdAt: '2025-03-02T15:00:00Z',
    steps: [
      { kind: 'sent', at: '2025-03-03T14:00:00Z' },
      { kind: 'approved', at: '2025-03-06T02:00:00Z' },
    ],
  });
  // E2: first sent in February, approved by the office on 2 April: 35 days.
  await aReportEstimate(t, companyId, {
    client: customer(oak),
    subtotal: 2_500.5,
    status: 'approved',
    createdBy: sam.userId,
    createdAt: '2025-02-25T15:00:00Z',
    steps: [
      { kind: 'sent', at: '2025-02-26T15:00:00Z' },
      { kind: 'approved', at: '2025-04-02T15:00:00Z', by: 'office' },
    ],
  });
  // E3: the lead's, marked sent by the office, declined online.
  await aReportEstimate(t, companyId, {
    client: { type: 'lead', id: signLead },
    subtotal: 700,
    status: 'declined',
    createdBy: user.userId,
    createdAt: '2025-03-10T15:00:00Z',
    steps: [
      { kind: 'sent', at: '2025-03-11T15:00:00Z', by: 'office' },
      { kind: 'declined', at: '2025-03-20T15:00:00Z' },
    ],
  });
  // E4: sent, not answered: open.
  await aReportEstimate(t, companyId, {
    client: customer(oak),
    subtotal: 400,
    status: 'sent',
    createdBy: sam.userId,
    createdAt: '2025-04-01T15:00:00Z',
    steps: [{ kind: 'sent', at: '2025-04-02T16:00:00Z' }],
  });
  // E5: a draft of May.
  await aReportEstimate(t, companyId, { client: customer(maple), subtotal: 5_000, createdBy: user.userId, createdAt: '2025-05-02T15:00:00Z' });
  // E6: sent 1 May 02:00 UTC — still 30 April in New York — and approved in May.
  await aReportEstimate(t, companyId, {
    client: customer(maple),
    subtotal: 300,
    status: 'approved',
    createdBy: user.userId,
    createdAt: '2025-04-30T12:00:00Z',
    steps: [
      { kind: 'sent', at: '2025-05-01T02:00:00Z' },
      { kind: 'approved', at: '2025-05-01T15:00:00Z' },
    ],
  });

  const perVisit = await aReportJob(t, companyId, { customerId: maple });
  const instalments = await aReportJob(t, companyId, { customerId: oak, billingMethod: 'monthly_instalments' });
  const order = (options: Parameters<typeof aReportWorkOrder>[2]) => aReportWorkOrder(t, companyId, options);
  await order({ customerId: maple, date: '2025-03-10', status: 'completed', price: 150 }); // W1 one-off, not billed
  const billed = await order({ customerId: maple, jobId: perVisit, date: '2025-03-12', status: 'completed', price: 200 }); // W2 billed on I1
  const released = await order({ customerId: maple, jobId: perVisit, date: '2025-04-05', status: 'completed', price: 120.5 }); // W3 its invoice voided
  await order({ customerId: oak, jobId: instalments, date: '2025-04-07', status: 'completed', price: 300 }); // W4 billed by instalments
  await order({ customerId: maple, jobId: perVisit, date: '2025-04-20', status: 'scheduled', price: 180 }); // W5
  await order({ customerId: maple, date: '2025-04-22', status: 'cancelled', price: 90 }); // W6
  await order({ customerId: maple, date: null, status: 'completed', price: 60, completedAt: '2025-04-01T03:00:00Z' }); // W7 done 31 March, New York
  await order({ customerId: maple, date: '2025-05-02', status: 'completed', price: 999 }); // W8 in May

  const minneapolis = { taxRateName: 'Minneapolis', taxRatePercent: 7.625 };
  // I1: $200 + $15.25 tax, paid 20 Mar, $15.25 refunded 28 Apr.
  const i1 = await aReportInvoice(t, companyId, {
    customerId: maple,
    status: 'partially_paid',
    issueDate: '2025-03-15',
    dueDate: '2025-04-14',
    subtotal: 200,
    tax: 15.25,
    ...minneapolis,
    amountPaid: 200,
  });
  await aBilledWorkOrder(t, companyId, { invoiceId: i1, workOrderId: billed, jobId: perVisit, amount: 200 });
  await aReportPayment(t, companyId, { customerId: maple, date: '2025-03-20', amount: 215.25, allocations: [{ invoiceId: i1, amount: 215.25 }] });
  await aReportRefund(t, companyId, { customerId: maple, invoiceId: i1, date: '2025-04-28', amount: 15.25 });
  // I2: $1,000 ($600 taxable) + $45.75; $500 paid 25 Apr and $300 on 10 May: $245.75 owed now, $545.75 at the end of April.
  const i2 = await aReportInvoice(t, companyId, {
    customerId: oak,
    status: 'partially_paid',
    issueDate: '2025-03-20',
    dueDate: '2025-04-19',
    subtotal: 1_000,
    taxableSubtotal: 600,
    tax: 45.75,
    ...minneapolis,
    amountPaid: 800,
  });
  await aReportPayment(t, companyId, { customerId: oak, date: '2025-04-25', amount: 500, allocations: [{ invoiceId: i2, amount: 500 }] });
  await aReportPayment(t, companyId, { customerId: oak, date: '2025-05-10', amount: 300, allocations: [{ invoiceId: i2, amount: 300 }] });
  // I3: $500 of untaxed lines; a $100 credit note on 20 Apr.
  const i3 = await aReportInvoice(t, companyId, {
    customerId: maple,
    status: 'partially_paid',
    issueDate: '2025-04-10',
    dueDate: '2025-05-10',
    subtotal: 500,
    taxableSubtotal: 0,
    ...minneapolis,
    credited: 100,
  });
  await aReportCreditNote(t, companyId, { customerId: maple, invoiceId: i3, issueDate: '2025-04-20', subtotal: 100, taxableSubtotal: 0, taxRatePercent: 7.625 });
  // I4: January's $300, due 14 Feb; a payment on it was voided.
  const i4 = await aReportInvoice(t, companyId, { customerId: oak, status: 'sent', issueDate: '2025-01-15', dueDate: '2025-02-14', subtotal: 300 });
  await aReportPayment(t, companyId, { customerId: oak, date: '2025-04-05', amount: 50, allocations: [{ invoiceId: i4, amount: 50 }], voidedAt: '2025-04-06T15:00:00Z' });
  // I5 a draft; I6 voided in April (it had billed W3); I7 sent 28 Apr and voided in May.
  await aReportInvoice(t, companyId, { customerId: maple, status: 'draft', issueDate: '2025-04-15', dueDate: '2025-05-15', subtotal: 999 });
  const i6 = await aReportInvoice(t, companyId, { customerId: oak, status: 'void', issueDate: '2025-04-12', dueDate: '2025-05-12', subtotal: 777, voidedAt: '2025-04-14T15:00:00Z' });
  await aBilledWorkOrder(t, companyId, { invoiceId: i6, workOrderId: released, jobId: perVisit, amount: 120.5, releasedAt: '2025-04-14T15:00:00Z' });
  await aReportInvoice(t, companyId, {
    customerId: oak,
    status: 'void',
    issueDate: '2025-04-28',
    dueDate: '2025-05-28',
    subtotal: 80,
    tax: 6,
    taxRateName: 'Minneapolis',
    taxRatePercent: 7.5,
    voidedAt: '2025-05-05T15:00:00Z',
  });
  // I8: $250 sold to an exempt client, paid the same day.
  const i8 = await aReportInvoice(t, companyId, {
    customerId: maple,
    status: 'paid',
    issueDate: '2025-04-18',
    dueDate: '2025-05-18',
    subtotal: 250,
    taxRateName: 'Non-Taxable',
    amountPaid: 250,
  });
  await aReportPayment(t, companyId, { customerId: maple, date: '2025-04-18', amount: 250, allocations: [{ invoiceId: i8, amount: 250 }] });
  // A year earlier: one $100 payment on account.
  await aReportPayment(t, companyId, { customerId: oak, date: '2024-03-15', amount: 100 });
}

/** The same kinds of records for another company, in the same months: none may show in the owner's reports. */
async function otherData(user: SignedInUser): Promise<void> {
  const companyId = user.companyId;
  const elm = await aReportCustomer(t, companyId, { name: 'Elm Estates' });
  await aReportEstimate(t, companyId, {
    client: { type: 'customer', id: elm },
    subtotal: 9_000,
    status: 'approved',
    createdBy: user.userId,
    createdAt: '2025-03-02T15:00:00Z',
    steps: [
      { kind: 'sent', at: '2025-03-03T15:00:00Z' },
      { kind: 'approved', at: '2025-03-04T15:00:00Z' },
    ],
  });
  await aReportLead(t, companyId, { name: 'Other Lead', estimatedValue: 5_000, createdAt: '2025-03-05T15:00:00Z' });
  await aReportWorkOrder(t, companyId, { customerId: elm, date: '2025-03-10', status: 'completed', price: 7_000 });
  const invoice = await aReportInvoice(t, companyId, {
    customerId: elm,
    status: 'sent',
    issueDate: '2025-03-05',
    dueDate: '2025-03-20',
    subtotal: 8_000,
    tax: 610,
    taxRateName: 'Minneapolis',
    taxRatePercent: 7.625,
    amountPaid: 1_000,
    credited: 10.76,
  });
  await aReportPayment(t, companyId, { customerId: elm, date: '2025-05-02', amount: 1_000, allocations: [{ invoiceId: invoice, amount: 1_000 }] });
  await aReportCreditNote(t, companyId, { customerId: elm, invoiceId: invoice, issueDate: '2025-04-02', subtotal: 10, tax: 0.76, taxRatePercent: 7.625 });
}

beforeAll(async () => {
  owner = await signedInUser(t);
  other = await signedInUser(t);
  await ownerData(owner);
  await otherData(other);
});

describe('GET /reports/sales', () => {
  it('counts estimates sent, answered and won in the company’s calendar, however the answer came in', async () => {
    const sales = await report(owner, 'sales');
    // Sent: E1, E3 (the office's move), E4, E6 (30 April in New York) — E2 was first sent in February.
    // Approved: E1 and E2 ($1,000 + $2,500.50); declined: E3. Conversion 2 ÷ 3. Days: (2.5 + 35) ÷ 2 = 18.75 → 18.8.
    // Open now: E4's $400. Nothing a year earlier.
    expect(figures(sales)).toEqual({
      sent: [4, 0],
      approved: [2, 0],
      conversion: [66.7, null],
      valueWon: [3_500.5, 0],
      daysToApprove: [18.8, null],
      openValue: [400, null],
    });
    expect(rowValues(sales, 'estimates')).toEqual([
      // Created: E1, E3, E4, E6 ($1,000 + $700 + $400 + $300).
      { stage: 'Created', estimates: 4, value: 2_400 },
      { stage: 'Sent', estimates: 4, value: 2_400 },
      { stage: 'Approved', estimates: 2, value: 3_500.5 },
      { stage: 'Declined', estimates: 1, value: 700 },
    ]);
  });

  it('credits each estimate to the user who made it and to its client’s lead source', async () => {
    const sales = await report(owner, 'sales');
    expect(rowValues(sales, 'estimators')).toEqual([
      { name: 'Sam Rivera', sent: 1, approved: 1, declined: 0, conversion: 100, valueWon: 2_500.5 },
      { name: 'Dana Whitfield', sent: 3, approved: 1, declined: 1, conversion: 50, valueWon: 1_000 },
    ]);
    expect(rowValues(sales, 'lead-sources')).toEqual([
      { name: 'No source', sent: 1, approved: 1, declined: 0, conversion: 100, valueWon: 2_500.5 },
      { name: 'Referral', sent: 2, approved: 1, declined: 0, conversion: 100, valueWon: 1_000 },
      { name: 'Yard sign', sent: 1, approved: 0, declined: 1, conversion: 0, valueWon: 0 },
    ]);
    expect(section(sales, 'lead-sources').totals).toEqual({ sent: 4, approved: 2, declined: 1, valueWon: 3_500.5, conversion: 66.7 });
  });

  it('lists the leads that came in by stage', async () => {
    const pipeline = section(await report(owner, 'sales'), 'pipeline');
    expect(pipeline.rows.map((each) => [each.key, each.values.leads, each.values.estimatedValue])).toEqual([
      ['new', 1, 800.5],
      ['contacted', 0, 0],
      ['estimate_sent', 1, 1_500],
      ['won', 0, 0],
      ['lost', 0, 0],
    ]);
    expect(pipeline.totals).toEqual({ leads: 2, estimatedValue: 2_300.5 });
  });
});

describe('GET /reports/revenue', () => {
  it('shows each month sold, scheduled, earned, invoiced and collected, and the work not billed yet', async () => {
    const revenue = await report(owner, 'revenue');
    expect(rowValues(revenue, 'months')).toEqual([
      // Sold E1. Scheduled W1 + W2. Earned W1 + W2 + W7 (done 31 March in New York). Invoiced I1 + I2. Collected I1's payment.
      // Not invoiced: W1 and W7 (W2 is on I1).
      { month: 'March 2025', sold: 1_000, scheduled: 350, earned: 410, invoiced: 1_200, collected: 215.25, earnedNotInvoiced: 210 },
      // Sold E2. Scheduled W3 + W4 + W5 (W6 cancelled). Earned W3 + W4. Invoiced I3 + I8 − the $100 credit note (I5 draft,
      // I6 and I7 void). Collected $500 + $250 − the $15.25 refund (the voided $50 not). Not invoiced: W3, whose invoice was
      // voided (W4 is billed by instalments).
      { month: 'April 2025', sold: 2_500.5, scheduled: 600.5, earned: 420.5, invoiced: 650, collected: 734.75, earnedNotInvoiced: 120.5 },
    ]);
    expect(section(revenue, 'months').rows.map((each) => [each.highlight, each.link])).toEqual([
      [true, '/invoices'],
      [true, '/invoices'],
    ]);
    expect(figures(revenue)).toEqual({
      sold: [3_500.5, 0],
      scheduled: [950.5, 0],
      earned: [830.5, 0],
      invoiced: [1_850, 0],
      // The $100 paid on account in March 2024.
      collected: [950, 100],
      earnedNotInvoiced: [330.5, 0],
    });
  });
});

describe('GET /reports/receivables', () => {
  it('ages what was owed at the end of the period, with later payments undone', async () => {
    const receivables = await report(owner, 'receivables');
    // At the end of 30 April: I1 $15.25 (16 days late), I2 $545.75 (the 10 May payment undone; 11 days), I3 $400
    // (current), I4 $300 (75 days; its voided payment never counted), I7 $86 (voided only in May; current).
    expect(rowValues(receivables, 'aging')).toEqual([
      { bucket: 'Current', amount: 486, invoices: 2 },
      { bucket: '1–30', amount: 561, invoices: 2 },
      { bucket: '31–60', amount: 0, invoices: 0 },
      { bucket: '61–90', amount: 300, invoices: 1 },
      { bucket: '91+', amount: 0, invoices: 0 },
    ]);
    // DSO: $1,347 owed ÷ $2,011 invoiced (I1 $215.25 + I2 $1,045.75 + I3 $500 + I8 $250) × 61 days = 40.86 → 40.9.
    expect(figures(receivables)).toEqual({
      outstanding: [1_347, 0],
      overdue: [861, 0],
      over60: [300, 0],
      dso: [40.9, null],
    });
    const customers = section(receivables, 'customers');
    expect(customers.rows.map((each) => [each.values.customer, each.values.total, each.values.invoices, each.highlight])).toEqual([
      ['Oak Offices', 931.75, 3, true],
      ['Maple Homes', 415.25, 2, false],
    ]);
    expect(customers.rows[0]!.link).toMatch(/^\/customers\/[0-9a-f-]{36}$/);
  });

  it('reads a period that ends in the future as of today, on current balances', async () => {
    const year = new Date().getUTCFullYear();
    const receivables = await report(owner, 'receivables', `from=${year - 1}-01-01&to=${year + 1}-12-31&compare=none`);
    // Today: I1 $15.25, I2 $245.75, I3 $400, I4 $300 — I7 is void.
    expect(figures(receivables).outstanding).toEqual([961, null]);
  });
});

describe('GET /reports/sales-tax', () => {
  it('sums sales, taxable, exempt and tax by the rate charged, less credit notes, and splits it by jurisdiction', async () => {
    const salesTax = await report(owner, 'sales-tax');
    // Minneapolis 7.625%: I1 $200 + I2 $1,000 + I3 $500 − the $100 credit = $1,600; taxable $200 + $600 = $800; tax $61.
    // Non-Taxable 0%: I8's $250, all exempt.
    expect(rowValues(salesTax, 'rates')).toEqual([
      { tax: 'Minneapolis', rate: '7.625%', sales: 1_600, taxable: 800, exempt: 800, taxCharged: 61 },
      { tax: 'Non-Taxable', rate: '0%', sales: 250, taxable: 0, exempt: 250, taxCharged: 0 },
    ]);
    expect(figures(salesTax)).toEqual({ sales: [1_850, 0], taxable: [800, 0], exempt: [1_050, 0], tax: [61, 0] });
    // $61 in the ratio 6.875 : 0.5 : 0.25 of the seeded Minnesota set-up.
    expect(rowValues(salesTax, 'jurisdictions')).toEqual([
      { jurisdiction: 'Minnesota', type: 'State', rate: '6.875%', taxable: 800, taxCharged: 55 },
      { jurisdiction: 'Minneapolis', type: 'City', rate: '0.5%', taxable: 800, taxCharged: 4 },
      { jurisdiction: 'Hennepin County', type: 'County', rate: '0.25%', taxable: 800, taxCharged: 2 },
    ]);
    expect(section(salesTax, 'jurisdictions').totals).toEqual({ taxCharged: 61 });
  });
});

describe('the money reports', () => {
  it('show another company only its own records', async () => {
    const [sales, revenue, receivables, salesTax] = await Promise.all([
      report(other, 'sales'),
      report(other, 'revenue'),
      report(other, 'receivables'),
      report(other, 'sales-tax'),
    ]);
    expect(figures(sales).valueWon).toEqual([9_000, 0]);
    expect(section(sales, 'pipeline').totals).toEqual({ leads: 1, estimatedValue: 5_000 });
    expect(figures(revenue).earned).toEqual([7_000, 0]);
    // $8,000 invoiced less the $10 credit note.
    expect(figures(revenue).invoiced).toEqual([7_990, 0]);
    // $8,610 − $10.76 credited; the May payment undone.
    expect(figures(receivables).outstanding).toEqual([8_599.24, 0]);
    expect(figures(salesTax).tax).toEqual([609.24, 0]);
  });

  it('answer a ten-year range', async () => {
    const response = await t.call('GET', '/reports/revenue?from=2016-01-01&to=2025-12-31&compare=previous', { token: owner.token });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.report.sections[0].rows).toHaveLength(120);
  });

  it('refuse a range that ends before it starts', async () => {
    const response = await t.call('GET', '/reports/sales?from=2025-04-30&to=2025-03-01', { token: owner.token });
    expect(response.status).toBe(400);
  });

  it('refuse a crew leader', async () => {
    const leader = await signedInUser(t, { role: 'crew_leader', companyId: owner.companyId });
    const response = await t.call('GET', `/reports/receivables?${PERIOD}`, { token: leader.token });
    expect(response.status).toBe(403);
  });
});

describe('the billed flag on a work order (migration 0033)', () => {
  const billedFlags = async (...ids: string[]) => {
    const rows = await t.database.query<{ id: string; billed: boolean }>('select id, billed from work_orders where id = any($1::uuid[])', [ids]);
    return ids.map((id) => rows.find((row) => row.id === id)?.billed);
  };

  it('follows the live claims: added, released by a void, claimed again, and gone with their invoice', async () => {
    const { companyId } = await signedInUser(t);
    const customerId = await aReportCustomer(t, companyId, { name: 'Birch' });
    const done = { customerId, date: '2025-05-06', status: 'completed', price: 120 } as const;
    const [w1, w2] = [await aReportWorkOrder(t, companyId, done), await aReportWorkOrder(t, companyId, done)];
    const invoice = (subtotal: number) => aReportInvoice(t, companyId, { customerId, status: 'sent', issueDate: '2025-05-07', dueDate: '2025-06-06', subtotal });
    expect(await billedFlags(w1, w2)).toEqual([false, false]);

    const first = await invoice(240);
    await aBilledWorkOrder(t, companyId, { invoiceId: first, workOrderId: w1, amount: 120 });
    await aBilledWorkOrder(t, companyId, { invoiceId: first, workOrderId: w2, amount: 120 });
    expect(await billedFlags(w1, w2)).toEqual([true, true]);

    // Voided: its claims are released, the work can be billed again.
    await t.database.query(`update billed_items set released_at = now() where invoice_id = $1`, [first]);
    expect(await billedFlags(w1, w2)).toEqual([false, false]);

    // W1 on a new invoice; a released claim of the old one left as it is does not count.
    const second = await invoice(120);
    await aBilledWorkOrder(t, companyId, { invoiceId: second, workOrderId: w1, amount: 120 });
    expect(await billedFlags(w1, w2)).toEqual([true, false]);

    // An invoice deleted with its claims (a draft thrown away) leaves its work unbilled.
    await t.database.query('delete from invoices where id = $1', [second]);
    expect(await billedFlags(w1, w2)).toEqual([false, false]);
  });
});
