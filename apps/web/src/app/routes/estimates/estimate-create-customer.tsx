import { ticketLabel } from '@groundwork/domain/tickets';
import { InfoIcon } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { toast } from '@/components/ui/toaster';
import { useCustomer } from '@/features/customers/api/get-customer';
import { useLinkTicketEstimate, useTicketEstimateDraft } from '@/features/tickets/api/ticket-estimate';
import { errorMessage } from '@/lib/api-client';
import { customerProperties } from './builder-client';
import { EstimateCreateScreen } from './estimate-create-screen';

/**
 * /estimates/create/customer/{customerId}, and ?fromTask={ticketId} for an upsell task made into an estimate: the
 * task's words and property are read from the server (never from the address) and start the estimate; once it is
 * made, it is linked back to the task (which is then about the estimate, with a comment saying so).
 */
export default function EstimateCreateCustomerRoute() {
  const { customerId = '' } = useParams();
  const [params] = useSearchParams();
  const customer = useCustomer(customerId);
  const fromTask = params.get('fromTask');
  const draft = useTicketEstimateDraft(fromTask);
  const link = useLinkTicketEstimate();
  // A task of another customer (an edited address) starts nothing and is not linked.
  const task = draft.data && draft.data.customerId === customerId ? draft.data : null;
  const client = customer.data ? { id: customer.data.id, type: 'customer' as const, name: customer.data.displayName } : null;

  const notice = !fromTask ? null : task ? (
    <Alert variant="info" className="mb-4">
      <InfoIcon aria-hidden="true" />
      <AlertTitle>From {ticketLabel(task.ticketNumber)}</AlertTitle>
      <AlertDescription>The task’s title and description start this estimate. Once it is made, the task is linked to it.</AlertDescription>
    </Alert>
  ) : draft.isError || draft.data ? (
    <Alert variant="destructive" className="mb-4">
      <InfoIcon aria-hidden="true" />
      <AlertTitle>The task could not be used</AlertTitle>
      <AlertDescription>{draft.isError ? errorMessage(draft.error) : 'That task is about another customer.'} This is a blank estimate.</AlertDescription>
    </Alert>
  ) : null;

  return (
    <EstimateCreateScreen
      client={client}
      clientQuery={customer}
      properties={customerProperties(customer.data)}
      prefill={fromTask && draft.isPending ? 'loading' : task ? { description: task.description, notes: task.notes, propertyId: task.propertyId } : undefined}
      notice={notice}
      onCreated={async (estimate) => {
        if (!task) return;
        try {
          await link.mutateAsync({ ticketId: task.ticketId, estimateId: estimate.id });
          toast.success(`Estimate #${estimate.number} made from ${ticketLabel(task.ticketNumber)}`);
        } catch (error) {
          toast.error(`Estimate #${estimate.number} was made, but ${ticketLabel(task.ticketNumber)} was not linked to it`, { description: errorMessage(error) });
        }
      }}
    />
  );
}
