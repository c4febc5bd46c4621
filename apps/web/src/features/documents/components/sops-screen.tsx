import { sopStatuses, sopStatusLabels, type DocumentTemplateId, type SopStatus, type SopSummary } from '@groundwork/domain/documents';
import { ClipboardListIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useCreateSop, useSops } from '../api/sops';
import { TemplateChoice } from './new-from-template';

export const sopStatusVariants: Record<SopStatus, 'success' | 'secondary' | 'outline'> = { published: 'success', draft: 'secondary', retired: 'outline' };

function ReviewBadge({ sop }: { sop: SopSummary }) {
  if (sop.reviewState === 'overdue') return <Badge variant="destructive">Review overdue</Badge>;
  if (sop.reviewState === 'due_soon') return <Badge variant="warning">Review due soon</Badge>;
  return null;
}

/** /business-development/sops: the company's SOPs by department; drafts and retired ones for those who write them. */
export function SopsScreen({ onCreated }: { onCreated: (id: string) => void }) {
  const sops = useSops();
  const [department, setDepartment] = useState('');
  const [status, setStatus] = useState<SopStatus | ''>('');
  const [creating, setCreating] = useState(false);

  if (sops.isPending) return <LoadingRows label="Loading the SOPs" />;
  if (sops.isError) return <LoadError title="Could not load the SOPs" error={sops.error} onRetry={() => void sops.refetch()} />;
  const { canEdit } = sops.data;
  const shown = sops.data.sops.filter((sop) => (!department || sop.department === department) && (!status || sop.status === status));
  const departments = [...new Set(shown.map((sop) => sop.department))].sort((a, b) => a.localeCompare(b));
  const newButton = canEdit && (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon aria-hidden="true" />
      New SOP
    </Button>
  );

  return (
    <div className="grid gap-5">
      {sops.data.sops.length === 0 ? (
        <EmptyState
          icon={<ClipboardListIcon aria-hidden="true" />}
          title="No SOPs yet"
          description={
            canEdit
              ? 'Write down how the company does a job — mower pre-start, trailer hitch-up, closing the office — and attach its checklist to a service so every crew runs it.'
              : 'The office has not published any SOPs yet.'
          }
          action={newButton || undefined}
        />
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <FormField id="sops-department" label="Department" className="w-full sm:w-56">
              {(control) => (
                <NativeSelect {...control} value={department} onChange={(event) => setDepartment(event.target.value)}>
                  <option value="">All departments</option>
                  {[...new Set(sops.data.sops.map((sop) => sop.department))].sort().map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            {canEdit && (
              <FormField id="sops-status" label="Status" className="w-full sm:w-44">
                {(control) => (
                  <NativeSelect {...control} value={status} onChange={(event) => setStatus(event.target.value as SopStatus | '')}>
                    <option value="">Any status</option>
                    {sopStatuses.map((each) => (
                      <option key={each} value={each}>
                        {sopStatusLabels[each]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            )}
            <div className="ml-auto">{newButton}</div>
          </div>
          {shown.length === 0 && <p className="text-sm text-muted-foreground">No SOP matches these filters.</p>}
          {departments.map((name) => (
            <section key={name} className="grid gap-2" aria-labelledby={`sops-${name}`}>
              <h2 id={`sops-${name}`} className="text-base font-semibold">
                {name}
              </h2>
              <ul className="grid gap-2" aria-label={`${name} SOPs`}>
                {shown
                  .filter((sop) => sop.department === name)
                  .map((sop) => (
                    <li key={sop.id} className="grid gap-1 rounded-xl border border-border bg-card p-3 sm:flex sm:items-center sm:justify-between sm:gap-4">
                      <div className="grid min-w-0 gap-0.5">
                        <Link to={paths.sop(sop.id)} className="font-medium break-words text-primary underline-offset-4 hover:underline">
                          {sop.title}
                        </Link>
                        <span className="text-sm text-muted-foreground">
                          {sop.ownerName ? `Owner ${sop.ownerName}` : 'No owner'}
                          {sop.reviewDate && ` · review ${formatDay(sop.reviewDate)}`}
                          {` · ${sop.stepCount} ${sop.stepCount === 1 ? 'step' : 'steps'}`}
                          {sop.serviceCount > 0 && ` on ${sop.serviceCount} ${sop.serviceCount === 1 ? 'service' : 'services'}`}
                        </span>
                      </div>
                      <div className="flex flex-wrap items-center gap-1.5">
                        <Badge variant={sopStatusVariants[sop.status]}>{sopStatusLabels[sop.status]}</Badge>
                        <ReviewBadge sop={sop} />
                        {sop.status === 'published' &&
                          (sop.acknowledgedByMe ? <Badge variant="outline">You have read it</Badge> : <Badge variant="warning">To read</Badge>)}
                        {canEdit && sop.status === 'published' && (
                          <span className="text-sm text-muted-foreground">
                            {sop.acknowledgedCount} {sop.acknowledgedCount === 1 ? 'has' : 'have'} read it
                          </span>
                        )}
                      </div>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </>
      )}
      {canEdit && <NewSopDialog open={creating} onOpenChange={setCreating} departments={sops.data.departments} onCreated={onCreated} />}
    </div>
  );
}

function NewSopDialog({ open, onOpenChange, departments, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; departments: string[]; onCreated: (id: string) => void }) {
  const [title, setTitle] = useState('');
  const [department, setDepartment] = useState('');
  const [templateId, setTemplateId] = useState<DocumentTemplateId | null>('sop');
  const create = useCreateSop();
  const fieldErrors = isApiError(create.error) ? create.error.fieldErrors : {};
  const [departmentMissing, setDepartmentMissing] = useState(false);
  const submit = () => {
    if (department.trim() === '') {
      setDepartmentMissing(true);
      return;
    }
    create.mutate(
      { title: title.trim() || undefined, department: department.trim(), ownerEmployeeId: null, reviewDate: null, ...(templateId ? { templateId } : {}) },
      {
        onSuccess: (sop) => {
          onOpenChange(false);
          setTitle('');
          onCreated(sop.id);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent className="max-h-[90svh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>New SOP</DialogTitle>
          <DialogDescription>A draft only you and the office see until it is published.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <InputField id="new-sop-title" label="Title" value={title} placeholder="Mower safety pre-start" maxLength={200} onChange={(event) => setTitle(event.target.value)} error={fieldErrors.title?.[0]} />
          <InputField
            id="new-sop-department"
            label="Department"
            list="new-sop-departments"
            value={department}
            maxLength={80}
            onChange={(event) => {
              setDepartment(event.target.value);
              setDepartmentMissing(false);
            }}
            error={departmentMissing ? 'Department is required' : fieldErrors.department?.[0]}
          />
          <datalist id="new-sop-departments">
            {departments.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <TemplateChoice value={templateId} onChange={setTemplateId} blankLabel="Blank SOP" />
          {create.isError && Object.keys(fieldErrors).length === 0 && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(create.error, 'Could not create the SOP')}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create SOP'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
