import {
  batchProgressSchema,
  invoiceBatchResultSchema,
  invoicingAssistantSchema,
  jobBillingSchema,
  preflightFixes,
  preflightBlocks,
  preflightStatuses,
  readyToBillGroupSchema,
  readyToBillItemSchema,
  readyToBillKey,
  seasonTrueUpSchema,
  sumMoney,
  type BatchProgress,
  type InvoiceListItem,
  type InvoicingAssistant,
  type JobBilling,
  type PreflightStatus,
  type ReadyToBillGroup,
  type ReadyToBillItem,
  type ReadyToBillRef,
  type SeasonTrueUpView,
} from '@groundwork/domain/invoices';
import { invoiceCustomerId, invoicePropertyId } from './invoice-builders';

// Test data for the invoicing assistant, batches and a job's billing, parsed with the contract's schemas so a builder
// that drifts from the contract fails at once.

let counter = 0;
function uuid(prefix: string): string {
  counter += 1;
  return `${prefix}-5b2a-4c6d-9b7b-${String(counter).padStart(12, '0')}`;
}
export const billingJobId = '7a1e3c74-5b2a-4c6d-9b7b-a00000000001';
const at = '2027-05-01T14:00:00.000Z';

/** A completed visit ready to bill: Weekly mowing, WO-1042, $45.00 for Ann Green. */
export function aReadyItem(overrides: Partial<Omit<ReadyToBillItem, 'key'>> = {}): ReadyToBillItem {
  const ref: ReadyToBillRef = overrides.ref ?? { source: 'work_order', workOrderId: uuid('8b2e3c74') };
  const status: PreflightStatus = overrides.status ?? 'ready';
  return readyToBillItemSchema.parse({
    customerId: invoiceCustomerId,
    propertyId: invoicePropertyId,
    propertyAddress: '1 Elm St, Edina, MN 55424',
    jobId: billingJobId,
    serviceName: 'Weekly mowing',
    workOrderNumber: ref.source === 'work_order' ? 1042 : null,
    month: ref.source === 'instalment' ? ref.month : null,
    completedOn: ref.source === 'instalment' ? null : '2027-05-03',
    description: 'Weekly mowing — May 3, 2027',
    amount: 45,
    fix: status === 'ready' ? null : preflightFixes[status],
    blocked: preflightBlocks[status],
    ...overrides,
    status,
    ref,
    key: readyToBillKey(ref),
  });
}

/** A customer's group with its total and ready count worked out from the items. */
export function aReadyGroup(customerName: string, items: ReadyToBillItem[], customerId = items[0]?.customerId ?? uuid('9c3e3c74')): ReadyToBillGroup {
  return readyToBillGroupSchema.parse({
    customerId,
    customerName,
    items: items.map((item) => ({ ...item, customerId })),
    total: sumMoney(items.map((item) => item.amount)),
    readyCount: items.filter((item) => item.status === 'ready').length,
  });
}

/** GET /invoices/assistant's answer for these groups, with the status counts. */
export function anAssistant(customers: ReadyToBillGroup[]): InvoicingAssistant {
  const counts = Object.fromEntries(preflightStatuses.map((status) => [status, 0])) as Record<PreflightStatus, number>;
  for (const item of customers.flatMap((group) => group.items)) counts[item.status] += 1;
  return invoicingAssistantSchema.parse({ asOf: '2027-05-10', customers, counts });
}

export function aBatch(invoices: InvoiceListItem[], skipped: { key: string; message: string }[] = []) {
  return invoiceBatchResultSchema.parse({ batch: { id: uuid('1d4e3c74'), invoices, skipped } }).batch;
}

export function aBatchProgress(overrides: Partial<BatchProgress> = {}): BatchProgress {
  return batchProgressSchema.parse({ id: '2e5e3c74-5b2a-4c6d-9b7b-b00000000001', total: 2, sent: 0, failed: 0, pending: 2, done: false, failures: [], ...overrides });
}

/** GET /jobs/{id}/billing: a $1,200.00 job billed per visit, $300.00 invoiced so far. */
export function aJobBilling(overrides: Partial<JobBilling> = {}): JobBilling {
  return jobBillingSchema.parse({
    jobId: billingJobId,
    method: 'per_visit',
    instalments: [],
    issueDay: null,
    deposit: null,
    approvedTotal: 1200,
    approvedChanges: 0,
    invoicedSoFar: 300,
    remaining: 900,
    updatedAt: at,
    ...overrides,
  });
}

/** GET /jobs/{id}/true_up: 26 visits planned at $45.00, 24 done — a $90.00 credit note. */
export function aTrueUp(overrides: Partial<SeasonTrueUpView> = {}): SeasonTrueUpView {
  return seasonTrueUpSchema.parse({
    proposal: 'credit_note',
    amount: 90,
    contractTotal: 1170,
    visitsPlanned: 26,
    visitsDone: 24,
    pricePerVisit: 45,
    pricePerVisitExact: true,
    earned: 1080,
    invoicedSoFar: 1170,
    difference: -90,
    summary: '24 of 26 visits done at $45.00 a visit: $1,080.00 earned, $1,170.00 invoiced. A credit note of $90.00 settles the season.',
    ...overrides,
  });
}
