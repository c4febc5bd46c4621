import { formatCentsPlain } from '../invoices/accounting-export';
import { invoiceLabel } from '../invoices/invoice-numbers';
import { formatDollars, toCents } from '../invoices/money';
import { paymentReference, type PaymentMethod } from '../invoices/payment-methods';
import { toUnits } from '../shared/decimal';

/*
 * Our customers, invoices and payments as the bodies of Intuit's QuickBooks Online Accounting API (v3, JSON).
 * Money is worked in exact cents and written as decimal strings ('120.00'); quickBooksJson puts them into the JSON as
 * the numbers Intuit reads, digit for digit, so no amount ever passes through a binary float on its way out.
 */

/** An exact decimal, as text: '120.00', '0.0389'. */
export type DecimalText = string;

export interface QuickBooksRef {
  value: string;
  name?: string;
}

export interface QuickBooksAddress {
  Line1?: string;
  Line2?: string;
  City?: string;
  CountrySubDivisionCode?: string;
  PostalCode?: string;
  Country?: string;
}

export interface QuickBooksCustomerBody {
  DisplayName: string;
  GivenName?: string;
  FamilyName?: string;
  CompanyName?: string;
  PrimaryEmailAddr?: { Address: string };
  PrimaryPhone?: { FreeFormNumber: string };
  Mobile?: { FreeFormNumber: string };
  BillAddr?: QuickBooksAddress;
}

export interface QuickBooksInvoiceLine {
  DetailType: 'SalesItemLineDetail';
  Amount: DecimalText;
  Description?: string;
  SalesItemLineDetail: {
    ItemRef: QuickBooksRef;
    Qty?: DecimalText;
    UnitPrice?: DecimalText;
    TaxCodeRef: QuickBooksRef;
  };
}

export interface QuickBooksInvoiceBody {
  CustomerRef: QuickBooksRef;
  DocNumber: string;
  TxnDate: string;
  DueDate: string;
  Line: QuickBooksInvoiceLine[];
  TxnTaxDetail?: { TotalTax: DecimalText };
  CustomerMemo?: { value: string };
  PrivateNote: string;
}

export interface QuickBooksPaymentBody {
  CustomerRef: QuickBooksRef;
  TotalAmt: DecimalText;
  TxnDate: string;
  PaymentRefNum?: string;
  PrivateNote: string;
  Line: { Amount: DecimalText; LinkedTxn: { TxnId: string; TxnType: 'Invoice' }[] }[];
}

/** A record already in QuickBooks is changed by a sparse update naming its Id and the SyncToken last read. */
export type QuickBooksSparseUpdate<Body> = Body & { Id: string; SyncToken: string; sparse: true };

// Intuit's documented maximum lengths of the fields we fill.
const LIMITS = {
  displayName: 500,
  personName: 100,
  companyName: 100,
  email: 100,
  phone: 30,
  addressLine: 500,
  city: 255,
  region: 255,
  postalCode: 30,
  country: 255,
  docNumber: 21,
  paymentRefNum: 21,
  description: 4000,
  privateNote: 4000,
  customerMemo: 1000,
} as const;

/**
 * The item invoice lines are booked to when none is chosen: every QuickBooks Online company starts with the
 * "Services" item (Id 1). Its income account is where the sales land; a bookkeeper can map it later in QuickBooks.
 */
export const DEFAULT_QUICKBOOKS_ITEM: QuickBooksRef = { value: '1', name: 'Services' };
/** US sales tax codes of a line: QuickBooks works out the tax itself, and we override its total with ours. */
export const QUICKBOOKS_TAXABLE: QuickBooksRef = { value: 'TAX' };
export const QUICKBOOKS_NOT_TAXABLE: QuickBooksRef = { value: 'NON' };

const clip = (text: string, max: number): string => {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : trimmed.slice(0, max).trimEnd();
};

/** QuickBooks refuses a colon (it separates sub-customers), a tab or a line break in a name. */
const nameText = (text: string, max: number): string =>
  clip(
    text
      .replace(/\s*:\s*/g, ' - ')
      .replace(/[\t\r\n]+/g, ' ')
      .replace(/\s{2,}/g, ' '),
    max,
  );

