import { priorityStatuses, priorityStatusLabels, type PriorityStatus } from '@groundwork/domain/planning';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const checkedColours: Record<PriorityStatus, string> = {
  on_track: 'has-checked:border-success/40 has-checked:bg-success-soft has-checked:text-success-strong',
  off_track: 'has-checked:border-destructive/40 has-checked:bg-destructive-soft has-checked:text-destructive',
  done: 'has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground',
};
const badgeVariant = { on_track: 'success', off_track: 'destructive', done: 'default' } as const;

/** A priority's status as a read-only badge: green on track, red off track, filled when done. */
export function PriorityStatusBadge({ status }: { status: PriorityStatus }) {
  return <Badge variant={badgeVariant[status]}>{priorityStatusLabels[status]}</Badge>;
}

type PriorityStatusControlProps = {
  /** Names the radio group, unique on the page ('Status of Launch snow removal'). */
  label: string;
  name: string;
  value: PriorityStatus;
  onChange: (status: PriorityStatus) => void;
  disabled?: boolean;
};

/** On track / off track / done as one segmented control: native radios, so arrow keys move between them. */
export function PriorityStatusControl({ label, name, value, onChange, disabled = false }: PriorityStatusControlProps) {
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      <div className="inline-flex max-w-full flex-wrap rounded-md border border-border bg-muted/40 p-0.5">
        {priorityStatuses.map((status) => (
          <label
            key={status}
            className={cn(
              'flex cursor-pointer items-center rounded border border-transparent px-2.5 py-1 text-xs font-medium text-muted-foreground transition-colors',
              'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-1',
              'has-disabled:cursor-not-allowed has-disabled:opacity-60',
              checkedColours[status],
            )}
          >
            <input type="radio" className="sr-only" name={name} value={status} checked={value === status} onChange={() => onChange(status)} />
            {priorityStatusLabels[status]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
