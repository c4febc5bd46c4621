import { channelInputSchema, type Channel, type ChannelList } from '@groundwork/domain/marketing';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { isStaleWrite } from '@/lib/stale-write';
import { useSaveChannel } from '../api/save-channel';
import { ChoiceList } from './choice-list';

type ChannelDialogProps = {
  /** The channel being changed, 'new' to add one, null when closed. */
  channel: Channel | 'new' | null;
  leadSources: ChannelList['leadSources'];
  channelNames: ReadonlyMap<string, string>;
  onClose: () => void;
};

/** Add or change a channel: its name, the lead sources its clients come through, and notes. */
export function ChannelDialog({ channel, leadSources, channelNames, onClose }: ChannelDialogProps) {
  const editing = channel === 'new' ? null : channel;
  return (
    <Dialog open={channel !== null} onOpenChange={(open) => !open && onClose()}>
      {channel !== null && (
        <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{editing ? `Edit ${editing.name}` : 'Add a channel'}</DialogTitle>
            <DialogDescription>A way you reach clients — yard signs, door hangers, the website, Google ads. Tie it to the lead sources its clients are recorded with, so its leads and sales count for it.</DialogDescription>
          </DialogHeader>
          <ChannelForm key={editing?.id ?? 'new'} channel={editing} leadSources={leadSources} channelNames={channelNames} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ChannelForm({ channel, leadSources, channelNames, onDone }: { channel: Channel | null; leadSources: ChannelList['leadSources']; channelNames: ReadonlyMap<string, string>; onDone: () => void }) {
  const save = useSaveChannel();
  const keyFor = useMemo(() => idempotencyKeys(), []);
  const [name, setName] = useState(channel?.name ?? '');
  const [sourceIds, setSourceIds] = useState<string[]>(channel?.leadSources.map((source) => source.id) ?? []);
  const [notes, setNotes] = useState(channel?.notes ?? '');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const choices = leadSources
    .filter((source) => !source.archived || sourceIds.includes(source.id))
    .map((source) => {
      const elsewhere = source.channelId !== null && source.channelId !== channel?.id ? channelNames.get(source.channelId) : undefined;
      return { id: source.id, name: source.name, note: elsewhere ? `Tied to ${elsewhere}` : source.archived ? 'Archived' : undefined, disabled: elsewhere !== undefined };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = channelInputSchema.safeParse({ name, leadSourceIds: sourceIds, notes });
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setRefusal(null);
    const input = channel ? { ...parsed.data, updatedAt: channel.updatedAt } : parsed.data;
    try {
      await save.mutateAsync({ id: channel?.id ?? null, input, idempotencyKey: channel ? undefined : keyFor(input) });
      toast.success(channel ? 'Channel saved' : 'Channel added');
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if (isStaleWrite(error)) setRefusal(errorMessage(error));
      toast.error(channel ? 'Could not save the channel' : 'Could not add the channel', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4" aria-label={channel ? 'Edit channel' : 'Add a channel'}>
      {refusal && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}
      <InputField id="channel-name" label="Name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} autoComplete="off" maxLength={80} hint="e.g. Yard signs" />
      <ChoiceList
        legend="Lead sources"
        idPrefix="channel-source"
        choices={choices}
        chosen={sourceIds}
        onChange={setSourceIds}
        hint="Its leads and won estimates are those of clients with these lead sources. A source counts for one channel."
        error={errors.leadSourceIds}
        errorFor={(id) => errors[`leadSourceIds.${sourceIds.indexOf(id)}`]}
        empty="The company has no lead sources yet: add them under Lead Sources."
      />
      <FormField id="channel-notes" label="Notes" error={errors.notes} hint="Optional: who runs it, what it costs and when.">
        {(control) => <Textarea {...control} rows={2} maxLength={500} value={notes} onChange={(event) => setNotes(event.target.value)} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {channel ? 'Save channel' : 'Add channel'}
        </Button>
      </DialogFooter>
    </form>
  );
}
