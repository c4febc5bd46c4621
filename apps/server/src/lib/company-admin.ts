import { isAdminRole } from '@groundwork/domain/auth';
import { canWriteDirection, ONLY_ADMINS_SET_UP_MESSAGE, ONLY_LEADERS_WRITE_DIRECTION_MESSAGE } from '@groundwork/domain/company-information';
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../plugins/auth';
import { AppError } from './app-error';

/** Company setup (information, logos, onboarding, sales tax, income divisions) is changed by admins only. */
export function requireCompanyAdmin(request: FastifyRequest): RequestContext {
  if (!isAdminRole(request.ctx.role)) throw new AppError('FORBIDDEN', ONLY_ADMINS_SET_UP_MESSAGE);
  return request.ctx;
}

/** The company's direction (purpose, values, vision, mission) is written by admins and office managers. */
export function requireDirectionWriter(request: FastifyRequest): RequestContext {
  if (!canWriteDirection(request.ctx.role)) throw new AppError('FORBIDDEN', ONLY_LEADERS_WRITE_DIRECTION_MESSAGE);
  return request.ctx;
}
