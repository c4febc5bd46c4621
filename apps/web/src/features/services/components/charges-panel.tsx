import { chargeInputSchema, serviceMessages, type Charge, type ServiceDetail } from '@groundwork/domain/services';
import { Loader2Icon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { useDeleteCharge } from '../api/delete-charge';
import { useSaveCharge } from '../api/save-charge';
import { parseAmount } from '../rate-matrix-draft';
import { serviceFailure, serviceSuccess } from '../service-toasts';

/** Extra lines billed with the service: a dump fee, a trip charge. */
export function ChargesPanel({ service, canEdit }: { service: ServiceDetail; canEdit: boolean }) {
  const remove = useDeleteCharge();
  const [editing, setEditing] = useState<{ charge: Charge | null } | null>(null);
  const [deleting, setDeleting] = useState<Charge | null>(null);
  const charges = [...service.charges].sort((a, b) => a.order - b.order);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { serviceId: service.id, chargeId: deleting.id },
      {
        onSuccess: () => {
          setDeleting(null);
          serviceSuccess(serviceMessages.chargeDeleted);
        },
        onError: (error) => serviceFailure(serviceMessages.deleteChargeFailed, error),
      },
    );
  };

  return (
    <div className="grid gap-4">
      {charges.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">No extra charges.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Charges">
          {charges.map((charge) => (
            <li key={charge.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card px-4 py-3">
              <p className="min-w-0 flex-1 font-medium">{charge.description}</p>
              {!charge.taxable && <Badge variant="muted">Not taxable</Badge>}
              <p className="font-medium tabular-nums">{formatCurrency(charge.amount)}</p>
              {canEdit && (
                <div className="flex gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Edit charge ${charge.description}`} onClick={() => setEditing({ charge })}>
                    <PencilIcon aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Delete charge ${charge.description}`} onClick={() => setDeleting(charge)}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <div>
          <Button variant="outline" onClick={() => setEditing({ charge: null })}>
            <PlusIcon aria-hidden="true" />
            Add charge
          </Button>
        </div>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent className="sm:max-w-lg">
            <DialogHeader>
              <DialogTitle>{editing.charge ? 'Edit charge' : 'Add charge'}</DialogTitle>
              <DialogDescription>Billed as its own line whenever {service.name} is sold.</DialogDescription>
            </DialogHeader>
            <ChargeForm serviceId={service.id} charge={editing.charge} onDone={() => setEditing(null)} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this charge?"
        description={deleting ? `${deleting.description} (${formatCurrency(deleting.amount)})` : ''}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function ChargeForm({ serviceId, charge, onDone }: { serviceId: string; charge: Charge | null; onDone: () => void }) {
  const save = useSaveCharge();
  const [description, setDescription] = useState(charge?.description ?? '');
  const [amount, setAmount] = useState(charge ? String(charge.amount) : '');
  const [taxable, setTaxable] = useState(charge?.taxable ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const failedTitle = charge ? serviceMessages.updateChargeFailed : serviceMessages.addChargeFailed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { description, amount: parseAmount(amount), taxable };
    const parsed = chargeInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    save.mutate(
      { serviceId, chargeId: charge?.id, input },
      {
        onSuccess: () => {
          serviceSuccess(charge ? serviceMessages.chargeUpdated : serviceMessages.chargeAdded);
          onDone();
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.fieldErrors : {};
          setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([key, messages]) => [key, messages[0] ?? ''])));
          serviceFailure(failedTitle, error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={charge ? 'Edit charge' : 'Add charge'}>
      <InputField id="charge-description" label="Description" autoFocus value={description} error={errors.description} onChange={(event) => setDescription(event.target.value)} />
      <InputField id="charge-amount" label="Amount ($)" inputMode="decimal" value={amount} error={errors.amount} onChange={(event) => setAmount(event.target.value)} />
      <div className="flex items-center gap-2">
        <Checkbox id="charge-taxable" checked={taxable} onCheckedChange={(checked) => setTaxable(checked === true)} />
        <Label htmlFor="charge-taxable" className="font-normal">
          Taxable
        </Label>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {charge ? 'Save charge' : 'Add charge'}
        </Button>
      </DialogFooter>
    </form>
  );
}
