import type { Jurisdiction, SalesTaxCategory } from '@groundwork/domain/sales-tax';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2Icon } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useJurisdictions } from '../api/get-jurisdictions';
import { useTaxCategories } from '../api/get-tax-categories';
import { updateJurisdiction } from '../api/update-jurisdiction';
import { updateTaxCategory } from '../api/update-tax-category';
import { jurisdictionRows } from '../jurisdiction-tree';
import { defaultKinds } from './tax-category-dialog';
import { formatRate } from './tax-categories-table';

type DefaultField = (typeof defaultKinds)[number]['field'];
type Defaults = Record<DefaultField, string>;

type SalesTaxSetupProps = {
  /** What was answered before, if anything. */
  initialChargesSalesTax: boolean | null;
  /** Called once the answer and the choices are saved; resolves when the wizard has moved on. */
  onSaved: (chargesSalesTax: boolean) => Promise<void>;
  busy?: boolean;
};

/**
 * The onboarding sales-tax step: whether the company charges sales tax and, if it does, the jurisdictions it
 * charges in (the others are switched off) and its default categories for products, services and clients.
 */
export function SalesTaxSetup(props: SalesTaxSetupProps) {
  const jurisdictions = useJurisdictions();
  const categories = useTaxCategories();
  if (jurisdictions.isPending || categories.isPending) return <LoadingRows rows={3} label="Loading sales tax settings" />;
  if (jurisdictions.isError) return <LoadError title="Could not load jurisdictions" error={jurisdictions.error} onRetry={() => void jurisdictions.refetch()} />;
  if (categories.isError) return <LoadError title="Failed to fetch categories" error={categories.error} onRetry={() => void categories.refetch()} />;
  return <SalesTaxSetupForm {...props} jurisdictions={jurisdictions.data} categories={categories.data} />;
}

function SalesTaxSetupForm({
  initialChargesSalesTax,
  onSaved,
  busy = false,
  jurisdictions,
  categories,
}: SalesTaxSetupProps & { jurisdictions: Jurisdiction[]; categories: SalesTaxCategory[] }) {
  const queryClient = useQueryClient();
  const rows = useMemo(() => jurisdictionRows(jurisdictions), [jurisdictions]);
  const [charges, setCharges] = useState<boolean | null>(initialChargesSalesTax);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(jurisdictions.filter((item) => item.isActive).map((item) => item.id)));
  const [filter, setFilter] = useState('');
  const [defaults, setDefaults] = useState<Defaults>(() => {
    const initial = {} as Defaults;
    for (const kind of defaultKinds) initial[kind.field] = categories.find((category) => category[kind.field])?.id ?? '';
    return initial;
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const activeCategories = categories.filter((category) => category.isActive);
  const shownRows = filter.trim() ? rows.filter((row) => row.path.join(' ').toLowerCase().includes(filter.trim().toLowerCase())) : rows;

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const saveChoices = async () => {
    for (const jurisdiction of jurisdictions) {
      const isActive = selected.has(jurisdiction.id);
      if (jurisdiction.isActive === isActive) continue;
      const { name, type, code, parentJurisdictionId, updatedAt } = jurisdiction;
      await updateJurisdiction({ id: jurisdiction.id, input: { name, type, code, parentJurisdictionId, isActive, updatedAt } });
    }
    for (const category of categories) {
      const flags = Object.fromEntries(defaultKinds.map((kind) => [kind.field, defaults[kind.field] === category.id])) as Record<DefaultField, boolean>;
      if (defaultKinds.every((kind) => category[kind.field] === flags[kind.field])) continue;
      const { name, description, rate, isExempt, jurisdictionId, isActive } = category;
      await updateTaxCategory({ id: category.id, input: { name, description, rate, isExempt, jurisdictionId, isActive, ...flags } });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (charges === null) {
      setProblem('Choose yes or no');
      return;
    }
    if (charges && selected.size === 0) {
      setProblem('Choose at least one jurisdiction you charge sales tax in');
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      if (charges) await saveChoices();
      toast.success('Sales tax settings saved');
      await onSaved(charges);
    } catch (error) {
      toast.error('Failed to save sales tax settings', { description: errorMessage(error) });
    } finally {
      setSaving(false);
      void queryClient.invalidateQueries({ queryKey: ['sales-tax'] });
    }
  };

  const disabled = busy || saving;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6" aria-label="Sales tax">
      <fieldset className="grid gap-3" aria-describedby={problem ? 'sales-tax-problem' : undefined}>
        <legend className="mb-2 text-base font-medium text-foreground">Does your company charge sales tax?</legend>
        <div className="flex gap-3">
          {[
            { value: true, label: 'Yes' },
            { value: false, label: 'No' },
          ].map((option) => (
            <label
              key={option.label}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-input px-4 py-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input type="radio" name="charges-sales-tax" className="accent-[var(--primary)]" checked={charges === option.value} onChange={() => setCharges(option.value)} disabled={disabled} />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      {charges && (
        <>
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-base font-medium text-foreground">Where do you charge sales tax?</legend>
            <p className="text-sm text-muted-foreground">Jurisdictions you leave unticked are switched off: they add nothing to combined rates. You can change this later under Sales Tax.</p>
            <div className="flex flex-wrap items-center gap-2">
              <Input type="search" aria-label="Filter jurisdictions" placeholder="Filter jurisdictions" className="max-w-xs" value={filter} onChange={(event) => setFilter(event.target.value)} />
              <Button type="button" variant="outline" size="sm" onClick={() => setSelected(new Set(jurisdictions.map((item) => item.id)))} disabled={disabled}>
                Select all
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => setSelected(new Set())} disabled={disabled}>
                Clear all
              </Button>
              <span className="text-sm text-muted-foreground">{selected.size} selected</span>
            </div>
            <ul className="max-h-64 overflow-y-auto rounded-lg border border-border p-2" aria-label="Jurisdictions">
              {shownRows.map((row) => {
                const id = `setup-jurisdiction-${row.jurisdiction.id}`;
                return (
                  <li key={row.jurisdiction.id} className="flex items-center gap-2 py-1" style={{ paddingLeft: `${row.depth * 1.25}rem` }}>
                    <Checkbox id={id} checked={selected.has(row.jurisdiction.id)} onCheckedChange={(checked) => toggle(row.jurisdiction.id, checked === true)} disabled={disabled} />
                    <label htmlFor={id} className="cursor-pointer text-sm">
                      {row.jurisdiction.name}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>

          <fieldset className="grid gap-4">
            <legend className="mb-1 text-base font-medium text-foreground">Default tax categories</legend>
            <div className="grid gap-4 sm:grid-cols-3">
              {defaultKinds.map((kind) => {
                const id = `setup-${kind.field}`;
                return (
                  <Field key={kind.field} id={id} label={`Default for ${kind.noun}`}>
                    <NativeSelect id={id} value={defaults[kind.field]} onChange={(event) => setDefaults((current) => ({ ...current, [kind.field]: event.target.value }))} disabled={disabled}>
                      <option value="">No default</option>
                      {activeCategories.map((category) => (
                        <option key={category.id} value={category.id}>
                          {category.name} ({category.isExempt ? 'exempt' : formatRate(category.rate)})
                        </option>
                      ))}
                    </NativeSelect>
                  </Field>
                );
              })}
            </div>
          </fieldset>
        </>
      )}

      {problem && (
        <p id="sales-tax-problem" className="text-sm font-medium text-destructive" role="alert">
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" disabled={disabled}>
          {disabled && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save and continue
        </Button>
      </div>
    </form>
  );
}
