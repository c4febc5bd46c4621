import { createHmac, randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import {
  DELIVERY_HEADER,
  DELIVERY_NOT_FOUND_MESSAGE,
  deliveredStatus,
  EVENT_HEADER,
  MAX_WEBHOOKS,
  RESPONSE_EXCERPT_LENGTH,
  SIGNATURE_HEADER,
  signatureHeader,
  signedPayload,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_NOT_FOUND_MESSAGE,
  WEBHOOK_PING_EVENT,
  WEBHOOK_PRIVATE_URL_MESSAGE,
  WEBHOOK_TIMEOUT_MS,
  webhookEventTypes,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookValues,
} from '@groundwork/domain/integrations';
import { retryDelaySeconds } from '@groundwork/domain/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now, queryRows } from '../../lib/clients';
import { eventBody, newEventId, WEBHOOK_DELIVER_JOB } from '../../lib/webhook-events';
import type { RequestContext } from '../../plugins/auth';
import { PermanentJobError, type Job, type JobQueue } from '../../plugins/queue';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const DELIVERIES_PER_PAGE = 25;
const notFound = () => new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND_MESSAGE);

/** whsec_ and 32 random bytes: what the receiver checks signatures with. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The hex HMAC-SHA256 of "{timestamp}.{body}" with the endpoint's secret (docs/integrations.md). */
export function signBody(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(signedPayload(timestamp, body)).digest('hex');
}

/** Addresses a webhook may never reach unless WEBHOOKS_ALLOW_PRIVATE is on: this machine, private networks, link-local (cloud metadata). */
const privateRanges = (() => {
  const list = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const)
    list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of [
    ['::', 127],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ] as const)
    list.addSubnet(network, prefix, 'ipv6');
  return list;
})();

function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  return family === 4 ? privateRanges.check(address, 'ipv4') : family === 6 ? privateRanges.check(address, 'ipv6') : true;
}

/** Whether the URL's host is on the public internet: every address its name resolves to (a name that does not resolve is refused when sent). */
export async function reachesPrivateNetwork(url: string): Promise<boolean> {
  const hostname = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(hostname)) return isPrivateAddress(hostname);
  if (hostname === 'localhost' || hostname.endsWith('.localhost') || hostname.endsWith('.internal') || hostname.endsWith('.local')) return true;
  try {
    const addresses = await lookup(hostname, { all: true, verbatim: true });
    return addresses.some((entry) => isPrivateAddress(entry.address));
  } catch {
    return false;
  }
}

function deliveryView(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.webhookId,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.responseCode,
    error: row.error,
    replayOf: row.replayOf,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    payload: row.payload,
  };
}

interface WebhooksOptions {
  db: Db;
  queue: JobQueue;
  allowPrivate: boolean;
  /** Sends a delivery (tests never replace it: they run a receiver). */
  fetch?: typeof fetch;
}

/**
 * Webhooks (docs/integrations.md): the company's endpoints, each event delivered to each subscribed endpoint by the job
 * queue (signed, retried with backoff up to WEBHOOK_MAX_ATTEMPTS, logged with the receiver's answer), and replays.
 * Every query filters by the session's company; another company's endpoint or delivery is 404.
 */
