import { describe, expect, it } from 'vitest';
import {
  moneyText,
  quickBooksCustomerBody,
  quickBooksFaultMessage,
  quickBooksInvoiceBody,
  quickBooksJson,
  quickBooksPaymentBody,
  sparseUpdate,
  unitsText,
  type QuickBooksCustomerSource,
  type QuickBooksInvoiceSource,
} from './quickbooks-bodies';

const aCustomer = (overrides: Partial<QuickBooksCustomerSource> = {}): QuickBooksCustomerSource => ({
  displayName: 'Maria Lopez',
  firstName: 'Maria',
  lastName: 'Lopez',
  companyName: '',
  email: 'maria@example.test',
  phone: '612-555-0101',
  mobilePhone: '',
  street: '4521 Bryant Ave S',
  street2: '',
  city: 'Minneapolis',
  state: 'MN',
  zipCode: '55419',
  country: 'United States',
  ...overrides,
});

const anInvoice = (overrides: Partial<QuickBooksInvoiceSource> = {}): QuickBooksInvoiceSource => ({
  number: 1042,
  issueDate: '2026-05-01',
  dueDate: '2026-05-31',
  notes: '',
  lines: [{ description: 'Mowing', quantity: 4, unitPrice: 45, taxable: false, amount: 180 }],
  tax: '0.00',
  ...overrides,
});

describe('QuickBooks bodies', () => {
  it('a customer becomes a Customer with its contact details and billing address, empty fields left out', () => {
    expect(quickBooksCustomerBody(aCustomer())).toEqual({
      DisplayName: 'Maria Lopez',
      GivenName: 'Maria',
      FamilyName: 'Lopez',
      PrimaryEmailAddr: { Address: 'maria@example.test' },
      PrimaryPhone: { FreeFormNumber: '612-555-0101' },
      BillAddr: { Line1: '4521 Bryant Ave S', City: 'Minneapolis', CountrySubDivisionCode: 'MN', PostalCode: '55419', Country: 'United States' },
    });
  });

  it('names lose the colons, tabs and line breaks QuickBooks refuses, and are cut to its lengths', () => {
    const body = quickBooksCustomerBody(aCustomer({ displayName: 'Acme: North\tYard\n', firstName: 'x'.repeat(150), street: '', city: '', state: '', zipCode: '' }));
    expect(body.DisplayName).toBe('Acme - North Yard');
    expect(body.GivenName).toHaveLength(100);
    expect(body.BillAddr).toBeUndefined();
  });

  it('an invoice references the customer, keeps its number and dates, and sends exact amounts with our sales tax', () => {
    const body = quickBooksInvoiceBody(
      anInvoice({
        lines: [
          { description: 'Mowing', quantity: 4, unitPrice: 45, taxable: true, amount: 180 },
          // 1,250 sq ft at $0.0389 is $48.625, billed $48.63: no Qty × UnitPrice QuickBooks would accept.
          { description: 'Fertiliser', quantity: 1250, unitPrice: 0.0389, taxable: false, amount: 48.63 },
        ],
        tax: '12.15',
        notes: 'Thank you!',
      }),
      { value: '58' },
    );
    expect(body).toEqual({
      CustomerRef: { value: '58' },
      DocNumber: 'INV-1042',
      TxnDate: '2026-05-01',
      DueDate: '2026-05-31',
      Line: [
        {
          DetailType: 'SalesItemLineDetail',
          Amount: '180.00',
          Description: 'Mowing',
          SalesItemLineDetail: { ItemRef: { value: '1', name: 'Services' }, Qty: '4', UnitPrice: '45.00', TaxCodeRef: { value: 'TAX' } },
        },
        {
          DetailType: 'SalesItemLineDetail',
          Amount: '48.63',
          Description: 'Fertiliser',
          SalesItemLineDetail: { ItemRef: { value: '1', name: 'Services' }, TaxCodeRef: { value: 'NON' } },
        },
      ],
      TxnTaxDetail: { TotalTax: '12.15' },
      CustomerMemo: { value: 'Thank you!' },
      PrivateNote: 'Groundwork INV-1042',
    });
  });

  it('a payment links one line to each invoice it paid; what is left stays unapplied in QuickBooks', () => {
    const body = quickBooksPaymentBody(
      { date: '2026-05-10', amount: '250.00', method: 'cheque', chequeNumber: '1234', reference: '', note: 'Left at the office', allocations: [{ invoiceQuickBooksId: '130', amount: '180.00' }] },
      { value: '58' },
    );
    expect(body).toEqual({
      CustomerRef: { value: '58' },
      TotalAmt: '250.00',
      TxnDate: '2026-05-10',
      PaymentRefNum: '1234',
      PrivateNote: 'Cheque 1234 · Left at the office',
      Line: [{ Amount: '180.00', LinkedTxn: [{ TxnId: '130', TxnType: 'Invoice' }] }],
    });
  });

  it('writes money into the JSON as numbers with exactly its digits', () => {
    const json = quickBooksJson(sparseUpdate({ TotalAmt: '0.30', Line: [{ Amount: '1234567.89', Description: '12.50' }] }, '7', '2'));
    expect(json).toBe('{"TotalAmt":0.30,"Line":[{"Amount":1234567.89,"Description":"12.50"}],"Id":"7","SyncToken":"2","sparse":true}');
    expect(JSON.parse(json)).toEqual({ TotalAmt: 0.3, Line: [{ Amount: 1234567.89, Description: '12.50' }], Id: '7', SyncToken: '2', sparse: true });
  });

  it('works money in exact cents', () => {
    expect(moneyText(0.1 + 0.2)).toBe('0.30');
    expect(moneyText('1005.50')).toBe('1005.50');
    expect(unitsText(389n, 4, 2)).toBe('0.0389');
    expect(unitsText(-15000n, 4)).toBe('-1.5');
  });

  it('reads Intuit’s Fault as a sentence for the office', () => {
    const fault = { Fault: { Error: [{ Message: 'Duplicate Name Exists Error', Detail: 'The name supplied already exists. : Id=58', code: '6240' }], type: 'ValidationFault' } };
    expect(quickBooksFaultMessage(fault)).toEqual({ message: 'Duplicate Name Exists Error: The name supplied already exists. : Id=58', code: '6240' });
    expect(quickBooksFaultMessage({ error: 'invalid_grant' })).toBeNull();
    expect(quickBooksFaultMessage(null)).toBeNull();
  });
});
