import { costTypes, type CostType } from '@groundwork/domain/overhead';
import type { TemplateLineCost } from '@groundwork/domain/templates';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formatCurrency } from '@/lib/format';
import { newKey, type ChildDraft, type ServiceDraft } from '../template-draft';

export const lineTypeLabels: Record<CostType, string> = { labor: 'Labor', equipment: 'Equipment', product: 'Product', subcontractor: 'Subcontractor' };
const costHints: Record<CostType, string> = { labor: 'per hour', equipment: 'per hour', product: 'per unit', subcontractor: 'per unit' };

type TemplateItemsEditorProps = {
  services: ServiceDraft[];
  onChange: (next: ServiceDraft[]) => void;
  /** Each line's cost by draft key. */
  costs: ReadonlyMap<string, TemplateLineCost>;
  readOnly?: boolean;
  /** Problems by draft key and field ('line-3' → { qty: 'Quantity must be …' }). */
  errors?: Readonly<Record<string, Record<string, string>>>;
};

/**
 * The template's two-level line tree: service lines (what the client sees on the proposal) and under each the
 * labour, equipment, products and subcontractors it takes, with quantity a visit, visits and unit cost. Each line
 * shows what it costs (cost × qty × visits); prices are worked out when the template is applied to an estimate.
 */
