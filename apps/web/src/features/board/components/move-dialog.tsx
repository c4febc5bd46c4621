import { workOrderLabel, type Board } from '@groundwork/domain/orders';
import { parseCalendarDate } from '@groundwork/domain/shared';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useMoveBoardItem } from '../api/move-board-item';
import { formatShortDay } from '../board-format';
import { currentPlace, findLane, moveInput, type BoardItem } from '../board-items';

/** The drawer, as the Crew field's choice: the order keeps its date and no crew has it. */
const NO_CREW = '';

type MoveDialogProps = { board: Board; item: BoardItem | null; onClose: () => void };

/** The keyboard and menu way to move: a crew (or none), a day and a place in that crew's route. */
export function MoveDialog({ board, item, onClose }: MoveDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && <MoveDialogContent key={item.kind === 'order' ? item.order.id : item.visit.jobVisitId} board={board} item={item} onClose={onClose} />}
    </Dialog>
  );
}

export function itemLabel(item: BoardItem): string {
  return item.kind === 'order' ? workOrderLabel(item.order.number) : `${item.visit.customerName}’s ${item.visit.title} visit`;
}

function MoveDialogContent({ board, item, onClose }: { board: Board; item: BoardItem; onClose: () => void }) {
  const place = currentPlace(board, item);
  const [crewId, setCrewId] = useState(place.crewId ?? board.crews[0]?.id ?? NO_CREW);
  const [date, setDate] = useState(place.date ?? board.days[0]!);
  const laneLength = (crew: string, day: string) => {
    if (!crew) return 0;
    const orders = findLane(board, crew, day)?.orders ?? [];
    return orders.filter((order) => item.kind === 'visit' || order.id !== item.order.id).length;
  };
  // Until a position is typed, it follows the chosen lane: the order's own place in its lane, otherwise last.
  const [typedPosition, setTypedPosition] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ date?: string; position?: string }>({});
  const move = useMoveBoardItem();
  const label = itemLabel(item);
  const crewName = board.crews.find((crew) => crew.id === crewId)?.name;
  const lastPosition = laneLength(crewId, date) + 1;
  const inOwnLane = place.index !== null && place.crewId === crewId && place.date === date;
  const position = typedPosition ?? String(inOwnLane ? place.index! + 1 : lastPosition);

  const submit = async () => {
    const nextErrors: typeof errors = {};
    if (!parseCalendarDate(date)) nextErrors.date = 'Choose a day';
    const wanted = Number(position);
    if (crewId && (!Number.isInteger(wanted) || wanted < 1)) nextErrors.position = 'Position must be a whole number from 1';
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    const input = moveInput(board, item, crewId ? { crewId, date } : { crewId: null, date }, crewId ? Math.min(wanted, lastPosition) - 1 : 0);
    if (!input) {
      onClose();
      return;
    }
    try {
      await move.mutateAsync(input);
      toast.success(crewName ? `${label} moved to ${crewName}, ${formatShortDay(date)}` : `${label} is back in the drawer`);
      onClose();
    } catch {
      // The message shows in the dialog; a 409 has already read the board again (the card carries the new version).
    }
  };

  const refusal = move.error ? (isApiError(move.error) && move.error.status === 409 ? `${errorMessage(move.error)} The board has been reloaded; try again.` : errorMessage(move.error)) : null;

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Move {label}</DialogTitle>
        <DialogDescription>
          {item.kind === 'order' ? `${item.order.customerName} · ${item.order.title}` : 'Scheduling this visit makes its work order.'}
        </DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField id="board-move-crew" label="Crew">
          {(control) => (
            <NativeSelect {...control} value={crewId} disabled={move.isPending} onChange={(event) => setCrewId(event.target.value)}>
              {board.crews.map((crew) => (
                <option key={crew.id} value={crew.id}>
                  {crew.name}
                </option>
              ))}
              {item.kind === 'order' && <option value={NO_CREW}>No crew (the drawer)</option>}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="board-move-date" label="Day" error={errors.date}>
          {(control) => <Input {...control} type="date" value={date} disabled={move.isPending} onChange={(event) => setDate(event.target.value)} />}
        </FormField>
        {crewId !== NO_CREW && (
          <FormField id="board-move-position" label="Position in the route" error={errors.position} hint={`1 is the first stop; ${lastPosition} puts it last.`}>
            {(control) => <Input {...control} type="number" inputMode="numeric" min={1} step={1} value={position} disabled={move.isPending} onChange={(event) => setTypedPosition(event.target.value)} />}
          </FormField>
        )}
        {refusal && (
          <Alert variant="destructive" role="alert">
            <AlertCircleIcon aria-hidden="true" />
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={move.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={move.isPending}>
            {move.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Move
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
