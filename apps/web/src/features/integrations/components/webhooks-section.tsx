import {
  webhookEventLabels,
  webhookInputSchema,
  type DeliveryStatus,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
} from '@groundwork/domain/integrations';
import { CopyIcon, EyeIcon, EyeOffIcon, HistoryIcon, PencilIcon, PlusIcon, RotateCcwIcon, SendIcon, Trash2Icon, WebhookIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/form-field';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { copyText } from '@/lib/copy-text';
import { firstIssueByField } from '@/lib/domain-resolver';
import { formatDateTime } from '@/lib/format';
import { useDeleteWebhook, useDeliveries, useReplayDelivery, useRollSecret, useSaveWebhook, useSendTestEvent, useWebhooks } from '../api/webhooks';

const statusBadges: Record<DeliveryStatus, { label: string; variant: 'success' | 'warning' | 'destructive' | 'muted' }> = {
  pending: { label: 'Waiting to send', variant: 'muted' },
  retrying: { label: 'Retrying', variant: 'warning' },
  succeeded: { label: 'Delivered', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
};

function DeliveryBadge({ status, code }: { status: DeliveryStatus; code: number | null }) {
  const badge = statusBadges[status];
  return (
    <Badge variant={badge.variant}>
      {badge.label}
      {code !== null ? ` · ${code}` : ''}
    </Badge>
  );
}

/**
 * Webhooks on /integrations: the company's endpoints with their events and last delivery, a form to add or change one,
 * its signing secret, a test event, and each endpoint's delivery log with replay. Admins only (the route says so).
 */
export function WebhooksSection({ timeZone }: { timeZone: string }) {
  const webhooks = useWebhooks();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [rolling, setRolling] = useState<Webhook | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const remove = useDeleteWebhook();
  const roll = useRollSecret();
  const test = useSendTestEvent();

  if (webhooks.isPending) return <LoadingRows rows={2} label="Loading the webhooks" />;
  if (webhooks.isError) return <LoadError title="Could not load the webhooks" error={webhooks.error} onRetry={() => void webhooks.refetch()} />;
  const { webhooks: list, eventTypes } = webhooks.data;

  const sendTest = (webhook: Webhook) =>
    test.mutate(webhook.id, {
      onSuccess: () => toast.success('Test event sent', { description: 'Open the deliveries to see what the address answered.' }),
      onError: (error) => toast.error('Could not send the test event', { description: errorMessage(error) }),
    });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="max-w-prose text-sm text-muted-foreground">
          Groundwork posts each event you choose to your address as JSON, signed with the webhook’s secret. An address that does not answer is tried again for about an hour and a half.
        </p>
        <Button type="button" onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden="true" />
          Add webhook
        </Button>
      </div>
      {list.length === 0 ? (
        <EmptyState
          icon={<WebhookIcon aria-hidden="true" />}
          title="No webhooks yet"
          description="Add the address Zapier, Make or your own system gave you, and choose the events to send it."
        />
      ) : (
        <ul className="grid gap-3" aria-label="Webhooks">
          {list.map((webhook) => (
            <li key={webhook.id} className="grid gap-3 rounded-lg border border-border bg-card p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid min-w-0 gap-1">
                  <p className="font-mono text-sm break-all text-foreground">{webhook.url}</p>
                  {webhook.description && <p className="text-sm text-muted-foreground">{webhook.description}</p>}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {webhook.active ? <Badge variant="success">On</Badge> : <Badge variant="muted">Off</Badge>}
                  {webhook.lastDelivery ? <DeliveryBadge status={webhook.lastDelivery.status} code={webhook.lastDelivery.responseCode} /> : <Badge variant="outline">Nothing sent yet</Badge>}
                </div>
              </div>
              <div className="flex flex-wrap gap-1.5" aria-label="Events">
                {webhook.events.map((event) => (
                  <Badge key={event} variant="secondary" className="font-mono">
                    {event}
                  </Badge>
                ))}
              </div>
              <p className="text-xs text-muted-foreground">
                {webhook.lastDelivery ? `Last delivery ${formatDateTime(webhook.lastDelivery.at, timeZone)}` : 'No deliveries yet'}
                {webhook.failedLastDay > 0 ? ` · ${webhook.failedLastDay} failed in the last day` : ''}
              </p>
              <SigningSecret webhook={webhook} onRoll={() => setRolling(webhook)} />
              <div className="flex flex-wrap gap-2">
                <Button type="button" size="sm" variant="outline" onClick={() => setLogOf(webhook)}>
                  <HistoryIcon aria-hidden="true" />
                  Deliveries
                </Button>
                <Button type="button" size="sm" variant="outline" disabled={test.isPending} onClick={() => sendTest(webhook)}>
                  <SendIcon aria-hidden="true" />
                  Send test event
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={() => setEditing(webhook)}>
                  <PencilIcon aria-hidden="true" />
                  Edit
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={() => setDeleting(webhook)}>
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null && <WebhookForm key={editing === 'new' ? 'new' : editing.id} webhook={editing === 'new' ? null : editing} eventTypes={eventTypes} onDone={() => setEditing(null)} />}
      </Dialog>
      <Dialog open={logOf !== null} onOpenChange={(open) => !open && setLogOf(null)}>
        {logOf && <DeliveryLog webhook={logOf} timeZone={timeZone} />}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this webhook?"
        description={`Nothing more is sent to ${deleting?.url ?? 'its address'}, and its delivery log is deleted with it.`}
        confirmLabel="Delete webhook"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (result) => {
              setDeleting(null);
              toast.success('Webhook deleted', { description: result.message });
            },
            onError: (error) => toast.error('Could not delete the webhook', { description: errorMessage(error) }),
          })
        }
      />
      <ConfirmDialog
        open={rolling !== null}
        onOpenChange={(open) => !open && setRolling(null)}
        title="Make a new signing secret?"
        description="The current secret stops working at once: give the new one to the receiving system, or it will refuse the deliveries."
        confirmLabel="Make new secret"
        busyLabel="Making..."
        busy={roll.isPending}
        onConfirm={() =>
          rolling &&
          roll.mutate(rolling.id, {
            onSuccess: () => {
              setRolling(null);
              toast.success('New signing secret made');
            },
            onError: (error) => toast.error('Could not make a new secret', { description: errorMessage(error) }),
          })
        }
      />
    </div>
  );
}

function SigningSecret({ webhook, onRoll }: { webhook: Webhook; onRoll: () => void }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span id={id} className="text-muted-foreground">
        Signing secret
      </span>
      <code aria-labelledby={id} className="rounded bg-muted px-2 py-1 font-mono text-xs break-all">
        {shown ? webhook.secret : `whsec_${'•'.repeat(12)}`}
      </code>
      <Button type="button" size="sm" variant="ghost" aria-pressed={shown} onClick={() => setShown((value) => !value)}>
        {shown ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
        {shown ? 'Hide' : 'Show'}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => void copyText(webhook.secret, 'Signing secret')}>
        <CopyIcon aria-hidden="true" />
        Copy
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onRoll}>
        <RotateCcwIcon aria-hidden="true" />
        New secret
      </Button>
    </div>
  );
}

