import { nextSopStatuses, sopStatusLabels, type Sop, type SopChecklist, type SopStatus } from '@groundwork/domain/documents';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpenCheckIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDateTime, formatDay, formatRole } from '@/lib/format';
import { isStaleWrite } from '@/lib/stale-write';
import { sopKeys, useAcknowledgeSop, useAttachChecklist, useChangeSopStatus, useDeleteSop, useEmployeeChoices, useServiceChoices, useSop, useUpdateSop } from '../api/sops';
import { DocumentHtml } from './document-html';
import { DocumentWorkspace } from './document-workspace';
import { sopStatusVariants } from './sops-screen';

const statusActions: Record<SopStatus, { label: string; description: string }> = {
  published: { label: 'Publish', description: 'Everyone can read it and is asked to acknowledge it; its checklists show on the work orders of their services.' },
  retired: { label: 'Retire', description: 'It leaves the work orders and the reading list; it is kept for the record.' },
  draft: { label: 'Back to draft', description: 'Only the office sees it until it is published again; its checklists leave the work orders meanwhile.' },
};

/** /business-development/sops/{sopId}: the SOP to write (admins, office managers) or to read and acknowledge (everyone). */
export function SopScreen({ sopId, onDeleted }: { sopId: string; onDeleted: () => void }) {
  const sop = useSop(sopId);
  if (sop.isPending) return <LoadingRows label="Opening the SOP" />;
  if (sop.isError) return <LoadError title="Could not open the SOP" error={sop.error} onRetry={() => void sop.refetch()} />;
  return <SopView sop={sop.data} onDeleted={onDeleted} />;
}

function SopView({ sop, onDeleted }: { sop: Sop; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={sopStatusVariants[sop.status]}>{sopStatusLabels[sop.status]}</Badge>
        <span className="text-sm text-muted-foreground">
          {sop.department}
          {sop.ownerName && ` · owner ${sop.ownerName}`}
          {sop.reviewDate && ` · review ${formatDay(sop.reviewDate)}`}
        </span>
        {sop.reviewState === 'overdue' && <Badge variant="destructive">Review overdue</Badge>}
        {sop.reviewState === 'due_soon' && <Badge variant="warning">Review due soon</Badge>}
      </div>
      {sop.status === 'published' && <Acknowledge sop={sop} />}
      {sop.canEdit ? (
        <>
          <SopActions sop={sop} onDeleted={onDeleted} />
          <DocumentWorkspace
            key={sop.document.id}
            document={sop.document}
            // The SOP's checklists and title come from its text: read it again after a save.
            onSaved={() => void queryClient.invalidateQueries({ queryKey: sopKeys.sop(sop.id) })}
          />
          <SopDetails sop={sop} />
          <Checklists sop={sop} />
          {sop.acknowledgements && <Readers sop={sop} />}
        </>
      ) : (
        <article className="grid gap-3 rounded-xl border border-border bg-muted/30 p-4 sm:p-6" aria-label={sop.title}>
          <p className="text-sm text-muted-foreground">Read only: admins and office managers write SOPs.</p>
          <DocumentHtml html={sop.document.html} />
        </article>
      )}
    </div>
  );
}