/** Only the fields with something in them: QuickBooks keeps what a sparse update leaves out. */
function present<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== '')) as Partial<T>;
}

/** Units of 10^-places as the shortest exact decimal with at least `minPlaces` decimals: 15000n, 4 → '1.50'. */
export function unitsText(units: bigint, places: number, minPlaces = 0): DecimalText {
  const negative = units < 0n;
  const whole = negative ? -units : units;
  const scale = 10n ** BigInt(places);
  let fraction = String(whole % scale).padStart(places, '0');
  while (fraction.length > minPlaces && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${negative ? '-' : ''}${whole / scale}${fraction ? `.${fraction}` : ''}`;
}

/** Dollars (a number or the database's numeric text) as exact '1234.50'. */
export const moneyText = (amount: number | string): DecimalText => formatCentsPlain(toCents(Number(amount)));

export interface QuickBooksCustomerSource {
  displayName: string;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
  mobilePhone: string;
  street: string;
  street2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** A customer as a QuickBooks Customer: its display name, contact details and billing address. */
export function quickBooksCustomerBody(customer: QuickBooksCustomerSource): QuickBooksCustomerBody {
  const address = present({
    Line1: clip(customer.street, LIMITS.addressLine),
    Line2: clip(customer.street2, LIMITS.addressLine),
    City: clip(customer.city, LIMITS.city),
    CountrySubDivisionCode: clip(customer.state, LIMITS.region),
    PostalCode: clip(customer.zipCode, LIMITS.postalCode),
  });
  const email = clip(customer.email, LIMITS.email);
  const phone = clip(customer.phone, LIMITS.phone);
  const mobile = clip(customer.mobilePhone, LIMITS.phone);
  return {
    DisplayName: nameText(customer.displayName, LIMITS.displayName) || 'Customer',
    ...present({
      GivenName: nameText(customer.firstName, LIMITS.personName),
      FamilyName: nameText(customer.lastName, LIMITS.personName),
      CompanyName: nameText(customer.companyName, LIMITS.companyName),
    }),
    ...(email ? { PrimaryEmailAddr: { Address: email } } : {}),
    ...(phone ? { PrimaryPhone: { FreeFormNumber: phone } } : {}),
    ...(mobile ? { Mobile: { FreeFormNumber: mobile } } : {}),
    // A country alone is not an address.
    ...(Object.keys(address).length > 0 ? { BillAddr: { ...address, ...present({ Country: clip(customer.country, LIMITS.country) }) } } : {}),
  };
}

export interface QuickBooksInvoiceSource {
  number: number;
  issueDate: string;
  dueDate: string;
  notes: string;
  lines: readonly { description: string; quantity: number; unitPrice: number; taxable: boolean; amount: number }[];
  /** Sales tax on the invoice, as we worked it out. */
  tax: number | string;
}

/**
 * Qty and UnitPrice only when they multiply exactly to the line's amount: QuickBooks refuses a line whose amount is
 * not its quantity times its price, and ours are rounded to the cent from 4-decimal prices.
 */
function quantityAndPrice(line: QuickBooksInvoiceSource['lines'][number]): { Qty?: DecimalText; UnitPrice?: DecimalText } {
  const quantity = toUnits(line.quantity, 4);
  const price = toUnits(line.unitPrice, 4);
  const amount = toCents(line.amount) * 10n ** 6n;
  if (quantity * price !== amount) return {};
  return { Qty: unitsText(quantity, 4), UnitPrice: unitsText(price, 4, 2) };
}

/** A sent invoice as a QuickBooks Invoice for the customer's QuickBooks id: number, dates, lines and our sales tax. */
export function quickBooksInvoiceBody(invoice: QuickBooksInvoiceSource, customerRef: QuickBooksRef, item: QuickBooksRef = DEFAULT_QUICKBOOKS_ITEM): QuickBooksInvoiceBody {
  const tax = toCents(Number(invoice.tax));
  const memo = clip(invoice.notes, LIMITS.customerMemo);
  return {
    CustomerRef: customerRef,
    DocNumber: clip(invoiceLabel(invoice.number), LIMITS.docNumber),
    TxnDate: invoice.issueDate,
    DueDate: invoice.dueDate,
    Line: invoice.lines.map((line) => ({
      DetailType: 'SalesItemLineDetail',
      Amount: moneyText(line.amount),
      ...present({ Description: clip(line.description, LIMITS.description) }),
      SalesItemLineDetail: { ItemRef: item, ...quantityAndPrice(line), TaxCodeRef: line.taxable ? QUICKBOOKS_TAXABLE : QUICKBOOKS_NOT_TAXABLE },
    })),
    ...(tax !== 0n ? { TxnTaxDetail: { TotalTax: formatCentsPlain(tax) } } : {}),
    ...(memo ? { CustomerMemo: { value: memo } } : {}),
    PrivateNote: `Groundwork ${invoiceLabel(invoice.number)}`,
  };
}

export interface QuickBooksPaymentSource {
  date: string;
  amount: number | string;
  method: PaymentMethod;
  chequeNumber: string;
  reference: string;
  note: string;
  /** Where the payment went: each invoice's QuickBooks id and the amount applied to it. What is left stays unapplied. */
  allocations: readonly { invoiceQuickBooksId: string; amount: number | string }[];
}

/** A payment as a QuickBooks Payment: its total, and one line per invoice it paid, linked to that invoice. */
export function quickBooksPaymentBody(payment: QuickBooksPaymentSource, customerRef: QuickBooksRef): QuickBooksPaymentBody {
  const number = payment.method === 'cheque' ? payment.chequeNumber : payment.reference;
  const note = [paymentReference(payment), payment.note.trim()].filter(Boolean).join(' · ');
  return {
    CustomerRef: customerRef,
    TotalAmt: moneyText(payment.amount),
    TxnDate: payment.date,
    ...present({ PaymentRefNum: clip(number, LIMITS.paymentRefNum) }),
    PrivateNote: clip(note, LIMITS.privateNote),
    Line: payment.allocations.map((allocation) => ({
      Amount: moneyText(allocation.amount),
      LinkedTxn: [{ TxnId: allocation.invoiceQuickBooksId, TxnType: 'Invoice' }],
    })),
  };
}

export function sparseUpdate<Body extends object>(body: Body, id: string, syncToken: string): QuickBooksSparseUpdate<Body> {
  return { ...body, Id: id, SyncToken: syncToken, sparse: true };
}

/** The fields whose decimal text is written into the JSON as a number. */
const NUMBER_FIELDS = new Set(['Amount', 'Qty', 'UnitPrice', 'TotalAmt', 'TotalTax']);
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A body as the JSON Intuit reads: like JSON.stringify, except that money and quantities (decimal text in the fields
 * above) are written as JSON numbers with exactly their digits, '0.30' → 0.30.
 */
export function quickBooksJson(value: unknown, key = ''): string {
  if (typeof value === 'string' && NUMBER_FIELDS.has(key) && DECIMAL.test(value)) return value;
  if (Array.isArray(value)) return `[${value.map((item) => quickBooksJson(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value).filter(([, field]) => field !== undefined);
    return `{${fields.map(([name, field]) => `${JSON.stringify(name)}:${quickBooksJson(field, name)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Intuit's error answer as a sentence for the office: `{ Fault: { Error: [{ Message, Detail, code }], type } }` →
 * 'Duplicate Name Exists Error: The name supplied already exists. : Id=58'. Null when the body is no Fault.
 */
export function quickBooksFaultMessage(body: unknown): { message: string; code: string } | null {
  const fault = (body as { Fault?: { Error?: unknown } } | null)?.Fault;
  const errors = Array.isArray(fault?.Error) ? (fault.Error as { Message?: unknown; Detail?: unknown; code?: unknown }[]) : [];
  if (errors.length === 0) return null;
  const message = errors
    .map((error) => [error.Message, error.Detail].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(': '))
    .filter(Boolean)
    .join('; ');
  return { message: message || 'QuickBooks refused the record.', code: String(errors[0]?.code ?? '') };
}

/** What the office reads for a payment in the failed list: '$120.00 from Maria Lopez on 2026-05-01'. */
export function quickBooksPaymentLabel(amount: number | string, customerName: string, date: string): string {
  return `${formatDollars(Number(amount))} from ${customerName} on ${date}`;
}
