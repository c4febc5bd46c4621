import { leadStatuses, leadStatusLabels, suggestedLostReasons, type Lead, type LeadStatus } from '@groundwork/domain/leads';
import { CheckIcon, Loader2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useUpdateLead } from '../api/update-lead';
import { leadToForm, toLeadUpdateBody } from '../lead-form-values';

/** new → contacted → estimate sent → won / lost: one click moves the lead; lost asks why. */
export function LeadPipeline({ lead }: { lead: Lead }) {
  const updateLead = useUpdateLead();
  const reasonsId = useId();
  const [losing, setLosing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [pending, setPending] = useState<LeadStatus | null>(null);

  const move = (status: LeadStatus, lostReason = '') => {
    setPending(status);
    const values = { ...leadToForm(lead), status, lostReason };
    updateLead.mutate(
      { id: lead.id, input: toLeadUpdateBody(values, lead.updatedAt) },
      {
        onSuccess: () => {
          toast.success(`Lead marked ${leadStatusLabels[status].toLowerCase()}`);
          setLosing(false);
        },
        onError: (error) => {
          const message = isApiError(error) && error.status === 409 ? 'Someone else changed this lead. Reload the page to see their changes.' : errorMessage(error);
          if (isApiError(error) && error.fieldErrors.lostReason?.[0]) setReasonError(error.fieldErrors.lostReason[0]);
          toast.error('Failed to update lead', { description: message });
        },
        onSettled: () => setPending(null),
      },
    );
  };

  const confirmLost = () => {
    if (!reason.trim()) {
      setReasonError('Enter the reason the lead was lost');
      return;
    }
    move('lost', reason.trim());
  };

  const current = leadStatuses.indexOf(lead.status);
  return (
    <div className="grid gap-3">
      <ol className="flex flex-wrap gap-2" aria-label="Pipeline status">
        {leadStatuses.map((status, index) => {
          const active = status === lead.status;
          const done = lead.status !== 'lost' && index < current && status !== 'lost';
          return (
            <li key={status}>
              <Button
                size="sm"
                variant={active ? 'default' : 'outline'}
                aria-current={active ? 'step' : undefined}
                className={cn(done && 'border-success/40 text-success-strong')}
                disabled={active || updateLead.isPending || lead.convertedCustomerId !== null}
                onClick={() => (status === 'lost' ? (setReason(''), setReasonError(undefined), setLosing(true)) : move(status))}
              >
                {pending === status ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : done ? <CheckIcon aria-hidden="true" /> : null}
                {leadStatusLabels[status]}
              </Button>
            </li>
          );
        })}
      </ol>
      {lead.status === 'lost' && lead.lostReason && <p className="text-sm text-muted-foreground">Lost: {lead.lostReason}</p>}
      <Dialog open={losing} onOpenChange={(open) => !updateLead.isPending && setLosing(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Mark this lead lost</DialogTitle>
            <DialogDescription>Why was it lost? The reason helps you see where work slips away.</DialogDescription>
          </DialogHeader>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              confirmLost();
            }}
          >
            <Field id="lead-lost-reason-dialog" label="Lost reason" error={reasonError}>
              <Input {...fieldA11y('lead-lost-reason-dialog', reasonError)} list={reasonsId} value={reason} onChange={(event) => setReason(event.target.value)} autoFocus />
            </Field>
            <datalist id={reasonsId}>
              {suggestedLostReasons.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
            <DialogFooter>
              <Button variant="outline" onClick={() => setLosing(false)} disabled={updateLead.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={updateLead.isPending}>
                {updateLead.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                Mark lost
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
