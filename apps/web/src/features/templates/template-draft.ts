import type { CostType } from '@groundwork/domain/overhead';
import type { CreateTemplateInput, Template, TemplateItem } from '@groundwork/domain/templates';

/** What the form keeps of a line besides what it edits (price-book links, typed rates, taxable …), so a save loses nothing. */
type LineExtras = Partial<Pick<TemplateItem, 'description' | 'bHrs' | 'markup' | 'rate' | 'taxable' | 'serviceId' | 'sourceId' | 'isEditable'>>;

export type ChildDraft = { key: string; type: CostType; name: string; qty: string; visits: string; cost: string; extras: LineExtras };
export type ServiceDraft = { key: string; name: string; extras: LineExtras & { type?: CostType }; lines: ChildDraft[] };
export type TemplateDraft = { name: string; description: string; document: string; services: ServiceDraft[] };

let nextKey = 0;
export function newKey(): string {
  nextKey += 1;
  return `line-${nextKey}`;
}

function extrasOf(item: TemplateItem): LineExtras {
  const { description, bHrs, markup, rate, taxable, serviceId, sourceId, isEditable } = item;
  return { description, bHrs, markup, rate, taxable, serviceId, sourceId, isEditable };
}

export function emptyDraft(): TemplateDraft {
  return { name: '', description: '', document: '', services: [] };
}

export function toDraft(template: Template): TemplateDraft {
  const services: ServiceDraft[] = template.items
    .filter((item) => item.parentId === null)
    .map((parent) => ({
      key: newKey(),
      name: parent.name,
      extras: { ...extrasOf(parent), type: parent.type },
      lines: template.items
        .filter((item) => item.parentId === parent.id)
        .map((item) => ({ key: newKey(), type: item.type, name: item.name, qty: String(item.qty), visits: String(item.visits), cost: String(item.cost), extras: extrasOf(item) })),
    }));
  return { name: template.name, description: template.description, document: template.document, services };
}

/** A typed number: blank is `blank`, anything not a plain number NaN (the schema then names the field). */
export function parseNumber(value: string, blank: number = Number.NaN): number {
  const cleaned = value.replace(/[\s,$]/g, '');
  if (cleaned === '') return blank;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** The flat line list the API takes (a service line, then its children), and which draft line each index is. */
export function toInput(draft: TemplateDraft): { input: CreateTemplateInput & { items: NonNullable<CreateTemplateInput['items']> }; keys: string[] } {
  const keys: string[] = [];
  const items: NonNullable<CreateTemplateInput['items']> = [];
  for (const service of draft.services) {
    keys.push(service.key);
    const { type = 'labor', ...extras } = service.extras;
    items.push({ bHrs: null, markup: null, rate: null, ...extras, id: service.key, parentId: null, name: service.name, type, qty: 1, visits: 1, cost: 0 });
    for (const line of service.lines) {
      keys.push(line.key);
      items.push({ bHrs: null, markup: null, rate: null, ...line.extras, id: line.key, parentId: service.key, name: line.name, type: line.type, qty: parseNumber(line.qty), visits: parseNumber(line.visits), cost: parseNumber(line.cost, 0) });
    }
  }
  return { input: { name: draft.name, description: draft.description, document: draft.document, type: 'Both', items }, keys };
}
