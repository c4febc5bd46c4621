import { canReviewDispatch } from '@groundwork/domain/dispatch';
import { WORK_ORDER_OFFICE_ONLY_MESSAGE } from '@groundwork/domain/orders';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * onRequest guard of the calls that plan or change work orders (the orders' writes, the board's moves, optimising and
 * rain days): every role but the crew leader, who records the day through the dispatch calls. Checked before the
 * body, so a crew leader learns nothing from validation messages.
 */
export async function requireDispatcher(request: FastifyRequest): Promise<void> {
  if (!canReviewDispatch(request.ctx.role)) throw new AppError('FORBIDDEN', WORK_ORDER_OFFICE_ONLY_MESSAGE);
}
