import { campaignInputSchema, campaignStatuses, campaignStatusLabels, type Campaign, type CampaignList } from '@groundwork/domain/marketing';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { isStaleWrite } from '@/lib/stale-write';
import { numberOrText } from '@/lib/typed-number';
import { useSaveCampaign } from '../api/save-campaign';
import { typedNumber } from '../marketing-format';

type CampaignDialogProps = {
  /** The campaign being changed, a first day for a new one, null when closed. */
  campaign: Campaign | { startDate: string } | null;
  options: CampaignList['options'];
  onClose: () => void;
};

/** Add or change a campaign: its name, channel, budget, target service, dates and status. */
export function CampaignDialog({ campaign, options, onClose }: CampaignDialogProps) {
  const editing = campaign && 'id' in campaign ? campaign : null;
  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => !open && onClose()}>
      {campaign !== null && (
        <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{editing ? `Edit ${editing.name}` : 'Add a campaign'}</DialogTitle>
            <DialogDescription>A push on one channel for a few weeks — the spring clean-up mailer in March, the aeration door hangers in August. Its results are its channel’s leads and won estimates in its dates.</DialogDescription>
          </DialogHeader>
          <CampaignForm key={editing?.id ?? 'new'} campaign={editing} startDate={campaign.startDate} options={options} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function CampaignForm({ campaign, startDate, options, onDone }: { campaign: Campaign | null; startDate: string; options: CampaignList['options']; onDone: () => void }) {
  const save = useSaveCampaign();
  const keyFor = useMemo(() => idempotencyKeys(), []);
  const [typed, setTyped] = useState({
    name: campaign?.name ?? '',
    channelId: campaign?.channelId ?? options.channels[0]?.id ?? '',
    serviceId: campaign?.serviceId ?? '',
    budget: campaign ? typedNumber(campaign.budget) : '',
    startDate: campaign?.startDate ?? startDate,
    endDate: campaign?.endDate ?? startDate,
    status: campaign?.status ?? 'planned',
    notes: campaign?.notes ?? '',
  });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = (patch: Partial<typeof typed>) => setTyped((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...typed, budget: numberOrText(typed.budget) ?? 0 };
    const parsed = campaignInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setRefusal(null);
    const input = campaign ? { ...parsed.data, updatedAt: campaign.updatedAt } : parsed.data;
    try {
      await save.mutateAsync({ id: campaign?.id ?? null, input, idempotencyKey: campaign ? undefined : keyFor(input) });
      toast.success(campaign ? 'Campaign saved' : 'Campaign added');
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if (isStaleWrite(error)) setRefusal(errorMessage(error));
      toast.error(campaign ? 'Could not save the campaign' : 'Could not add the campaign', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4" aria-label={campaign ? 'Edit campaign' : 'Add a campaign'}>
      {refusal && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}
      <InputField id="campaign-name" label="Name" value={typed.name} onChange={(event) => change({ name: event.target.value })} error={errors.name} autoComplete="off" maxLength={120} hint="e.g. Spring clean-up mailer" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="campaign-channel" label="Channel" error={errors.channelId} hint={options.channels.length === 0 ? 'Add a channel on the Channels screen first.' : undefined}>
          {(control) => (
            <NativeSelect {...control} value={typed.channelId} onChange={(event) => change({ channelId: event.target.value })}>
              {options.channels.length === 0 && <option value="">No channels yet</option>}
              {options.channels.map((channel) => (
                <option key={channel.id} value={channel.id}>
                  {channel.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="campaign-service" label="Target service" error={errors.serviceId}>
          {(control) => (
            <NativeSelect {...control} value={typed.serviceId} onChange={(event) => change({ serviceId: event.target.value })}>
              <option value="">Any service</option>
              {options.services.map((service) => (
                <option key={service.id} value={service.id}>
                  {service.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <InputField id="campaign-start" label="Starts" type="date" value={typed.startDate} onChange={(event) => change({ startDate: event.target.value })} error={errors.startDate} />
        <InputField id="campaign-end" label="Ends" type="date" value={typed.endDate} onChange={(event) => change({ endDate: event.target.value })} error={errors.endDate} />
        <InputField id="campaign-budget" label="Budget ($)" inputMode="decimal" autoComplete="off" value={typed.budget} onChange={(event) => change({ budget: event.target.value })} error={errors.budget} />
        <FormField id="campaign-status" label="Status" error={errors.status}>
          {(control) => (
            <NativeSelect {...control} value={typed.status} onChange={(event) => change({ status: event.target.value as typeof typed.status })}>
              {campaignStatuses.map((status) => (
                <option key={status} value={status}>
                  {campaignStatusLabels[status]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField id="campaign-notes" label="Notes" error={errors.notes} hint="Optional: the offer, the area, who does what.">
        {(control) => <Textarea {...control} rows={2} maxLength={1000} value={typed.notes} onChange={(event) => change({ notes: event.target.value })} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending || options.channels.length === 0}>
          {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {campaign ? 'Save campaign' : 'Add campaign'}
        </Button>
      </DialogFooter>
    </form>
  );
}
