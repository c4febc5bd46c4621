import type { EstimateListItem } from '@groundwork/domain/estimates';

let sequence = 0;

/** A row of GET /estimates for component tests. */
export function anEstimateRow(overrides: Partial<EstimateListItem> = {}): EstimateListItem {
  sequence += 1;
  const at = '2026-11-20T10:00:00.000Z';
  const total = overrides.total ?? 75;
  return {
    id: `6f1c1a52-3f0e-4a4b-9a59-${String(sequence).padStart(12, '0')}`,
    number: 1000 + sequence,
    clientId: '6f1c1a52-3f0e-4a4b-9a59-00000000c001',
    clientType: 'customer',
    clientName: 'Ann Green',
    propertyId: null,
    description: 'Spring work',
    notes: '',
    terms: '',
    status: 'draft',
    expiryDate: '2026-12-31',
    targetNetProfitPercent: 20,
    adjustmentPercent: 0,
    taxRatePercent: 0,
    total,
    totals: { subtotal: total, taxableSubtotal: total, tax: 0, grandTotal: total, overheadRecovered: 0, netProfit: 0 },
    dateCreated: at,
    lastModified: at,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}
