import type { SetupProgress } from '@groundwork/domain/dashboard';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyInformation, crews, customers, employees, estimates, leads, services } from '../../db/schema';
import type { RequestContext } from '../../plugins/auth';

export function createDashboardService(db: Db) {
  const counted = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;

  return {
    /** What the company has set up, counted in its own records (never another company's). */
    async setupProgress(ctx: RequestContext): Promise<SetupProgress> {
      const { companyId } = ctx;
      const [information, servicesCount, employeesCount, crewsCount, customersCount, leadsCount, estimatesSent] = await Promise.all([
        db.select({ details: companyInformation.companyDetails }).from(companyInformation).where(eq(companyInformation.companyId, companyId)).limit(1),
        counted(db.select({ value: count() }).from(services).where(and(eq(services.companyId, companyId), eq(services.archived, false)))),
        counted(db.select({ value: count() }).from(employees).where(and(eq(employees.companyId, companyId), ne(employees.status, 'terminated')))),
        counted(db.select({ value: count() }).from(crews).where(and(eq(crews.companyId, companyId), eq(crews.status, 'active')))),
        counted(db.select({ value: count() }).from(customers).where(and(eq(customers.companyId, companyId), ne(customers.status, 'archived')))),
        counted(db.select({ value: count() }).from(leads).where(eq(leads.companyId, companyId))),
        counted(db.select({ value: count() }).from(estimates).where(and(eq(estimates.companyId, companyId), ne(estimates.status, 'draft')))),
      ]);
      const details = information[0]?.details;
      return {
        companyAddress: Boolean(details?.address.trim() && details.city.trim()),
        services: servicesCount,
        employees: employeesCount,
        crews: crewsCount,
        customers: customersCount,
        leads: leadsCount,
        estimatesSent,
      };
    },
  };
}
