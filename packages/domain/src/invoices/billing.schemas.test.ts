import { describe, expect, it } from 'vitest';
import {
  BILLING_METHOD_MESSAGE,
  billingSettingsInputSchema,
  createInvoiceBatchInputSchema,
  createProgressInvoiceInputSchema,
  INSTALMENT_MONTH_MESSAGE,
  INSTALMENT_MONTHS_REQUIRED_MESSAGE,
  PORTION_EITHER_MESSAGE,
  PORTION_REQUIRED_MESSAGE,
  progressPortionSchema,
  readyToBillKey,
  sendInvoiceBatchInputSchema,
} from './billing.schemas';

const id = '5b0c2c8e-6a53-4d8e-9d1c-0c7c3f1b9a11';
const otherId = '6b0c2c8e-6a53-4d8e-9d1c-0c7c3f1b9a11';
const updatedAt = '2026-06-01T12:00:00.000Z';

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('billingSettingsInputSchema', () => {
  it('monthly instalments keep the chosen months in calendar order, each once, skipped months left out', () => {
    expect(billingSettingsInputSchema.parse({ method: 'monthly_instalments', months: ['2026-06', '2026-04', '2026-10', '2026-06'], updatedAt })).toEqual({
      method: 'monthly_instalments',
      months: ['2026-04', '2026-06', '2026-10'],
      issueDay: 1,
      updatedAt,
    });
  });

  it('deposit and progress take a percent or an amount as the deposit, or none', () => {
    expect(billingSettingsInputSchema.parse({ method: 'deposit_progress', deposit: { percent: 30 }, updatedAt })).toMatchObject({ deposit: { percent: 30 } });
    expect(billingSettingsInputSchema.parse({ method: 'deposit_progress', deposit: { amount: 2500 }, updatedAt })).toMatchObject({ deposit: { amount: 2500 } });
    expect(billingSettingsInputSchema.parse({ method: 'deposit_progress', updatedAt })).toMatchObject({ deposit: null });
  });

  it('the methods without settings', () => {
    for (const method of ['per_visit', 'time_and_materials', 'one_off'])
      expect(billingSettingsInputSchema.parse({ method, months: ['2026-01'], updatedAt })).toEqual({ method, updatedAt });
  });

  it.each([
    ['an unknown method', { method: 'weekly' }, 'method', BILLING_METHOD_MESSAGE],
    ['instalments with no months', { method: 'monthly_instalments', months: [] }, 'months', INSTALMENT_MONTHS_REQUIRED_MESSAGE],
    ['instalments without months', { method: 'monthly_instalments' }, 'months', INSTALMENT_MONTHS_REQUIRED_MESSAGE],
    ['a month that is a date', { method: 'monthly_instalments', months: ['2026-06-01'] }, 'months.0', INSTALMENT_MONTH_MESSAGE],
    ['month 13', { method: 'monthly_instalments', months: ['2026-13'] }, 'months.0', INSTALMENT_MONTH_MESSAGE],
    [
      '25 months',
      { method: 'monthly_instalments', months: Array.from({ length: 25 }, (_, index) => `${2026 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`) },
      'months',
      'Choose at most 24 months',
    ],
    ['an issue day of 31', { method: 'monthly_instalments', months: ['2026-06'], issueDay: 31 }, 'issueDay', 'Day of the month must be from 1 to 28'],
    ['a deposit of both kinds', { method: 'deposit_progress', deposit: { percent: 30, amount: 100 } }, 'deposit.amount', PORTION_EITHER_MESSAGE],
    ['a deposit of neither', { method: 'deposit_progress', deposit: {} }, 'deposit.percent', PORTION_REQUIRED_MESSAGE],
    ['a deposit of 0 %', { method: 'deposit_progress', deposit: { percent: 0 } }, 'deposit.percent', 'Percent must be more than 0'],
    ['a deposit of 101 %', { method: 'deposit_progress', deposit: { percent: 101 } }, 'deposit.percent', 'Percent must be at most 100'],
    ['a deposit of 12.345 %', { method: 'deposit_progress', deposit: { percent: 12.345 } }, 'deposit.percent', 'Percent can have at most 2 decimal places'],
    ['a deposit of $0', { method: 'deposit_progress', deposit: { amount: 0 } }, 'deposit.amount', 'Amount must be more than $0.00'],
    ['a deposit of a tenth of a cent', { method: 'deposit_progress', deposit: { amount: 10.001 } }, 'deposit.amount', 'Amount can have at most 2 decimal places'],
    ['a deposit of $20 million', { method: 'deposit_progress', deposit: { amount: 20_000_000 } }, 'deposit.amount', 'Amount must be at most 10,000,000'],
  ])('refuses %s', (_name, body, field, message) => {
    const result = billingSettingsInputSchema.safeParse({ updatedAt, ...body });
    expect(result.success).toBe(false);
    expect(fieldErrors(result)[field]).toContain(message);
  });

  it('needs the updatedAt of the job', () => {
    expect(fieldErrors(billingSettingsInputSchema.safeParse({ method: 'per_visit' }))).toEqual({
      updatedAt: ['updatedAt must be the ISO timestamp the record was loaded with'],
    });
  });
});

