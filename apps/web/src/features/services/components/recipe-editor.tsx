import { recipeCost, recipeLineTypeLabels, recipeLineTypes, type RecipeLineType, type Service } from '@groundwork/domain/services';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formatCurrency, formatUnitRate } from '@/lib/format';
import { newDraftKey, parseAmount } from '../rate-matrix-draft';

/** Something a recipe line can be picked from: a crew (cost per labour hour), a machine (per hour), a product (per unit). */
export type RecipeSource = { id: string; name: string; unitCost: number | null; unit?: string };
export type RecipeSources = Record<RecipeLineType, readonly RecipeSource[]>;

export type RecipeLineDraft = { key: string; type: RecipeLineType; sourceId: string; name: string; qty: string; hours: string; unitCost: string };

export function toRecipeDraft(recipe: Service['recipe']): RecipeLineDraft[] {
  return recipe.map((line) => ({
    key: newDraftKey(),
    type: line.type,
    sourceId: line.sourceId ?? '',
    name: line.name,
    qty: String(line.qty),
    hours: String(line.hours),
    unitCost: String(line.unitCost),
  }));
}

export function fromRecipeDraft(lines: readonly RecipeLineDraft[]) {
  return lines.map((line) => ({
    type: line.type,
    sourceId: line.sourceId === '' ? null : line.sourceId,
    name: line.name,
    qty: parseAmount(line.qty),
    hours: parseAmount(line.hours, 0),
    unitCost: parseAmount(line.unitCost, 0),
  }));
}

const unitHints: Record<RecipeLineType, string> = { labor: 'per hour', equipment: 'per hour', product: 'per unit', subcontractor: 'per unit' };

type RecipeEditorProps = {
  lines: RecipeLineDraft[];
  onChange: (next: RecipeLineDraft[]) => void;
  sources: RecipeSources;
  readOnly?: boolean;
  /** Problems by 'recipe.1.qty'. */
  errors?: Record<string, string>;
};

/**
 * The default item recipe: what one visit takes — crews' labour, equipment hours, products — each line
 * picked from the price book (which fills its name and unit cost) or typed by hand.
 */
