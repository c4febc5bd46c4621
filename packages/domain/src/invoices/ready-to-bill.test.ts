import { describe, expect, it } from 'vitest';
import { isBillableWorkOrder, preflightBlocks, preflightFixes, preflightStatus, preflightStatuses, preflightStatusLabels, type PreflightCheck } from './ready-to-bill';

const ready: PreflightCheck = { hasBillingAddress: true, hasTaxCategory: true, hasTerms: true, amount: 45, alreadyInvoiced: 1215, approvedTotal: 1260 };

describe('preflightStatus', () => {
  it.each([
    ['everything in place', ready, 'ready'],
    ['no billing address', { ...ready, hasBillingAddress: false }, 'missing_address'],
    ['no tax category', { ...ready, hasTaxCategory: false }, 'missing_tax_category'],
    ['no terms', { ...ready, hasTerms: false }, 'missing_terms'],
    ['the last visit of the season bills exactly what is left', ready, 'ready'],
    ['one cent past the estimate', { ...ready, amount: 45.01 }, 'over_estimate'],
    ['work with no estimate is never over it', { ...ready, amount: 1_000_000, approvedTotal: null }, 'ready'],
    ['the first problem wins: who, then tax, then when, then how much', { ...ready, hasTaxCategory: false, hasTerms: false, amount: 99_999 }, 'missing_tax_category'],
  ] as const)('%s → %s', (_name, check, expected) => {
    expect(preflightStatus(check)).toBe(expected);
  });

  it('reads as the assistant shows it, and every problem has its one-click fix', () => {
    expect(preflightStatuses.map((status) => preflightStatusLabels[status])).toEqual(['Ready', 'Missing address', 'Missing tax category', 'Missing terms', 'Over the estimate']);
    expect(Object.keys(preflightFixes).sort()).toEqual(preflightStatuses.filter((status) => status !== 'ready').sort());
  });

  it('over the estimate can be billed once confirmed; a missing address, tax category or terms cannot', () => {
    expect(preflightStatuses.filter((status) => preflightBlocks[status])).toEqual(['missing_address', 'missing_tax_category', 'missing_terms']);
  });
});

describe('isBillableWorkOrder', () => {
  it.each([
    ['completed and on no invoice', { status: 'completed', invoiceId: null }, true],
    ['completed but already billed', { status: 'completed', invoiceId: 'inv-1' }, false],
    ['in progress', { status: 'in_progress', invoiceId: null }, false],
    ['skipped', { status: 'skipped', invoiceId: null }, false],
  ])('%s', (_name, order, expected) => {
    expect(isBillableWorkOrder(order)).toBe(expected);
  });
});
