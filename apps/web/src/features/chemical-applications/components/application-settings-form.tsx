import {
  applicationRecordFieldLabels,
  applicationStates,
  APPLICATION_SETTINGS_FAILED,
  stateRuleProfiles,
  updateApplicationSettingsInputSchema,
  type ApplicationSettings,
  type ApplicationState,
  type StateRuleProfile,
} from '@groundwork/domain/chemical-applications';
import { ONLY_ADMINS_SET_UP_MESSAGE } from '@groundwork/domain/company-information';
import { Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { useApplicationSettings } from '../api/get-application-settings';
import { useUpdateApplicationSettings } from '../api/update-application-settings';

/** The deadline in words: 'Within 5 days of the application', 'The same day'. */
export function deadlineText(profile: StateRuleProfile): string {
  return profile.deadlineDays === 0 ? 'The same day as the application' : `Within ${profile.deadlineDays} days of the application`;
}

/** The sign rule in words. */
export function signText(profile: StateRuleProfile): string {
  const when = profile.sign.postBefore ? 'posted before the application' : 'posted at the time of the application';
  const stays = profile.sign.stays.kind === 'hours' ? `for ${profile.sign.stays.hours} hours` : 'until sunset of the day after (or the end of the re-entry interval)';
  return `For pesticides: ${when}, left up ${stays}.`;
}

/** The company's states, wind limit and "on the invoice" choice; read-only for those who do not set up the company. */
export function ApplicationSettingsPanel({ canEdit }: { canEdit: boolean }) {
  const settings = useApplicationSettings();
  if (settings.isPending) return <LoadingRows rows={4} label="Loading the settings" />;
  if (settings.isError) return <LoadError title="Could not load the settings" error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SettingsForm key={settings.data.updatedAt ?? 'defaults'} settings={settings.data} canEdit={canEdit} refetch={settings.refetch} />;
}

function SettingsForm({ settings, canEdit, refetch }: { settings: ApplicationSettings; canEdit: boolean; refetch: () => Promise<unknown> }) {
  const [states, setStates] = useState<ApplicationState[]>(settings.states);
  const [maxWind, setMaxWind] = useState(String(settings.maxWindMph));
  const [copyOnInvoice, setCopyOnInvoice] = useState(settings.copyOnInvoice);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const save = useUpdateApplicationSettings();

  const toggle = (state: ApplicationState, on: boolean) => setStates((current) => (on ? [...current.filter((item) => item !== state), state] : current.filter((item) => item !== state)));

  const submit = () => {
    const typed = maxWind.trim();
    const body = { states, maxWindMph: (typed !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed) as number, copyOnInvoice, updatedAt: settings.updatedAt };
    const result = updateApplicationSettingsInputSchema.safeParse(body);
    if (!result.success) {
      setErrors(Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message])));
      return;
    }
    setErrors({});
    setStale(false);
    save.mutate(body, {
      onSuccess: () => toast.success('Application settings saved'),
      onError: (error) => {
        if (isStaleWrite(error)) setStale(true);
        else {
          if (isApiError(error)) setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([key, messages]) => [key, messages[0] ?? ''])));
          toast.error(APPLICATION_SETTINGS_FAILED, { description: errorMessage(error) });
        }
      },
    });
  };

  return (
    <form
      className="grid gap-6"
      aria-label="Application settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {!canEdit && <p className="text-sm text-muted-foreground">{ONLY_ADMINS_SET_UP_MESSAGE}</p>}
      {stale && (
        <StaleWriteAlert
          title="Someone else changed these settings"
          description="Nothing was saved. Reload to see them as they are now, then make your change again."
          onReload={() => {
            setStale(false);
            void refetch();
          }}
        />
      )}
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">States you apply in</legend>
        <p className="text-sm text-muted-foreground">
          A record follows the rules of its property’s state. Where a property is in none of these, the first one picked is used
          {states[0] ? ` (${stateRuleProfiles[states[0]].name})` : ''}.
        </p>
        {errors.states && (
          <p className="text-sm font-medium text-destructive" role="alert">
            {errors.states}
          </p>
        )}
        <div className="grid gap-3 lg:grid-cols-2">
          {applicationStates.map((state) => {
            const profile = stateRuleProfiles[state];
            const id = `settings-state-${state}`;
            return (
              <div key={state} className="grid gap-2 rounded-lg border border-border p-3 text-sm">
                <div className="flex items-center gap-2">
                  <Checkbox id={id} checked={states.includes(state)} disabled={!canEdit} onCheckedChange={(checked) => toggle(state, checked === true)} />
                  <Label htmlFor={id} className="text-base font-semibold">
                    {profile.name} ({state})
                  </Label>
                </div>
                <dl className="grid gap-1.5">
                  <div>
                    <dt className="text-xs text-muted-foreground">Record complete</dt>
                    <dd>{deadlineText(profile)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">Lawn sign</dt>
                    <dd>{signText(profile)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">The customer receives</dt>
                    <dd>{profile.customerReceives}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">A record holds</dt>
                    <dd>{profile.requiredFields.map((field) => applicationRecordFieldLabels[field]).join(', ')}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">Kept for</dt>
                    <dd>{profile.retentionYears} years</dd>
                  </div>
                </dl>
                <p className="text-xs text-muted-foreground">{profile.citation}</p>
              </div>
            );
          })}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="settings-max-wind" label="Wind limit (mph)" error={errors.maxWindMph} hint="A record with more wind needs a reason.">
          {(control) => <Input {...control} inputMode="decimal" autoComplete="off" readOnly={!canEdit} value={maxWind} onChange={(event) => setMaxWind(event.target.value)} />}
        </FormField>
        <div className="flex items-center gap-3 self-center">
          <Switch id="settings-copy-on-invoice" checked={copyOnInvoice} disabled={!canEdit} onCheckedChange={setCopyOnInvoice} />
          <Label htmlFor="settings-copy-on-invoice">Print applications on the invoice</Label>
        </div>
      </div>

      {canEdit && (
        <Button type="submit" className="min-h-11 justify-self-start" disabled={save.isPending}>
          {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save settings
        </Button>
      )}
    </form>
  );
}
