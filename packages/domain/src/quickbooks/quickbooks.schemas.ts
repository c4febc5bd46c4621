import { z } from 'zod';
import { uuidSchema } from '../shared/fields';

/*
 * Live QuickBooks Online sync (issue 20, docs/quickbooks.md): an admin connects the company's QuickBooks Online
 * through Intuit's OAuth 2.0, and customers, sent invoices and payments are pushed to it by the background queue, each
 * record once (then updated), with its own sync status, error and a retry.
 */

// ── Messages ──────────────────────────────────────────────────────────────────────────────────
export const QUICKBOOKS_NOT_CONFIGURED_MESSAGE =
  'QuickBooks is not configured on this server. Set QUICKBOOKS_CLIENT_ID and QUICKBOOKS_CLIENT_SECRET to connect QuickBooks Online.';
export const QUICKBOOKS_NOT_CONNECTED_MESSAGE = 'QuickBooks Online is not connected. Connect it first.';
export const QUICKBOOKS_RECORD_NOT_FOUND_MESSAGE = 'Sync record not found';
export const QUICKBOOKS_ONLY_FAILED_RETRY_MESSAGE = 'Only a record whose sync failed can be retried.';
export const ONLY_ADMINS_CONNECT_QUICKBOOKS_MESSAGE = 'Only admins can manage the QuickBooks connection.';
export const QUICKBOOKS_RECONNECT_MESSAGE = 'QuickBooks refused the saved sign-in (it expired or was revoked). Connect QuickBooks again.';

/** Where the callback sends the browser back to, and what `?quickbooks=` then says. */
export const quickBooksCallbackOutcomes = ['connected', 'denied', 'expired', 'failed'] as const;
export type QuickBooksCallbackOutcome = (typeof quickBooksCallbackOutcomes)[number];
export const quickBooksCallbackMessages: Record<QuickBooksCallbackOutcome, string> = {
  connected: 'QuickBooks Online is connected.',
  denied: 'QuickBooks was not connected: access was not granted.',
  expired: 'That QuickBooks link expired or was already used. Connect again.',
  failed: 'QuickBooks did not complete the connection. Please try again.',
};

// ── Records ───────────────────────────────────────────────────────────────────────────────────
export const quickBooksRecordTypes = ['customer', 'invoice', 'payment'] as const;
export type QuickBooksRecordType = (typeof quickBooksRecordTypes)[number];
export const quickBooksSyncStatuses = ['pending', 'synced', 'failed'] as const;
export type QuickBooksSyncStatus = (typeof quickBooksSyncStatuses)[number];
export const quickBooksEnvironments = ['sandbox', 'production'] as const;
export type QuickBooksEnvironment = (typeof quickBooksEnvironments)[number];

export const quickBooksRecordTypeLabels: Record<QuickBooksRecordType, string> = { customer: 'Customer', invoice: 'Invoice', payment: 'Payment' };

/** How many failed records the status lists (the counts cover them all). */
export const MAX_LISTED_FAILED_RECORDS = 100;

export const quickBooksFailedRecordSchema = z.object({
  /** The sync record's id: what POST …/records/{id}/retry takes. */
  id: uuid(),
  recordType: z.enum(quickBooksRecordTypes),
  /** The customer's, invoice's or payment's own id. */
  recordId: uuid(),
  /** 'Maria Lopez', 'INV-1042', '$120.00 from Maria Lopez on 2026-05-01'. */
  label: z.string(),
  lastError: z.string(),
  attempts: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type QuickBooksFailedRecord = z.infer<typeof quickBooksFailedRecordSchema>;

const countsSchema = z.object({ synced: z.number().int(), pending: z.number().int(), failed: z.number().int() });
export type QuickBooksSyncCounts = z.infer<typeof countsSchema>;

/** GET /integrations/quickbooks: never a token, only what the card shows. */
export const quickBooksStatusSchema = z.object({
  /** False: the server has no QUICKBOOKS_CLIENT_ID/SECRET; nothing else applies. */
  configured: z.boolean(),
  environment: z.enum(quickBooksEnvironments).nullable(),
  connection: z
    .object({
      realmId: z.string(),
      companyName: z.string(),
      connectedAt: z.iso.datetime({ offset: true }),
      /** QuickBooks refused the saved sign-in: syncing waits until an admin connects again. */
      needsReconnect: z.boolean(),
    })
    .nullable(),
  /** When a sweep last finished, and when Sync now was last pressed. */
  lastSyncAt: z.iso.datetime({ offset: true }).nullable(),
  counts: countsSchema,
  /** The failed records, most recently failed first (at most MAX_LISTED_FAILED_RECORDS). */
  failed: z.array(quickBooksFailedRecordSchema),
});
export type QuickBooksStatus = z.infer<typeof quickBooksStatusSchema>;

export const quickBooksConnectResultSchema = z.object({
  /** Intuit's authorization page for this company and admin; the browser goes there. */
  url: z.url(),
});
export type QuickBooksConnectResult = z.infer<typeof quickBooksConnectResultSchema>;

export const quickBooksSyncResultSchema = z.object({
  /** False when a sweep was already waiting: pressing Sync now twice queues one. */
  queued: z.boolean(),
});
export type QuickBooksSyncResult = z.infer<typeof quickBooksSyncResultSchema>;

export const quickBooksDisconnectResultSchema = z.object({
  /** Whether Intuit confirmed the revocation (the tokens are forgotten here either way). */
  revoked: z.boolean(),
});

export const quickBooksRetryResultSchema = z.object({ record: z.object({ id: uuid(), status: z.enum(quickBooksSyncStatuses) }) });

export const quickBooksRecordIdParamsSchema = z.object({ id: uuidSchema });

const oauthParam = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)
    .regex(/^[\x21-\x7e]+$/, `${label} is not valid`);

/**
 * Intuit's redirect back: `code`, `state` and `realmId` on success, `error` (access_denied) and `state` when the admin
 * said no. Every value is printable ASCII of a bounded length, so nothing odd reaches the token exchange.
 */
export const quickBooksCallbackQuerySchema = z.object({
  code: oauthParam('code', 512).optional(),
  state: oauthParam('state', 1024),
  realmId: z
    .string()
    .trim()
    .regex(/^\d{1,32}$/, 'realmId must be the QuickBooks company id (digits)')
    .optional(),
  error: oauthParam('error', 128).optional(),
});
export type QuickBooksCallbackQuery = z.infer<typeof quickBooksCallbackQuerySchema>;

function uuid() {
  return z.uuid();
}
