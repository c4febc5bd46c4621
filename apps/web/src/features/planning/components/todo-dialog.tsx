import { defaultTodoDue, todoInputSchema, type PlanningPerson, type Todo } from '@groundwork/domain/planning';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { useCreateTodo, useUpdateTodo } from '../api/change-plan';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';

type TodoDialogProps = {
  /** The to-do being changed, 'new' to add one, null when closed. */
  todo: Todo | 'new' | null;
  today: string;
  people: readonly PlanningPerson[];
  /** Leaders hand a to-do to anyone; an owner changing their own keeps it. */
  canChooseOwner: boolean;
  /** Who a new to-do goes to unless another is chosen. */
  defaultOwnerUserId: string;
  onClose: () => void;
};

/** Add or change a to-do: one person, one thing, due within the week unless another day is chosen. */
export function TodoDialog({ todo, today, people, canChooseOwner, defaultOwnerUserId, onClose }: TodoDialogProps) {
  const editing = todo === 'new' ? null : todo;
  return (
    <Dialog open={todo !== null} onOpenChange={(open) => !open && onClose()}>
      {todo !== null && (
        <DialogContent className="max-w-lg overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit to-do' : 'Add a to-do'}</DialogTitle>
            <DialogDescription>Something one person will get done within the week. The weekly meeting checks it off.</DialogDescription>
          </DialogHeader>
          <TodoForm
            key={editing?.id ?? 'new'}
            todo={editing}
            today={today}
            people={people}
            canChooseOwner={canChooseOwner}
            defaultOwnerUserId={defaultOwnerUserId}
            onDone={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

type TodoFormProps = Omit<TodoDialogProps, 'todo' | 'onClose'> & { todo: Todo | null; onDone: () => void };

function TodoForm({ todo, today, people, canChooseOwner, defaultOwnerUserId, onDone }: TodoFormProps) {
  const create = useCreateTodo();
  const update = useUpdateTodo();
  const [title, setTitle] = useState(todo?.title ?? '');
  const [ownerUserId, setOwner] = useState(todo ? (todo.ownerUserId ?? '') : defaultOwnerUserId);
  const [dueDate, setDueDate] = useState(todo?.dueDate ?? defaultTodoDue(today));
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;
  const owner = people.find((person) => person.id === ownerUserId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = todoInputSchema.safeParse({ title, ownerUserId, dueDate, done: todo ? todo.doneAt !== null : false });
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setRefusal(null);
    try {
      if (todo) {
        await update.mutateAsync({ id: todo.id, input: { ...parsed.data, updatedAt: todo.updatedAt } });
        toast.success('To-do saved');
      } else {
        await create.mutateAsync(parsed.data);
        toast.success('To-do added');
      }
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if (isStaleWrite(error)) setRefusal(errorMessage(error));
      toast.error(todo ? 'Could not save the to-do' : 'Could not add the to-do', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4" aria-label={todo ? 'Edit to-do' : 'Add a to-do'}>
      {refusal && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}
      <InputField id="todo-title" label="To-do" value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} autoComplete="off" maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="todo-owner" label="Owner" error={errors.ownerUserId} hint={canChooseOwner ? undefined : 'Only an admin or an office manager hands a to-do to someone else.'}>
          {(control) =>
            canChooseOwner ? (
              <NativeSelect {...control} value={ownerUserId} onChange={(event) => setOwner(event.target.value)}>
                <option value="">Choose who owns it</option>
                {people.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <NativeSelect {...control} value={ownerUserId} disabled>
                <option value={ownerUserId}>{owner?.name ?? todo?.ownerName ?? 'You'}</option>
              </NativeSelect>
            )
          }
        </FormField>
        <InputField
          id="todo-due"
          label="Due date"
          type="date"
          value={dueDate}
          onChange={(event) => setDueDate(event.target.value)}
          error={errors.dueDate}
          hint={todo ? undefined : 'A week from today unless you choose another day.'}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {todo ? 'Save to-do' : 'Add to-do'}
        </Button>
      </DialogFooter>
    </form>
  );
}
