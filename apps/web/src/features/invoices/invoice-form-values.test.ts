import { describe, expect, it } from 'vitest';
import { emptyInvoiceLine, liveInvoiceTotals, newInvoiceBody, type InvoiceLineFormValues } from './invoice-form-values';

const line = (overrides: Partial<InvoiceLineFormValues>): InvoiceLineFormValues => ({ ...emptyInvoiceLine, ...overrides });

describe('liveInvoiceTotals', () => {
  it.each([
    // quantity × unit price half-up to the cent per line; tax once on the taxable subtotal, half-up.
    { name: 'a taxable and an untaxed line at 8.025%', lines: [line({ quantity: '3', unitPrice: '33.335' }), line({ quantity: '1', unitPrice: '20', taxable: false })], rate: 8.025, subtotal: 120.01, taxable: 100.01, tax: 8.03, total: 128.04 },
    { name: 'a third of a cent rounds up on the line', lines: [line({ quantity: '3', unitPrice: '0.125' })], rate: 0, subtotal: 0.38, taxable: 0.38, tax: 0, total: 0.38 },
    { name: 'a blank quantity counts as 1, a blank price as nothing', lines: [line({ quantity: '', unitPrice: '$1,250.50' }), line({ unitPrice: '' })], rate: 10, subtotal: 1250.5, taxable: 1250.5, tax: 125.05, total: 1375.55 },
    { name: 'text that is not a number counts as nothing until fixed', lines: [line({ quantity: 'two', unitPrice: '40' }), line({ unitPrice: '12.50' })], rate: 0, subtotal: 12.5, taxable: 12.5, tax: 0, total: 12.5 },
    { name: 'a discount line takes from the subtotal', lines: [line({ unitPrice: '200' }), line({ description: 'Loyalty', unitPrice: '-25', taxable: false })], rate: 5, subtotal: 175, taxable: 200, tax: 10, total: 185 },
  ])('$name', ({ lines, rate, subtotal, taxable, tax, total }) => {
    const totals = liveInvoiceTotals(lines, rate);
    expect({ subtotal: totals.subtotal, taxable: totals.taxableSubtotal, tax: totals.tax, total: totals.total }).toEqual({ subtotal, taxable, tax, total });
  });
});

describe('newInvoiceBody', () => {
  it('sends numbers as numbers, blank choices as none and text that is not a number as typed for the schema to name', () => {
    expect(
      newInvoiceBody({
        customerId: 'c1',
        propertyId: '',
        issueDate: '2027-05-03',
        terms: '',
        lines: [line({ description: 'Mulch', quantity: '2.5', unitPrice: '$1,040' }), line({ description: 'Haul', quantity: '', unitPrice: 'ten', taxable: false })],
        notes: 'Thanks',
      }),
    ).toEqual({
      customerId: 'c1',
      propertyId: null,
      issueDate: '2027-05-03',
      terms: undefined,
      lines: [
        { description: 'Mulch', quantity: 2.5, unitPrice: 1040, taxable: true },
        { description: 'Haul', quantity: undefined, unitPrice: 'ten', taxable: false },
      ],
      notes: 'Thanks',
    });
  });
});
