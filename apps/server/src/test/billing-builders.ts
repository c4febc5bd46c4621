import { customerSchema, type Customer } from '@groundwork/domain/customers';
import type { EstimateItem } from '@groundwork/domain/estimates';
import type { BillingMethod } from '@groundwork/domain/invoices';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { customers, jobs, jobVisits, salesTaxCategories, workOrders } from '../db/schema';
import type { SignedInUser } from './builders';
import type { TestApp } from './test-app';

/** Billing's test data: customers, jobs with priced visits, and work orders, written straight to the database. */

/** A customer with a billing address and (unless `taxed: false`) a 7.375 % tax category of their own. */
export async function aBillingCustomer(app: TestApp, user: SignedInUser, options: { taxed?: boolean } = {}): Promise<Customer> {
  const response = await app.call('POST', '/customers', {
    token: user.token,
    body: {
      type: 'residential',
      firstName: 'Maria',
      lastName: `Lopez ${randomUUID().slice(0, 6)}`,
      email: `maria-${randomUUID()}@example.test`,
      address: { street: '4521 Bryant Ave S', city: 'Minneapolis', state: 'MN', zipCode: '55419' },
    },
  });
  expect(response.status, response.text).toBe(200);
  const customer = customerSchema.parse(response.body.data.customer);
  if (options.taxed !== false) {
    const [category] = await app.database.db
      .insert(salesTaxCategories)
      .values({ companyId: user.companyId, name: `Minneapolis combined ${randomUUID().slice(0, 8)}`, rate: '7.3750' })
      .returning();
    await app.database.db.update(customers).set({ taxCategoryId: category?.id ?? null }).where(eq(customers.id, customer.id));
  }
  return customer;
}

export function anEstimateItem(overrides: Partial<EstimateItem> & Pick<EstimateItem, 'id' | 'name' | 'type'>): EstimateItem {
  return {
    parentId: null,
    description: '',
    qty: 1,
    rate: 0,
    visits: 1,
    total: 0,
    cost: 0,
    bHrs: 0,
    tbHrs: 0,
    tCost: 0,
    margin: 0,
    markup: 0,
    adjRate: 0,
    calc: 0,
    isEditable: true,
    status: 'approved',
    taxable: true,
    serviceId: null,
    sourceId: null,
    markupOverride: null,
    rateOverride: null,
    ...overrides,
  };
}

/** A job of the customer with its visits (prices before tax), the first `done` of them completed. */
export async function aJob(
  app: TestApp,
  user: SignedInUser,
  customer: Customer,
  options: { method?: BillingMethod; visitPrices: number[]; done?: number; months?: string[]; estimateItems?: EstimateItem[]; sourceItemId?: string | null },
) {
  const [job] = await app.database.db
    .insert(jobs)
    .values({
      companyId: user.companyId,
      customerId: customer.id,
      propertyId: customer.properties[0]?.id ?? null,
      serviceName: 'Weekly mowing',
      jobType: options.visitPrices.length > 1 ? 'recurring' : 'one-time',
      instanceDate: '2026-04-06',
      billingMethod: options.method ?? 'per_visit',
      instalmentMonths: options.months ?? [],
      instalmentIssueDay: options.months ? 1 : null,
      estimateItems: options.estimateItems ?? [],
      sourceItemId: options.sourceItemId ?? null,
    })
    .returning();
  if (!job) throw new Error('no job');
  const visits = await app.database.db
    .insert(jobVisits)
    .values(
      options.visitPrices.map((price, index) => ({
        companyId: user.companyId,
        jobId: job.id,
        instanceDate: `2026-04-${String(6 + index).padStart(2, '0')}`,
        status: index < (options.done ?? 0) ? ('completed' as const) : ('scheduled' as const),
        price: price.toFixed(2),
      })),
    )
    .returning();
  return { job, visits };
}

let orderNumber = 7000;
/** A work order of the customer (completed unless told), optionally a job's. */
export async function anOrder(
  app: TestApp,
  user: SignedInUser,
  customer: Customer,
  options: { price: number; jobId?: string | null; status?: 'completed' | 'scheduled'; date?: string },
) {
  orderNumber += 1;
  const [order] = await app.database.db
    .insert(workOrders)
    .values({
      companyId: user.companyId,
      number: orderNumber,
      customerId: customer.id,
      propertyId: customer.properties[0]?.id ?? null,
      jobId: options.jobId ?? null,
      title: 'Weekly mowing',
      status: options.status ?? 'completed',
      date: options.date ?? '2026-06-02',
      price: options.price.toFixed(2),
      completedAt: options.status === 'scheduled' ? null : new Date('2026-06-02T15:00:00Z'),
    })
    .returning();
  if (!order) throw new Error('no order');
  return order;
}

