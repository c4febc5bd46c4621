import { isOfficeRole } from '@groundwork/domain/auth';
import { Page, PageHeader } from '@/components/layouts/page';
import { useAuth } from '@/features/auth/auth-provider';
import { TicketsWorkspace } from '@/features/tickets/components/tickets-workspace';
import { useTicketOptions } from './use-ticket-options';

/**
 * /tickets (Tasks & Assignments): work that is not a billable visit — call a client back, fix a sprinkler head, order
 * mulch, service a mower. The office sees every task; a crew leader the ones assigned to them or their crews.
 */
export default function TicketsRoute() {
  const { user } = useAuth();
  const office = user ? isOfficeRole(user.role) : false;
  const options = useTicketOptions(office);
  return (
    <Page className="max-w-[100rem]">
      <PageHeader
        title="Tasks & Assignments"
        description={
          office
            ? 'Callbacks, upsell leads, office jobs and upkeep: who does what, by when. Open a task to edit it, tick its checklist or comment.'
            : 'The tasks assigned to you and your crews. Open one to tick its checklist, comment or mark it done.'
        }
      />
      <TicketsWorkspace options={options} />
    </Page>
  );
}