describe('createProgressInvoiceInputSchema', () => {
  it('a deposit or progress invoice asks for a portion; the final invoice for nothing', () => {
    expect(createProgressInvoiceInputSchema.parse({ stage: 'deposit', portion: { percent: 30 } })).toEqual({
      stage: 'deposit',
      portion: { percent: 30 },
      allowOverApproved: false,
    });
    expect(createProgressInvoiceInputSchema.parse({ stage: 'final', portion: { percent: 30 }, issueDate: '2026-09-01' })).toEqual({
      stage: 'final',
      issueDate: '2026-09-01',
    });
    expect(fieldErrors(createProgressInvoiceInputSchema.safeParse({ stage: 'progress' }))).toEqual({ portion: [PORTION_REQUIRED_MESSAGE] });
    expect(fieldErrors(createProgressInvoiceInputSchema.safeParse({ stage: 'retainer' }))).toEqual({ stage: ['Stage must be deposit, progress or final'] });
  });

  it('a portion alone is one of the two', () => {
    expect(progressPortionSchema.parse({ amount: 1250.5 })).toEqual({ amount: 1250.5 });
    expect(progressPortionSchema.safeParse(null).success).toBe(false);
  });
});

describe('createInvoiceBatchInputSchema', () => {
  const items = [
    { ref: { source: 'work_order', workOrderId: id } },
    { ref: { source: 'instalment', jobId: id, month: '2026-06' }, allowOverEstimate: true },
    { ref: { source: 'time_and_materials', jobId: otherId } },
  ];

  it('takes work orders, instalments and T&M jobs, one draft per customer and property by default', () => {
    const parsed = createInvoiceBatchInputSchema.parse({ items });
    expect(parsed.grouping).toBe('per_customer');
    expect(parsed.items.map((item) => readyToBillKey(item.ref))).toEqual([`work_order:${id}`, `instalment:${id}:2026-06`, `time_and_materials:${otherId}`]);
    expect(parsed.items[1]).toEqual({ ref: { source: 'instalment', jobId: id, month: '2026-06' }, allowOverEstimate: true, capAtEstimate: false });
  });

  it.each([
    ['no items', { items: [] }, 'items', 'Choose what to bill'],
    ['the same work order twice', { items: [items[0], items[0]] }, 'items.1.ref', 'Each item is billed once'],
    ['an unknown source', { items: [{ ref: { source: 'estimate', id } }] }, 'items.0.ref.source', 'Source must be work_order, instalment or time_and_materials'],
    ['an instalment without its month', { items: [{ ref: { source: 'instalment', jobId: id } }] }, 'items.0.ref.month', INSTALMENT_MONTH_MESSAGE],
    ['a work order that is not an id', { items: [{ ref: { source: 'work_order', workOrderId: 'WO-1001' } }] }, 'items.0.ref.workOrderId', 'Must be a valid id'],
    ['1,001 items', { items: Array.from({ length: 1001 }, () => items[0]) }, 'items', 'Choose at most 1,000 items at a time'],
    ['an unknown grouping', { items, grouping: 'per_month' }, 'grouping', 'Grouping must be per_item or per_customer'],
  ])('refuses %s', (_name, body, field, message) => {
    expect(fieldErrors(createInvoiceBatchInputSchema.safeParse(body))[field]).toContain(message);
  });
});

describe('sendInvoiceBatchInputSchema', () => {
  it('sends each invoice once', () => {
    expect(sendInvoiceBatchInputSchema.parse({ invoiceIds: [id, otherId, id] })).toEqual({ invoiceIds: [id, otherId], message: '' });
    expect(fieldErrors(sendInvoiceBatchInputSchema.safeParse({ invoiceIds: [] }))).toEqual({ invoiceIds: ['Choose the invoices to send'] });
  });
});
