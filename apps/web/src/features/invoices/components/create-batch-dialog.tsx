import { batchGroupings, type BatchGrouping } from '@groundwork/domain/invoices';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/form-field';

export const batchGroupingLabels: Record<BatchGrouping, { label: string; hint: string }> = {
  per_customer: { label: 'One invoice per customer and property', hint: 'A client’s month of visits on one invoice.' },
  per_item: { label: 'One invoice per item', hint: 'Each visit, instalment or set of actuals on its own invoice.' },
};

export const ISSUE_DATE_REQUIRED_MESSAGE = 'Choose the issue date';

export type CreateBatchChoice = { grouping: BatchGrouping; issueDate: string; allowOverEstimate: boolean };

type CreateBatchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  /** Items chosen that are over the estimate and not capped: billed in full only when confirmed here. */
  overEstimateCount: number;
  today: string;
  busy: boolean;
  refusal: string | null;
  onConfirm: (choice: CreateBatchChoice) => void;
};

const drafts = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'draft' : 'drafts'}`;

/** How the chosen items become drafts: grouped per customer or one per item, on an issue date (today by default). */
export function CreateBatchDialog({ open, onOpenChange, ...props }: CreateBatchDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !props.busy && onOpenChange(next)}>
      {open && <CreateBatchContent {...props} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function CreateBatchContent({ count, overEstimateCount, today, busy, refusal, onConfirm, onClose }: Omit<CreateBatchDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const [grouping, setGrouping] = useState<BatchGrouping>('per_customer');
  const [issueDate, setIssueDate] = useState(today);
  const [allowOverEstimate, setAllowOverEstimate] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Create drafts</DialogTitle>
        <DialogDescription>
          {count.toLocaleString('en-US')} {count === 1 ? 'item' : 'items'} chosen. Drafts can be checked before anything is sent.
        </DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!issueDate) {
            setError(ISSUE_DATE_REQUIRED_MESSAGE);
            return;
          }
          onConfirm({ grouping, issueDate, allowOverEstimate });
        }}
      >
        <fieldset className="grid gap-2 text-sm">
          <legend className="mb-1 font-medium">Group</legend>
          {batchGroupings.map((value) => (
            <label key={value} className="flex items-start gap-2">
              <input type="radio" name="batch-grouping" className="mt-1" checked={grouping === value} disabled={busy} onChange={() => setGrouping(value)} />
              <span>
                {batchGroupingLabels[value].label}
                <span className="block text-muted-foreground">{batchGroupingLabels[value].hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <InputField
          id="batch-issue-date"
          label="Issue date"
          type="date"
          value={issueDate}
          error={error}
          disabled={busy}
          onChange={(event) => {
            setIssueDate(event.target.value);
            setError(undefined);
          }}
        />
        {overEstimateCount > 0 && (
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1" checked={allowOverEstimate} disabled={busy} onChange={(event) => setAllowOverEstimate(event.target.checked)} />
            <span>
              Bill the {overEstimateCount === 1 ? 'item' : `${overEstimateCount} items`} over the estimate in full
              <span className="block text-muted-foreground">Left unticked, they are skipped and stay on the list.</span>
            </span>
          </label>
        )}
        {refusal && (
          <Alert variant="destructive" role="alert">
            <AlertCircleIcon aria-hidden="true" />
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {busy ? 'Creating…' : `Create ${drafts(count)}`}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
