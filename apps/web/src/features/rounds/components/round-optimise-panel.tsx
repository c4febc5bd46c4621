import type { OptimiseRoundResult, Round } from '@groundwork/domain/rounds';
import { Loader2Icon, MapPinOffIcon, RouteIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { isStaleWrite } from '@/lib/stale-write';
import { useOptimiseRound } from '../api/optimise-round';

/** Kilometres with one decimal: "12.4 km". */
export const formatKm = (km: number) => `${km.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;

/**
 * Optimise: the shortest order found for the saved round, from the company's yard and back, with the drive before
 * and after and the new order to apply; or the properties (and the yard) that need coordinates first, with links to
 * fix them.
 */
export function RoundOptimisePanel({ round }: { round: Round }) {
  const optimise = useOptimiseRound();
  const [result, setResult] = useState<OptimiseRoundResult | null>(null);
  const stopOf = new Map(round.stops.map((stop) => [stop.propertyId, stop]));
  const busy = optimise.isPending;

  const run = (apply: boolean) =>
    optimise.mutate(
      { id: round.id, input: apply ? { apply: true, updatedAt: round.updatedAt } : {} },
      {
        onSuccess: (answer) => {
          if (apply) {
            toast.success('Round reordered for the shortest drive');
            setResult(null);
          } else setResult(answer);
        },
        onError: (error) =>
          toast.error('Could not optimise the round', {
            description: isStaleWrite(error) ? 'Someone else changed this round. Reload it and optimise again.' : errorMessage(error),
          }),
      },
    );

  const unchanged = result?.ok && result.propertyIds.every((id, index) => round.stops[index]?.propertyId === id);

  return (
    <section aria-labelledby="round-optimise-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="round-optimise-heading" className="text-lg font-semibold text-foreground">
            Optimise
          </h2>
          <p className="text-sm text-muted-foreground">The shortest drive from your yard through every stop and back, for the round as saved.</p>
        </div>
        <Button type="button" variant="outline" onClick={() => run(false)} disabled={busy || round.stops.length < 2}>
          {busy && !result ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <RouteIcon aria-hidden="true" />}
          Optimise
        </Button>
      </div>
      {round.stops.length < 2 && <p className="text-sm text-muted-foreground">Add at least two stops to optimise the round.</p>}

      <div aria-live="polite">
        {result?.ok && (
          <Alert variant="info">
            <RouteIcon aria-hidden="true" />
            <AlertTitle>{unchanged ? 'This is already the shortest order found' : `${formatKm(result.beforeKm)} → ${formatKm(result.afterKm)}`}</AlertTitle>
            <AlertDescription>
              {unchanged ? (
                <p>The round drives {formatKm(result.afterKm)} from the yard and back.</p>
              ) : (
                <>
                  <p>Saves {formatKm(result.beforeKm - result.afterKm)} of driving. The new order:</p>
                  <ol aria-label="Optimised order" className="mt-2 list-decimal space-y-0.5 pl-5">
                    {result.propertyIds.map((id) => (
                      <li key={id} className="break-words">
                        {stopOf.get(id)?.customerName ?? 'A stop'}
                        {stopOf.get(id)?.address ? ` · ${stopOf.get(id)!.address}` : ''}
                      </li>
                    ))}
                  </ol>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button type="button" size="sm" onClick={() => run(true)} disabled={busy}>
                      {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                      Apply this order
                    </Button>
                    <Button type="button" size="sm" variant="outline" onClick={() => setResult(null)} disabled={busy}>
                      Keep the current order
                    </Button>
                  </div>
                </>
              )}
            </AlertDescription>
          </Alert>
        )}
        {result && !result.ok && (
          <Alert variant="destructive">
            <MapPinOffIcon aria-hidden="true" />
            <AlertTitle>Some places have no coordinates</AlertTitle>
            <AlertDescription>
              <p>Optimising needs the map position of the yard and of every stop.</p>
              <ul className="mt-2 space-y-1">
                {result.yardMissing && (
                  <li>
                    Your yard:{' '}
                    <Link className="font-medium underline underline-offset-2" to={paths.companyInformationEdit}>
                      set it in Company information
                    </Link>
                  </li>
                )}
                {result.missing.map((stop) => (
                  <li key={stop.propertyId} className="break-words">
                    {stop.customerName || 'Unnamed customer'}
                    {stop.address ? ` · ${stop.address}` : ''}:{' '}
                    <Link
                      className="font-medium underline underline-offset-2"
                      to={paths.customerEdit(stop.customerId)}
                      aria-label={`Add coordinates for ${stop.customerName || 'this customer'}, ${stop.address}`}
                    >
                      add coordinates
                    </Link>
                  </li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        )}
      </div>
    </section>
  );
}