export function RecipeEditor({ lines, onChange, sources, readOnly = false, errors = {} }: RecipeEditorProps) {
  const baseId = useId();
  const setLine = (index: number, patch: Partial<RecipeLineDraft>) => onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const pick = (index: number, type: RecipeLineType, sourceId: string) => {
    const source = sources[type].find((candidate) => candidate.id === sourceId);
    if (!source) return setLine(index, { sourceId: '' });
    setLine(index, { sourceId, name: source.name, ...(source.unitCost === null ? {} : { unitCost: String(source.unitCost) }) });
  };
  const addLine = (type: RecipeLineType) => {
    const line: RecipeLineDraft = { key: newDraftKey(), type, sourceId: '', name: '', qty: '1', hours: type === 'labor' ? '1' : '0', unitCost: '' };
    onChange([...lines, line]);
    requestAnimationFrame(() => document.getElementById(`${baseId}-${line.key}-source`)?.focus());
  };

  const readable = fromRecipeDraft(lines).map((line) => ({ ...line, qty: Number.isFinite(line.qty) ? line.qty : 0, hours: Number.isFinite(line.hours) ? line.hours : 0, unitCost: Number.isFinite(line.unitCost) ? line.unitCost : 0 }));
  const cost = recipeCost(readable);

  return (
    <div className="grid gap-4">
      {lines.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          No recipe yet. Add the labour, equipment and products one visit takes, and estimates start from them.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Recipe lines">
          {lines.map((line, index) => {
            const number = index + 1;
            const id = (field: string) => `${baseId}-${line.key}-${field}`;
            const lineErrors = ['name', 'qty', 'hours', 'unitCost'].map((field) => errors[`recipe.${index}.${field}`]).filter(Boolean);
            return (
              <li key={line.key} className="grid gap-2 rounded-lg border border-border p-3">
                <div className="grid gap-2 sm:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
                  <div className="grid gap-1">
                    <label htmlFor={id('type')} className="text-xs font-medium text-muted-foreground">
                      Type, line {number}
                    </label>
                    <NativeSelect id={id('type')} value={line.type} disabled={readOnly} onChange={(event) => setLine(index, { type: event.target.value as RecipeLineType, sourceId: '' })}>
                      {recipeLineTypes.map((type) => (
                        <option key={type} value={type}>
                          {recipeLineTypeLabels[type]}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                  <div className="grid gap-1">
                    <label htmlFor={id('source')} className="text-xs font-medium text-muted-foreground">
                      From the price book, line {number}
                    </label>
                    <NativeSelect id={id('source')} value={line.sourceId} disabled={readOnly} onChange={(event) => pick(index, line.type, event.target.value)}>
                      <option value="">Typed by hand</option>
                      {sources[line.type].map((source) => (
                        <option key={source.id} value={source.id}>
                          {source.name}
                          {source.unitCost !== null ? ` — ${formatUnitRate(source.unitCost)}${source.unit ? ` / ${source.unit}` : ''}` : ''}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                  <div className="grid gap-1">
                    <label htmlFor={id('name')} className="text-xs font-medium text-muted-foreground">
                      Name, line {number}
                    </label>
                    <Input id={id('name')} value={line.name} readOnly={readOnly} onChange={(event) => setLine(index, { name: event.target.value })} aria-invalid={errors[`recipe.${index}.name`] ? true : undefined} />
                  </div>
                  {!readOnly && (
                    <Button type="button" size="icon" variant="ghost" aria-label={`Remove line ${number}`} onClick={() => onChange(lines.filter((_, at) => at !== index))}>
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  )}
                </div>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-[repeat(3,minmax(0,9rem))_1fr] sm:items-end">
                  {(
                    [
                      ['qty', 'Quantity'],
                      ['hours', 'Hours'],
                      ['unitCost', `Unit cost ($ ${unitHints[line.type]})`],
                    ] as const
                  ).map(([field, label]) => (
                    <div key={field} className="grid gap-1">
                      <label htmlFor={id(field)} className="text-xs font-medium text-muted-foreground">
                        {label}, line {number}
                      </label>
                      <Input
                        id={id(field)}
                        inputMode="decimal"
                        autoComplete="off"
                        value={line[field]}
                        readOnly={readOnly}
                        onChange={(event) => setLine(index, { [field]: event.target.value })}
                        aria-invalid={errors[`recipe.${index}.${field}`] ? true : undefined}
                      />
                    </div>
                  ))}
                  <p className="text-right text-sm">
                    <span className="text-muted-foreground">Line cost </span>
                    <span className="font-medium">{formatCurrency(cost.lineCosts[index] ?? 0)}</span>
                  </p>
                </div>
                {lineErrors.length > 0 && <p className="text-xs text-destructive">{lineErrors.join(' · ')}</p>}
              </li>
            );
          })}
        </ul>
      )}
      {!readOnly && (
        <div className="flex flex-wrap gap-2">
          {recipeLineTypes.map((type) => (
            <Button key={type} type="button" variant="outline" size="sm" onClick={() => addLine(type)}>
              <PlusIcon aria-hidden="true" />
              Add {recipeLineTypeLabels[type].toLowerCase()}
            </Button>
          ))}
        </div>
      )}
      {lines.length > 0 && (
        <p className="text-sm" aria-live="polite">
          One visit costs <span className="font-semibold">{formatCurrency(cost.totalCost)}</span> and takes{' '}
          <span className="font-semibold">{cost.totalHours.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 })} h</span>
          {' '}(labour {formatCurrency(cost.byType.labor)}, equipment {formatCurrency(cost.byType.equipment)}, products {formatCurrency(cost.byType.product)}, subcontractors{' '}
          {formatCurrency(cost.byType.subcontractor)}).
        </p>
      )}
    </div>
  );
}
