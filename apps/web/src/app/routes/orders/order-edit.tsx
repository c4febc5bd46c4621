import { workOrderLabel } from '@groundwork/domain/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Card, CardContent } from '@/components/ui/card';
import { useWorkOrder, workOrderQueryOptions } from '@/features/orders/api/get-order';
import { WorkOrderEditForm } from '@/features/orders/components/work-order-edit-form';
import { paths } from '@/lib/paths';
import { OrderLoadState } from './order-load-state';
import { useCrewOptions } from './use-order-options';

/** /orders/edit/{orderId}: the order's plan, budget and instructions; back to the order once saved. */
export default function OrderEditRoute() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useWorkOrder(orderId);
  const crews = useCrewOptions();
  const back = () => void navigate(paths.order(orderId));

  return (
    <Page className="max-w-3xl">
      <PageHeader
        title={order.data ? `Edit ${workOrderLabel(order.data.number)}` : 'Edit work order'}
        description={order.data ? `${order.data.title} for ${order.data.customerName}` : undefined}
      />
      {!order.data ? (
        <OrderLoadState query={order} />
      ) : (
        <Card>
          <CardContent className="pt-6">
            <WorkOrderEditForm
              // A reload after someone else's save shows their version afresh.
              key={order.data.updatedAt}
              order={order.data}
              crews={crews}
              onSaved={back}
              onCancel={back}
              onReload={() => queryClient.fetchQuery({ ...workOrderQueryOptions(orderId), staleTime: 0 })}
            />
          </CardContent>
        </Card>
      )}
    </Page>
  );
}
