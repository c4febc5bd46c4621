import type { Board, BoardConflict } from '@groundwork/domain/orders';
import { TriangleAlertIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { formatShortDay, plural } from '../board-format';
import { formatHours } from '@/lib/format';

/** What a conflict says, in the dispatcher's words. */
export function conflictText(conflict: BoardConflict, crewName: (id: string) => string): string {
  if (conflict.kind === 'over_capacity') {
    return `${crewName(conflict.crewId)} is over capacity on ${formatShortDay(conflict.date)} by ${formatHours(conflict.overByHours)}.`;
  }
  const crews = conflict.crewIds.map(crewName);
  const listed = crews.length <= 2 ? crews.join(' and ') : `${crews.slice(0, -1).join(', ')} and ${crews.at(-1)}`;
  return `${conflict.employeeName} is in ${listed} on ${formatShortDay(conflict.date)}.`;
}

/** Crews over capacity and people booked in two crews the same day; nothing when the board has none. */
export function ConflictsBanner({ board }: { board: Pick<Board, 'conflicts' | 'crews'> }) {
  if (board.conflicts.length === 0) return null;
  const names = new Map(board.crews.map((crew) => [crew.id, crew.name]));
  const crewName = (id: string) => names.get(id) ?? 'A crew';
  return (
    <Alert variant="destructive" aria-labelledby="board-conflicts-title">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle id="board-conflicts-title">{plural(board.conflicts.length, 'conflict')} to resolve</AlertTitle>
      <AlertDescription>
        <ul className="list-disc space-y-0.5 pl-4">
          {board.conflicts.map((conflict, index) => (
            <li key={`${conflict.kind}-${conflict.date}-${conflict.kind === 'over_capacity' ? conflict.crewId : conflict.employeeId}-${index}`}>
              {conflictText(conflict, crewName)}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
