import { randomUUID } from 'node:crypto';
import type { WebhookEvent, WebhookEventType } from '@groundwork/domain/integrations';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The background job that makes a delivery's tries (modules/integrations registers its handler). */
export const WEBHOOK_DELIVER_JOB = 'webhook.deliver';

/** evt_ and 24 hex characters: the id every delivery (and replay) of one event carries. */
export function newEventId(): string {
  return `evt_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
}

/** The body of a delivery: the event as JSON, exactly the bytes the signature covers. */
export function eventBody(event: WebhookEvent): string {
  return JSON.stringify(event);
}

/**
 * Announces an event to the company's webhooks: one delivery, and the job that sends it, per active endpoint
 * subscribed to `type` (the SQL function publish_webhook_event of migration 0040, which the invoice and payment
 * triggers call too). Pass the business write's transaction as `executor`: a rolled-back change sends nothing, and a
 * committed one is always sent (the queue retries until the receiver takes it). A company with no webhooks pays one
 * indexed look-up.
 *
 * `data` is what a receiver needs to act (ids, numbers, names, amounts as decimal strings); anything more it reads
 * from /api/v2 with an API key.
 */
export async function publishEvent(executor: Db, companyId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
  await executor.execute(sql`select publish_webhook_event(${companyId}::uuid, ${type}, ${JSON.stringify(data)}::jsonb)`);
}

/** What a lead or customer event says about the client: enough to greet and reach them. */
export function clientEventData(client: { id: string; displayName: string; email: string; phone: string; mobilePhone: string }): Record<string, unknown> {
  return { id: client.id, name: client.displayName, email: client.email || null, phone: client.phone || client.mobilePhone || null };
}

/** What an estimate.approved event says: which estimate, for whom, for how much (a decimal string, to the cent). */
export function estimateEventData(estimate: { id: string; number: number; clientType: string; clientId: string; total: string }, approvedBy: string): Record<string, unknown> {
  return { id: estimate.id, number: estimate.number, clientType: estimate.clientType, clientId: estimate.clientId, total: estimate.total, approvedBy };
}

/** What a work_order.completed event says: the order, its customer and crew, the day and when it was done. */
export function workOrderEventData(order: {
  id: string;
  number: number;
  title: string;
  customerId: string;
  propertyId: string | null;
  jobId: string | null;
  crewId: string | null;
  date: string | null;
  completedAt: Date | null;
  price: string;
}): Record<string, unknown> {
  return {
    id: order.id,
    number: order.number,
    title: order.title,
    customerId: order.customerId,
    propertyId: order.propertyId,
    jobId: order.jobId,
    crewId: order.crewId,
    date: order.date,
    completedAt: order.completedAt?.toISOString() ?? null,
    price: order.price,
  };
}
