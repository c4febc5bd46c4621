import { defaultOverheadBudget, type OverheadBudget, type OverheadCategory, type OverheadCategoryItem } from '@groundwork/domain/overhead';

/** Test data for the overhead screens (component tests only). */
export function aBudget(overrides: Partial<OverheadBudget> = {}): OverheadBudget {
  return {
    ...defaultOverheadBudget(2026),
    id: '7d4f0c0e-2b7a-4c57-9b6e-1f0c1a2b3c4d',
    name: '2026 budget',
    active: true,
    createdAt: '2026-01-05T15:00:00.000Z',
    updatedAt: '2026-01-05T15:00:00.000Z',
    ...overrides,
  };
}

let sequence = 0;
function nextId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function aCategory(overrides: Partial<OverheadCategory> = {}): OverheadCategory {
  return {
    id: nextId(),
    name: 'Insurance',
    operatingExpenseLine: 'insurance',
    description: '',
    total: 0,
    itemCount: 0,
    createdAt: '2026-01-05T15:00:00.000Z',
    updatedAt: '2026-01-05T15:00:00.000Z',
    ...overrides,
  };
}

export function anItem(overrides: Partial<OverheadCategoryItem> = {}): OverheadCategoryItem {
  return {
    id: nextId(),
    categoryId: nextId(),
    name: 'General liability policy',
    annualAmount: 8400,
    notes: '',
    createdAt: '2026-01-05T15:00:00.000Z',
    updatedAt: '2026-01-05T15:00:00.000Z',
    ...overrides,
  };
}
