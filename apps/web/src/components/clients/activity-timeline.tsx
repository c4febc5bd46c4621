import { noteInputSchema, type Activity, type NoteInput } from '@groundwork/domain/customers';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDateTime } from '@/lib/format';

const kindLabels: Record<Activity['kind'], string> = {
  created: 'Created',
  edited: 'Edited',
  converted: 'Converted',
  note: 'Note',
  archived: 'Archived',
  imported: 'Imported',
  job_requested: 'Job requested',
};

type ActivityTimelineProps = {
  /** Id of the note box, unique on the page: 'customer-note', 'lead-note'. */
  noteId: string;
  /** The client's activities, newest first. */
  activities: UseQueryResult<Activity[]>;
  /** Saves the note (a mutation's `mutate` for this client), calling back when it settles. */
  onAddNote: (input: NoteInput, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  /** True while a note is being saved. */
  isAddingNote: boolean;
};

/** Notes and history of one client (customer or lead), newest first, with a box to add a note. */
export function ActivityTimeline({ noteId, activities, onAddNote, isAddingNote }: ActivityTimelineProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(noteInputSchema), defaultValues: { text: '' } });

  const onSubmit = handleSubmit((input) => {
    onAddNote(input, {
      onSuccess: () => {
        reset({ text: '' });
        toast.success('Note added');
      },
      onError: (error) => toast.error('Failed to add note', { description: errorMessage(error) }),
    });
  });

  return (
    <div className="grid gap-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-3">
        <FormField id={noteId} label="Add a note" error={errors.text?.message}>
          {(control) => <Textarea {...control} rows={3} placeholder="Called about spring clean-up; prefers mornings." {...register('text')} />}
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" disabled={isAddingNote}>
            {isAddingNote && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Add note
          </Button>
        </div>
      </form>
      <ActivityList query={activities} />
    </div>
  );
}

function ActivityList({ query }: { query: UseQueryResult<Activity[]> }) {
  const timeZone = useCompanyTimeZone();
  if (query.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-label="Loading activity">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertCircleIcon aria-hidden="true" />
        <AlertTitle>Could not load the activity</AlertTitle>
        <AlertDescription>{errorMessage(query.error)}</AlertDescription>
      </Alert>
    );
  }
  if (query.data.length === 0) return <p className="text-sm text-muted-foreground">No activity yet.</p>;
  return (
    <ol className="grid gap-3" aria-label="Activity">
      {query.data.map((activity) => (
        <li key={activity.id} className="rounded-lg border border-border bg-card p-4">
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            <span className="font-semibold text-foreground">{kindLabels[activity.kind]}</span>
            <span>{formatDateTime(activity.createdAt, timeZone)}</span>
            {activity.createdByName && <span>by {activity.createdByName}</span>}
          </p>
          <p className="mt-1 text-sm whitespace-pre-wrap text-foreground">{activity.text}</p>
        </li>
      ))}
    </ol>
  );
}
