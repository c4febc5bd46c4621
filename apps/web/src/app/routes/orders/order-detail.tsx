import { isOfficeRole } from '@groundwork/domain/auth';
import { useNavigate, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { useAuth } from '@/features/auth/auth-provider';
import { useWorkOrder } from '@/features/orders/api/get-order';
import { WorkOrderDetails } from '@/features/orders/components/work-order-details';
import { paths } from '@/lib/paths';
import { OrderLoadState } from './order-load-state';

/** /orders/{orderId}: one work order, and the moves, edits and crew sheet it allows. */
export default function OrderDetailRoute() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const order = useWorkOrder(orderId);

  if (!order.data) {
    return (
      <Page>
        <PageHeader title="Work order" />
        <OrderLoadState query={order} />
      </Page>
    );
  }
  return (
    <Page>
      <WorkOrderDetails order={order.data} onDeleted={() => void navigate(paths.orders, { replace: true })} onReload={() => order.refetch()} canPlan={user ? isOfficeRole(user.role) : false} />
    </Page>
  );
}