function Acknowledge({ sop }: { sop: Sop }) {
  const timeZone = useCompanyTimeZone();
  const acknowledge = useAcknowledgeSop(sop.id);
  const mine = sop.myAcknowledgement;
  if (mine?.current) {
    return (
      <Alert variant="success">
        <BookOpenCheckIcon aria-hidden="true" />
        <AlertTitle>You have read this SOP</AlertTitle>
        <AlertDescription>Acknowledged {formatDateTime(mine.acknowledgedAt, timeZone)}.</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="info">
      <BookOpenCheckIcon aria-hidden="true" />
      <AlertTitle>{mine ? 'This SOP changed since you read it' : 'Read this SOP, then say so'}</AlertTitle>
      <AlertDescription>
        <p>The office keeps who has read each published SOP and when.</p>
        {acknowledge.isError && (
          <p role="alert" className="mt-1 text-destructive">
            {errorMessage(acknowledge.error)}
          </p>
        )}
        <Button
          className="mt-2"
          size="sm"
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate(undefined, { onSuccess: () => toast.success('Thanks — marked as read') })}
        >
          {acknowledge.isPending ? 'Saving…' : 'I have read this'}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function SopActions({ sop, onDeleted }: { sop: Sop; onDeleted: () => void }) {
  const change = useChangeSopStatus(sop.id);
  const remove = useDeleteSop();
  const [asked, setAsked] = useState<SopStatus | 'delete' | null>(null);
  const action = asked && asked !== 'delete' ? statusActions[asked] : null;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {nextSopStatuses(sop.status).map((status) => (
          <Button key={status} variant={status === 'published' ? 'default' : 'outline'} onClick={() => setAsked(status)}>
            {statusActions[status].label}
          </Button>
        ))}
        {sop.status !== 'published' && (
          <Button variant="outline" onClick={() => setAsked('delete')}>
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        )}
      </div>
      {change.isError &&
        (isStaleWrite(change.error) ? (
          <StaleWriteAlert title="Someone else changed this SOP" description="Nothing was changed. Reload it, then try again." onReload={() => window.location.reload()} />
        ) : (
          <Alert variant="destructive" role="alert">
            <AlertTitle>Not changed</AlertTitle>
            <AlertDescription>{errorMessage(change.error)}</AlertDescription>
          </Alert>
        ))}
      <ConfirmDialog
        open={action !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={action ? `${action.label} “${sop.title}”?` : ''}
        description={action?.description ?? ''}
        confirmLabel={action?.label ?? ''}
        busy={change.isPending}
        destructive={asked === 'retired'}
        onConfirm={() =>
          asked &&
          asked !== 'delete' &&
          change.mutate(
            { status: asked, updatedAt: sop.updatedAt },
            {
              onSuccess: (saved) => {
                toast.success(`${saved.title}: ${sopStatusLabels[saved.status].toLowerCase()}`);
                setAsked(null);
              },
              onError: () => setAsked(null),
            },
          )
        }
      />
      <ConfirmDialog
        open={asked === 'delete'}
        onOpenChange={(open) => !open && setAsked(null)}
        title={`Delete “${sop.title}”?`}
        description="The SOP and its text are deleted. Checklists already ticked on work orders stay with them. This cannot be undone."
        confirmLabel="Delete SOP"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(sop.id, {
            onSuccess: () => {
              toast.success('SOP deleted');
              onDeleted();
            },
            onError: (error) => {
              toast.error(errorMessage(error, 'Could not delete the SOP'));
              setAsked(null);
            },
          })
        }
      />
    </div>
  );
}

function SopDetails({ sop }: { sop: Sop }) {
  const employees = useEmployeeChoices(true);
  const update = useUpdateSop(sop.id);
  const [department, setDepartment] = useState(sop.department);
  const [owner, setOwner] = useState(sop.ownerEmployeeId ?? '');
  const [reviewDate, setReviewDate] = useState(sop.reviewDate ?? '');
  const fieldErrors = isApiError(update.error) ? update.error.fieldErrors : {};
  const changed = department !== sop.department || owner !== (sop.ownerEmployeeId ?? '') || reviewDate !== (sop.reviewDate ?? '');
  return (
    <section className="grid gap-4 rounded-xl border border-border bg-card p-4" aria-labelledby="sop-details">
      <h2 id="sop-details" className="text-base font-semibold">
        Owner, department and review
      </h2>
      <form
        className="grid gap-4 sm:grid-cols-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(
            { department, ownerEmployeeId: owner || null, reviewDate: reviewDate || null, updatedAt: sop.updatedAt },
            { onSuccess: () => toast.success('SOP saved') },
          );
        }}
      >
        <FormField id="sop-owner" label="Owner" error={fieldErrors.ownerEmployeeId?.[0]}>
          {(control) => (
            <NativeSelect {...control} value={owner} onChange={(event) => setOwner(event.target.value)} disabled={employees.isPending}>
              <option value="">No owner</option>
              {(employees.data ?? []).map((employee) => (
                <option key={employee.id} value={employee.id}>
                  {`${employee.firstName} ${employee.lastName}`.trim()}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <InputField id="sop-department" label="Department" value={department} maxLength={80} onChange={(event) => setDepartment(event.target.value)} error={fieldErrors.department?.[0]} />
        <InputField id="sop-review" label="Review date" type="date" value={reviewDate} onChange={(event) => setReviewDate(event.target.value)} error={fieldErrors.reviewDate?.[0]} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
          <Button type="submit" disabled={!changed || update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
          {update.isError && Object.keys(fieldErrors).length === 0 && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(update.error)}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

function Checklists({ sop }: { sop: Sop }) {
  const [attaching, setAttaching] = useState<SopChecklist | null>(null);
  return (
    <section className="grid gap-3 rounded-xl border border-border bg-card p-4" aria-labelledby="sop-checklists">
      <div className="grid gap-1">
        <h2 id="sop-checklists" className="text-base font-semibold">
          Checklists on work orders
        </h2>
        <p className="text-sm text-muted-foreground">
          Attach a checklist of this SOP to services: while the SOP is published, their work orders show it on the crew’s phone, and what the crew ticks is
          kept with the order.
        </p>
      </div>
      {sop.checklists.length === 0 ? (
        <p className="text-sm text-muted-foreground">No checklist yet: type / in the text and choose Checklist.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Checklists">
          {sop.checklists.map((checklist) => (
            <li key={checklist.checklistId} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3">
              <div className="grid min-w-0 gap-0.5">
                <span className="font-medium break-words">{checklist.title || 'Checklist'}</span>
                <span className="text-sm text-muted-foreground">
                  {checklist.items.length} {checklist.items.length === 1 ? 'step' : 'steps'} ·{' '}
                  {checklist.services.length === 0 ? 'on no service' : `on ${checklist.services.map((service) => service.name).join(', ')}`}
                </span>
              </div>
              <Button variant="outline" size="sm" onClick={() => setAttaching(checklist)}>
                Attach to services
              </Button>
            </li>
          ))}
        </ul>
      )}
      {attaching && <AttachDialog sop={sop} checklist={attaching} onClose={() => setAttaching(null)} />}
    </section>
  );
}

function AttachDialog({ sop, checklist, onClose }: { sop: Sop; checklist: SopChecklist; onClose: () => void }) {
  const services = useServiceChoices(true);
  const attach = useAttachChecklist(sop.id);
  const [chosen, setChosen] = useState(() => new Set(checklist.services.map((service) => service.id)));
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Dialog open onOpenChange={(open) => !open && !attach.isPending && onClose()}>
      <DialogContent className="max-h-[90svh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Attach “{checklist.title || 'Checklist'}”</DialogTitle>
          <DialogDescription>The work orders of the services ticked here show this checklist to the crew.</DialogDescription>
        </DialogHeader>
        {services.isPending ? (
          <LoadingRows rows={4} label="Loading the services" />
        ) : services.isError ? (
          <LoadError title="Could not load the services" error={services.error} onRetry={() => void services.refetch()} />
        ) : services.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">The company has no services yet.</p>
        ) : (
          <fieldset className="grid max-h-80 gap-1 overflow-y-auto">
            <legend className="sr-only">Services</legend>
            {services.data.map((service) => (
              <label key={service.id} className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-muted">
                <Checkbox checked={chosen.has(service.id)} onCheckedChange={(checked) => toggle(service.id, checked === true)} aria-label={service.name} />
                <span className="text-sm">{service.name}</span>
              </label>
            ))}
          </fieldset>
        )}
        {attach.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(attach.error, 'Could not attach the checklist')}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={attach.isPending}>
            Cancel
          </Button>
          <Button
            disabled={attach.isPending || services.isPending}
            onClick={() =>
              attach.mutate(
                { checklistId: checklist.checklistId, serviceIds: [...chosen] },
                {
                  onSuccess: () => {
                    toast.success(chosen.size === 0 ? 'Checklist taken off every service' : `Checklist on ${chosen.size} ${chosen.size === 1 ? 'service' : 'services'}`);
                    onClose();
                  },
                },
              )
            }
          >
            {attach.isPending ? 'Saving…' : 'Save'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Readers({ sop }: { sop: Sop }) {
  const timeZone = useCompanyTimeZone();
  const readers = sop.acknowledgements ?? [];
  const current = readers.filter((reader) => reader.current).length;
  return (
    <section className="grid gap-3 rounded-xl border border-border bg-card p-4" aria-labelledby="sop-readers">
      <h2 id="sop-readers" className="text-base font-semibold">
        Who has read it
      </h2>
      <p className="text-sm text-muted-foreground">
        {sop.status === 'published' ? `${current} of ${readers.length} have read it as last published.` : 'Everyone is asked to read it once it is published.'}
      </p>
      <ul className="grid gap-1 text-sm" aria-label="Readers">
        {readers.map((reader) => (
          <li key={reader.userId} className="flex flex-wrap justify-between gap-x-3 border-b border-border py-1.5 last:border-0">
            <span className="min-w-0 break-words">
              {reader.name} <span className="text-muted-foreground">· {formatRole(reader.role)}</span>
            </span>
            <span className={reader.current ? 'text-success-strong' : 'text-muted-foreground'}>
              {reader.acknowledgedAt ? `${reader.current ? 'Read' : 'Read an earlier version'} ${formatDateTime(reader.acknowledgedAt, timeZone)}` : 'Not yet'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
