import { createOverheadCategoryItemInputSchema, type OverheadCategoryItem } from '@groundwork/domain/overhead';
import { Loader2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { parseAmount } from '../budget-draft';
import { useCreateOverheadCategoryItem } from '../api/create-overhead-category-item';
import { useUpdateOverheadCategoryItem } from '../api/update-overhead-category-item';

type OverheadItemDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categoryId: string;
  categoryName: string;
  /** The item being edited; null adds one. */
  item: OverheadCategoryItem | null;
};

/** Add or edit one overhead item: what it is and what it costs a year. */
export function OverheadItemDialog({ open, onOpenChange, categoryId, categoryName, item }: OverheadItemDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{item ? 'Edit item' : 'Add item'}</DialogTitle>
            <DialogDescription>An overhead cost in {categoryName}, in dollars a year.</DialogDescription>
          </DialogHeader>
          <ItemForm key={item?.id ?? 'new'} categoryId={categoryId} item={item} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ItemForm({ categoryId, item, onDone }: { categoryId: string; item: OverheadCategoryItem | null; onDone: () => void }) {
  const create = useCreateOverheadCategoryItem();
  const update = useUpdateOverheadCategoryItem();
  const [name, setName] = useState(item?.name ?? '');
  const [amount, setAmount] = useState(item ? String(item.annualAmount) : '');
  const [notes, setNotes] = useState(item?.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createOverheadCategoryItemInputSchema.safeParse({ categoryId, name, annualAmount: parseAmount(amount), notes });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      if (item) {
        await update.mutateAsync({ id: item.id, input: { ...parsed.data, updatedAt: item.updatedAt } });
        toast.success('Item updated');
      } else {
        await create.mutateAsync(parsed.data);
        toast.success('Item added');
      }
      onDone();
    } catch (error) {
      if (isApiError(error)) setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([path, messages]) => [path, messages[0] ?? ''])));
      toast.error(item ? 'Failed to update item' : 'Failed to add item', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-label={item ? 'Edit item' : 'Add item'}>
      <InputField id="item-name" label="Name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} autoComplete="off" />
      <InputField id="item-amount" label="Annual amount ($)" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} error={errors.annualAmount} autoComplete="off" />
      <FormField id="item-notes" label="Notes" error={errors.notes}>
        {(control) => <Textarea {...control} rows={2} value={notes} onChange={(event) => setNotes(event.target.value)} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {item ? 'Save item' : 'Add item'}
        </Button>
      </DialogFooter>
    </form>
  );
}
