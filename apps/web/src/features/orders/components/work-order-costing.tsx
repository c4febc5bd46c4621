import { CostingCard } from '@/components/costing/costing-card';
import { useWorkOrderCosting } from '../api/get-order-costing';

/** The order's costing card; nothing for a crew leader (who never sees costs) or while it loads. */
export function WorkOrderCosting({ orderId }: { orderId: string }) {
  const costing = useWorkOrderCosting(orderId);
  if (!costing.data) return null;
  return <CostingCard costing={costing.data} description="Hours and materials the crew recorded against the budget and the price." />;
}
