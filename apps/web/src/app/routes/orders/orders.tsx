import { isOfficeRole } from '@groundwork/domain/auth';
import { CalendarRangeIcon, ClipboardListIcon, ClipboardPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/auth-provider';
import { NewWorkOrderDialog } from '@/features/orders/components/new-work-order-dialog';
import { WorkOrdersList } from '@/features/orders/components/work-orders-list';
import { paths } from '@/lib/paths';
import { useCrewOptions, useCustomerOptions, usePropertyOptions, useServiceOptions } from './use-order-options';

/** /orders: the company's work orders, planned by the office and read by crew leaders. */
export default function OrdersRoute() {
  const { user } = useAuth();
  return user && isOfficeRole(user.role) ? <OfficeOrders /> : <FieldOrders />;
}

const scheduleBoardLink = (
  <Button variant="outline" asChild>
    <Link to={paths.scheduleBoard}>
      <CalendarRangeIcon aria-hidden="true" />
      Schedule board
    </Link>
  </Button>
);

/** A crew leader reads the orders (no selection, no new order) and records their day in Dispatch End of Day. */
function FieldOrders() {
  const crews = useCrewOptions();
  return (
    <Page className="max-w-7xl">
      <PageHeader
        title="Work orders"
        description="The company's work orders: where, when, who and what. Your crew's day is recorded in Dispatch End of Day."
        actions={
          <>
            {scheduleBoardLink}
            <Button asChild>
              <Link to={paths.dispatchEndOfDay}>
                <ClipboardListIcon aria-hidden="true" />
                My day
              </Link>
            </Button>
          </>
        }
      />
      <WorkOrdersList crews={crews} services={[]} selectable={false} />
    </Page>
  );
}

/** The office's list; *New work order* (or `?new=1`) makes a one-off order. */
function OfficeOrders() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const creating = params.get('new') === '1';
  const setCreating = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('new', '1');
        else next.delete('new');
        return next;
      },
      { replace: true },
    );
  const crews = useCrewOptions();
  const services = useServiceOptions();
  const { customers, loading: customersLoading } = useCustomerOptions();
  const [customerId, setCustomerId] = useState('');
  const properties = usePropertyOptions(customerId);

  const newButton = (
    <Button onClick={() => setCreating(true)}>
      <ClipboardPlusIcon aria-hidden="true" />
      New work order
    </Button>
  );

  return (
    <Page className="max-w-7xl">
      <PageHeader
        title="Work orders"
        description="Each visit's work for the crew: where, when, who and what. Click one to start, complete or edit it."
        actions={
          <>
            {scheduleBoardLink}
            {newButton}
          </>
        }
      />
      <WorkOrdersList crews={crews} services={services} customers={customers} newOrderAction={newButton} />
      <NewWorkOrderDialog
        open={creating}
        onOpenChange={(open) => {
          setCreating(open);
          if (!open) setCustomerId('');
        }}
        customers={customers}
        customersLoading={customersLoading}
        properties={properties}
        onCustomerChange={setCustomerId}
        services={services}
        crews={crews}
        onCreated={(order) => void navigate(paths.order(order.id))}
      />
    </Page>
  );
}