export function TemplateItemsEditor({ services, onChange, costs, readOnly = false, errors = {} }: TemplateItemsEditorProps) {
  const setService = (key: string, patch: Partial<ServiceDraft>) => onChange(services.map((service) => (service.key === key ? { ...service, ...patch } : service)));
  const setLine = (service: ServiceDraft, key: string, patch: Partial<ChildDraft>) =>
    setService(service.key, { lines: service.lines.map((line) => (line.key === key ? { ...line, ...patch } : line)) });
  const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  const addService = () => {
    const service: ServiceDraft = { key: newKey(), name: '', extras: {}, lines: [] };
    onChange([...services, service]);
    focusSoon(`${service.key}-name`);
  };
  const addLine = (service: ServiceDraft, type: CostType) => {
    const visits = service.lines.at(-1)?.visits ?? '1';
    const line: ChildDraft = { key: newKey(), type, name: '', qty: '1', visits, cost: '', extras: {} };
    setService(service.key, { lines: [...service.lines, line] });
    focusSoon(`${line.key}-name`);
  };

  return (
    <div className="grid gap-4">
      {services.length === 0 && (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          No lines yet. Add a service line, then the labour, equipment and products it takes.
        </p>
      )}
      {services.map((service, serviceIndex) => {
        const serviceNumber = serviceIndex + 1;
        const serviceErrors = errors[service.key] ?? {};
        const serviceCost = costs.get(service.key)?.tCost ?? 0;
        return (
          <section key={service.key} aria-labelledby={`${service.key}-heading`} className="grid gap-3 rounded-lg border border-border p-4">
            <h3 id={`${service.key}-heading`} className="sr-only">
              Service line {serviceNumber}
              {service.name ? `: ${service.name}` : ''}
            </h3>
            <div className="flex flex-wrap items-end gap-3">
              <div className="grid min-w-56 flex-1 gap-1">
                <label htmlFor={`${service.key}-name`} className="text-xs font-medium text-muted-foreground">
                  Service line {serviceNumber}
                </label>
                <Input
                  id={`${service.key}-name`}
                  value={service.name}
                  readOnly={readOnly}
                  placeholder="e.g. Weekly Mowing"
                  aria-invalid={serviceErrors.name ? true : undefined}
                  aria-describedby={serviceErrors.name ? `${service.key}-error` : undefined}
                  onChange={(event) => setService(service.key, { name: event.target.value })}
                />
              </div>
              <p className="pb-2 text-sm">
                <span className="text-muted-foreground">Cost </span>
                <span className="font-semibold tabular-nums">{formatCurrency(serviceCost)}</span>
              </p>
              {!readOnly && (
                <Button type="button" variant="ghost" size="sm" onClick={() => onChange(services.filter((other) => other.key !== service.key))}>
                  <Trash2Icon aria-hidden="true" />
                  Remove service line {serviceNumber}
                </Button>
              )}
            </div>
            {serviceErrors.name && (
              <p id={`${service.key}-error`} className="text-xs text-destructive">
                {serviceErrors.name}
              </p>
            )}

            {service.lines.length > 0 && (
              <ul className="grid gap-2" aria-label={`Lines of service line ${serviceNumber}`}>
                {service.lines.map((line, lineIndex) => {
                  const label = (field: string) => `${field}, service ${serviceNumber} line ${lineIndex + 1}`;
                  const lineErrors = errors[line.key] ?? {};
                  const messages = Object.values(lineErrors);
                  const invalid = (field: string) => (lineErrors[field] ? true : undefined);
                  return (
                    <li key={line.key} className="grid gap-2 rounded-md bg-muted/40 p-3">
                      <div className="grid gap-2 sm:grid-cols-[8.5rem_minmax(0,1fr)_6rem_5rem_7.5rem_6.5rem_auto] sm:items-end">
                        <div className="grid gap-1">
                          <label htmlFor={`${line.key}-type`} className="text-xs font-medium text-muted-foreground">
                            {label('Type')}
                          </label>
                          <NativeSelect id={`${line.key}-type`} value={line.type} disabled={readOnly} onChange={(event) => setLine(service, line.key, { type: event.target.value as CostType })}>
                            {costTypes.map((type) => (
                              <option key={type} value={type}>
                                {lineTypeLabels[type]}
                              </option>
                            ))}
                          </NativeSelect>
                        </div>
                        <div className="grid gap-1">
                          <label htmlFor={`${line.key}-name`} className="text-xs font-medium text-muted-foreground">
                            {label('Name')}
                          </label>
                          <Input id={`${line.key}-name`} value={line.name} readOnly={readOnly} aria-invalid={invalid('name')} onChange={(event) => setLine(service, line.key, { name: event.target.value })} />
                        </div>
                        <div className="grid gap-1">
                          <label htmlFor={`${line.key}-qty`} className="text-xs font-medium text-muted-foreground">
                            {label(line.type === 'labor' || line.type === 'equipment' ? 'Hours a visit' : 'Qty a visit')}
                          </label>
                          <Input id={`${line.key}-qty`} inputMode="decimal" autoComplete="off" value={line.qty} readOnly={readOnly} aria-invalid={invalid('qty')} onChange={(event) => setLine(service, line.key, { qty: event.target.value })} />
                        </div>
                        <div className="grid gap-1">
                          <label htmlFor={`${line.key}-visits`} className="text-xs font-medium text-muted-foreground">
                            {label('Visits')}
                          </label>
                          <Input id={`${line.key}-visits`} inputMode="numeric" autoComplete="off" value={line.visits} readOnly={readOnly} aria-invalid={invalid('visits')} onChange={(event) => setLine(service, line.key, { visits: event.target.value })} />
                        </div>
                        <div className="grid gap-1">
                          <label htmlFor={`${line.key}-cost`} className="text-xs font-medium text-muted-foreground">
                            {label(`Unit cost ($ ${costHints[line.type]})`)}
                          </label>
                          <Input id={`${line.key}-cost`} inputMode="decimal" autoComplete="off" value={line.cost} readOnly={readOnly} aria-invalid={invalid('cost')} onChange={(event) => setLine(service, line.key, { cost: event.target.value })} />
                        </div>
                        <p className="text-right text-sm sm:pb-2">
                          <span className="sr-only">{label('Line cost')}: </span>
                          <span className="font-medium tabular-nums" data-testid={`${line.key}-line-cost`}>
                            {formatCurrency(costs.get(line.key)?.tCost ?? 0)}
                          </span>
                        </p>
                        {!readOnly && (
                          <Button type="button" size="icon" variant="ghost" aria-label={`Remove service ${serviceNumber} line ${lineIndex + 1}`} onClick={() => setService(service.key, { lines: service.lines.filter((other) => other.key !== line.key) })}>
                            <Trash2Icon aria-hidden="true" />
                          </Button>
                        )}
                      </div>
                      {messages.length > 0 && <p className="text-xs text-destructive">{messages.join(' · ')}</p>}
                    </li>
                  );
                })}
              </ul>
            )}
            {!readOnly && (
              <div className="flex flex-wrap gap-2" role="group" aria-label={`Add a line to service line ${serviceNumber}`}>
                {costTypes.map((type) => (
                  <Button key={type} type="button" variant="outline" size="sm" onClick={() => addLine(service, type)}>
                    <PlusIcon aria-hidden="true" />
                    {lineTypeLabels[type]}
                  </Button>
                ))}
              </div>
            )}
          </section>
        );
      })}
      {!readOnly && (
        <div>
          <Button type="button" variant="outline" onClick={addService}>
            <PlusIcon aria-hidden="true" />
            Add service line
          </Button>
        </div>
      )}
    </div>
  );
}
