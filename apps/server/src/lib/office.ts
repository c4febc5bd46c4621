import { isOfficeRole, OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import { WORK_ORDER_OFFICE_ONLY_MESSAGE } from '@groundwork/domain/orders';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/*
 * What a crew leader may call. They work in the field: they read the company's work orders, board and crews, and
 * record their own crews' day through the dispatch calls. Everything else (clients, estimates, jobs, prices, costs,
 * people and set-up) is the office's. Each guard runs onRequest, before the body is read, so a crew leader learns
 * nothing from validation messages; a public route (no session) is left to its own rules.
 */

/** The office's areas: a crew leader gets 403. */
export async function requireOffice(request: FastifyRequest): Promise<void> {
  if (request.ctx && !isOfficeRole(request.ctx.role)) throw new AppError('FORBIDDEN', OFFICE_ONLY_MESSAGE);
}

/** Areas a crew leader reads but the office changes (crews): 403 on anything but a read. */
export async function requireOfficeToChange(request: FastifyRequest): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') await requireOffice(request);
}

/**
 * The calls that plan or change work orders (the orders' writes, the board's moves, optimising and rain days): the
 * crew leader records the day through the dispatch calls instead.
 */
export async function requireDispatcher(request: FastifyRequest): Promise<void> {
  if (!isOfficeRole(request.ctx.role)) throw new AppError('FORBIDDEN', WORK_ORDER_OFFICE_ONLY_MESSAGE);
}
