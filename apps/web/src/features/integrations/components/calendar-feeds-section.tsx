import type { CalendarFeed } from '@groundwork/domain/integrations';
import { CalendarPlusIcon, CalendarIcon, CopyIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { copyText } from '@/lib/copy-text';
import { formatDateTime } from '@/lib/format';
import { useCalendarFeeds, useCreateCalendarFeed, useDeleteCalendarFeed } from '../api/calendar-feeds';

/** webcal:// opens the subscribe dialog of Apple Calendar and Outlook; Google takes the https address. */
const webcal = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/**
 * Calendar feeds on /integrations: a secret address per crew or employee that calendar apps subscribe to, showing their
 * work orders; turning one off stops it for good. Admins and office managers.
 */
export function CalendarFeedsSection({ timeZone }: { timeZone: string }) {
  const feeds = useCalendarFeeds();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [target, setTarget] = useState('');
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState<CalendarFeed | null>(null);

  if (feeds.isPending) return <LoadingRows rows={2} label="Loading the calendar feeds" />;
  if (feeds.isError) return <LoadError title="Could not load the calendar feeds" error={feeds.error} onRetry={() => void feeds.refetch()} />;
  const { crews, employees } = feeds.data;

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    const [kind, id] = target.split(':');
    if (!kind || !id) {
      setError('Choose a crew or an employee');
      return;
    }
    create.mutate(kind === 'crew' ? { crewId: id } : { employeeId: id }, {
      onSuccess: (feed) => {
        setTarget('');
        toast.success('Calendar address made', { description: `Copy it into ${feed.name}’s calendar app.` });
      },
      onError: (failure) => toast.error('Could not make the calendar address', { description: errorMessage(failure) }),
    });
  };

  return (
    <div className="grid gap-4">
      <p className="max-w-prose text-sm text-muted-foreground">
        Subscribe in Google Calendar (Other calendars → From URL), Apple Calendar or Outlook, and the crew’s work orders show up there, updated about hourly. The address is secret: anyone with it can read that schedule.
      </p>
      <form onSubmit={add} className="flex flex-wrap items-end gap-2" noValidate>
        <FormField id="calendar-feed-target" label="New calendar address for" error={error} className="min-w-0 basis-full sm:max-w-sm sm:basis-auto sm:flex-1">
          {(control) => (
            <NativeSelect
              {...control}
              value={target}
              onChange={(event) => {
                setTarget(event.target.value);
                setError('');
              }}
            >
              <option value="">Choose a crew or an employee</option>
              <optgroup label="Crews">
                {crews.map((crew) => (
                  <option key={crew.id} value={`crew:${crew.id}`}>
                    {crew.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Employees">
                {employees.map((employee) => (
                  <option key={employee.id} value={`employee:${employee.id}`}>
                    {employee.name}
                  </option>
                ))}
              </optgroup>
            </NativeSelect>
          )}
        </FormField>
        <Button type="submit" disabled={create.isPending}>
          <CalendarPlusIcon aria-hidden="true" />
          {create.isPending ? 'Making...' : 'Make address'}
        </Button>
      </form>
      {feeds.data.feeds.length === 0 ? (
        <EmptyState icon={<CalendarIcon aria-hidden="true" />} title="No calendar feeds yet" description="Make an address for a crew, or for an employee to see the work of every crew they are on." />
      ) : (
        <ul className="grid gap-2" aria-label="Calendar feeds">
          {feeds.data.feeds.map((feed) => (
            <li key={feed.id} className="grid gap-2 rounded-lg border border-border bg-card p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-foreground">{feed.name}</span>
                  <Badge variant="secondary">{feed.kind === 'crew' ? 'Crew' : 'Employee'}</Badge>
                </div>
                <span className="text-xs text-muted-foreground">{feed.lastFetchedAt ? `Last read by a calendar ${formatDateTime(feed.lastFetchedAt, timeZone)}` : 'Not subscribed yet'}</span>
              </div>
              <code className="rounded bg-muted px-2 py-1 font-mono text-xs break-all">{feed.url}</code>
              <div className="flex flex-wrap gap-2">
                <Button type="button" size="sm" variant="outline" onClick={() => void copyText(feed.url, 'Calendar address')}>
                  <CopyIcon aria-hidden="true" />
                  Copy address
                </Button>
                <Button asChild size="sm" variant="outline">
                  <a href={webcal(feed.url)}>Subscribe on this device</a>
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={() => setDeleting(feed)}>
                  Turn off
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Turn this calendar address off?"
        description={`Calendars subscribed to ${deleting?.name ?? 'it'} stop updating, and the address never works again. Make a new one to share the schedule again.`}
        confirmLabel="Turn off"
        busyLabel="Turning off..."
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success('Calendar address turned off');
            },
            onError: (failure) => toast.error('Could not turn the address off', { description: errorMessage(failure) }),
          })
        }
      />
    </div>
  );
}
