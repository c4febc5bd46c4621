import { serviceMessages, updateServiceInputSchema, type ServiceDetail } from '@groundwork/domain/services';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2Icon } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useBlocker } from 'react-router';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { getService } from '../api/get-service';
import { servicesKeys } from '../api/get-services';
import { useUpdateService } from '../api/update-service';
import { fromMatrixDraft, toMatrixDraft, type RateMatrixDraft } from '../rate-matrix-draft';
import { serviceFailure, serviceSuccess } from '../service-toasts';
import { RateMatrixEditor } from './rate-matrix-editor';
import { fromRecipeDraft, RecipeEditor, toRecipeDraft, type RecipeLineDraft, type RecipeSources } from './recipe-editor';

export type Choice = { id: string; name: string };

type ServiceDraft = {
  name: string;
  description: string;
  isTaxable: boolean;
  serviceClass: string;
  incomeAccount: string;
  incomeDivisionId: string;
  selectedCustomFieldId: string;
  matrix: RateMatrixDraft;
  recipe: RecipeLineDraft[];
  /** As typed; the schema says what is wrong with it. */
  defaultVisits: string;
};

function toDraft(service: ServiceDetail): ServiceDraft {
  return {
    name: service.name,
    description: service.description,
    isTaxable: service.isTaxable,
    serviceClass: service.serviceClass,
    incomeAccount: service.incomeAccount,
    incomeDivisionId: service.incomeDivisionId ?? '',
    selectedCustomFieldId: service.selectedCustomFieldId ?? '',
    matrix: toMatrixDraft(service.rateMatrixData),
    recipe: toRecipeDraft(service.recipe),
    defaultVisits: String(service.defaultVisits),
  };
}

function toInput(draft: ServiceDraft) {
  return {
    name: draft.name,
    description: draft.description,
    isTaxable: draft.isTaxable,
    serviceClass: draft.serviceClass,
    incomeAccount: draft.incomeAccount,
    incomeDivisionId: draft.incomeDivisionId === '' ? null : draft.incomeDivisionId,
    selectedCustomFieldId: draft.selectedCustomFieldId === '' ? null : draft.selectedCustomFieldId,
    rateMatrixData: fromMatrixDraft(draft.matrix),
    recipe: fromRecipeDraft(draft.recipe),
    // A number when it reads as one; otherwise as typed, so the schema names the field (nothing is sent until it parses).
    defaultVisits: (draft.defaultVisits.trim() !== '' && Number.isFinite(Number(draft.defaultVisits)) ? Number(draft.defaultVisits) : draft.defaultVisits) as number,
  };
}

type ServiceEditorProps = {
  service: ServiceDetail;
  canEdit: boolean;
  incomeDivisions: readonly Choice[];
  /** The company's number custom fields: the matrix may price one of them instead of the lot size. */
  measureFields: readonly Choice[];
  recipeSources: RecipeSources;
};

/**
 * Every field of a service, its rate matrix and its default recipe, saved together. Field problems show
 * inline; a save someone else beat keeps what was typed and offers their version or to keep going.
 */
