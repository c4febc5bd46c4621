import { canManageOverheadBudget, overheadMessages } from '@groundwork/domain/overhead';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';

/**
 * The budget sets every price the company quotes, and its projection makes next year's draft: admins and office
 * managers change them, everyone in the company reads them.
 */
export function requireOverheadManager(request: FastifyRequest, message: string = overheadMessages.budgetManagersOnly): RequestContext {
  if (!canManageOverheadBudget(request.ctx.role)) throw new AppError('FORBIDDEN', message);
  return request.ctx;
}
