import { canManagePriceBook, PRICE_BOOK_MANAGERS_ONLY_MESSAGE } from '@groundwork/domain/products';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * onRequest guard of the price-book writes (equipment, products, subcontractors, services, coupons): admins, office managers and
 * estimators only, checked before the body is so a crew leader learns nothing from validation messages.
 */
export async function requirePriceBookManager(request: FastifyRequest): Promise<void> {
  if (!canManagePriceBook(request.ctx.role)) throw new AppError('FORBIDDEN', PRICE_BOOK_MANAGERS_ONLY_MESSAGE);
}
