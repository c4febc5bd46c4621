import type { CoachingSession, CoachingSessionList, Commitment } from '@groundwork/domain/coaching';
import type { PlanningPerson } from '@groundwork/domain/planning';
import { GraduationCapIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDay, formatShortDay } from '@/lib/format';
import { useDeleteCoachingSession } from '../api/delete-coaching-session';
import { CoachingSessionForm } from './coaching-session-form';

type Editing = { kind: 'new' } | { kind: 'edit'; session: CoachingSession } | null;

function CommitmentState({ commitment, today }: { commitment: Commitment; today: string }) {
  if (commitment.todoDeleted) return <Badge variant="muted">To-do deleted</Badge>;
  if (commitment.done) return <Badge variant="success">Done</Badge>;
  if (commitment.dueDate < today) return <Badge variant="destructive">Overdue</Badge>;
  return <Badge variant="outline">Open</Badge>;
}

/** The company's sessions with its coach, newest first, with a form to record or change one and a confirmed delete. */
export function CoachingSessions({ list, people }: { list: CoachingSessionList; people: readonly PlanningPerson[] }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CoachingSession | null>(null);
  const remove = useDeleteCoachingSession();
  const lastCoach = list.sessions[0]?.coachName ?? '';

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Coaching session deleted');
        setDeleting(null);
      },
      onError: (error) => toast.error('Failed to delete the session', { description: errorMessage(error) }),
    });
  };

  return (
    <div className="grid gap-6">
      {editing ? (
        <CoachingSessionForm
          key={editing.kind === 'edit' ? editing.session.id : 'new'}
          session={editing.kind === 'edit' ? editing.session : null}
          people={people}
          today={list.today}
          lastCoach={lastCoach}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button className="w-fit" onClick={() => setEditing({ kind: 'new' })}>
          <PlusIcon aria-hidden />
          Record a session
        </Button>
      )}

      {list.sessions.length === 0 ? (
        <EmptyState
          icon={<GraduationCapIcon aria-hidden />}
          title="No coaching sessions yet"
          description="Record each session with the coach: what was discussed, and the commitments made, which become to-dos."
        />
      ) : (
        <ul aria-label="Coaching sessions" className="grid gap-4">
          {list.sessions.map((session) => (
            <li key={session.id}>
              <article aria-labelledby={`session-${session.id}`} className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-4 sm:p-6">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 id={`session-${session.id}`} className="text-lg font-semibold">
                      {formatDay(session.heldOn)}
                    </h2>
                    <p className="text-sm break-words text-muted-foreground">With {session.coachName}</p>
                  </div>
                  <div className="flex gap-1">
                    <Button variant="ghost" size="sm" onClick={() => setEditing({ kind: 'edit', session })} aria-label={`Edit the session of ${formatDay(session.heldOn)}`}>
                      <PencilIcon aria-hidden />
                      Edit
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setDeleting(session)} aria-label={`Delete the session of ${formatDay(session.heldOn)}`}>
                      <Trash2Icon aria-hidden />
                      Delete
                    </Button>
                  </div>
                </div>
                {session.notes && <p className="text-sm break-words whitespace-pre-wrap">{session.notes}</p>}
                {session.commitments.length > 0 && (
                  <div className="grid gap-2">
                    <h3 className="text-sm font-medium">Commitments</h3>
                    <ul className="grid gap-2">
                      {session.commitments.map((commitment) => (
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
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this coaching session?"
        description={
          deleting
            ? `The session of ${formatDay(deleting.heldOn)} and its notes will be deleted. The to-dos its commitments became stay with their owners.`
            : ''
        }
        confirmLabel="Delete session"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
