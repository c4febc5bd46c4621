import {
  agingRowSchema,
  creditNoteSchema,
  customerLedgerSchema,
  invoiceListItemSchema,
  invoiceSchema,
  ledgerEntrySchema,
  paymentSchema,
  publicInvoiceSchema,
  receivablesSchema,
  refundSchema,
  type AgingRowView,
  type CreditNote,
  type CustomerLedger,
  type Invoice,
  type InvoiceListItem,
  type LedgerEntryView,
  type Payment,
  type PublicInvoice,
  type Receivables,
  sumMoney,
  type Refund,
} from '@groundwork/domain/invoices';

let counter = 0;
function uuid(): string {
  counter += 1;
  return `6f9e3c74-5b2a-4c6d-9b7b-${String(counter).padStart(12, '0')}`;
}

export const invoiceCustomerId = '6f9e3c74-5b2a-4c6d-9b7b-c00000000001';
export const invoicePropertyId = '6f9e3c74-5b2a-4c6d-9b7b-e00000000001';
const at = '2027-05-01T14:00:00.000Z';

/**
 * An invoice as GET /invoices lists it (test data): INV-1042, Ann Green, $100.00 + $8.03 tax, sent and unpaid.
 * Parsed with the contract's schema, so a builder that drifts from the contract fails at once.
 */
export function anInvoiceRow(overrides: Partial<InvoiceListItem> = {}): InvoiceListItem {
  return invoiceListItemSchema.parse({
    id: uuid(),
    number: 1042,
    kind: 'one_off',
    status: 'sent',
    customerId: invoiceCustomerId,
    customerName: 'Ann Green',
    propertyId: invoicePropertyId,
    propertyAddress: '1 Elm St, Edina, MN 55424',
    jobId: null,
    issueDate: '2027-05-01',
    dueDate: '2027-05-31',
    terms: 'net_30',
    subtotal: 100,
    tax: 8.03,
    total: 108.03,
    amountPaid: 0,
    credited: 0,
    balance: 108.03,
    overdue: false,
    daysOverdue: 0,
    sentAt: at,
    voidedAt: null,
    voidReason: '',
    createdAt: at,
    updatedAt: at,
    ...overrides,
  });
}

/** The whole invoice (GET /invoices/{id}): the row above with two lines, one of them untaxed. */
export function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  const row = anInvoiceRow();
  return invoiceSchema.parse({
    ...row,
    lines: [
      { id: uuid(), description: 'Spring clean-up', quantity: 2, unitPrice: 40, taxable: true, amount: 80, workOrderId: null },
      { id: uuid(), description: 'Disposal fee', quantity: 1, unitPrice: 20, taxable: false, amount: 20, workOrderId: null },
    ],
    taxableSubtotal: 80,
    taxRatePercent: 10.0375,
    taxRateName: 'Edina',
    notes: 'Thank you for your business',
    billingAddressLines: ['Ann Green', '1 Elm St', 'Edina, MN 55424'],
    workOrderIds: [],
    payments: [],
    creditNotes: [],
    refunds: [],
    reminders: [],
    publicUrl: 'https://app.example.com/invoice/abc123',
    ...overrides,
  });
}

/** A payment as POST /payments answers it. */
export function aPayment(overrides: Partial<Payment> = {}): Payment {
  return paymentSchema.parse({
    id: uuid(),
    customerId: invoiceCustomerId,
    customerName: 'Ann Green',
    method: 'cash',
    source: 'office',
    chequeNumber: '',
    reference: '',
    date: '2027-05-10',
    amount: 50,
    note: '',
    allocations: [],
    unapplied: 0,
    voidedAt: null,
    voidReason: '',
    createdAt: at,
    updatedAt: at,
    ...overrides,
  });
}

