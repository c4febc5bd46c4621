import { solveIssueInputSchema, type Issue } from '@groundwork/domain/meetings';
import type { PlanningPerson } from '@groundwork/domain/planning';
import { Loader2Icon, PlusIcon, XIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/field-errors';
import { useSolveIssue } from '../api/issues';

type TodoRow = { title: string; ownerUserId: string; dueDate: string };

type SolveIssueDialogProps = {
  issue: Issue | null;
  onClose: () => void;
  people: readonly PlanningPerson[];
  meetingId: string | null;
};

/** Solve an issue: say what was decided, and make the to-dos that carry it out (due in a week unless a day is set). */
export function SolveIssueDialog({ issue, onClose, people, meetingId }: SolveIssueDialogProps) {
  return (
    <Dialog open={issue !== null} onOpenChange={(open) => !open && onClose()}>
      {issue && (
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>Solve “{issue.title}”</DialogTitle>
            <DialogDescription>An issue is solved when someone owns what happens next: a to-do due within a week.</DialogDescription>
          </DialogHeader>
          <SolveForm key={issue.id} issue={issue} people={people} meetingId={meetingId} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function SolveForm({ issue, people, meetingId, onDone }: { issue: Issue; people: readonly PlanningPerson[]; meetingId: string | null; onDone: () => void }) {
  const solve = useSolveIssue();
  const [resolution, setResolution] = useState('');
  const [todos, setTodos] = useState<TodoRow[]>([{ title: '', ownerUserId: issue.ownerUserId ?? '', dueDate: '' }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (index: number, patch: Partial<TodoRow>) => setTodos((rows) => rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Rows left blank are not to-dos.
    const rows = todos.filter((row) => row.title.trim() !== '' || row.ownerUserId !== '');
    const input = { resolution, meetingId, todos: rows.map((row) => ({ title: row.title, ownerUserId: row.ownerUserId, dueDate: row.dueDate })) };
    const parsed = solveIssueInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const problem of parsed.error.issues) {
        const key = problem.path[0] === 'todos' ? `todos.${String(problem.path[1])}.${String(problem.path[2])}` : String(problem.path[0]);
        next[key] ??= problem.path[2] === 'ownerUserId' ? 'Choose who owns it' : problem.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const solved = await solve.mutateAsync({ id: issue.id, input: parsed.data });
      toast.success('Issue solved', { description: solved.todoIds.length === 0 ? undefined : `${solved.todoIds.length} ${solved.todoIds.length === 1 ? 'to-do' : 'to-dos'} made` });
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast.error('Could not solve the issue', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-label="Solve the issue">
      <FormField id="solve-resolution" label="What was decided" error={errors.resolution}>
        {(control) => <Textarea {...control} rows={3} value={resolution} onChange={(event) => setResolution(event.target.value)} />}
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">To-dos</legend>
        {todos.map((row, index) => (
          <div key={index} className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[1fr_10rem_9.5rem_auto] sm:items-start">
            <div>
              <Input aria-label={`To-do ${index + 1}`} placeholder="What will be done" value={row.title} onChange={(event) => change(index, { title: event.target.value })} aria-invalid={Boolean(errors[`todos.${index}.title`])} />
              {errors[`todos.${index}.title`] && <p className="mt-1 text-xs text-destructive">{errors[`todos.${index}.title`]}</p>}
            </div>
            <div>
              <NativeSelect aria-label={`Owner of to-do ${index + 1}`} value={row.ownerUserId} onChange={(event) => change(index, { ownerUserId: event.target.value })} aria-invalid={Boolean(errors[`todos.${index}.ownerUserId`])}>
                <option value="">Who</option>
                {people.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </NativeSelect>
              {errors[`todos.${index}.ownerUserId`] && <p className="mt-1 text-xs text-destructive">{errors[`todos.${index}.ownerUserId`]}</p>}
            </div>
            <Input type="date" aria-label={`Due date of to-do ${index + 1} (a week from today if empty)`} value={row.dueDate} onChange={(event) => change(index, { dueDate: event.target.value })} />
            <Button type="button" variant="ghost" size="icon" aria-label={`Remove to-do ${index + 1}`} onClick={() => setTodos((rows) => rows.filter((_, at) => at !== index))}>
              <XIcon aria-hidden="true" />
            </Button>
          </div>
        ))}
        {errors.todos && <p className="text-sm text-destructive">{errors.todos}</p>}
        <Button type="button" variant="outline" size="sm" className="justify-self-start" disabled={todos.length >= 10} onClick={() => setTodos((rows) => [...rows, { title: '', ownerUserId: '', dueDate: '' }])}>
          <PlusIcon aria-hidden="true" />
          Add a to-do
        </Button>
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={solve.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={solve.isPending}>
          {solve.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Mark solved
        </Button>
      </DialogFooter>
    </form>
  );
}