export function ServiceEditor({ service, canEdit, incomeDivisions, measureFields, recipeSources }: ServiceEditorProps) {
  const queryClient = useQueryClient();
  const update = useUpdateService();
  const [base, setBase] = useState(service);
  const [draft, setDraft] = useState(() => toDraft(service));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const readOnly = !canEdit;

  const input = toInput(draft);
  const parsed = updateServiceInputSchema.safeParse(input);
  const clientErrors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) clientErrors[issue.path.map(String).join('.')] ??= issue.message;
  const errors = { ...serverErrors, ...clientErrors };
  const shown = (key: string) => (tried || serverErrors[key] ? errors[key] : undefined);
  const dirty = JSON.stringify(input) !== JSON.stringify(toInput(toDraft(base)));

  // A newer version arrived (archived from the header, a refetch): follow it while nothing is typed here.
  const [seenVersion, setSeenVersion] = useState(service.updatedAt);
  if (service.updatedAt !== seenVersion) {
    setSeenVersion(service.updatedAt);
    if (!dirty && service.updatedAt > base.updatedAt) {
      setBase(service);
      setDraft(toDraft(service));
    }
  }

  // Typed work is never lost by a stray click: leaving the page (in the app or the browser) asks first.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => canEdit && dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!canEdit || !dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [canEdit, dirty]);

  const change = (patch: Partial<ServiceDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (Object.keys(serverErrors).length > 0) setServerErrors({});
  };

  const measureField = measureFields.find((field) => field.id === draft.selectedCustomFieldId);
  const measureLabel = measureField ? measureField.name : 'Lot size';
  const measureUnit = measureField ? '' : 'sq ft';
  const matrixServerErrors = Object.fromEntries(
    Object.entries(serverErrors)
      .filter(([key]) => key.startsWith('rateMatrixData.'))
      .map(([key, message]) => [key.slice('rateMatrixData.'.length), message]),
  );
  const recipeErrors = tried ? Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith('recipe.'))) : {};

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!parsed.success) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-service-editor] [aria-invalid="true"]')?.focus());
      return;
    }
    try {
      const { service: saved } = await update.mutateAsync({ id: service.id, input: { ...input, updatedAt: base.updatedAt } });
      setBase(saved);
      setDraft(toDraft(saved));
      setTried(false);
      serviceSuccess(serviceMessages.serviceUpdated, `${saved.name} was saved.`);
    } catch (error) {
      if (isStaleWrite(error)) {
        setStale(true);
        serviceFailure(serviceMessages.updateFailed, null, serviceMessages.stale);
        return;
      }
      const fieldErrors = isApiError(error) ? error.fieldErrors : {};
      const firstMessages = Object.fromEntries(Object.entries(fieldErrors).map(([key, messages]) => [key, messages[0] ?? '']));
      setServerErrors(firstMessages);
      if (Object.keys(firstMessages).length > 0) serviceFailure(serviceMessages.updateFailed, null, 'Please check the highlighted fields.');
      else serviceFailure(serviceMessages.updateFailed, error, serviceMessages.updateFailedDetail);
    }
  };

  /** Someone else saved meanwhile: load their version, and either take it or keep what was typed on top of it. */
  const reload = async (keepMine: boolean) => {
    setReloading(true);
    try {
      const latest = await getService(service.id);
      queryClient.setQueryData(servicesKeys.detail(service.id), latest);
      setBase(latest.service);
      if (!keepMine) setDraft(toDraft(latest.service));
      setStale(false);
    } catch (error) {
      serviceFailure(serviceMessages.updateFailed, error, serviceMessages.tryAgain);
    } finally {
      setReloading(false);
    }
  };

  return (
    <form onSubmit={save} noValidate className="grid gap-6" aria-label={`Edit ${service.name}`} data-service-editor>
      {stale && (
        <StaleWriteAlert
          title={serviceMessages.stale}
          description="Your changes are still here. Load their version to start again from it, or keep your changes and save them over it."
          busy={reloading}
          reloadLabel="Load their version"
          onReload={() => void reload(false)}
          onKeepMine={() => void reload(true)}
        />
      )}

      <Card>
        <CardHeader>
          <CardTitle>Details</CardTitle>
          <CardDescription>How the service reads on estimates and where its revenue books.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <InputField id="service-name" label="Service name" value={draft.name} readOnly={readOnly} error={shown('name')} onChange={(event) => change({ name: event.target.value })} />
          <FormField id="service-description" label="Description" error={shown('description')}>
            {(control) => <Textarea {...control} rows={3} value={draft.description} readOnly={readOnly} onChange={(event) => change({ description: event.target.value })} />}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              id="service-class"
              label="Service class"
              hint="The accounting class, e.g. Residential maintenance."
              value={draft.serviceClass}
              readOnly={readOnly}
              error={shown('serviceClass')}
              onChange={(event) => change({ serviceClass: event.target.value })}
            />
            <InputField
              id="service-income-account"
              label="Income account"
              hint="The account in your books, e.g. 4100 Maintenance Income."
              value={draft.incomeAccount}
              readOnly={readOnly}
              error={shown('incomeAccount')}
              onChange={(event) => change({ incomeAccount: event.target.value })}
            />
            <FormField id="service-income-division" label="Income division" error={shown('incomeDivisionId')}>
              {(control) => (
                <NativeSelect {...control} value={draft.incomeDivisionId} disabled={readOnly} onChange={(event) => change({ incomeDivisionId: event.target.value })}>
                  <option value="">No division</option>
                  {incomeDivisions.map((division) => (
                    <option key={division.id} value={division.id}>
                      {division.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <InputField
              id="service-default-visits"
              label="Visits per season"
              inputMode="numeric"
              hint="How many visits a season of it takes (28 for weekly mowing): its lines get this many on an estimate."
              value={draft.defaultVisits}
              readOnly={readOnly}
              error={shown('defaultVisits')}
              onChange={(event) => change({ defaultVisits: event.target.value })}
            />
            <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-4">
              <div className="grid gap-0.5">
                <Label htmlFor="service-taxable">Taxable</Label>
                <p id="service-taxable-hint" className="text-xs text-muted-foreground">
                  Sales tax is added to this service on estimates and invoices.
                </p>
              </div>
              <Switch id="service-taxable" aria-describedby="service-taxable-hint" checked={draft.isTaxable} disabled={readOnly} onCheckedChange={(checked) => change({ isTaxable: checked })} />
            </div>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Rate matrix</CardTitle>
          <CardDescription>Price a visit from one measure of the property: each band of the measure has its rate, hours and cost.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormField id="service-measure" label="Measure" hint="What the bands are of: the property's lot size, or a number custom field." error={shown('selectedCustomFieldId')} className="max-w-sm">
            {(control) => (
              <NativeSelect {...control} value={draft.selectedCustomFieldId} disabled={readOnly} onChange={(event) => change({ selectedCustomFieldId: event.target.value })}>
                <option value="">Lot size (sq ft)</option>
                {measureFields.map((field) => (
                  <option key={field.id} value={field.id}>
                    {field.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <RateMatrixEditor
            value={draft.matrix}
            onChange={(matrix) => change({ matrix })}
            measureLabel={measureLabel}
            measureUnit={measureUnit}
            readOnly={readOnly}
            showAllErrors={tried}
            serverErrors={matrixServerErrors}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Default item recipe</CardTitle>
          <CardDescription>The labour, equipment and products one visit takes. Estimates start from it.</CardDescription>
        </CardHeader>
        <CardContent>
          <RecipeEditor lines={draft.recipe} onChange={(recipe) => change({ recipe })} sources={recipeSources} readOnly={readOnly} errors={recipeErrors} />
        </CardContent>
      </Card>

      {canEdit && (
        <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 rounded-xl border border-border bg-card/95 px-4 py-3 shadow-md backdrop-blur">
          <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
            {tried && !parsed.success ? 'Fix the highlighted fields to save.' : dirty ? 'Unsaved changes' : 'All changes saved'}
          </p>
          <Button
            type="button"
            variant="outline"
            disabled={!dirty || update.isPending}
            onClick={() => {
              setDraft(toDraft(base));
              setTried(false);
              setServerErrors({});
            }}
          >
            Discard changes
          </Button>
          <Button type="submit" disabled={update.isPending || !dirty}>
            {update.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Save service
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
        title="Leave without saving?"
        description={`Your changes to ${service.name} have not been saved.`}
        confirmLabel="Leave without saving"
        onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
      />
    </form>
  );
}
