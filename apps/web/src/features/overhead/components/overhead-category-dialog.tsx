import { createOverheadCategoryInputSchema, operatingExpenseLabels, operatingExpenseLines, type OperatingExpenseLine, type OverheadCategory } from '@groundwork/domain/overhead';
import { Loader2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateOverheadCategory } from '../api/create-overhead-category';
import { useUpdateOverheadCategory } from '../api/update-overhead-category';

type OverheadCategoryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category being renamed; null adds one. */
  category: OverheadCategory | null;
};

/** Add a category of overhead items, or rename one; each feeds one operating expense line of the budget. */
export function OverheadCategoryDialog({ open, onOpenChange, category }: OverheadCategoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{category ? 'Edit category' : 'Add category'}</DialogTitle>
            <DialogDescription>Group overhead items (policies, contracts, subscriptions) under the budget line they add up to.</DialogDescription>
          </DialogHeader>
          <CategoryForm key={category?.id ?? 'new'} category={category} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function CategoryForm({ category, onDone }: { category: OverheadCategory | null; onDone: () => void }) {
  const create = useCreateOverheadCategory();
  const update = useUpdateOverheadCategory();
  const [name, setName] = useState(category?.name ?? '');
  const [line, setLine] = useState<OperatingExpenseLine | ''>(category?.operatingExpenseLine ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createOverheadCategoryInputSchema.safeParse({ name, operatingExpenseLine: line || undefined, description });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      if (category) {
        await update.mutateAsync({ id: category.id, input: { ...parsed.data, updatedAt: category.updatedAt } });
        toast.success('Category updated');
      } else {
        await create.mutateAsync(parsed.data);
        toast.success('Category added');
      }
      onDone();
    } catch (error) {
      if (isApiError(error)) {
        const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).map(([path, messages]) => [path, messages[0] ?? '']));
        if (error.status === 409 && Object.keys(fieldErrors).length === 0 && /name/i.test(error.message)) fieldErrors.name = error.message;
        setErrors(fieldErrors);
      }
      toast.error(category ? 'Failed to update category' : 'Failed to add category', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-label={category ? 'Edit category' : 'Add category'}>
      <InputField id="category-name" label="Name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} autoComplete="off" />
      <FormField id="category-line" label="Budget line" error={errors.operatingExpenseLine} hint="The operating expense line this category's items add up to.">
        {(control) => (
          <NativeSelect {...control} value={line} onChange={(event) => setLine(event.target.value as OperatingExpenseLine | '')}>
            <option value="">Choose a line</option>
            {operatingExpenseLines.map((key) => (
              <option key={key} value={key}>
                {operatingExpenseLabels[key]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id="category-description" label="Description" error={errors.description}>
        {(control) => <Textarea {...control} rows={2} value={description} onChange={(event) => setDescription(event.target.value)} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {category ? 'Save category' : 'Add category'}
        </Button>
      </DialogFooter>
    </form>
  );
}
