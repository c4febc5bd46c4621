import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canMoveInvoice, daysOverdue, invoiceBalance, invoiceMoveMessage, invoiceStatus, invoiceStatuses, isOpenInvoice, isOverdueInvoice, type InvoiceStatus } from './invoice-status';

describe('invoiceBalance', () => {
  it.each([
    ['nothing paid', { total: 1027.43, payments: 0, refunds: 0, credits: 0 }, 1027.43],
    ['paid in part by cheque', { total: 1027.43, payments: 500, refunds: 0, credits: 0 }, 527.43],
    ['paid in full', { total: 1027.43, payments: 1027.43, refunds: 0, credits: 0 }, 0],
    ['paid, then $20 credited and refunded', { total: 100, payments: 100, refunds: 20, credits: 20 }, 0],
    ['a card payment refunded: owed again', { total: 100, payments: 100, refunds: 100, credits: 0 }, 100],
    ['settled by a credit note', { total: 65.1, payments: 0, refunds: 0, credits: 65.1 }, 0],
    ['no float drift: 0.3 − 0.1 − 0.2', { total: 0.3, payments: 0.1, refunds: 0, credits: 0.2 }, 0],
  ])('%s', (_name, money, expected) => {
    expect(invoiceBalance(money)).toBe(expected);
  });

  it('is always total − payments + refunds − credits, to the cent', () => {
    const amount = fc.integer({ min: 0, max: 1_000_000_000 });
    fc.assert(
      fc.property(amount, amount, amount, amount, (total, payments, refunds, credits) => {
        const balance = invoiceBalance({ total: total / 100, payments: payments / 100, refunds: refunds / 100, credits: credits / 100 });
        expect(Math.round(balance * 100)).toBe(total - payments + refunds - credits);
      }),
    );
  });
});

describe('invoiceStatus', () => {
  it.each([
    ['not sent is a draft', { sent: false, voided: false, total: 100, balance: 100 }, 'draft'],
    ['sent with everything owed', { sent: true, voided: false, total: 100, balance: 100 }, 'sent'],
    ['sent with part paid', { sent: true, voided: false, total: 100, balance: 0.01 }, 'partially_paid'],
    ['sent with nothing owed', { sent: true, voided: false, total: 100, balance: 0 }, 'paid'],
    ['a $0.00 invoice sent is settled', { sent: true, voided: false, total: 0, balance: 0 }, 'paid'],
    ['voided wins over everything', { sent: true, voided: true, total: 100, balance: 100 }, 'void'],
    ['a voided draft is void', { sent: false, voided: true, total: 100, balance: 100 }, 'void'],
  ] as const)('%s', (_name, invoice, expected) => {
    expect(invoiceStatus(invoice)).toBe(expected);
  });
});

describe('canMoveInvoice', () => {
  const allowed: Record<InvoiceStatus, InvoiceStatus[]> = {
    draft: ['sent', 'void'],
    sent: ['partially_paid', 'paid', 'void'],
    partially_paid: ['paid', 'sent'],
    paid: ['partially_paid', 'sent'],
    void: [],
  };

  it.each(invoiceStatuses.flatMap((from) => invoiceStatuses.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    expect(canMoveInvoice(from, to)).toBe(allowed[from].includes(to));
  });

  it('explains a refused move', () => {
    expect(invoiceMoveMessage('void', 'sent')).toBe('A void invoice cannot change.');
    expect(invoiceMoveMessage('partially_paid', 'void')).toBe('An invoice with payments cannot be voided. Refund the payments or issue a credit note instead.');
    expect(invoiceMoveMessage('paid', 'draft')).toBe('A paid invoice cannot become draft.');
  });
});

describe('open and overdue', () => {
  it('payments go to sent and partially paid invoices only', () => {
    expect(invoiceStatuses.filter(isOpenInvoice)).toEqual(['sent', 'partially_paid']);
  });

  it.each([
    ['due today is not overdue', { status: 'sent', dueDate: '2026-06-30', balance: 100 }, false, 0],
    ['a day past due', { status: 'sent', dueDate: '2026-06-29', balance: 100 }, true, 1],
    ['45 days past due, part paid', { status: 'partially_paid', dueDate: '2026-05-16', balance: 10 }, true, 45],
    ['paid is never overdue', { status: 'paid', dueDate: '2026-01-01', balance: 0 }, false, 180],
    ['a draft is never overdue', { status: 'draft', dueDate: '2026-01-01', balance: 100 }, false, 180],
  ] as const)('%s', (_name, invoice, overdue, days) => {
    expect(isOverdueInvoice(invoice, '2026-06-30')).toBe(overdue);
    expect(daysOverdue(invoice.dueDate, '2026-06-30')).toBe(days);
  });
});
