import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTotals, type InvoiceLineInput } from './invoice-totals';
import {
  finalInvoiceLines,
  NOTHING_LEFT_TO_INVOICE_MESSAGE,
  overApprovedMessage,
  portionLines,
  PROGRESS_AMOUNT_REQUIRED_MESSAGE,
  progressInvoiceAmount,
  progressLineDescription,
  type PreviousInvoice,
} from './progress-billing';

const cents = (amount: number) => Math.round(amount * 100);

describe('progressInvoiceAmount', () => {
  it('a 30 % deposit on a $12,000 patio', () => {
    expect(progressInvoiceAmount(12_000, { percent: 30 }, 0)).toEqual({
      ok: true,
      amount: 3600,
      contractTotal: 12_000,
      invoicedBefore: 0,
      remaining: 12_000,
      invoicedAfter: 3600,
      remainingAfter: 8400,
      overApproved: false,
    });
  });

  it('a percent is worked out half-up to the cent: 33.33 % of $1,000.01 is $333.30 (333.303333)', () => {
    expect(progressInvoiceAmount(1000.01, { percent: 33.33 }, 0)).toMatchObject({ ok: true, amount: 333.3 });
    expect(progressInvoiceAmount(0.05, { percent: 50 }, 0)).toMatchObject({ ok: true, amount: 0.03 });
  });

  it('an amount that takes the job past what was approved is refused with the figures', () => {
    const refused = progressInvoiceAmount(8000, { amount: 5000 }, 3600);
    expect(refused).toEqual({
      ok: false,
      message: overApprovedMessage(5000, 4400),
      amount: 5000,
      contractTotal: 8000,
      invoicedBefore: 3600,
      remaining: 4400,
    });
    expect(overApprovedMessage(5000, 4400)).toBe(
      'This invoice of $5,000.00 would bill more than was approved: $4,400.00 is left to invoice. Lower the amount, or confirm that you are billing beyond the approved total.',
    );
  });

  it('the office can confirm billing beyond the approved total: allowed and flagged', () => {
    expect(progressInvoiceAmount(8000, { amount: 5000 }, 3600, { allowOverApproved: true })).toMatchObject({
      ok: true,
      invoicedAfter: 8600,
      remainingAfter: -600,
      overApproved: true,
    });
  });

  it('approved changes raise what may be invoiced, and the percent applies to them too', () => {
    expect(progressInvoiceAmount(8000, { amount: 5000 }, 3600, { approvedChanges: 1000 })).toMatchObject({ ok: true, remainingAfter: 400, overApproved: false });
    expect(progressInvoiceAmount(8000, { percent: 10 }, 0, { approvedChanges: 2000 })).toMatchObject({ ok: true, amount: 1000, contractTotal: 10_000 });
  });

  it('exactly what is left is not over', () => {
    expect(progressInvoiceAmount(8000, { amount: 4400 }, 3600)).toMatchObject({ ok: true, remainingAfter: 0, overApproved: false });
  });

  it('nothing asked, or nothing left, is refused', () => {
    expect(progressInvoiceAmount(8000, { amount: 0 }, 0)).toMatchObject({ ok: false, message: PROGRESS_AMOUNT_REQUIRED_MESSAGE });
    expect(progressInvoiceAmount(8000, { percent: 0.001 }, 0)).toMatchObject({ ok: false, message: PROGRESS_AMOUNT_REQUIRED_MESSAGE });
    expect(progressInvoiceAmount(8000, { percent: 10 }, 8000)).toMatchObject({ ok: false, message: NOTHING_LEFT_TO_INVOICE_MESSAGE });
  });
});

