import {
  canManageRoster,
  createEmployeeInputSchema,
  deleteEmployeeResultSchema,
  departmentParamsSchema,
  employeeCollectionSchema,
  employeeIdParamsSchema,
  employeeListSchema,
  employeeMessages,
  employeeResultSchema,
  listEmployeesQuerySchema,
  updateEmployeeInputSchema,
} from '@groundwork/domain/employees';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok, responses } from '../../lib/responses';
import { createEmployeesService } from './employees.service';

const secured = [{ bearerAuth: [] }];
const tags = ['employees'];

/** Changes to the roster (it holds pay rates) are for admins and office managers; checked before the body is. */
async function requireRosterManager(request: FastifyRequest): Promise<void> {
  if (!canManageRoster(request.ctx.role)) throw new AppError('FORBIDDEN', employeeMessages.rosterManagersOnly);
}

/**
 * SPEC.md §7 Employees. The literal paths /employees/managers and /employees/department/{department} win over
 * /employees/{id}: Fastify's router prefers a static segment to a parameter, whatever the registration order.
 */
const employeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEmployeesService(app.database.db);

  app.get(
    '/employees',
    {
      schema: {
        tags,
        summary: 'A page of employees, searched (name, e-mail, employee ID) and filtered',
        security: secured,
        querystring: listEmployeesQuerySchema,
        response: responses(employeeListSchema, [400, 401]),
      },
    },
    async (request) => ok(await service.listEmployees(request.ctx, request.query)),
  );

  app.get(
    '/employees/managers',
    {
      schema: {
        tags,
        summary: 'Employees whose position contains manager, supervisor or lead (not terminated)',
        security: secured,
        response: responses(employeeCollectionSchema, [401]),
      },
    },
    async (request) => ok(await service.listManagers(request.ctx)),
  );

  app.get(
    '/employees/department/:department',
    {
      schema: {
        tags,
        summary: 'Every employee of a department (any case)',
        security: secured,
        params: departmentParamsSchema,
        response: responses(employeeCollectionSchema, [400, 401]),
      },
    },
    async (request) => ok(await service.listByDepartment(request.ctx, request.params.department)),
  );

  app.get(
    '/employees/:id',
    {
      schema: {
        tags,
        summary: 'One employee',
        security: secured,
        params: employeeIdParamsSchema,
        response: responses(employeeResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok({ employee: await service.getEmployee(request.ctx, request.params.id) }),
  );

  app.post(
    '/employees',
    {
      schema: {
        tags,
        summary: 'Add an employee',
        security: secured,
        body: createEmployeeInputSchema,
        response: responses(employeeResultSchema, [400, 401, 403, 409]),
      },
      onRequest: requireRosterManager,
    },
    async (request) => ok({ employee: await service.createEmployee(request.ctx, request.body) }),
  );

  app.put(
    '/employees/:id',
    {
      schema: {
        tags,
        summary: 'Replace an employee (409 when updatedAt is stale)',
        security: secured,
        params: employeeIdParamsSchema,
        body: updateEmployeeInputSchema,
        response: responses(employeeResultSchema, [400, 401, 403, 404, 409]),
      },
      onRequest: requireRosterManager,
    },
    async (request) => ok({ employee: await service.updateEmployee(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/employees/:id',
    {
      schema: {
        tags,
        summary: 'Delete an employee, or mark them terminated when a crew, a report or a position points at them',
        security: secured,
        params: employeeIdParamsSchema,
        response: responses(deleteEmployeeResultSchema, [400, 401, 403, 404]),
      },
      onRequest: requireRosterManager,
    },
    async (request) => ok(await service.deleteEmployee(request.ctx, request.params.id)),
  );
};

export default employeesRoutes;
