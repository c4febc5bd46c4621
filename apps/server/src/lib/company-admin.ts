import { isAdminRole, isLeadershipRole } from '@groundwork/domain/auth';
import { ONLY_ADMINS_SET_UP_MESSAGE, ONLY_LEADERS_WRITE_DIRECTION_MESSAGE } from '@groundwork/domain/company-information';
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../plugins/auth';
import { AppError } from './app-error';

/** Company setup (information, logos, onboarding, sales tax, income divisions) is changed by admins only. */
export function requireCompanyAdmin(request: FastifyRequest): RequestContext {
  if (!isAdminRole(request.ctx.role)) throw new AppError('FORBIDDEN', ONLY_ADMINS_SET_UP_MESSAGE);
  return request.ctx;
}

/**
 * What steers the company is written by its leadership (admins and office managers, `isLeadershipRole`) and read by
 * everyone: `message` says what the others cannot change.
 */
export function requireLeadership(request: FastifyRequest, message: string): RequestContext {
  if (!isLeadershipRole(request.ctx.role)) throw new AppError('FORBIDDEN', message);
  return request.ctx;
}

/** The company's direction (purpose, values, vision, mission) is written by admins and office managers. */
export function requireDirectionWriter(request: FastifyRequest): RequestContext {
  return requireLeadership(request, ONLY_LEADERS_WRITE_DIRECTION_MESSAGE);
}