describe('portionLines', () => {
  it('a deposit on a job that is partly taxable is split like the job, the parts summing to the deposit', () => {
    // $3,600 of $12,000, of which $4,500 taxable: 3,600 × 4,500 / 12,000 = 1,350 taxable, 2,250 not.
    expect(portionLines(3600, { subtotal: 12_000, taxableSubtotal: 4500 }, 'Deposit')).toEqual([
      { description: 'Deposit (taxable)', quantity: 1, unitPrice: 1350, taxable: true },
      { description: 'Deposit (not taxable)', quantity: 1, unitPrice: 2250, taxable: false },
    ]);
  });

  it('the odd cent goes to the larger remainder', () => {
    // 10,000 ¢ by 1 : 2 → 3,333.33 and 6,666.67: the cent left goes to the second part.
    expect(portionLines(100, { subtotal: 3, taxableSubtotal: 1 }, 'Deposit').map((line) => line.unitPrice)).toEqual([33.33, 66.67]);
  });

  it('one line when the work is all taxable or all not', () => {
    expect(portionLines(500, { subtotal: 2000, taxableSubtotal: 2000 }, 'Deposit')).toEqual([{ description: 'Deposit', quantity: 1, unitPrice: 500, taxable: true }]);
    expect(portionLines(500, { subtotal: 2000, taxableSubtotal: 0 }, 'Deposit')).toEqual([{ description: 'Deposit', quantity: 1, unitPrice: 500, taxable: false }]);
  });

  it('refuses a taxable part outside the whole', () => {
    expect(() => portionLines(500, { subtotal: 100, taxableSubtotal: 200 }, 'Deposit')).toThrow(RangeError);
  });
});

describe('finalInvoiceLines', () => {
  // A $11,000 patio: $8,000 of work not taxed, $3,000 of plants taxed.
  const approvedLines: InvoiceLineInput[] = [
    { description: 'Patio installation', quantity: 1, unitPrice: 8000, taxable: false },
    { description: 'Boxwood shrubs', quantity: 20, unitPrice: 150, taxable: true },
  ];
  const deposit: PreviousInvoice = { number: 1001, subtotal: 3300, taxableSubtotal: 900 };

  it('bills the approved lines less the deposit, its taxable and non-taxable parts apart', () => {
    const final = finalInvoiceLines(approvedLines, [deposit]);
    expect(final).toEqual({
      ok: true,
      approvedSubtotal: 11_000,
      invoicedBefore: 3300,
      amount: 7700,
      lines: [
        ...approvedLines,
        { description: 'Less INV-1001 (taxable)', quantity: 1, unitPrice: -900, taxable: true },
        { description: 'Less INV-1001 (not taxable)', quantity: 1, unitPrice: -2400, taxable: false },
      ],
    });
    // At 7.5 %: the deposit taxed $900 (67.50), the final $2,100 (157.50) — together the $3,000 of plants (225.00).
    if (!final.ok) return;
    expect(invoiceTotals(final.lines, 7.5)).toMatchObject({ subtotal: 7700, taxableSubtotal: 2100, tax: 157.5, total: 7857.5 });
  });

  it('a previous invoice that was all taxable or all not takes one line', () => {
    const final = finalInvoiceLines(approvedLines, [
      { number: 1001, subtotal: 1000, taxableSubtotal: 0 },
      { number: 1002, subtotal: 500, taxableSubtotal: 500 },
    ]);
    expect(final.ok && final.lines.slice(2)).toEqual([
      { description: 'Less INV-1001', quantity: 1, unitPrice: -1000, taxable: false },
      { description: 'Less INV-1002', quantity: 1, unitPrice: -500, taxable: true },
    ]);
  });

  it('no previous invoices: the approved lines as they are', () => {
    expect(finalInvoiceLines(approvedLines, [])).toMatchObject({ ok: true, amount: 11_000, lines: approvedLines });
  });

  it('refuses when everything was invoiced, or more than was approved (a credit note is due)', () => {
    expect(finalInvoiceLines(approvedLines, [{ number: 1001, subtotal: 11_000, taxableSubtotal: 3000 }])).toMatchObject({
      ok: false,
      message: NOTHING_LEFT_TO_INVOICE_MESSAGE,
      amount: 0,
    });
    expect(finalInvoiceLines(approvedLines, [{ number: 1001, subtotal: 11_250, taxableSubtotal: 3000 }])).toMatchObject({
      ok: false,
      message:
        'The earlier invoices of this job already bill $250.00 more than the approved work. Issue a credit note for the difference instead of a final invoice.',
      amount: -250,
    });
  });
});