/** The client's invoice (GET /public/invoices/{token}): INV-1042 from Demo Landscaping, $108.03, nothing paid. */
export function aPublicInvoice(overrides: Partial<PublicInvoice> = {}): PublicInvoice {
  return publicInvoiceSchema.parse({
    number: 1042,
    status: 'sent',
    company: {
      name: 'Demo Landscaping',
      phone: '(612) 555-0100',
      email: 'office@demo-landscaping.test',
      website: 'demo-landscaping.test',
      addressLines: ['200 Main St', 'Minneapolis, MN 55401'],
      hasLogo: true,
      timeZone: 'America/Chicago',
    },
    client: { name: 'Ann Green', addressLines: ['1 Elm St', 'Edina, MN 55424'] },
    property: { name: 'Home', addressLines: ['1 Elm St', 'Edina, MN 55424'] },
    issueDate: '2027-05-01',
    dueDate: '2099-05-31',
    terms: 'net_30',
    lines: [
      { description: 'Spring clean-up', quantity: 2, unitPrice: 40, taxable: true, amount: 80 },
      { description: 'Disposal fee', quantity: 1, unitPrice: 20, taxable: false, amount: 20 },
    ],
    subtotal: 100,
    tax: 8.03,
    taxRatePercent: 10.0375,
    taxRateName: 'Edina',
    total: 108.03,
    amountPaid: 0,
    credited: 0,
    balance: 108.03,
    notes: 'Thank you for your business',
    paymentInstructions: 'Cheques payable to Demo Landscaping.',
    payOnline: false,
    ...overrides,
  });
}

/** A credit note as POST /credit_notes answers it: CN-1001, $10.00 against an invoice. */
export function aCreditNote(overrides: Partial<CreditNote> = {}): CreditNote {
  return creditNoteSchema.parse({
    id: uuid(),
    number: 1001,
    customerId: invoiceCustomerId,
    customerName: 'Ann Green',
    invoiceId: null,
    invoiceNumber: null,
    issueDate: '2027-05-06',
    reason: 'Missed visit',
    lines: [{ id: uuid(), description: 'Missed visit', quantity: 1, unitPrice: 10, taxable: false, amount: 10 }],
    subtotal: 10,
    taxableSubtotal: 0,
    tax: 0,
    taxRatePercent: 0,
    total: 10,
    appliedToInvoice: 10,
    toCustomerCredit: 0,
    createdAt: at,
    ...overrides,
  });
}

/** A refund as POST /refunds answers it. */
export function aRefund(overrides: Partial<Refund> = {}): Refund {
  return refundSchema.parse({
    id: uuid(),
    customerId: invoiceCustomerId,
    invoiceId: null,
    paymentId: null,
    method: 'cheque',
    chequeNumber: '3001',
    reference: '',
    date: '2027-05-12',
    amount: 20,
    note: '',
    createdAt: at,
    ...overrides,
  });
}

/** One line of a customer's ledger. */
export function aLedgerEntry(overrides: Partial<LedgerEntryView> = {}): LedgerEntryView {
  return ledgerEntrySchema.parse({ id: uuid(), date: '2027-05-01', kind: 'invoice', reference: 'INV-1042', amount: 108.03, debit: 108.03, credit: 0, balance: 108.03, ...overrides });
}

/** A customer's ledger (GET /customers/{id}/ledger): an invoice and a part payment, $58.03 owed. */
export function aLedger(overrides: Partial<CustomerLedger> = {}): CustomerLedger {
  return customerLedgerSchema.parse({
    customerId: invoiceCustomerId,
    customerName: 'Ann Green',
    from: null,
    to: '2027-05-20',
    openingBalance: 0,
    entries: [
      aLedgerEntry(),
      aLedgerEntry({ date: '2027-05-10', kind: 'payment', reference: 'Cheque 2231', amount: 50, debit: 0, credit: 50, balance: 58.03 }),
    ],
    closingBalance: 58.03,
    creditAvailable: 0,
    overdueBalance: 0,
    ...overrides,
  });
}

/** One customer's row of the aging report. */
export function anAgingRow(overrides: Partial<AgingRowView> = {}): AgingRowView {
  const buckets = { current: 0, '1_30': 0, '31_60': 0, '61_90': 0, '91_plus': 0, ...overrides.buckets };
  return agingRowSchema.parse({
    customerId: invoiceCustomerId,
    customerName: 'Ann Green',
    total: sumMoney(Object.values(buckets)),
    oldestDueDate: '2027-04-01',
    invoiceCount: 1,
    ...overrides,
    buckets,
  });
}

/** The aging report of these rows, with the totals the server sums. */
export function aReceivables(rows: AgingRowView[], asOf = '2027-05-20'): Receivables {
  const keys = ['current', '1_30', '31_60', '61_90', '91_plus'] as const;
  const buckets = Object.fromEntries(keys.map((key) => [key, sumMoney(rows.map((row) => row.buckets[key]))]));
  return receivablesSchema.parse({ asOf, buckets: [...keys], rows, totals: { buckets, total: sumMoney(rows.map((row) => row.total)) } });
}
