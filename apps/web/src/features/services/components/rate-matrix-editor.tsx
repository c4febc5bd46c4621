import { priceFromRateMatrix } from '@groundwork/domain/services';
import { CalculatorIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';
import {
  matrixDraftErrors,
  nextRowDraft,
  parseAmount,
  readableMatrix,
  type BottomField,
  type BottomSectionDraft,
  type MatrixErrors,
  type MatrixRowDraft,
  type MatrixRowField,
  type RateMatrixDraft,
} from '../rate-matrix-draft';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const formatMeasure = (value: number) => numberFormat.format(value);
const formatHours = (value: number) => `${value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 })} h`;

const rowColumns: { field: MatrixRowField; label: string; hint?: string }[] = [
  { field: 'from', label: 'From' },
  { field: 'to', label: 'To' },
  { field: 'rate', label: 'Rate ($)' },
  { field: 'tbHrs', label: 'Hours' },
  { field: 'cost', label: 'Cost ($)' },
];

const bottomColumns: { field: BottomField; label: string }[] = [
  { field: 'every', label: 'Every' },
  { field: 'over', label: 'Over' },
  { field: 'is', label: 'Adds to the rate ($)' },
  { field: 'tbHrs', label: 'Adds hours' },
  { field: 'additionalCost', label: 'Adds cost ($)' },
];

type RateMatrixEditorProps = {
  value: RateMatrixDraft;
  onChange: (next: RateMatrixDraft) => void;
  /** What the matrix prices, e.g. 'Lot size' and its unit 'sq ft' ('' for a plain number). */
  measureLabel: string;
  measureUnit: string;
  readOnly?: boolean;
  /** Show every field's problem, also in fields nobody has touched yet (after a save was tried). */
  showAllErrors?: boolean;
  /** Messages the server sent back, keyed like 'matrixRows.1.from'. */
  serverErrors?: MatrixErrors;
};

/**
 * The rate matrix: price bands of a measure with their rate, hours and cost, and the bottom section that
 * keeps pricing above the last band. Overlaps and gaps are refused inline, on the row, by the same rules
 * the server applies; a "Try a measure" box prices any measure as it is typed.
 */
export function RateMatrixEditor({ value, onChange, measureLabel, measureUnit, readOnly = false, showAllErrors = false, serverErrors = {} }: RateMatrixEditorProps) {
  const baseId = useId();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const errors: MatrixErrors = { ...serverErrors, ...matrixDraftErrors(value) };
  const touch = (key: string) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  /** Per-field problems wait until the field was left (or a save tried); arrangement problems show at once. */
  const fieldError = (key: string) => (showAllErrors || touched.has(key) ? errors[key] : undefined);

  const setRow = (index: number, field: MatrixRowField, text: string) =>
    onChange({ ...value, rows: value.rows.map((row, at) => (at === index ? { ...row, [field]: text } : row)) });
  const addRow = () => {
    const row = nextRowDraft(value.rows);
    onChange({ ...value, rows: [...value.rows, row] });
    requestAnimationFrame(() => document.getElementById(`${baseId}-${row.key}-${row.from === '' ? 'from' : 'to'}`)?.focus());
  };
  const removeRow = (index: number) => onChange({ ...value, rows: value.rows.filter((_, at) => at !== index) });
  const setBottom = (field: BottomField, text: string) => value.bottom && onChange({ ...value, bottom: { ...value.bottom, [field]: text } });
  const toggleBottom = (on: boolean) => {
    const lastTo = value.rows.length > 0 ? value.rows[value.rows.length - 1]!.to : '';
    onChange({ ...value, bottom: on ? { every: '1000', over: lastTo, is: '', tbHrs: '', additionalCost: '' } : null });
  };

  const unitSuffix = measureUnit ? ` ${measureUnit}` : '';

  return (
    <div className="grid gap-5">
      {value.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          No price bands yet. Without them this service is priced by hand on each estimate.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[40rem] text-sm" aria-label="Price bands">
            <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="w-12 px-3 py-2 font-medium">
                  Row
                </th>
                {rowColumns.map((column) => (
                  <th key={column.field} scope="col" className="px-2 py-2 font-medium">
                    {column.field === 'from' || column.field === 'to' ? `${column.label} (${measureUnit || measureLabel.toLowerCase()})` : column.label}
                  </th>
                ))}
                {!readOnly && (
                  <th scope="col" className="w-12 px-2 py-2">
                    <span className="sr-only">Remove</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {value.rows.map((row, index) => (
                <MatrixRowEditor
                  key={row.key}
                  baseId={baseId}
                  row={row}
                  index={index}
                  errors={errors}
                  fieldError={fieldError}
                  readOnly={readOnly}
                  onChange={(field, text) => setRow(index, field, text)}
                  onBlur={(field) => touch(`matrixRows.${index}.${field}`)}
                  onRemove={() => removeRow(index)}
                  onEnter={(field) => {
                    // Enter moves down a column, like a spreadsheet; on the last row it starts a new one.
                    const below = value.rows[index + 1];
                    if (below) document.getElementById(`${baseId}-${below.key}-${field}`)?.focus();
                    else addRow();
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!readOnly && (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={addRow} disabled={value.rows.length >= 100}>
            <PlusIcon aria-hidden="true" />
            Add row
          </Button>
        </div>
      )}

      <fieldset className="grid gap-3 rounded-lg border border-border p-4">
        <legend className="px-1 text-sm font-medium">Above the last band</legend>
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={`${baseId}-bottom-on`} className="font-normal text-muted-foreground">
            Keep pricing measures above the last band
          </Label>
          <Switch id={`${baseId}-bottom-on`} checked={value.bottom !== null} onCheckedChange={toggleBottom} disabled={readOnly} />
        </div>
        {value.bottom && (
          <>
            <div className="grid gap-3 sm:grid-cols-5">
              {bottomColumns.map((column) => {
                const key = `bottomSection.${column.field}`;
                const id = `${baseId}-bottom-${column.field}`;
                const error = column.field === 'over' ? errors[key] : fieldError(key);
                return (
                  <div key={column.field} className="grid content-start gap-1.5">
                    <Label htmlFor={id}>{column.field === 'every' || column.field === 'over' ? `${column.label}${unitSuffix ? ` (${measureUnit})` : ''}` : column.label}</Label>
                    <Input
                      id={id}
                      inputMode="decimal"
                      autoComplete="off"
                      value={value.bottom![column.field]}
                      onChange={(event) => setBottom(column.field, event.target.value)}
                      onBlur={() => touch(key)}
                      readOnly={readOnly}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                    />
                    {error && (
                      <p id={`${id}-error`} className="text-xs text-destructive">
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
            <p className="text-sm text-muted-foreground" data-testid="bottom-section-explained">
              {explainBottomSection(value.bottom, measureUnit)}
            </p>
          </>
        )}
      </fieldset>

      <TryAMeasure value={value} measureLabel={measureLabel} measureUnit={measureUnit} />
    </div>
  );
}

type MatrixRowEditorProps = {
  baseId: string;
  row: MatrixRowDraft;
  index: number;
  errors: MatrixErrors;
  fieldError: (key: string) => string | undefined;
  readOnly: boolean;
  onChange: (field: MatrixRowField, text: string) => void;
  onBlur: (field: MatrixRowField) => void;
  onRemove: () => void;
  onEnter: (field: MatrixRowField) => void;
};

function MatrixRowEditor({ baseId, row, index, errors, fieldError, readOnly, onChange, onBlur, onRemove, onEnter }: MatrixRowEditorProps) {
  const number = index + 1;
  // Overlaps and gaps are about the row as a whole; they are on its "from" (or "to" when it ends below its start).
  const arrangement = [errors[`matrixRows.${index}.from`], errors[`matrixRows.${index}.to`]].find((message) => message?.startsWith(`Row ${number}`));
  const messages = rowColumns.map((column) => fieldError(`matrixRows.${index}.${column.field}`)).filter((message): message is string => Boolean(message) && message !== arrangement);
  const rowMessages = [...new Set([...(arrangement ? [arrangement] : []), ...messages])];
  const errorId = `${baseId}-${row.key}-error`;
  return (
    <>
      <tr className={cn('border-t border-border', rowMessages.length > 0 && 'bg-destructive/5')}>
        <th scope="row" className="px-3 py-1.5 text-left font-medium text-muted-foreground">
          {number}
        </th>
        {rowColumns.map((column) => {
          const key = `matrixRows.${index}.${column.field}`;
          const invalid = Boolean(fieldError(key)) || (arrangement !== undefined && errors[key] === arrangement);
          return (
            <td key={column.field} className="px-2 py-1.5">
              <Input
                id={`${baseId}-${row.key}-${column.field}`}
                aria-label={`${column.label.replace(' ($)', '')}, row ${number}`}
                inputMode="decimal"
                autoComplete="off"
                className="h-9"
                value={row[column.field]}
                onChange={(event) => onChange(column.field, event.target.value)}
                onBlur={() => onBlur(column.field)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter' || readOnly) return;
                  event.preventDefault();
                  onEnter(column.field);
                }}
                readOnly={readOnly}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={rowMessages.length > 0 ? errorId : undefined}
              />
            </td>
          );
        })}
        {!readOnly && (
          <td className="px-2 py-1.5 text-right">
            <Button type="button" size="icon" variant="ghost" aria-label={`Remove row ${number}`} onClick={onRemove}>
              <Trash2Icon aria-hidden="true" />
            </Button>
          </td>
        )}
      </tr>
      {rowMessages.length > 0 && (
        <tr>
          <td colSpan={readOnly ? 6 : 7} className="px-3 pb-2">
            <p id={errorId} className="text-xs text-destructive">
              {rowMessages.join(' · ')}
            </p>
          </td>
        </tr>
      )}
    </>
  );
}

/** The bottom section in one sentence: "Each started 1,000 sq ft over 20,000 adds $5.00 to the rate, …". */
export function explainBottomSection(bottom: BottomSectionDraft, unit: string): string {
  const every = parseAmount(bottom.every);
  const over = parseAmount(bottom.over);
  if (!Number.isFinite(every) || every <= 0 || !Number.isFinite(over)) return 'Fill in "every" and "over" to price measures above the last band.';
  const is = parseAmount(bottom.is, 0);
  const hours = parseAmount(bottom.tbHrs, 0);
  const cost = parseAmount(bottom.additionalCost, 0);
  const adds = [
    Number.isFinite(is) ? `${formatCurrency(is)} to the rate` : null,
    Number.isFinite(hours) && hours > 0 ? `${formatHours(hours)}` : null,
    Number.isFinite(cost) && cost > 0 ? `${formatCurrency(cost)} to the cost` : null,
  ].filter(Boolean);
  const amount = `${formatMeasure(every)}${unit ? ` ${unit}` : ''}`;
  return `Each started ${amount} over ${formatMeasure(over)} adds ${adds.join(', ').replace(/, ([^,]*)$/, ' and $1')}, on top of the last band.`;
}

/** Type a measure, read what the matrix charges for it — or why it cannot. */
function TryAMeasure({ value, measureLabel, measureUnit }: { value: RateMatrixDraft; measureLabel: string; measureUnit: string }) {
  const id = useId();
  const [measureText, setMeasureText] = useState('');
  const matrix = readableMatrix(value);
  let result: { ok: true; price: string; hours: string; cost: string; where: string } | { ok: false; message: string } | null = null;
  if (measureText.trim() !== '') {
    const measure = parseAmount(measureText);
    if (!matrix) result = { ok: false, message: 'Fix the highlighted rows to try a measure.' };
    else {
      const price = priceFromRateMatrix(matrix, measure);
      if (!price.ok) result = { ok: false, message: price.message };
      else {
        const row = price.rowIndex === null ? null : value.rows[price.rowIndex];
        const where = row
          ? `Band ${price.rowIndex! + 1} (${formatMeasure(parseAmount(row.from))}–${formatMeasure(parseAmount(row.to))})`
          : `The last band plus ${price.steps} step${price.steps === 1 ? '' : 's'} above it`;
        result = { ok: true, price: formatCurrency(price.rate), hours: formatHours(price.hours), cost: formatCurrency(price.cost), where };
      }
    }
  }
  return (
    <div className="grid gap-3 rounded-lg border border-primary/30 bg-primary-soft/40 p-4 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor={id} className="flex items-center gap-1.5">
          <CalculatorIcon className="size-4" aria-hidden="true" />
          Try a measure
        </Label>
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder={measureUnit ? `${measureLabel} in ${measureUnit}` : measureLabel}
          value={measureText}
          onChange={(event) => setMeasureText(event.target.value)}
          aria-describedby={`${id}-result`}
        />
      </div>
      <div id={`${id}-result`} role="status" aria-live="polite" aria-label="Price for this measure" className="min-h-10 text-sm">
        {result === null ? (
          <p className="text-muted-foreground">Type a {measureLabel.toLowerCase()} to see its price, hours and cost.</p>
        ) : result.ok ? (
          <dl className="flex flex-wrap items-baseline gap-x-5 gap-y-1">
            <div className="flex items-baseline gap-1.5">
              <dt className="text-muted-foreground">Price</dt>
              <dd className="text-lg font-semibold text-foreground" data-testid="tried-price">
                {result.price}
              </dd>
            </div>
            <div className="flex items-baseline gap-1.5">
              <dt className="text-muted-foreground">Hours</dt>
              <dd className="font-medium">{result.hours}</dd>
            </div>
            <div className="flex items-baseline gap-1.5">
              <dt className="text-muted-foreground">Cost</dt>
              <dd className="font-medium">{result.cost}</dd>
            </div>
            <div className="basis-full text-xs text-muted-foreground">{result.where}</div>
          </dl>
        ) : (
          <p className="text-destructive">{result.message}</p>
        )}
      </div>
    </div>
  );
}
