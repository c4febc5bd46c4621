import { workOrderLabel, type Board, type RainDayInput, type RainDayResult } from '@groundwork/domain/orders';
import { parseCalendarDate } from '@groundwork/domain/shared';
import { AlertCircleIcon, CloudRainIcon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCallRainDay } from '../api/call-rain-day';
import { usePreviewRainDay } from '../api/preview-rain-day';
import { formatShortDay, plural } from '../board-format';

/** A rain day that was called from this screen: what moved, so it can be undone the same day. */
export type CalledRainDay = { date: string; result: RainDayResult };

type RainDayDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; board: Board; onCalled: (called: CalledRainDay) => void };

/** Rain day: choose a day (and a crew or all), see what moves where and why, optionally e-mail the clients, then apply. */
export function RainDayDialog({ open, onOpenChange, board, onCalled }: RainDayDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <RainDayContent board={board} onCalled={onCalled} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function RainDayContent({ board, onCalled, onClose }: { board: Board; onCalled: (called: CalledRainDay) => void; onClose: () => void }) {
  const [date, setDate] = useState(board.view === 'day' ? board.days[0]! : board.today);
  const [crewId, setCrewId] = useState('');
  const [notifyClients, setNotifyClients] = useState(false);
  const [message, setMessage] = useState('');
  const [dateError, setDateError] = useState<string>();
  const preview = usePreviewRainDay();
  const call = useCallRainDay();
  const busy = preview.isPending || call.isPending;

  const input = (): RainDayInput => ({ date, crewId: crewId || null, notifyClients, message: message.trim() });
  const change = (apply: () => void) => {
    apply();
    // What was previewed no longer matches the choice: preview again before applying.
    preview.reset();
    call.reset();
  };
  const showPreview = () => {
    if (!parseCalendarDate(date)) {
      setDateError('Choose a day');
      return;
    }
    preview.mutate(input());
  };
  const apply = () =>
    call.mutate(input(), {
      onSuccess: (result) => {
        const notified = result.notified > 0 ? ` ${plural(result.notified, 'client')} e-mailed.` : '';
        toast.success(`Rain day called: ${plural(result.moves.length, 'work order')} moved.${notified}`);
        onCalled({ date, result });
        onClose();
      },
    });

  const result = preview.data;
  const reachable = result ? result.clients.filter((client) => client.email !== '').length : 0;
  const unreachable = result ? result.clients.length - reachable : 0;

  return (
    <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
      <DialogHeader>
        <DialogTitle>Rain day</DialogTitle>
        <DialogDescription>
          Moves every work order of the day that has not started to the next working day, and each later visit of the same recurring jobs by as many
          days, so clients keep their interval.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="rain-day-date" label="Day" error={dateError}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={date}
              disabled={busy}
              onChange={(event) =>
                change(() => {
                  setDate(event.target.value);
                  setDateError(undefined);
                })
              }
            />
          )}
        </FormField>
        <FormField id="rain-day-crew" label="Crews">
          {(control) => (
            <NativeSelect {...control} value={crewId} disabled={busy} onChange={(event) => change(() => setCrewId(event.target.value))}>
              <option value="">All crews</option>
              {board.crews.map((crew) => (
                <option key={crew.id} value={crew.id}>
                  {crew.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      {!result && (
        <Button variant="outline" onClick={showPreview} disabled={busy} className="justify-self-start">
          {preview.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Preview
        </Button>
      )}
      {preview.isError && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{errorMessage(preview.error)}</AlertDescription>
        </Alert>
      )}
      {result && result.moves.length === 0 && (
        <p className="text-sm text-muted-foreground" role="status">
          Nothing to move on {formatShortDay(date)}: no work that has not started.
        </p>
      )}
      {result && result.moves.length > 0 && (
        <section aria-labelledby="rain-day-moves-title" className="grid gap-3">
          <h3 id="rain-day-moves-title" className="text-sm font-medium">
            {plural(result.moves.length, 'work order')} will move (rained-off work to {formatShortDay(result.to)})
          </h3>
          <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-lg border border-border p-2 text-sm" aria-label="What will move">
            {result.moves.map((move) => (
              <li key={move.orderId} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="min-w-0">
                  <span className="font-medium">{workOrderLabel(move.number)}</span> · {move.customerName} · {move.title}
                </span>
                <span className="text-muted-foreground tabular-nums">
                  {formatShortDay(move.from)} → {formatShortDay(move.to)} ({move.reason})
                </span>
              </li>
            ))}
          </ul>
          <div className="grid gap-2 rounded-lg bg-muted/50 p-3">
            <div className="flex items-start gap-2">
              <Checkbox id="rain-day-notify" checked={notifyClients} disabled={busy || reachable === 0} onCheckedChange={(checked) => setNotifyClients(checked === true)} />
              <Label htmlFor="rain-day-notify" className="leading-snug">
                E-mail {plural(reachable, 'client')} a notice of the new dates
              </Label>
            </div>
            <p className="text-xs text-muted-foreground">
              {plural(result.clients.length, 'client')} affected{unreachable > 0 ? `; ${unreachable} ${unreachable === 1 ? 'has' : 'have'} no e-mail on file and will not be notified` : ''}.
            </p>
            {notifyClients && (
              <FormField id="rain-day-message" label="Message (optional)" hint="Added to the notice, e.g. ‘Sorry for the change — the ground is too wet to mow.’">
                {(control) => <Textarea {...control} rows={3} maxLength={2000} value={message} disabled={busy} onChange={(event) => setMessage(event.target.value)} />}
              </FormField>
            )}
          </div>
        </section>
      )}
      {call.isError && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{errorMessage(call.error)}</AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={call.isPending}>
          Cancel
        </Button>
        <Button onClick={apply} disabled={!result || result.moves.length === 0 || busy}>
          {call.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <CloudRainIcon aria-hidden="true" />}
          Move {result ? plural(result.moves.length, 'work order') : 'work orders'}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
