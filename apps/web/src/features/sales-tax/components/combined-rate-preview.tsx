import type { Jurisdiction } from '@groundwork/domain/sales-tax';
import { Loader2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-client';
import { useCombinedRate } from '../api/get-combined-rate';
import { jurisdictionLabel, jurisdictionRows } from '../jurisdiction-tree';
import { formatRate } from './tax-categories-table';

/** The rate a client in a jurisdiction pays: every active category up its chain (city → county → state → country). */
export function CombinedRatePreview({ jurisdictions }: { jurisdictions: Jurisdiction[] }) {
  const rows = useMemo(() => jurisdictionRows(jurisdictions), [jurisdictions]);
  const [jurisdictionId, setJurisdictionId] = useState<string | null>(null);
  const rate = useCombinedRate(jurisdictionId);

  return (
    <div className="grid gap-4">
      <Field id="combined-rate-jurisdiction" label="Jurisdiction">
        <NativeSelect id="combined-rate-jurisdiction" value={jurisdictionId ?? ''} onChange={(event) => setJurisdictionId(event.target.value || null)}>
          <option value="">Choose a jurisdiction</option>
          {rows.map((row) => (
            <option key={row.jurisdiction.id} value={row.jurisdiction.id}>
              {jurisdictionLabel(row)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div aria-live="polite" className="min-h-16">
        {jurisdictionId === null ? (
          <p className="text-sm text-muted-foreground">Choose where the work is done to see the combined rate.</p>
        ) : rate.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
            Calculating…
          </p>
        ) : rate.isError ? (
          <p className="text-sm text-destructive" role="alert">
            {errorMessage(rate.error)}
          </p>
        ) : (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              Combined rate: <span className="text-2xl font-semibold text-foreground tabular-nums" data-testid="combined-rate">{formatRate(rate.data.rate)}</span>
            </p>
            {rate.data.components.length === 0 ? (
              <p className="text-sm text-muted-foreground">No active tax category applies here.</p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {rate.data.components.map((component) => (
                  <li key={component.categoryId} className="flex justify-between gap-4 border-b border-border py-1 last:border-0">
                    <span>
                      {component.name} <span className="text-muted-foreground">· {component.jurisdictionName}</span>
                    </span>
                    <span className="tabular-nums">{formatRate(component.rate)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
