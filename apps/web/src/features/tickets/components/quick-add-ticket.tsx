import { createTicketInputSchema, TICKET_CREATE_FAILED, ticketLabel, type CreateTicketInput } from '@groundwork/domain/tickets';
import { Loader2Icon, PlusIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { domainResolver } from '@/lib/domain-resolver';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { useCreateTicket } from '../api/create-ticket';
import { assigneeIds } from '../ticket-format';
import type { NamedOption } from '../ticket-options';
import { AssigneeOptions } from './assignee-options';

type QuickAddValues = { title: string; assignee: string; dueDate: string };
const quickAddFields = ['title', 'assignee', 'dueDate'] as const;
const emptyQuickAdd: QuickAddValues = { title: '', assignee: '', dueDate: '' };

function quickAddBody(values: QuickAddValues): CreateTicketInput {
  const { assigneeEmployeeId, assigneeCrewId } = assigneeIds(values.assignee);
  return {
    title: values.title,
    ...(assigneeEmployeeId ? { assigneeEmployeeId } : {}),
    ...(assigneeCrewId ? { assigneeCrewId } : {}),
    ...(values.dueDate ? { dueDate: values.dueDate } : {}),
  };
}

/** The request's field that a form field shows the messages of. */
const serverName = (field: keyof QuickAddValues) => (field === 'assignee' ? 'assigneeEmployeeId' : field);

/**
 * Type what needs doing and press Enter: an open task, assigned and dated if chosen. The title is cleared and keeps
 * focus for the next one; a refused one keeps what was typed, with the reason under its field.
 */
export function QuickAddTicket({ employees, crews }: { employees: readonly NamedOption[]; crews: readonly NamedOption[] }) {
  const createTicket = useCreateTicket();
  // One key generator for the life of the form: a retry of the same body reuses its key.
  const [keyFor] = useState(idempotencyKeys);
  const resolver = useMemo(() => domainResolver<QuickAddValues, CreateTicketInput>(createTicketInputSchema, quickAddBody), []);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    getValues,
    formState: { errors },
  } = useForm<QuickAddValues>({ resolver, defaultValues: emptyQuickAdd });
  const busy = createTicket.isPending;

  const onSubmit = handleSubmit((values) => {
    // Enter pressed again while the first one is on its way adds nothing more.
    if (busy) return;
    const input = quickAddBody(values);
    createTicket.mutate(
      { input, idempotencyKey: keyFor(input) },
      {
        onSuccess: (ticket) => {
          toast.success(`${ticketLabel(ticket.number)} added`, { description: ticket.title });
          // The assignee and date stay: several tasks for the same person are often typed in a row.
          reset({ ...getValues(), title: '' });
          setFocus('title');
        },
        onError: (error) => {
          // The server names the crew when both were sent; here one control holds either.
          const onField = applyServerFieldErrors(error, setError, quickAddFields, serverName) || applyServerFieldErrors(error, setError, ['assignee'], () => 'assigneeCrewId');
          toast.error(TICKET_CREATE_FAILED, { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Quick add a task" className="grid gap-3 rounded-xl border border-border bg-card p-3 shadow-xs sm:p-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,1fr)_13rem_10.5rem_auto] md:items-start">
        <FormField id="quick-add-title" label="New task" error={errors.title?.message} className="col-span-2 md:col-span-1">
          {(control) => <Input {...control} placeholder="What needs doing? Press Enter to add" autoComplete="off" {...register('title')} />}
        </FormField>
        <FormField id="quick-add-assignee" label="Assign to" error={errors.assignee?.message}>
          {(control) => <AssigneeOptions {...control} employees={employees} crews={crews} emptyLabel="Nobody yet" {...register('assignee')} />}
        </FormField>
        <FormField id="quick-add-due" label="Due date" error={errors.dueDate?.message}>
          {(control) => <Input {...control} type="date" {...register('dueDate')} />}
        </FormField>
        <Button type="submit" className="col-span-2 md:col-span-1 md:mt-7" disabled={busy}>
          {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
          Add task
        </Button>
      </div>
    </form>
  );
}
