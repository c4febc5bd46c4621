import { customerLedgerResultSchema, invoiceListSchema, paymentListSchema, receivablesResultSchema } from '@groundwork/domain/invoices';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/builders';
import { demoApp, seededDemo } from './demo-fixture';

const t = demoApp;

describe('the demo company’s billing', () => {
  it('has a month of invoices in every state, how to pay, payments, a credit, a void and a client 45 days overdue, all agreeing', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    // Every page: the season history's invoices come first (seed/season-history.ts).
    const pages = async <T>(path: string, read: (body: unknown) => T[]) => {
      const rows: T[] = [];
      for (let page = 1; ; page += 1) {
        const found = read((await t.call('GET', `${path}&page=${page}`, { token })).body.data);
        rows.push(...found);
        if (found.length < 200) return rows;
      }
    };
    const list = await pages('/invoices?limit=200', (data) => invoiceListSchema.parse(data).invoices);

    const statuses = new Set(list.map((invoice) => invoice.status));
    for (const status of ['draft', 'sent', 'partially_paid', 'paid', 'void'] as const) expect(statuses).toContain(status);
    // Numbers gap-free from 1001.
    expect(list.map((invoice) => invoice.number).sort((a, b) => a - b)).toEqual(list.map((_, index) => 1001 + index));
    expect(list.filter((invoice) => invoice.daysOverdue === 45)).toHaveLength(1);
    // Every balance is its total less what was paid and credited.
    for (const invoice of list) if (invoice.status !== 'void') expect(invoice.total - invoice.amountPaid - invoice.credited).toBeCloseTo(invoice.balance, 2);

    // How to pay: in the settings, and on the page the client opens from a sent invoice.
    expect((await t.call('GET', '/invoices/settings', { token })).body.data.settings.paymentInstructions).toContain('payable to Demo Landscaping');
    const sent = list.find((invoice) => invoice.status === 'sent')!;
    const publicUrl = new URL((await t.call('GET', `/invoices/${sent.id}`, { token })).body.data.invoice.publicUrl as string);
    const page = await t.call('GET', `/public/invoices/${publicUrl.pathname.split('/').at(-1)}`);
    expect(page.body.data.invoice.paymentInstructions).toContain('Bank transfer');

    const payments = await pages('/payments?limit=200', (data) => paymentListSchema.parse(data).payments);
    expect(new Set(payments.map((payment) => payment.method)).size).toBeGreaterThanOrEqual(3);
    const overpaid = payments.find((payment) => payment.unapplied > 0);
    expect(overpaid?.unapplied).toBe(20);
    const ledger = customerLedgerResultSchema.parse((await t.call('GET', `/customers/${overpaid!.customerId}/ledger`, { token })).body.data).ledger;
    expect(ledger.creditAvailable).toBeGreaterThanOrEqual(20);

    // The aging report holds the overdue client in 31–60 and sums to what the open invoices owe.
    const receivables = receivablesResultSchema.parse((await t.call('GET', '/receivables', { token })).body.data).receivables;
    expect(receivables.totals.buckets['31_60']).toBeGreaterThan(0);
    const open = list.filter((invoice) => invoice.status === 'sent' || invoice.status === 'partially_paid');
    expect(Math.round(receivables.totals.total * 100)).toBe(open.reduce((sum, invoice) => sum + Math.round(invoice.balance * 100), 0));
  });
});
