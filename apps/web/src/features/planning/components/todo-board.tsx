import { isTodoOverdue, type PlanningPerson, type Todo } from '@groundwork/domain/planning';
import { ListTodoIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate, formatShortDay } from '@/lib/format';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { useDeleteTodo, useUpdateTodo } from '../api/change-plan';
import { useTodos, type TodoFilter } from '../api/get-planning';
import { TodoDialog } from './todo-dialog';

/**
 * The company's to-dos (the same ones the weekly meeting reviews): open ones by due date with the overdue marked,
 * or the done ones; everyone's or only mine. Leaders add, change and remove any; an owner closes and changes their own.
 */
export function TodoBoard({ people }: { people: readonly PlanningPerson[] }) {
  const [status, setStatus] = useState<TodoFilter['status']>('open');
  const [mine, setMine] = useState(false);
  const [userId, setUserId] = useState<string | null>(null);
  const todos = useTodos({ status, ownerUserId: mine ? userId : null });
  const [editing, setEditing] = useState<Todo | 'new' | null>(null);
  const [removing, setRemoving] = useState<Todo | null>(null);
  const update = useUpdateTodo();
  const remove = useDeleteTodo();
  const timeZone = useCompanyTimeZone();
  const data = todos.data;
  if (data && data.userId !== userId) setUserId(data.userId);

  const mayChange = (todo: Todo) => data !== undefined && (data.canManage || (todo.ownerUserId !== null && todo.ownerUserId === data.userId));

  const setDone = (todo: Todo, done: boolean) =>
    update.mutate(
      { id: todo.id, input: { title: todo.title, ownerUserId: todo.ownerUserId ?? '', dueDate: todo.dueDate, done, updatedAt: todo.updatedAt } },
      {
        onSuccess: () => toast.success(done ? `“${todo.title}” done` : `“${todo.title}” open again`),
        onError: (error) => toast.error('Could not change the to-do', { description: errorMessage(error) }),
      },
    );

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(`“${removing.title}” removed`);
      setRemoving(null);
    } catch (error) {
      toast.error('Could not remove the to-do', { description: errorMessage(error) });
    }
  };

  return (
    <section className="grid min-w-0 gap-3" aria-labelledby="todos-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="todos-heading" className="text-lg font-semibold">
            To-dos
          </h2>
          <p className="text-sm text-muted-foreground">One person, one thing, done within the week. The weekly meeting reviews them.</p>
        </div>
        {data?.canManage && (
          <Button onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden="true" />
            Add a to-do
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Which to-dos">
        {(['open', 'done'] as const).map((each) => (
          <Button key={each} size="sm" variant={status === each ? 'default' : 'outline'} aria-pressed={status === each} onClick={() => setStatus(each)}>
            {each === 'open' ? 'Open' : 'Done'}
          </Button>
        ))}
        <Button size="sm" variant={mine ? 'default' : 'outline'} aria-pressed={mine} disabled={userId === null} onClick={() => setMine((value) => !value)}>
          Mine
        </Button>
      </div>
      {todos.isPending ? (
        <LoadingRows label="Loading the to-dos" />
      ) : todos.isError ? (
        <LoadError title="Could not load the to-dos" error={todos.error} onRetry={() => void todos.refetch()} />
      ) : data!.todos.length === 0 ? (
        <EmptyState
          icon={<ListTodoIcon />}
          title={status === 'open' ? (mine ? 'You have no open to-dos.' : 'No open to-dos.') : mine ? 'You have not closed a to-do yet.' : 'No to-do is done yet.'}
          description={status === 'open' && data!.canManage ? 'Add one for each thing someone promised to do this week.' : undefined}
        />
      ) : (
        <ul className="grid gap-2" aria-label={status === 'open' ? 'Open to-dos' : 'Done to-dos'}>
          {data!.todos.map((todo) => {
            const overdue = isTodoOverdue(todo, data!.today);
            const changeable = mayChange(todo);
            return (
              <li
                key={todo.id}
                className={cn('flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-card px-3 py-2.5', overdue ? 'border-destructive/40 bg-destructive-soft/40' : 'border-border')}
              >
                {changeable ? (
                  <Checkbox
                    checked={todo.doneAt !== null}
                    disabled={update.isPending || todo.ownerUserId === null}
                    onCheckedChange={(checked) => setDone(todo, checked === true)}
                    aria-label={`${todo.title} done`}
                  />
                ) : (
                  <span className="sr-only">{todo.doneAt ? 'Done:' : 'Open:'}</span>
                )}
                <span className={cn('min-w-0 flex-1 basis-48 break-words', todo.doneAt && 'text-muted-foreground line-through')}>{todo.title}</span>
                <span className="text-sm text-muted-foreground">{todo.ownerName ?? 'No owner'}</span>
                <span className={cn('text-sm text-muted-foreground tabular-nums', overdue && 'font-medium text-destructive')}>
                  {todo.doneAt ? `Done ${formatDate(todo.doneAt, timeZone)}` : `Due ${formatShortDay(todo.dueDate)}`}
                </span>
                {overdue && <Badge variant="destructive">Overdue</Badge>}
                {!changeable && todo.doneAt !== null && <Badge variant="success">Done</Badge>}
                {(changeable || data!.canManage) && (
                  <div className="ml-auto flex shrink-0">
                    {changeable && (
                      <Button variant="ghost" size="icon" aria-label={`Edit ${todo.title}`} onClick={() => setEditing(todo)}>
                        <PencilIcon aria-hidden="true" />
                      </Button>
                    )}
                    {data!.canManage && (
                      <Button variant="ghost" size="icon" aria-label={`Remove ${todo.title}`} onClick={() => setRemoving(todo)}>
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {data && (
        <TodoDialog
          todo={editing}
          today={data.today}
          people={people}
          canChooseOwner={data.canManage}
          defaultOwnerUserId={data.userId}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove “${removing?.title ?? ''}”?`}
        description="It leaves the to-do list and the weekly meeting’s review."
        confirmLabel="Remove to-do"
        busyLabel="Removing…"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </section>
  );
}
