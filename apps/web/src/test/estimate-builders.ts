// Estimates as the server answers them, for component tests of any feature.
import type { EstimateDetail, EstimateListItem } from '@groundwork/domain/estimates';
import type { OverheadMarkups } from '@groundwork/domain/overhead';

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
    proposalDetail: 'detailed',
    status: 'draft',
    expiryDate: '2026-12-31',
    targetNetProfitPercent: 20,
    adjustmentPercent: 0,
    taxRatePercent: 0,
    taxRateName: '',
    total,
    totals: { subtotal: total, taxableSubtotal: total, tax: 0, grandTotal: total, overheadRecovered: 0, netProfit: 0 },
    dateCreated: at,
    lastModified: at,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** The budget markups the estimate fixtures are priced with (MORS, labour 50%, 20% target net profit). */
export const estimateMarkups: OverheadMarkups = {
  recoveryMethod: 'MORS',
  laborOverheadMarkupPercent: 50,
  overheadMarkupPercent: null,
  materialsOHPercentage: 10,
  equipmentOHPercentage: 10,
  subcontractorsOHPercentage: 10,
  overheadPerLaborHour: null,
  targetNetProfitPercent: 20,
};

/** One mowing service with one labour line: 2 h at $20 cost → $37.50 an hour (×1.5 ÷ 0.8) → $75.00. */
export function anEstimateDetail(overrides: Partial<EstimateDetail> = {}): EstimateDetail {
  const at = '2026-11-20T10:00:00.000Z';
  const totals = { subtotal: 75, taxableSubtotal: 75, tax: 0, grandTotal: 75, overheadRecovered: 20, netProfit: 15 };
  return {
    id: '6f1c1a52-3f0e-4a4b-9a59-000000000001',
    number: 1001,
    clientId: '6f1c1a52-3f0e-4a4b-9a59-000000000002',
    clientType: 'customer',
    clientName: 'Ann Green',
    propertyId: null,
    description: 'Spring work',
    notes: '',
    terms: '',
    proposalDetail: 'detailed',
    status: 'draft',
    expiryDate: null,
    targetNetProfitPercent: 20,
    adjustmentPercent: 0,
    taxRatePercent: 0,
    taxRateName: '',
    total: 75,
    totals,
    dateCreated: at,
    lastModified: at,
    createdAt: at,
    updatedAt: at,
    markups: estimateMarkups,
    breakdown: {
      revenue: 75,
      laborCost: 40,
      equipmentCost: 0,
      productCost: 0,
      subcontractorCost: 0,
      totalCosts: 40,
      estimatedGrossProfit: 35,
      totalBillableHours: 2,
      revenuePerHour: 37.5,
      netProfitPerHour: 7.5,
      parentServiceBreakdowns: [],
    },
    items: [
      { id: 'p1', parentId: null, name: 'Mowing', description: '', type: 'labor', qty: 1, rate: 75, visits: 1, total: 75, cost: 40, bHrs: 2, tbHrs: 2, tCost: 40, margin: 46.67, markup: 0, adjRate: 75, calc: 75, isEditable: true, status: 'Draft', taxable: true, serviceId: null, sourceId: null, markupOverride: null, rateOverride: null },
      { id: 'c1', parentId: 'p1', name: 'Crew labour', description: '', type: 'labor', qty: 2, rate: 37.5, visits: 1, total: 75, cost: 20, bHrs: 1, tbHrs: 2, tCost: 40, margin: 46.67, markup: 50, adjRate: 37.5, calc: 37.5, isEditable: true, status: 'Draft', taxable: true, serviceId: null, sourceId: null, markupOverride: null, rateOverride: null },
    ],
    ...overrides,
  };
}
