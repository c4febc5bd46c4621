import type { DevelopmentPeople, OneOnOne, OneOnOneCommitment, OneOnOneList } from '@groundwork/domain/people-development';
import type { PlanningPerson } from '@groundwork/domain/planning';
import { MessagesSquareIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDay, formatShortDay } from '@/lib/format';
import { useDeleteOneOnOne } from '../api/one-on-ones';
import { OneOnOneForm } from './one-on-one-form';

type Editing = { kind: 'new' } | { kind: 'edit'; meeting: OneOnOne } | null;

function CommitmentState({ commitment, today }: { commitment: OneOnOneCommitment; today: string }) {
  if (commitment.todoDeleted) return <Badge variant="muted">To-do deleted</Badge>;
  if (commitment.done) return <Badge variant="success">Done</Badge>;
  if (commitment.dueDate < today) return <Badge variant="destructive">Overdue</Badge>;
  return <Badge variant="outline">Open</Badge>;
}

type OneOnOnesBoardProps = {
  list: OneOnOneList;
  people: DevelopmentPeople;
  owners: readonly PlanningPerson[];
  /** The employee whose one-on-ones are shown, or null for everyone's. */
  employeeId: string | null;
  userId: string;
  /** Where the to-dos are (Annual & Quarterly Planning). */
  todosPath: string;
};

/** One-on-ones newest first, with the form to record or change one and a confirmed delete. */
export function OneOnOnesBoard({ list, people, owners, employeeId, userId, todosPath }: OneOnOnesBoardProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<OneOnOne | null>(null);
  const remove = useDeleteOneOnOne();
  const managed = people.people.filter((person) => person.canManage);
  const canRecord = employeeId === null ? managed.length > 0 : managed.some((person) => person.id === employeeId);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('One-on-one deleted');
        setDeleting(null);
      },
      onError: (error) => toast.error('Could not delete the one-on-one', { description: errorMessage(error) }),
    });
  };

  return (
    <div className="grid gap-6">
      {editing ? (
        <OneOnOneForm
          key={editing.kind === 'edit' ? editing.meeting.id : 'new'}
          meeting={editing.kind === 'edit' ? editing.meeting : null}
          people={managed}
          owners={owners}
          employeeId={employeeId}
          today={list.today}
          userId={userId}
          onDone={() => setEditing(null)}
        />
      ) : (
        canRecord && (
          <Button className="w-fit" onClick={() => setEditing({ kind: 'new' })}>
            <PlusIcon aria-hidden />
            Record a one-on-one
          </Button>
        )
      )}

      {list.meetings.length === 0 ? (
        <EmptyState
          icon={<MessagesSquareIcon aria-hidden />}
          title="No one-on-ones yet"
          description={canRecord ? 'Meet each of your people regularly: how they are doing, what is in their way, and what each of you will do next.' : 'Your one-on-ones with your manager show here.'}
        />
      ) : (
        <ul aria-label="One-on-ones" className="grid gap-4">
          {list.meetings.map((meeting) => {
            const headingId = `one-on-one-${meeting.id}`;
            const when = formatDay(meeting.heldOn);
            return (
              <li key={meeting.id}>
                <article aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-4 sm:p-6">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h2 id={headingId} className="text-lg font-semibold break-words">
                        {meeting.employee.name}
                        {meeting.manager ? ` with ${meeting.manager.name}` : ''}
                      </h2>
                      <p className="text-sm text-muted-foreground">{meeting.heldOn > list.today ? `Planned for ${when}` : when}</p>
                    </div>
                    {meeting.canEdit && (
                      <div className="flex gap-1">
                        <Button variant="ghost" size="sm" onClick={() => setEditing({ kind: 'edit', meeting })} aria-label={`Edit the one-on-one with ${meeting.employee.name} of ${when}`}>
                          <PencilIcon aria-hidden />
                          Edit
                        </Button>
                        <Button variant="ghost" size="sm" onClick={() => setDeleting(meeting)} aria-label={`Delete the one-on-one with ${meeting.employee.name} of ${when}`}>
                          <Trash2Icon aria-hidden />
                          Delete
                        </Button>
                      </div>
                    )}
                  </div>
                  {meeting.agenda.length > 0 && (
                    <div className="grid gap-1">
                      <h3 className="text-sm font-medium">Agenda</h3>
                      <ol className="ml-5 list-decimal text-sm break-words text-muted-foreground">
                        {meeting.agenda.map((item, index) => (
                          <li key={index}>{item}</li>
                        ))}
                      </ol>
                    </div>
                  )}
                  {meeting.notes && <p className="text-sm break-words whitespace-pre-wrap">{meeting.notes}</p>}
                  {meeting.commitments.length > 0 && (
                    <div className="grid gap-2">
                      <h3 className="text-sm font-medium">Commitments</h3>
                      <ul className="grid gap-2">
                        {meeting.commitments.map((commitment) => (
                          <li key={commitment.todoId} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/50 px-3 py-2 text-sm">
                            <span className="min-w-0 break-words">
                              {commitment.title}
                              <span className="text-muted-foreground">
                                {' '}
                                — {commitment.ownerName ?? 'no owner'}, due {formatShortDay(commitment.dueDate)}
                              </span>
                            </span>
                            <CommitmentState commitment={commitment} today={list.today} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-sm text-muted-foreground">
        Commitments are to-dos: their owners close them on{' '}
        <Link to={todosPath} className="font-medium text-primary underline underline-offset-4">
          Annual &amp; Quarterly Planning
        </Link>
        .
      </p>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this one-on-one?"
        description={deleting ? `The one-on-one with ${deleting.employee.name} of ${formatDay(deleting.heldOn)} and its notes will be deleted. The to-dos its commitments became stay with their owners.` : ''}
        confirmLabel="Delete one-on-one"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
