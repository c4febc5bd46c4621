import { describe, expect, it } from 'vitest';
import { accountingCsv, accountingIif, accountingTransactions, csvText, formatCentsPlain, iifDate, iifField, type AccountingPeriod } from './accounting-export';

/** INV-1001: 450.00 + 390.75 taxable, 138.89 not; 7.375 % of 840.75 = 62.01; total 1,041.65. */
const period: AccountingPeriod = {
  invoices: [
    {
      number: 1001,
      date: '2026-05-01',
      dueDate: '2026-05-31',
      customerName: 'Maria Lopez',
      lines: [
        { description: 'Spring clean-up', amount: 450 },
        { description: 'Mulch (yd)', amount: 390.75 },
        { description: 'Labour (h)', amount: 138.89 },
      ],
      total: 1041.65,
      taxLabel: 'Sales tax (Minneapolis 7.375%)',
    },
  ],
  payments: [{ date: '2026-05-10', customerName: 'Maria Lopez', amount: 500, reference: 'Cheque 2231', documentNumber: '2231', memo: '' }],
  refunds: [{ date: '2026-05-20', customerName: 'Maria Lopez', amount: 20.5, reference: 'Cash', documentNumber: '', memo: '' }],
  creditNotes: [
    {
      number: 1001,
      date: '2026-05-10',
      customerName: 'Maria Lopez',
      reason: 'Missed visit',
      lines: [{ description: 'June mowing', amount: 50 }],
      // 50.00 taxed at 7.375 % = 3.69.
      total: 53.69,
      taxLabel: 'Sales tax (Minneapolis 7.375%)',
    },
  ],
};

const T = '\t';

