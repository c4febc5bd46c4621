import type { Template, TemplateItem, TemplateSummary } from '@groundwork/domain/templates';

let sequence = 0;

export function anItem(overrides: Partial<TemplateItem> = {}): TemplateItem {
  return {
    id: 's1',
    parentId: null,
    name: 'Weekly Mowing',
    description: '',
    type: 'labor',
    qty: 1,
    visits: 1,
    cost: 0,
    bHrs: null,
    markup: null,
    rate: null,
    taxable: true,
    serviceId: null,
    sourceId: null,
    isEditable: true,
    status: 'Draft',
    ...overrides,
  };
}

export function aTemplate(overrides: Partial<Template> = {}): Template {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: 'Weekly mowing season',
    description: '28 visits',
    type: 'Both',
    serviceCount: 1,
    lineCount: 3,
    totalCost: 1176.0,
    isSample: true,
    dateCreated: '2026-03-02T15:00:00.000Z',
    createdBy: 'Groundwork',
    dateModified: '2026-03-04T15:00:00.000Z',
    modifiedBy: 'Dana Whitfield',
    updatedAt: '2026-03-04T15:00:00.000Z',
    document: 'Terms: net 30.',
    items: [
      anItem(),
      anItem({ id: 's1-1', parentId: 's1', name: 'Mowing crew labor', qty: 0.75, visits: 28, cost: 27.5 }),
      anItem({ id: 's1-2', parentId: 's1', name: 'Zero-turn mower', type: 'equipment', qty: 0.5, visits: 28, cost: 14.25, sourceId: '11111111-1111-4111-8111-111111111111' }),
    ],
    ...overrides,
  };
}

export function summaryOf(template: Template): TemplateSummary {
  const { document: _document, items: _items, ...summary } = template;
  return summary;
}
