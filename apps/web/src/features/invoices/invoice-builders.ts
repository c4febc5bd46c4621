import { invoiceListItemSchema, invoiceSchema, paymentSchema, type Invoice, type InvoiceListItem, type Payment } from '@groundwork/domain/invoices';

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
