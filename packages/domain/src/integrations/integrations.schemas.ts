import { z } from 'zod';
import { paginationSchema } from '../shared/envelope';
import { uuidSchema } from '../shared/fields';

/*
 * Integrations (issue 20; docs/integrations.md): webhooks the company subscribes its own URLs to, calendar feeds of
 * the crews' work, and API keys for the documented /api/v2. Zapier and Make use the webhooks and the keys.
 */

// ── Messages ──────────────────────────────────────────────────────────────────────────────────
export const ONLY_ADMINS_CHANGE_INTEGRATIONS_MESSAGE = 'Only admins can change integrations.';
export const WEBHOOK_NOT_FOUND_MESSAGE = 'Webhook not found';
export const DELIVERY_NOT_FOUND_MESSAGE = 'Delivery not found';
export const API_KEY_NOT_FOUND_MESSAGE = 'API key not found';
export const CALENDAR_FEED_NOT_FOUND_MESSAGE = 'Calendar feed not found';
export const CALENDAR_FEED_LINK_INVALID_MESSAGE = 'This calendar feed was turned off, or the link is not valid.';
export const WEBHOOK_URL_MESSAGE = 'Enter a full web address starting with https:// (or http://)';
export const WEBHOOK_PRIVATE_URL_MESSAGE = 'The address must be on the public internet, not a private or local network';
export const API_KEY_READ_ONLY_MESSAGE = 'This API key can only read. Make a read-write key to change records.';
export const API_KEY_NOT_ALLOWED_MESSAGE = 'API keys cannot manage integrations or sign-in. Use the app while signed in.';
export const CALENDAR_FEED_TARGET_MESSAGE = 'Choose a crew or an employee';
export const MAX_WEBHOOKS = 20;
export const MAX_API_KEYS = 50;

// ── Webhook events ────────────────────────────────────────────────────────────────────────────
export const webhookEventTypes = [
  'lead.created',
  'customer.created',
  'estimate.approved',
  'work_order.completed',
  'invoice.sent',
  'invoice.paid',
  'payment.received',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
/** Sent only by "Send test event": never subscribed to, always delivered to the endpoint tested. */
export const WEBHOOK_PING_EVENT = 'webhook.ping';

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'lead.created': 'A lead is added (by hand, a web form or the online store)',
  'customer.created': 'A customer is added or a lead is converted',
  'estimate.approved': 'A client approves an estimate',
  'work_order.completed': 'A crew completes a work order',
  'invoice.sent': 'An invoice is sent',
  'invoice.paid': 'An invoice is paid in full',
  'payment.received': 'A payment is recorded',
};

const urlSchema = z
  .string({ error: WEBHOOK_URL_MESSAGE })
  .trim()
  .min(1, WEBHOOK_URL_MESSAGE)
  .max(2000, 'The address must be at most 2,000 characters')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, WEBHOOK_URL_MESSAGE);

export const webhookInputSchema = z.object({
  url: urlSchema,
  description: z.string({ error: 'Description must be text' }).trim().max(200, 'Description must be at most 200 characters').nullish().transform((value) => value ?? ''),
  events: z
    .array(z.enum(webhookEventTypes, { error: 'Not an event Groundwork sends' }), { error: 'Events must be a list' })
    .min(1, 'Choose at least one event')
    .transform((events) => webhookEventTypes.filter((type) => events.includes(type))),
  active: z.boolean({ error: 'Active must be true or false' }).default(true),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;
export type WebhookValues = z.output<typeof webhookInputSchema>;

export const deliveryStatuses = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const webhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  active: z.boolean(),
  /** Signs every delivery (docs/integrations.md shows how to check it). */
  secret: z.string(),
  createdAt: z.string(),
  lastDelivery: z
    .object({ status: z.enum(deliveryStatuses), responseCode: z.number().int().nullable(), at: z.string() })
    .nullable(),
  failedLastDay: z.number().int(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const deliverySchema = z.object({
  id: z.uuid(),
  webhookId: z.uuid(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(deliveryStatuses),
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  error: z.string(),
  /** The replayed delivery this one repeats. */
  replayOf: z.uuid().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  payload: z.string(),
});
export type WebhookDelivery = z.infer<typeof deliverySchema>;

export const webhookIdParamsSchema = z.object({ id: uuidSchema });
export const deliveryIdParamsSchema = z.object({ id: uuidSchema });
export const deliveryListQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a whole number of at least 1' }).int('page must be a whole number of at least 1').min(1, 'page must be a whole number of at least 1').max(100_000, 'page must be at most 100,000').default(1),
});
export const webhookResultSchema = z.object({ webhook: webhookSchema });
export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema), eventTypes: z.array(z.enum(webhookEventTypes)) });
export const deliveryResultSchema = z.object({ delivery: deliverySchema });
export const deliveryListSchema = z.object({ deliveries: z.array(deliverySchema), pagination: paginationSchema });
export const deletedSchema = z.object({ id: z.uuid(), outcome: z.literal('deleted'), message: z.string() });

