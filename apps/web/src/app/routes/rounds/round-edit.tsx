import { ROUND_DELETE_FAILED, ROUND_NOT_FOUND_MESSAGE, type Round } from '@groundwork/domain/rounds';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, LoadError } from '@/components/ui/load-states';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useDeleteRound } from '@/features/rounds/api/delete-round';
import { roundQueryOptions, useRound } from '@/features/rounds/api/get-round';
import { RoundForm } from '@/features/rounds/components/round-form';
import { RoundOptimisePanel } from '@/features/rounds/components/round-optimise-panel';
import { errorMessage, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useCrewOptions, useCustomerOptions } from '../orders/use-order-options';
import { useStopOptions } from './use-round-options';

/** /rounds/new and /rounds/{roundId}: the round's details and stops; a saved round can be optimised and deleted. */
export default function RoundEditRoute() {
  const { roundId } = useParams();
  return roundId ? <EditRound roundId={roundId} /> : <NewRound />;
}

function useStopPicker() {
  const crews = useCrewOptions();
  const { customers, loading } = useCustomerOptions();
  const [customerId, setCustomerId] = useState('');
  const properties = useStopOptions(customerId);
  return { crews, customers, customersLoading: loading, properties, onCustomerChange: setCustomerId };
}

function NewRound() {
  const navigate = useNavigate();
  const picker = useStopPicker();
  return (
    <Page className="max-w-3xl">
      <PageHeader title="New round" description="Name it, give it a crew and a rhythm, and add its stops in driving order." />
      <Card>
        <CardContent className="pt-6">
          <RoundForm {...picker} onSaved={(round) => void navigate(paths.round(round.id), { replace: true })} onCancel={() => void navigate(paths.rounds)} />
        </CardContent>
      </Card>
    </Page>
  );
}

function EditRound({ roundId }: { roundId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const round = useRound(roundId);
  const picker = useStopPicker();
  const [deleting, setDeleting] = useState(false);

  return (
    <Page className="max-w-3xl">
      <PageHeader
        title={round.data?.name ?? 'Round'}
        description={round.data && round.data.jobCount > 0 ? `${round.data.jobCount === 1 ? '1 job' : `${round.data.jobCount} jobs`} in this round follow its order.` : undefined}
        actions={
          round.data && (
            <Button variant="outline" onClick={() => setDeleting(true)}>
              <Trash2Icon aria-hidden="true" />
              Delete round
            </Button>
          )
        }
      />
      {!round.data ? (
        <RoundLoadState query={round} />
      ) : (
        <div className="grid gap-6">
          <Card>
            <CardContent className="pt-6">
              <RoundForm
                // A reload, an applied optimisation or someone else's save shows the round afresh.
                key={round.data.updatedAt}
                round={round.data}
                {...picker}
                onSaved={() => void navigate(paths.rounds)}
                onCancel={() => void navigate(paths.rounds)}
                onReload={() => queryClient.fetchQuery({ ...roundQueryOptions(roundId), staleTime: 0 })}
              />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="pt-6">
              <RoundOptimisePanel round={round.data} />
            </CardContent>
          </Card>
          <DeleteRoundDialog round={round.data} open={deleting} onOpenChange={setDeleting} onDeleted={() => void navigate(paths.rounds, { replace: true })} />
        </div>
      )}
    </Page>
  );
}

function DeleteRoundDialog({ round, open, onOpenChange, onDeleted }: { round: Round; open: boolean; onOpenChange: (open: boolean) => void; onDeleted: () => void }) {
  const deleteRound = useDeleteRound();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${round.name}?`}
      description={
        round.jobCount > 0
          ? `Its ${round.jobCount === 1 ? 'job keeps its' : `${round.jobCount} jobs keep their`} visits and work orders, but no longer follow a round. This cannot be undone.`
          : 'Its stops are forgotten; the customers and their properties stay. This cannot be undone.'
      }
      confirmLabel="Delete round"
      busyLabel="Deleting…"
      busy={deleteRound.isPending}
      onConfirm={() =>
        deleteRound.mutate(round.id, {
          onSuccess: () => {
            toast.success(`Round ${round.name} deleted`);
            onOpenChange(false);
            onDeleted();
          },
          onError: (error) => toast.error(ROUND_DELETE_FAILED, { description: errorMessage(error) }),
        })
      }
    />
  );
}

type LoadingQuery = { isPending: boolean; error: unknown; refetch: () => unknown };

function RoundLoadState({ query }: { query: LoadingQuery }) {
  if (query.isPending) return <PageSpinner className="min-h-64" />;
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <EmptyState
        title={ROUND_NOT_FOUND_MESSAGE}
        description="This round does not exist. It may have been deleted."
        action={
          <Button variant="outline" asChild>
            <Link to={paths.rounds}>Back to rounds</Link>
          </Button>
        }
      />
    );
  }
  return <LoadError title="Could not load the round" error={query.error} onRetry={() => void query.refetch()} />;
}
