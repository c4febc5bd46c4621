import { describeRhythm, type RoundListItem } from '@groundwork/domain/rounds';
import { MapPinOffIcon, RouteIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { paths } from '@/lib/paths';
import { useRounds } from '../api/get-rounds';

/** The company's rounds: name, crew, rhythm, stops and how many of them are on the map. */
export function RoundsList({ newRoundAction }: { newRoundAction?: ReactNode }) {
  const rounds = useRounds();
  if (rounds.isPending) return <LoadingRows rows={3} label="Loading rounds" />;
  if (rounds.isError) return <LoadError title="Could not load the rounds" error={rounds.error} onRetry={() => void rounds.refetch()} />;
  if (rounds.data.length === 0)
    return (
      <EmptyState
        icon={<RouteIcon />}
        title="No rounds yet"
        description="A round is the list of properties a crew visits on a rhythm, in driving order — “Tuesday mowing, North”, weekly."
        action={newRoundAction}
      />
    );
  return (
    <ul aria-label="Rounds" className="grid gap-3 md:grid-cols-2">
      {rounds.data.map((round) => (
        <RoundCard key={round.id} round={round} />
      ))}
    </ul>
  );
}

function RoundCard({ round }: { round: RoundListItem }) {
  const unlocated = round.stopCount - round.locatedCount;
  return (
    <li className="relative grid gap-2 rounded-xl border border-border bg-card p-4 focus-within:ring-2 focus-within:ring-ring hover:border-primary/40">
      <h2 className="text-base font-semibold break-words text-foreground">
        <Link to={paths.round(round.id)} className="outline-none after:absolute after:inset-0 after:content-['']">
          {round.name}
        </Link>
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Crew</dt>
        <dd className="min-w-0 break-words text-foreground">{round.crewName ?? 'No crew yet'}</dd>
        <dt className="text-muted-foreground">Rhythm</dt>
        <dd className="text-foreground">{describeRhythm(round)}</dd>
        <dt className="text-muted-foreground">Stops</dt>
        <dd className="flex flex-wrap items-center gap-2 text-foreground">
          <span>
            {round.stopCount === 1 ? '1 stop' : `${round.stopCount} stops`} · {round.locatedCount} located
          </span>
          {unlocated > 0 && (
            <Badge variant="warning">
              <MapPinOffIcon aria-hidden="true" />
              {unlocated} without coordinates
            </Badge>
          )}
        </dd>
        {round.jobCount > 0 && (
          <>
            <dt className="text-muted-foreground">Jobs</dt>
            <dd className="text-foreground">{round.jobCount}</dd>
          </>
        )}
      </dl>
    </li>
  );
}
