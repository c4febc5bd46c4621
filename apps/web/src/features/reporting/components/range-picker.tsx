import { comparisonLabels, comparisons, periodPresetLabels, periodPresets, type Comparison, type Period, type PeriodPreset } from '@groundwork/domain/reporting';
import { useId } from 'react';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formatShortDay } from '@/lib/format';
import type { ReportView } from '../report-search';

type RangePickerProps = {
  view: ReportView;
  /** What is wrong with the custom range, by field. */
  errors: Partial<Record<'from' | 'to', string>>;
  /** The period on screen and its comparison (null while the custom range is not a valid one). */
  shown: { period: Period; comparison: Period | null } | null;
  /** `replace` for typing in a date, so the back button steps through views rather than keystrokes. */
  onChange: (next: ReportView, options?: { replace?: boolean }) => void;
};

const span = (period: Period) => `${formatShortDay(period.from)} – ${formatShortDay(period.to)}`;

/** The range a report covers (a preset, or two dates) and what it is compared with. */
export function RangePicker({ view, errors, shown, onChange }: RangePickerProps) {
  const id = useId();
  const choosePreset = (preset: PeriodPreset) =>
    // A custom range starts from the period on screen, so the dates only need nudging.
    onChange(preset === 'custom' ? { ...view, preset, from: shown?.period.from ?? '', to: shown?.period.to ?? '' } : { ...view, preset, from: '', to: '' });

  return (
    <div className="grid gap-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        <Field id={`${id}-preset`} label="Period" className="sm:w-44">
          <NativeSelect id={`${id}-preset`} value={view.preset} onChange={(event) => choosePreset(event.target.value as PeriodPreset)}>
            {periodPresets.map((preset) => (
              <option key={preset} value={preset}>
                {periodPresetLabels[preset]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {view.preset === 'custom' && (
          <>
            <Field id={`${id}-from`} label="From" error={errors.from} className="sm:w-44">
              <Input {...fieldA11y(`${id}-from`, errors.from)} type="date" max="9999-12-31" value={view.from} onChange={(event) => onChange({ ...view, from: event.target.value }, { replace: true })} />
            </Field>
            <Field id={`${id}-to`} label="To" error={errors.to} className="sm:w-44">
              <Input {...fieldA11y(`${id}-to`, errors.to)} type="date" max="9999-12-31" value={view.to} onChange={(event) => onChange({ ...view, to: event.target.value }, { replace: true })} />
            </Field>
          </>
        )}
        <Field id={`${id}-compare`} label="Compare with" className="sm:w-52">
          <NativeSelect id={`${id}-compare`} value={view.compare} onChange={(event) => onChange({ ...view, compare: event.target.value as Comparison })}>
            {comparisons.map((comparison) => (
              <option key={comparison} value={comparison}>
                {comparisonLabels[comparison]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {shown && (
        <p className="text-sm text-muted-foreground">
          {span(shown.period)}
          {shown.comparison && `, compared with ${span(shown.comparison)}`}
        </p>
      )}
    </div>
  );
}