function WebhookForm({ webhook, eventTypes, onDone }: { webhook: Webhook | null; eventTypes: readonly WebhookEventType[]; onDone: () => void }) {
  const save = useSaveWebhook();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [description, setDescription] = useState(webhook?.description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(webhook?.events ?? []);
  const [active, setActive] = useState(webhook?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const eventsId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { url, description, events, active };
    const parsed = webhookInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(firstIssueByField(parsed.error));
      return;
    }
    save.mutate(
      { id: webhook?.id ?? null, input },
      {
        onSuccess: () => {
          toast.success(webhook ? 'Webhook saved' : 'Webhook added', { description: webhook ? undefined : 'Copy its signing secret to the receiving system.' });
          onDone();
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.fieldErrors : {};
          if (Object.keys(fieldErrors).length > 0) setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field.split('.')[0]!, messages[0] ?? ''])));
          else toast.error('Could not save the webhook', { description: errorMessage(error) });
        },
      },
    );
  };

  const toggle = (type: WebhookEventType, checked: boolean) => {
    setEvents((current) => (checked ? [...current, type] : current.filter((entry) => entry !== type)));
    setErrors((current) => ({ ...current, events: '' }));
  };

  return (
    <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <DialogHeader>
          <DialogTitle>{webhook ? 'Edit webhook' : 'Add webhook'}</DialogTitle>
          <DialogDescription>Groundwork posts the events you tick to this address.</DialogDescription>
        </DialogHeader>
        <InputField
          id="webhook-url"
          label="Address (URL)"
          type="url"
          inputMode="url"
          placeholder="https://hooks.zapier.com/hooks/catch/…"
          value={url}
          error={errors.url}
          onChange={(event) => {
            setUrl(event.target.value);
            setErrors((current) => ({ ...current, url: '' }));
          }}
        />
        <InputField
          id="webhook-description"
          label="Description (optional)"
          placeholder="Zapier: new leads to our CRM"
          value={description}
          error={errors.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <fieldset className="grid gap-2" aria-describedby={errors.events ? `${eventsId}-error` : undefined}>
          <legend className="mb-1 text-sm font-medium text-foreground">Events</legend>
          {eventTypes.map((type) => (
            <label key={type} className="flex items-start gap-3 rounded-md p-1 text-sm hover:bg-muted/50">
              <Checkbox checked={events.includes(type)} onCheckedChange={(checked) => toggle(type, checked === true)} className="mt-0.5" />
              <span className="grid gap-0.5">
                <span className="font-mono text-xs text-foreground">{type}</span>
                <span className="text-muted-foreground">{webhookEventLabels[type]}</span>
              </span>
            </label>
          ))}
          {errors.events && (
            <p id={`${eventsId}-error`} role="alert" className="text-sm text-destructive">
              {errors.events}
            </p>
          )}
        </fieldset>
        <label className="flex items-center gap-3 text-sm">
          <Switch checked={active} onCheckedChange={setActive} aria-label="Send events to this address" />
          {active ? 'On: events are sent' : 'Off: nothing is sent until it is turned back on'}
        </label>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : webhook ? 'Save webhook' : 'Add webhook'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

function DeliveryLog({ webhook, timeZone }: { webhook: Webhook; timeZone: string }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const deliveries = useDeliveries(webhook.id, page);
  const replay = useReplayDelivery();

  const replayOne = (delivery: WebhookDelivery) =>
    replay.mutate(delivery.id, {
      onSuccess: () => toast.success('Sent again', { description: `${delivery.eventType} is on its way once more.` }),
      onError: (error) => toast.error('Could not send it again', { description: errorMessage(error) }),
    });

  return (
    <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
      <DialogHeader>
        <DialogTitle>Deliveries</DialogTitle>
        <DialogDescription className="break-all">{webhook.url}</DialogDescription>
      </DialogHeader>
      {deliveries.isPending ? (
        <LoadingRows rows={3} label="Loading the deliveries" />
      ) : deliveries.isError ? (
        <LoadError title="Could not load the deliveries" error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : deliveries.data.deliveries.length === 0 ? (
        <EmptyState icon={<HistoryIcon aria-hidden="true" />} title="Nothing sent yet" description="Deliveries show here as events happen. Send a test event to try the address." />
      ) : (
        <div className="grid gap-3">
          <ul className="grid gap-2" aria-label="Deliveries">
            {deliveries.data.deliveries.map((delivery) => (
              <li key={delivery.id} className="grid gap-2 rounded-md border border-border p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <DeliveryBadge status={delivery.status} code={delivery.responseCode} />
                    <span className="font-mono text-xs">{delivery.eventType}</span>
                    {delivery.replayOf && <Badge variant="outline">Replay</Badge>}
                  </div>
                  <span className="text-xs text-muted-foreground">{formatDateTime(delivery.createdAt, timeZone)}</span>
                </div>
                <p className="text-xs text-muted-foreground">
                  {delivery.attempts === 1 ? '1 try' : `${delivery.attempts} tries`}
                  {delivery.nextAttemptAt ? ` · next try ${formatDateTime(delivery.nextAttemptAt, timeZone)}` : ''}
                  {delivery.error ? ` · ${delivery.error}` : ''}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button type="button" size="sm" variant="ghost" aria-expanded={open === delivery.id} onClick={() => setOpen(open === delivery.id ? null : delivery.id)}>
                    {open === delivery.id ? 'Hide body' : 'Show body'}
                  </Button>
                  <Button type="button" size="sm" variant="outline" disabled={replay.isPending} onClick={() => replayOne(delivery)}>
                    <RotateCcwIcon aria-hidden="true" />
                    Send again
                  </Button>
                </div>
                {open === delivery.id && (
                  <pre className="max-h-64 overflow-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre-wrap break-all">{prettyJson(delivery.payload)}</pre>
                )}
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">
              Page {page} of {Math.max(1, Math.ceil(deliveries.data.pagination.total / deliveries.data.pagination.limit))}
            </span>
            <div className="flex gap-2">
              <Button type="button" size="sm" variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <Button type="button" size="sm" variant="outline" disabled={page * deliveries.data.pagination.limit >= deliveries.data.pagination.total} onClick={() => setPage(page + 1)}>
                Older
              </Button>
            </div>
          </div>
        </div>
      )}
    </DialogContent>
  );
}

function prettyJson(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
