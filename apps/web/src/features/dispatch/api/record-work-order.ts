import type { CompleteWorkOrderInput, DispatchOrder, SkipWorkOrderInput, StartWorkOrderInput } from '@groundwork/domain/dispatch';
import { api } from '@/lib/api-client';

/**
 * What the crew leader sends about an order: start, complete or skip. Each goes with the order's `updatedAt` (stale →
 * 409) and an Idempotency-Key kept with the draft until the server answers, so a retry never records twice.
 */
export type WorkOrderSubmission =
  | { action: 'start'; orderId: string; body: StartWorkOrderInput }
  | { action: 'complete'; orderId: string; body: CompleteWorkOrderInput }
  | { action: 'skip'; orderId: string; body: SkipWorkOrderInput };

/** POST /orders/{id}/start | complete | skip → { order }. */
export async function submitWorkOrder(submission: WorkOrderSubmission, idempotencyKey: string): Promise<DispatchOrder> {
  const { order } = await api.post<{ order: DispatchOrder }>(`/orders/${encodeURIComponent(submission.orderId)}/${submission.action}`, submission.body, {
    idempotencyKey,
  });
  return order;
}