export function createWebhooksService({ db, queue, allowPrivate, fetch: send = fetch }: WebhooksOptions) {
  async function load(companyId: string, id: string): Promise<EndpointRow> {
    const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id))).limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function assertReachable(url: string): Promise<void> {
    if (!allowPrivate && (await reachesPrivateNetwork(url))) throw AppError.invalidField('url', WEBHOOK_PRIVATE_URL_MESSAGE);
  }

  async function views(companyId: string, rows: EndpointRow[]): Promise<Webhook[]> {
    if (rows.length === 0) return [];
    const latest = await queryRows<{ webhook_id: string; status: DeliveryRow['status'] | null; response_code: number | null; at: string | Date | null; failed_last_day: number | string }>(
      db,
      sql`
      select e.id as webhook_id, last.status, last.response_code, last.at,
        (select count(*) from webhook_deliveries f where f.webhook_id = e.id and f.status = 'failed' and f.created_at > now() - interval '1 day') as failed_last_day
      from webhook_endpoints e
      left join lateral (
        select d.status, d.response_code, coalesce(d.last_attempt_at, d.created_at) as at from webhook_deliveries d
        where d.webhook_id = e.id order by d.created_at desc limit 1
      ) last on true
      where e.company_id = ${companyId}`,
    );
    const byId = new Map(latest.map((row) => [row.webhook_id, row]));
    return rows.map((row) => {
      const last = byId.get(row.id);
      return {
        id: row.id,
        url: row.url,
        description: row.description,
        events: row.events,
        active: row.active,
        secret: row.secret,
        createdAt: row.createdAt.toISOString(),
        lastDelivery: last?.status && last.at ? { status: last.status, responseCode: last.response_code, at: new Date(last.at).toISOString() } : null,
        failedLastDay: Number(last?.failed_last_day ?? 0),
      };
    });
  }

  async function view(companyId: string, row: EndpointRow): Promise<Webhook> {
    return (await views(companyId, [row])).find((entry) => entry.id === row.id)!;
  }

  /** A new delivery of `body` to one endpoint and the job that sends it, in one transaction. */
  async function enqueueDelivery(endpoint: EndpointRow, event: { id: string; type: string }, body: string, replayOf: string | null): Promise<DeliveryRow> {
    return db.transaction(async (tx) => {
      const [delivery] = await tx
        .insert(webhookDeliveries)
        .values({ companyId: endpoint.companyId, webhookId: endpoint.id, eventId: event.id, eventType: event.type, payload: body, replayOf })
        .returning();
      if (!delivery) throw new Error('the delivery was not inserted');
      await queue.enqueue(tx, {
        kind: WEBHOOK_DELIVER_JOB,
        companyId: endpoint.companyId,
        payload: { deliveryId: delivery.id },
        documentId: delivery.id,
        label: event.type,
        maxAttempts: WEBHOOK_MAX_ATTEMPTS,
      });
      return delivery;
    });
  }

  /** One try of one delivery: sign it now, POST it, and log the answer; a refusal or no answer retries with backoff. */
  async function deliver(job: Job): Promise<void> {
    const deliveryId = typeof job.payload.deliveryId === 'string' ? job.payload.deliveryId : '';
    const [found] = await db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.webhookId))
      .where(eq(webhookDeliveries.id, deliveryId))
      .limit(1);
    // The endpoint was deleted (its deliveries with it), or this try already succeeded.
    if (!found || found.delivery.status === 'succeeded') return;
    const { delivery, endpoint } = found;
    const record = async (values: Partial<typeof webhookDeliveries.$inferInsert>) => {
      await db
        .update(webhookDeliveries)
        .set({ attempts: job.attempts, lastAttemptAt: now(), ...values })
        .where(eq(webhookDeliveries.id, delivery.id));
    };
    const fail = async (message: string, responseCode: number | null) => {
      const last = job.attempts >= job.maxAttempts;
      await record({
        status: last ? 'failed' : 'retrying',
        responseCode,
        error: message.slice(0, RESPONSE_EXCERPT_LENGTH),
        nextAttemptAt: last ? null : new Date(Date.now() + retryDelaySeconds(job.attempts) * 1000),
      });
      throw last ? new PermanentJobError(message) : new Error(message);
    };
    if (!endpoint.active && delivery.eventType !== WEBHOOK_PING_EVENT) {
      await record({ status: 'failed', error: 'The webhook was turned off before this was sent.', nextAttemptAt: null });
      return;
    }
    if (!allowPrivate && (await reachesPrivateNetwork(endpoint.url))) {
      await record({ status: 'failed', error: WEBHOOK_PRIVATE_URL_MESSAGE, nextAttemptAt: null });
      throw new PermanentJobError(WEBHOOK_PRIVATE_URL_MESSAGE);
    }
    const timestamp = Math.floor(Date.now() / 1000);
    let response: Response;
    try {
      response = await send(endpoint.url, {
        method: 'POST',
        body: delivery.payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Groundwork-Webhooks/1.0',
          [SIGNATURE_HEADER]: signatureHeader(timestamp, signBody(endpoint.secret, timestamp, delivery.payload)),
          [EVENT_HEADER]: delivery.eventType,
          [DELIVERY_HEADER]: delivery.id,
        },
      });
    } catch (error) {
      const cause = (error as Error).name === 'TimeoutError' ? `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds` : `Could not connect: ${(error as Error).message}`;
      return fail(cause, null);
    }
    const text = (await response.text().catch(() => '')).slice(0, RESPONSE_EXCERPT_LENGTH);
    if (deliveredStatus(response.status)) {
      await record({ status: 'succeeded', responseCode: response.status, error: text, nextAttemptAt: null });
      return;
    }
    return fail(text ? `HTTP ${response.status}: ${text}` : `HTTP ${response.status}`, response.status);
  }

  queue.register(WEBHOOK_DELIVER_JOB, deliver);

  return {
    async list(ctx: RequestContext): Promise<Webhook[]> {
      const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.companyId, ctx.companyId)).orderBy(desc(webhookEndpoints.createdAt));
      return views(ctx.companyId, rows);
    },

    async create(ctx: RequestContext, input: WebhookValues): Promise<Webhook> {
      await assertReachable(input.url);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.companyId, ctx.companyId));
      if (Number(n) >= MAX_WEBHOOKS) throw new AppError('CONFLICT', `A company can have at most ${MAX_WEBHOOKS} webhooks. Delete one you no longer use.`);
      const [row] = await db
        .insert(webhookEndpoints)
        .values({ companyId: ctx.companyId, url: input.url, description: input.description, events: input.events, active: input.active, secret: newSecret(), createdBy: ctx.userId })
        .returning();
      return view(ctx.companyId, row!);
    },

    async update(ctx: RequestContext, id: string, input: WebhookValues): Promise<Webhook> {
      await load(ctx.companyId, id);
      await assertReachable(input.url);
      const [row] = await db
        .update(webhookEndpoints)
        .set({ url: input.url, description: input.description, events: input.events, active: input.active, updatedAt: now() })
        .where(and(eq(webhookEndpoints.companyId, ctx.companyId), eq(webhookEndpoints.id, id)))
        .returning();
      if (!row) throw notFound();
      return view(ctx.companyId, row);
    },

    /** A new signing secret: deliveries from now on are signed with it (the receiver must be given it). */
    async rollSecret(ctx: RequestContext, id: string): Promise<Webhook> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ secret: newSecret(), updatedAt: now() })
        .where(and(eq(webhookEndpoints.companyId, ctx.companyId), eq(webhookEndpoints.id, id)))
        .returning();
      if (!row) throw notFound();
      return view(ctx.companyId, row);
    },

    async remove(ctx: RequestContext, id: string): Promise<{ id: string; outcome: 'deleted'; message: string }> {
      const [row] = await db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.companyId, ctx.companyId), eq(webhookEndpoints.id, id)))
        .returning({ id: webhookEndpoints.id });
      if (!row) throw notFound();
      return { id: row.id, outcome: 'deleted', message: 'The webhook was deleted. Nothing more is sent to its address.' };
    },

    /** A webhook.ping event to this endpoint, whatever it subscribes to (active or not). */
    async sendTest(ctx: RequestContext, id: string): Promise<WebhookDelivery> {
      const endpoint = await load(ctx.companyId, id);
      const event: WebhookEvent = {
        id: newEventId(),
        type: WEBHOOK_PING_EVENT,
        createdAt: new Date().toISOString(),
        data: { message: 'A test event from Groundwork. Your endpoint received it.', webhookId: endpoint.id, events: endpoint.events },
      };
      return deliveryView(await enqueueDelivery(endpoint, event, eventBody(event), null));
    },

    async deliveries(ctx: RequestContext, id: string, page: number) {
      await load(ctx.companyId, id);
      const where = and(eq(webhookDeliveries.companyId, ctx.companyId), eq(webhookDeliveries.webhookId, id));
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select()
          .from(webhookDeliveries)
          .where(where)
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(DELIVERIES_PER_PAGE)
          .offset((page - 1) * DELIVERIES_PER_PAGE),
        db.select({ total: count() }).from(webhookDeliveries).where(where),
      ]);
      return { deliveries: rows.map(deliveryView), pagination: { page, limit: DELIVERIES_PER_PAGE, total: Number(total) } };
    },

    /** The same event (same id and body, newly signed) sent once more to the same endpoint, as a new delivery. */
    async replay(ctx: RequestContext, deliveryId: string): Promise<WebhookDelivery> {
      const [found] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.webhookId))
        .where(and(eq(webhookDeliveries.companyId, ctx.companyId), eq(webhookDeliveries.id, deliveryId)))
        .limit(1);
      if (!found) throw new AppError('NOT_FOUND', DELIVERY_NOT_FOUND_MESSAGE);
      const { delivery, endpoint } = found;
      return deliveryView(await enqueueDelivery(endpoint, { id: delivery.eventId, type: delivery.eventType }, delivery.payload, delivery.id));
    },

    eventTypes: webhookEventTypes,
  };
}