// ── API keys ──────────────────────────────────────────────────────────────────────────────────
export const apiKeyScopes = ['read', 'read_write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];
export const apiKeyScopeLabels: Record<ApiKeyScope, string> = { read: 'Read only', read_write: 'Read and write' };
/** Every key starts so: the server knows a key from a session token by it. */
export const API_KEY_PREFIX = 'gw_';

export const apiKeyInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
  scope: z.enum(apiKeyScopes, { error: 'Scope must be read or read_write' }),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: z.enum(apiKeyScopes),
  /** The key's first characters, to tell keys apart ('gw_Ab12…'); the rest is never shown again. */
  hint: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyIdParamsSchema = z.object({ id: uuidSchema });
export const apiKeyListSchema = z.object({ apiKeys: z.array(apiKeySchema) });
/** Only the answer to making a key carries the key itself. */
export const apiKeyCreatedSchema = z.object({ apiKey: apiKeySchema, key: z.string() });
export const apiKeyResultSchema = z.object({ apiKey: apiKeySchema });

// ── Calendar feeds ────────────────────────────────────────────────────────────────────────────
export const calendarFeedInputSchema = z
  .object({ crewId: uuidSchema.nullish(), employeeId: uuidSchema.nullish() })
  .refine((input) => Boolean(input.crewId) !== Boolean(input.employeeId), { message: CALENDAR_FEED_TARGET_MESSAGE, path: ['crewId'] });
export type CalendarFeedInput = z.input<typeof calendarFeedInputSchema>;

export const calendarFeedSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['crew', 'employee']),
  crewId: z.uuid().nullable(),
  employeeId: z.uuid().nullable(),
  /** The crew's or employee's name. */
  name: z.string(),
  /** https://…/api/v2/public/calendar/{token}.ics — secret: whoever has it reads the schedule. */
  url: z.string(),
  createdAt: z.string(),
  lastFetchedAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedIdParamsSchema = z.object({ id: uuidSchema });
export const calendarFeedListSchema = z.object({
  feeds: z.array(calendarFeedSchema),
  crews: z.array(z.object({ id: z.uuid(), name: z.string() })),
  employees: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export const calendarFeedResultSchema = z.object({ feed: calendarFeedSchema });
export const calendarFeedTokenParamsSchema = z.object({ token: z.string() });

// ── The page's summary ────────────────────────────────────────────────────────────────────────
export const integrationsSummarySchema = z.object({
  webhooks: z.object({ active: z.number().int(), lastDeliveryAt: z.string().nullable(), failedLastDay: z.number().int() }),
  calendarFeeds: z.object({ count: z.number().int(), lastFetchedAt: z.string().nullable() }),
  apiKeys: z.object({ active: z.number().int(), lastUsedAt: z.string().nullable() }),
  forms: z.object({ active: z.number().int(), lastSubmissionAt: z.string().nullable() }),
});
export type IntegrationsSummary = z.infer<typeof integrationsSummarySchema>;
