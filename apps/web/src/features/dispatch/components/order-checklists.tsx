import type { OrderChecklist } from '@groundwork/domain/documents';
import { CheckCircle2Icon, BookOpenIcon } from 'lucide-react';
import { Link } from 'react-router';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { LoadError } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { isStaleWrite } from '@/lib/stale-write';
import { useOrderChecklists, useTickOrderChecklist } from '../api/order-checklists';
import { OrderSection } from './order-section';

type OrderChecklistsProps = {
  orderId: string;
  /** The order's service: its SOP checklists show; one-off work (null) has none. */
  serviceId: string | null;
  /** Ticks are kept while the order is planned, in progress or completed; a skipped or cancelled one only shows them. */
  readOnly: boolean;
};

/**
 * The SOP checklists of the order's service on the crew's phone (issue 19's executable SOPs): each step a tap target
 * that is saved at once and kept with the order, the SOP a link away. Shows nothing when the service has none.
 */
export function OrderChecklists({ orderId, serviceId, readOnly }: OrderChecklistsProps) {
  const checklists = useOrderChecklists(orderId, serviceId !== null);
  const tick = useTickOrderChecklist(orderId);

  if (serviceId === null || checklists.isPending) return null;
  if (checklists.isError) {
    return (
      <OrderSection title="Checklists">
        <LoadError title="Could not load the checklists" error={checklists.error} onRetry={() => void checklists.refetch()} />
      </OrderSection>
    );
  }
  if (checklists.data.length === 0) return null;

  const toggle = (checklist: OrderChecklist, index: number, done: boolean) => {
    if (tick.isPending) return;
    tick.reset();
    tick.mutate({ checklist, done: checklist.items.map((item, at) => (at === index ? done : item.done)) });
  };

  return (
    <OrderSection title="Checklists">
      {tick.isError &&
        (isStaleWrite(tick.error) ? (
          <StaleWriteAlert
            title="Someone else ticked this checklist"
            description="Your tick was not saved. Reload to see the checklist as it is now, then tick again."
            busy={checklists.isFetching}
            onReload={() => void checklists.refetch().then(() => tick.reset())}
          />
        ) : (
          <Alert variant="destructive" role="alert">
            <AlertTitle>Not saved</AlertTitle>
            <AlertDescription>{errorMessage(tick.error)}</AlertDescription>
          </Alert>
        ))}
      {checklists.data.map((checklist) => {
        const editable = !readOnly && checklist.attached && checklist.sopId !== null;
        const doneCount = checklist.items.filter((item) => item.done).length;
        const key = `${checklist.sopId ?? 'kept'}-${checklist.checklistId}`;
        return (
          <fieldset key={key} className="grid gap-2" aria-describedby={`${key}-progress`}>
            <legend className="grid gap-0.5">
              <span className="font-medium break-words">{checklist.title || checklist.sopTitle}</span>
              <span className="text-sm break-words text-muted-foreground">From the SOP “{checklist.sopTitle}”</span>
            </legend>
            <ul className="grid gap-1">
              {checklist.items.map((item, index) => {
                const id = `${key}-${index}`;
                return (
                  <li key={id} className="flex min-h-11 items-center gap-3">
                    <Checkbox
                      id={id}
                      className="size-6"
                      checked={item.done}
                      disabled={!editable || tick.isPending}
                      onCheckedChange={(checked) => toggle(checklist, index, checked === true)}
                    />
                    <label htmlFor={id} className={item.done ? 'min-w-0 break-words text-muted-foreground line-through' : 'min-w-0 break-words'}>
                      {item.text}
                    </label>
                  </li>
                );
              })}
            </ul>
            <p id={`${key}-progress`} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              {checklist.completedAt ? (
                <span className="inline-flex items-center gap-1 font-medium text-success-strong">
                  <CheckCircle2Icon className="size-4" aria-hidden="true" />
                  All {checklist.items.length} steps done
                </span>
              ) : (
                <span>
                  {doneCount} of {checklist.items.length} steps done
                </span>
              )}
              {checklist.recordedByName && <span>Last ticked by {checklist.recordedByName}</span>}
              {!checklist.attached && <span>Kept with this order; the SOP no longer asks for it.</span>}
            </p>
            {checklist.sopId && (
              <Link className="inline-flex min-h-11 items-center gap-1 justify-self-start text-sm font-medium text-primary underline" to={paths.sop(checklist.sopId)}>
                Read the SOP
                <BookOpenIcon className="size-4" aria-hidden="true" />
              </Link>
            )}
          </fieldset>
        );
      })}
    </OrderSection>
  );
}
