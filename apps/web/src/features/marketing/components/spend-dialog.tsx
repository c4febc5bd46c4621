import { monthLabels, spendInputSchema, sumAmounts, type Channel, type SpendYear } from '@groundwork/domain/marketing';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { isStaleWrite } from '@/lib/stale-write';
import { numberOrText } from '@/lib/typed-number';
import { useChannelSpend } from '../api/get-channel-spend';
import { useSaveChannelSpend } from '../api/save-channel-spend';
import { money, typedNumber } from '../marketing-format';
import { YearSwitcher } from './year-switcher';

type SpendDialogProps = {
  channel: Channel | null;
  year: number;
  currentYear: number;
  onClose: () => void;
};

/** A channel's spend over a year, a line a month: what it cost and a note (what was bought). */
export function SpendDialog({ channel, year: firstYear, currentYear, onClose }: SpendDialogProps) {
  const [year, setYear] = useState(firstYear);
  return (
    <Dialog open={channel !== null} onOpenChange={(open) => !open && onClose()}>
      {channel !== null && (
        <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Spend on {channel.name}</DialogTitle>
            <DialogDescription>What the channel cost each month: printing, ads, the agency. Leave a month empty when nothing was spent.</DialogDescription>
          </DialogHeader>
          <YearSwitcher year={year} currentYear={currentYear} onChange={setYear} label="Spend year" />
          <SpendYearForm key={year} channelId={channel.id} year={year} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

type TypedMonth = { amount: string; note: string };

function SpendYearForm({ channelId, year, onDone }: { channelId: string; year: number; onDone: () => void }) {
  const spend = useChannelSpend(channelId, year);
  if (spend.isPending) return <LoadingRows rows={4} label="Loading the spend" />;
  if (spend.isError) return <LoadError title="Could not load the spend" error={spend.error} onRetry={() => void spend.refetch()} />;
  return <SpendMonths key={spend.data.updatedAt} spend={spend.data} onDone={onDone} />;
}

function SpendMonths({ spend, onDone }: { spend: SpendYear; onDone: () => void }) {
  const save = useSaveChannelSpend();
  const [months, setMonths] = useState<TypedMonth[]>(() => spend.months.map((month) => ({ amount: month.amount === 0 ? '' : typedNumber(month.amount), note: month.note })));
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const amounts = months.map((month) => numberOrText(month.amount));
  const total = amounts.every((amount) => amount === null || typeof amount === 'number') ? sumAmounts(amounts.map((amount) => (typeof amount === 'number' ? amount : 0))) : null;

  const change = (index: number, patch: Partial<TypedMonth>) => setMonths((current) => current.map((month, at) => (at === index ? { ...month, ...patch } : month)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      year: spend.year,
      months: months.map((month, index) => ({ month: spend.months[index]!.month, amount: numberOrText(month.amount) ?? 0, note: month.note })),
      updatedAt: spend.updatedAt,
    };
    const parsed = spendInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setRefusal(null);
    try {
      await save.mutateAsync({ channelId: spend.channelId, input: parsed.data });
      toast.success('Spend saved');
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if (isStaleWrite(error)) setRefusal(`${errorMessage(error)} Close this and open the spend again.`);
      toast.error('Could not save the spend', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Spend ${spend.year}`} className="grid min-w-0 gap-4">
      {refusal && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}
      <ul className="grid gap-2">
        {months.map((month, index) => {
          const label = `${monthLabels[index]} ${spend.year}`;
          const amountError = errors[`months.${index}.amount`];
          const noteError = errors[`months.${index}.note`];
          return (
            <li key={label} className="grid min-w-0 gap-2 sm:grid-cols-[8rem_9rem_minmax(0,1fr)] sm:items-start">
              <span className="pt-2 text-sm font-medium">{monthLabels[index]}</span>
              <div className="grid gap-1">
                <Input
                  aria-label={`${label} spend ($)`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={month.amount}
                  aria-invalid={amountError ? true : undefined}
                  aria-describedby={amountError ? `spend-${index}-amount-error` : undefined}
                  onChange={(event) => change(index, { amount: event.target.value })}
                />
                {amountError && (
                  <p id={`spend-${index}-amount-error`} className="text-sm text-destructive">
                    {amountError}
                  </p>
                )}
              </div>
              <div className="grid gap-1">
                <Input
                  aria-label={`${label} note`}
                  autoComplete="off"
                  maxLength={200}
                  value={month.note}
                  placeholder="What it bought"
                  aria-invalid={noteError ? true : undefined}
                  onChange={(event) => change(index, { note: event.target.value })}
                />
                {noteError && <p className="text-sm text-destructive">{noteError}</p>}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-sm">
        <span className="text-muted-foreground">Year:</span> <span className="font-semibold tabular-nums">{money(total)}</span>
      </p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save spend
        </Button>
      </DialogFooter>
    </form>
  );
}
