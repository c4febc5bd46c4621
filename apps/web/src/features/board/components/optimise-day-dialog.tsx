import { workOrderLabel, type Board, type BoardOrder } from '@groundwork/domain/orders';
import { AlertCircleIcon, Loader2Icon, MapPinOffIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useOptimiseDay } from '../api/optimise-day';
import { formatKm, formatShortDay } from '../board-format';

type Lane = Board['lanes'][number];
export type OptimiseTarget = { crewName: string; lane: Lane };

/** 'Optimise': the crew's day in the order of the shortest drive from the yard and back, before and after, then Apply. */
export function OptimiseDayDialog({ target, onClose }: { target: OptimiseTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && <OptimiseDayContent key={`${target.lane.crewId}-${target.lane.date}`} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function OptimiseDayContent({ target, onClose }: { target: OptimiseTarget; onClose: () => void }) {
  const { crewName, lane } = target;
  const preview = useOptimiseDay();
  const apply = useOptimiseDay();
  const { mutate: askPreview } = preview;
  useEffect(() => {
    askPreview({ crewId: lane.crewId, date: lane.date, apply: false });
  }, [askPreview, lane.crewId, lane.date]);

  const byId = new Map(lane.orders.map((order) => [order.id, order]));
  const result = preview.data;
  const stop = (order: BoardOrder | undefined, id: string) => (order ? `${workOrderLabel(order.number)} · ${order.customerName}, ${order.address}` : id);

  const applyIt = () =>
    apply.mutate(
      { crewId: lane.crewId, date: lane.date, apply: true },
      {
        onSuccess: (applied) => {
          if (applied.ok) toast.success(`${crewName}’s route optimised: ${formatKm(applied.beforeKm)} → ${formatKm(applied.afterKm)}`);
          onClose();
        },
      },
    );

  return (
    <DialogContent className="max-w-xl">
      <DialogHeader>
        <DialogTitle>Optimise {crewName}’s route</DialogTitle>
        <DialogDescription>{formatShortDay(lane.date)}: the order of stops with the shortest drive from the yard and back.</DialogDescription>
      </DialogHeader>
      {preview.isPending && (
        <div className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> Working out the shortest route…
        </div>
      )}
      {preview.isError && <LoadError title="Could not optimise the route" error={preview.error} onRetry={() => askPreview({ crewId: lane.crewId, date: lane.date, apply: false })} />}
      {result?.ok === true && (
        <div className="grid gap-3">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="rounded-lg bg-muted p-3">
              <dt className="text-muted-foreground">Now</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatKm(result.beforeKm)}</dd>
            </div>
            <div className="rounded-lg bg-primary-soft p-3">
              <dt className="text-muted-foreground">Optimised</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatKm(result.afterKm)}</dd>
            </div>
          </dl>
          <div>
            <h3 className="mb-1 text-sm font-medium">New order</h3>
            <ol aria-label="Optimised route" className="list-decimal space-y-0.5 pl-5 text-sm">
              {result.orderIds.map((id) => (
                <li key={id}>{stop(byId.get(id), id)}</li>
              ))}
            </ol>
          </div>
          {result.afterKm >= result.beforeKm && <p className="text-sm text-muted-foreground">This route is already the shortest.</p>}
        </div>
      )}
      {result?.ok === false && (
        <Alert variant="destructive" aria-labelledby="optimise-missing-title">
          <MapPinOffIcon aria-hidden="true" />
          <AlertTitle id="optimise-missing-title">The route cannot be optimised yet</AlertTitle>
          <AlertDescription className="grid gap-2">
            {result.yardMissing && (
              <p>
                The company’s yard has no map location. <Link className="underline underline-offset-4" to={paths.companyInformation}>Add it in company information</Link>.
              </p>
            )}
            {result.missing.length > 0 && (
              <>
                <p>These properties have no map location:</p>
                <ul className="list-disc space-y-0.5 pl-4">
                  {result.missing.map((missing) => {
                    const order = byId.get(missing.orderId);
                    const text = `${order ? `${workOrderLabel(order.number)} · ` : ''}${missing.customerName}, ${missing.address}`;
                    return (
                      <li key={missing.orderId}>
                        {order ? (
                          <Link className="underline underline-offset-4" to={paths.customer(order.customerId)}>
                            {text}
                          </Link>
                        ) : (
                          text
                        )}
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </AlertDescription>
        </Alert>
      )}
      {apply.isError && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{errorMessage(apply.error)}</AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={apply.isPending}>
          Close
        </Button>
        {result?.ok === true && (
          <Button onClick={applyIt} disabled={apply.isPending || result.afterKm >= result.beforeKm}>
            {apply.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Apply
          </Button>
        )}
      </DialogFooter>
    </DialogContent>
  );
}