describe('progressLineDescription', () => {
  it('says what part of the approved total is billed', () => {
    expect(progressLineDescription('deposit', { percent: 30 }, 12_000)).toBe('Deposit — 30% of $12,000.00 approved');
    expect(progressLineDescription('progress', { amount: 2500 }, 12_000)).toBe('Progress payment');
  });
});

describe('a job billed by deposit and progress', () => {
  const job = fc
    .record({
      taxableCents: fc.integer({ min: 0, max: 50_000_000 }),
      untaxedCents: fc.integer({ min: 0, max: 50_000_000 }),
      changesCents: fc.integer({ min: 0, max: 5_000_000 }),
    })
    .filter((value) => value.taxableCents + value.untaxedCents > 0);
  const portion = fc.oneof(
    fc.integer({ min: 1, max: 10_000 }).map((units) => ({ percent: units / 100 })),
    fc.integer({ min: 1, max: 60_000_000 }).map((units) => ({ amount: units / 100 })),
  );

  it('never invoices more than was approved with its changes unless flagged, and the final invoice makes it exact', () => {
    fc.assert(
      fc.property(job, fc.array(portion, { maxLength: 8 }), ({ taxableCents, untaxedCents, changesCents }, portions) => {
        const approvedLines: InvoiceLineInput[] = [
          { description: 'Taxed work', quantity: 1, unitPrice: taxableCents / 100, taxable: true },
          { description: 'Untaxed work', quantity: 1, unitPrice: untaxedCents / 100, taxable: false },
          { description: 'Approved change', quantity: 1, unitPrice: changesCents / 100, taxable: false },
        ];
        const approved = invoiceTotals(approvedLines, 0);
        const contract = taxableCents + untaxedCents;
        const invoices: PreviousInvoice[] = [];
        let invoiced = 0;
        for (const [index, asked] of portions.entries()) {
          const result = progressInvoiceAmount(contract / 100, asked, invoiced / 100, { approvedChanges: changesCents / 100 });
          if (!result.ok) continue;
          expect(result.overApproved).toBe(false);
          const totals = invoiceTotals(portionLines(result.amount, approved, 'Progress'), 0);
          expect(cents(totals.subtotal)).toBe(cents(result.amount));
          invoices.push({ number: 1001 + index, subtotal: totals.subtotal, taxableSubtotal: totals.taxableSubtotal });
          invoiced += cents(result.amount);
          expect(invoiced).toBeLessThanOrEqual(contract + changesCents);
        }
        const final = finalInvoiceLines(approvedLines, invoices);
        if (invoiced === contract + changesCents) {
          expect(final).toMatchObject({ ok: false, message: NOTHING_LEFT_TO_INVOICE_MESSAGE });
          return;
        }
        expect(final.ok).toBe(true);
        if (!final.ok) return;
        const totals = invoiceTotals(final.lines, 0);
        expect(cents(totals.subtotal) + invoiced).toBe(contract + changesCents);
        const taxedBefore = invoices.reduce((sum, invoice) => sum + cents(invoice.taxableSubtotal), 0);
        expect(cents(totals.taxableSubtotal) + taxedBefore).toBe(taxableCents);
      }),
    );
  });

  it('flagged invoices may go beyond, and say so exactly when they do', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.array(portion, { maxLength: 6 }), (contractCents, portions) => {
        let invoiced = 0;
        for (const asked of portions) {
          const result = progressInvoiceAmount(contractCents / 100, asked, invoiced / 100, { allowOverApproved: true });
          if (!result.ok) {
            // Only a percent too small to come to a cent is refused once the office has confirmed.
            expect(result).toMatchObject({ message: PROGRESS_AMOUNT_REQUIRED_MESSAGE, amount: 0 });
            continue;
          }
          invoiced += cents(result.amount);
          expect(result.overApproved).toBe(invoiced > contractCents);
        }
      }),
    );
  });
});
