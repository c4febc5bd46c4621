import '@/components/layouts/print-sheet.css';
import { orgChartMessages, updateOrgPositionInputSchema, type OrgPosition } from '@groundwork/domain/org-chart';
import { ArrowLeftIcon, Loader2Icon, PencilIcon, PrinterIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { serverMessageOr } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { usePosition } from '../api/get-position';
import { positionUpdate, useUpdatePosition } from '../api/update-position';
import { linesToList, listToLines } from '../role-text';

/** /business-development/org-chart/role-responsibilities/{positionId}: the role's purpose, responsibilities and KPIs. */
export function RoleResponsibilities({ positionId }: { positionId: string }) {
  const query = usePosition(positionId);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (query.isError) toast.error(orgChartMessages.fetchPositionFailed);
  }, [query.isError, query.errorUpdatedAt]);

  if (query.isPending) return <LoadingRows rows={6} label="Loading the role" />;
  if (query.isError) {
    return (
      <div className="grid gap-4">
        <BackLink />
        <LoadError title={orgChartMessages.fetchPositionFailed} error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  const { position } = query.data;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2" data-print="hide">
        <BackLink />
        {!editing && (
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Button>
            <Button onClick={() => window.print()}>
              <PrinterIcon aria-hidden="true" />
              Print
            </Button>
          </div>
        )}
      </div>
      <article className="grid gap-6 rounded-xl border border-border bg-card p-6 shadow-xs sm:p-8" data-print="sheet" aria-labelledby="role-title">
        <header className="space-y-1">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Role and responsibilities</p>
          <h1 id="role-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {position.title}
          </h1>
          <p className="text-sm text-muted-foreground">
            {position.department ?? 'No department'}
            {position.employees.length > 0 &&
              ` · Held by ${position.employees.map((holder) => `${holder.firstName} ${holder.lastName}`).join(', ')}`}
          </p>
        </header>
        {editing ? <RoleForm position={position} onDone={() => setEditing(false)} /> : <RoleView position={position} />}
      </article>
    </div>
  );
}

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={paths.orgChart}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to the org chart
      </Link>
    </Button>
  );
}

function RoleView({ position }: { position: OrgPosition }) {
  return (
    <>
      <section aria-labelledby="role-purpose" className="space-y-2">
        <h2 id="role-purpose" className="text-lg font-semibold">
          Purpose
        </h2>
        <p className="text-sm leading-relaxed whitespace-pre-line">{position.purpose ?? 'Not written yet.'}</p>
      </section>
      <section aria-labelledby="role-responsibilities" className="space-y-2">
        <h2 id="role-responsibilities" className="text-lg font-semibold">
          Key responsibilities
        </h2>
        {position.keyResponsibilities.length === 0 ? (
          <p className="text-sm text-muted-foreground">None listed yet.</p>
        ) : (
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {position.keyResponsibilities.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="role-kpis" className="space-y-2">
        <h2 id="role-kpis" className="text-lg font-semibold">
          KPIs
        </h2>
        {position.kpis.length === 0 ? (
          <p className="text-sm text-muted-foreground">None listed yet.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {position.kpis.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

type RoleFormValues = { purpose: string; keyResponsibilities: string; kpis: string };

function RoleForm({ position, onDone }: { position: OrgPosition; onDone: () => void }) {
  const updatePosition = useUpdatePosition();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RoleFormValues>({
    defaultValues: {
      purpose: position.purpose ?? '',
      keyResponsibilities: listToLines(position.keyResponsibilities),
      kpis: listToLines(position.kpis),
    },
  });

  const submit = handleSubmit(async (values) => {
    const parsed = updateOrgPositionInputSchema.safeParse(
      positionUpdate(position, { purpose: values.purpose, keyResponsibilities: linesToList(values.keyResponsibilities), kpis: linesToList(values.kpis) }),
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if (field === 'purpose' || field === 'keyResponsibilities' || field === 'kpis') setError(field, { type: 'validate', message: issue.message });
      }
      return;
    }
    try {
      await updatePosition.mutateAsync({ id: position.id, input: parsed.data });
      toast.success('Position updated successfully');
      onDone();
    } catch (error) {
      toast.error(serverMessageOr(error, 'Failed to update position'));
    }
  });

  const busy = updatePosition.isPending;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={`Edit the role of ${position.title}`}>
      <FormField id="role-purpose-input" label="Purpose" error={errors.purpose?.message}>
        {(control) => <Textarea {...control} rows={3} {...register('purpose')} />}
      </FormField>
      <FormField id="role-responsibilities-input" label="Key responsibilities" hint="One a line." error={errors.keyResponsibilities?.message}>
        {(control) => <Textarea {...control} rows={7} {...register('keyResponsibilities')} />}
      </FormField>
      <FormField id="role-kpis-input" label="KPIs" hint="One a line." error={errors.kpis?.message}>
        {(control) => <Textarea {...control} rows={5} {...register('kpis')} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save changes
        </Button>
      </div>
    </form>
  );
}
