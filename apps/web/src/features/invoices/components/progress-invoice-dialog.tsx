import { type CreateProgressInvoiceInput } from '@groundwork/domain/invoices';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { paths } from '@/lib/paths';
import { numberOrText } from '@/lib/typed-number';
import { useCreateProgressInvoice } from '../api/create-progress-invoice';
import { idempotencyKeys } from '@/lib/idempotency-keys';

export type ProgressStage = 'deposit' | 'progress' | 'final';

const titles: Record<ProgressStage, string> = { deposit: 'Deposit invoice', progress: 'Progress invoice', final: 'Final invoice' };
const descriptions: Record<ProgressStage, string> = {
  deposit: 'A draft for part of the approved total, asked before the work starts.',
  progress: 'A draft for part of the approved total, as the work goes on.',
  final: 'A draft for the approved total with approved changes, less every deposit and progress invoice so far.',
};

type ProgressInvoiceDialogProps = {
  jobId: string;
  stage: ProgressStage | null;
  /** What is left of what was approved, before tax. */
  remaining: number;
  onOpenChange: (open: boolean) => void;
};

/** Deposit, progress or final invoice for a job billed by deposit and progress: the draft made is opened. */
export function ProgressInvoiceDialog({ jobId, stage, remaining, onOpenChange }: ProgressInvoiceDialogProps) {
  const create = useCreateProgressInvoice();
  return (
    <Dialog open={stage !== null} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      {stage && <ProgressContent jobId={jobId} stage={stage} remaining={remaining} create={create} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ProgressContent({
  jobId,
  stage,
  remaining,
  create,
  onClose,
}: {
  jobId: string;
  stage: ProgressStage;
  remaining: number;
  create: ReturnType<typeof useCreateProgressInvoice>;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const keyFor = useRef(idempotencyKeys()).current;
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [issueDate, setIssueDate] = useState('');
  const [allowOver, setAllowOver] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refusedOver, setRefusedOver] = useState(false);

  const submit = () => {
    const typed = numberOrText(value);
    if (stage !== 'final' && typed === null) {
      setErrors({ value: kind === 'percent' ? 'Enter a percent' : 'Enter an amount' });
      return;
    }
    const input: CreateProgressInvoiceInput =
      stage === 'final'
        ? { stage, issueDate: issueDate || undefined }
        : {
            stage,
            portion: (kind === 'percent' ? { percent: typed } : { amount: typed }) as { percent: number } | { amount: number },
            allowOverApproved: allowOver,
            issueDate: issueDate || undefined,
          };
    setErrors({});
    setRefusal(null);
    create.mutate(
      { jobId, input, idempotencyKey: keyFor(input) },
      {
        onSuccess: (invoice) => {
          toast.success(`${titles[stage]} drafted`);
          onClose();
          void navigate(paths.invoice(invoice.id));
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
            const fieldErrors = error.fieldErrors;
            const first = (prefix: string) => Object.entries(fieldErrors).find(([key]) => key.startsWith(prefix))?.[1][0];
            setErrors({ value: first('portion') ?? '', issueDate: first('issueDate') ?? '' });
            return;
          }
          // Beyond what is left is refused unless the office says so; the box to say so shows then.
          if (isApiError(error) && error.status === 422 && stage !== 'final') setRefusedOver(true);
          setRefusal(errorMessage(error));
        },
      },
    );
  };

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{titles[stage]}</DialogTitle>
        <DialogDescription>
          {descriptions[stage]} Left to invoice: {formatCurrency(remaining)}.
        </DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {stage !== 'final' && (
          <>
            <fieldset className="flex flex-wrap gap-4 text-sm">
              <legend className="mb-1 font-medium">Invoice</legend>
              <label className="flex items-center gap-2">
                <input type="radio" name="progress-kind" checked={kind === 'percent'} onChange={() => setKind('percent')} />
                A percent of the approved total
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name="progress-kind" checked={kind === 'amount'} onChange={() => setKind('amount')} />
                An amount
              </label>
            </fieldset>
            <InputField
              id="progress-value"
              label={kind === 'percent' ? 'Percent' : 'Amount ($)'}
              inputMode="decimal"
              autoComplete="off"
              value={value}
              error={errors.value || undefined}
              disabled={create.isPending}
              onChange={(event) => {
                setValue(event.target.value);
                setErrors({});
              }}
            />
          </>
        )}
        <InputField
          id="progress-issue-date"
          label="Issue date"
          hint="Today when left blank."
          type="date"
          value={issueDate}
          error={errors.issueDate || undefined}
          disabled={create.isPending}
          onChange={(event) => setIssueDate(event.target.value)}
        />
        {refusal && (
          <Alert variant="destructive" role="alert">
            <AlertCircleIcon aria-hidden="true" />
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        )}
        {refusedOver && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={allowOver} onChange={(event) => setAllowOver(event.target.checked)} />
            Invoice it anyway, beyond what the client approved
          </label>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Create draft
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