describe('the accounting export', () => {
  it('writes an invoice, a payment, a credit memo and a refund as balanced IIF transactions, by date', () => {
    expect(accountingIif(period).split('\r\n')).toEqual([
      ['!TRNS', 'TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'AMOUNT', 'DOCNUM', 'MEMO', 'DUEDATE'].join(T),
      ['!SPL', 'TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'AMOUNT', 'DOCNUM', 'MEMO', 'DUEDATE'].join(T),
      '!ENDTRNS',
      ['TRNS', 'INVOICE', '05/01/2026', 'Accounts Receivable', 'Maria Lopez', '1041.65', '1001', '', '05/31/2026'].join(T),
      ['SPL', 'INVOICE', '05/01/2026', 'Services', 'Maria Lopez', '-450.00', '1001', 'Spring clean-up', ''].join(T),
      ['SPL', 'INVOICE', '05/01/2026', 'Services', 'Maria Lopez', '-390.75', '1001', 'Mulch (yd)', ''].join(T),
      ['SPL', 'INVOICE', '05/01/2026', 'Services', 'Maria Lopez', '-138.89', '1001', 'Labour (h)', ''].join(T),
      ['SPL', 'INVOICE', '05/01/2026', 'Sales Tax Payable', 'Maria Lopez', '-62.01', '1001', 'Sales tax (Minneapolis 7.375%)', ''].join(T),
      'ENDTRNS',
      ['TRNS', 'PAYMENT', '05/10/2026', 'Undeposited Funds', 'Maria Lopez', '500.00', '2231', 'Cheque 2231', ''].join(T),
      ['SPL', 'PAYMENT', '05/10/2026', 'Accounts Receivable', 'Maria Lopez', '-500.00', '2231', 'Cheque 2231', ''].join(T),
      'ENDTRNS',
      ['TRNS', 'CREDIT MEMO', '05/10/2026', 'Accounts Receivable', 'Maria Lopez', '-53.69', 'CN-1001', 'Missed visit', ''].join(T),
      ['SPL', 'CREDIT MEMO', '05/10/2026', 'Services', 'Maria Lopez', '50.00', 'CN-1001', 'June mowing', ''].join(T),
      ['SPL', 'CREDIT MEMO', '05/10/2026', 'Sales Tax Payable', 'Maria Lopez', '3.69', 'CN-1001', 'Sales tax (Minneapolis 7.375%)', ''].join(T),
      'ENDTRNS',
      ['TRNS', 'CHECK', '05/20/2026', 'Checking', 'Maria Lopez', '-20.50', '', 'Refund: Cash', ''].join(T),
      ['SPL', 'CHECK', '05/20/2026', 'Accounts Receivable', 'Maria Lopez', '20.50', '', 'Refund: Cash', ''].join(T),
      'ENDTRNS',
      '',
    ]);
  });

  it('every transaction sums to zero, to the cent', () => {
    for (const transaction of accountingTransactions(period)) expect(transaction.lines.reduce((sum, line) => sum + line.cents, 0n)).toBe(0n);
  });

  it('keeps tabs, line breaks and quotes out of IIF fields, and names within 41 characters', () => {
    expect(iifField('Mulch\tdelivered\r\nto the "back"')).toBe("Mulch delivered to the 'back'");
    const iif = accountingIif({
      invoices: [],
      creditNotes: [],
      refunds: [],
      payments: [{ date: '2026-05-10', customerName: `Tab\tCo ${'x'.repeat(60)}`, amount: 1, reference: 'Cash', documentNumber: '', memo: 'line one\nline two' }],
    });
    const [trns] = iif.split('\r\n').filter((line) => line.startsWith('TRNS'));
    const fields = trns!.split(T);
    expect(fields).toHaveLength(9);
    expect(fields[4]).toBe(`Tab Co ${'x'.repeat(34)}`);
    expect(fields[7]).toBe('line one line two');
  });

  it('writes the same lines as CSV, debits and credits apart, text cells guarded against formulas', () => {
    const rows = accountingCsv(period).split('\r\n');
    expect(rows[0]).toBe('Transaction,Type,Date,Number,Customer,Account,Debit,Credit,Memo');
    expect(rows.slice(1, 6)).toEqual([
      '1,INVOICE,2026-05-01,1001,Maria Lopez,Accounts Receivable,1041.65,,',
      '1,INVOICE,2026-05-01,1001,Maria Lopez,Services,,450.00,Spring clean-up',
      '1,INVOICE,2026-05-01,1001,Maria Lopez,Services,,390.75,Mulch (yd)',
      '1,INVOICE,2026-05-01,1001,Maria Lopez,Services,,138.89,Labour (h)',
      '1,INVOICE,2026-05-01,1001,Maria Lopez,Sales Tax Payable,,62.01,Sales tax (Minneapolis 7.375%)',
    ]);
    expect(rows).toHaveLength(1 + 5 + 2 + 3 + 2 + 1);
    const hostile = accountingCsv({ invoices: [], creditNotes: [], refunds: [], payments: [{ date: '2026-05-10', customerName: '=HYPERLINK("http://x")', amount: 1, reference: 'Cash', documentNumber: '@SUM(A1)', memo: '+1, "two"' }] });
    expect(hostile.split('\r\n')[1]).toBe(`1,PAYMENT,2026-05-10,'@SUM(A1),"'=HYPERLINK(""http://x"")",Undeposited Funds,1.00,,"'+1, ""two"""`);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['-2', "'-2"],
    ['+3', "'+3"],
    ['@A1', "'@A1"],
    ['\tTab', "'\tTab"],
    ['Plain, with comma', '"Plain, with comma"'],
    ['O\'Brien & Sons', "O'Brien & Sons"],
  ])('csvText(%j) is %j', (value, cell) => {
    expect(csvText(value)).toBe(cell);
  });

  it('formats cents plainly and dates as QuickBooks reads them', () => {
    expect([formatCentsPlain(104_165n), formatCentsPlain(-5n), formatCentsPlain(0n), formatCentsPlain(-100n)]).toEqual(['1041.65', '-0.05', '0.00', '-1.00']);
    expect(iifDate('2026-01-09')).toBe('01/09/2026');
  });
});
