import { isAdminRole, type Role } from '@groundwork/domain/auth';
import { formatDollars } from '@groundwork/domain/invoices';
import {
  MAX_LISTED_FAILED_RECORDS,
  QUICKBOOKS_NOT_CONFIGURED_MESSAGE,
  QUICKBOOKS_NOT_CONNECTED_MESSAGE,
  QUICKBOOKS_ONLY_FAILED_RETRY_MESSAGE,
  QUICKBOOKS_RECONNECT_MESSAGE,
  QUICKBOOKS_RECORD_NOT_FOUND_MESSAGE,
  type QuickBooksCallbackOutcome,
  type QuickBooksCallbackQuery,
  type QuickBooksFailedRecord,
  type QuickBooksStatus,
  type QuickBooksSyncCounts,
} from '@groundwork/domain/quickbooks';
import { API_BASE_PATH } from '@groundwork/domain/shared';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { QuickBooksConfig } from '../../config';
import type { Db } from '../../db/client';
import { customers, invoices, payments, quickBooksConnections, quickBooksSyncRecords, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import type { JobQueue } from '../../plugins/queue';
import type { QuickBooksApi } from './quickbooks-api';
import { sealedTokens, type QuickBooksConnections } from './quickbooks-connection';
import { newNonce, readState, signState, type TokenCipher } from './quickbooks-secrets';
import { QUICKBOOKS_SWEEP_JOB, sweepDedupeKey, type QuickBooksSync } from './quickbooks-sync';

/** How long the admin has on Intuit's consent page before Connect must be pressed again. */
const STATE_LIFETIME_MS = 10 * 60_000;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export interface QuickBooksServiceOptions {
  db: Db;
  queue: JobQueue;
  /** Null: QUICKBOOKS_CLIENT_ID/SECRET are not set and every call but the status answers 409. */
  quickBooks: { config: QuickBooksConfig; api: QuickBooksApi; cipher: TokenCipher; connections: QuickBooksConnections; sync: QuickBooksSync } | null;
  publicUrl: string;
  /** Signs Connect's state. */
  secret: string;
  log: FastifyBaseLogger;
}

/** The QuickBooks card's calls: the connection and its status, Connect and its callback, Disconnect, Sync now, Retry. */
export function createQuickBooksService({ db, queue, quickBooks, publicUrl, secret, log }: QuickBooksServiceOptions) {
  const redirectUri = `${publicUrl}${API_BASE_PATH}/integrations/quickbooks/callback`;
  const backToIntegrations = (outcome: QuickBooksCallbackOutcome) => `${publicUrl}/integrations?quickbooks=${outcome}`;

  function configured() {
    if (!quickBooks) throw new AppError('CONFLICT', QUICKBOOKS_NOT_CONFIGURED_MESSAGE);
    return quickBooks;
  }

  async function connected(companyId: string) {
    const qb = configured();
    const row = await qb.connections.load(companyId);
    if (!qb.connections.live(row)) throw new AppError('CONFLICT', row?.needsReconnectAt ? QUICKBOOKS_RECONNECT_MESSAGE : QUICKBOOKS_NOT_CONNECTED_MESSAGE);
    return { qb, row };
  }

  async function counts(companyId: string): Promise<QuickBooksSyncCounts> {
    const rows = await db
      .select({ status: quickBooksSyncRecords.status, n: count() })
      .from(quickBooksSyncRecords)
      .where(eq(quickBooksSyncRecords.companyId, companyId))
      .groupBy(quickBooksSyncRecords.status);
    const result: QuickBooksSyncCounts = { synced: 0, pending: 0, failed: 0 };
    for (const row of rows) result[row.status] = Number(row.n);
    return result;
  }

  /** The failed records with what the office knows them by. */
  async function failedRecords(companyId: string): Promise<QuickBooksFailedRecord[]> {
    const rows = await db
      .select({
        row: quickBooksSyncRecords,
        customerName: customers.displayName,
        invoiceNumber: invoices.number,
        paymentAmount: payments.amount,
        paymentDate: payments.date,
        payerName: sql<string | null>`(select ${customers.displayName} from ${customers} where ${customers.companyId} = ${payments.companyId} and ${customers.id} = ${payments.customerId})`,
      })
      .from(quickBooksSyncRecords)
      .leftJoin(
        customers,
        and(eq(quickBooksSyncRecords.recordType, 'customer'), eq(customers.companyId, quickBooksSyncRecords.companyId), eq(customers.id, quickBooksSyncRecords.recordId)),
      )
      .leftJoin(
        invoices,
        and(eq(quickBooksSyncRecords.recordType, 'invoice'), eq(invoices.companyId, quickBooksSyncRecords.companyId), eq(invoices.id, quickBooksSyncRecords.recordId)),
      )
      .leftJoin(
        payments,
        and(eq(quickBooksSyncRecords.recordType, 'payment'), eq(payments.companyId, quickBooksSyncRecords.companyId), eq(payments.id, quickBooksSyncRecords.recordId)),
      )
      .where(and(eq(quickBooksSyncRecords.companyId, companyId), eq(quickBooksSyncRecords.status, 'failed')))
      .orderBy(desc(quickBooksSyncRecords.updatedAt), desc(quickBooksSyncRecords.id))
      .limit(MAX_LISTED_FAILED_RECORDS);
    return rows.map(({ row, customerName, invoiceNumber, paymentAmount, paymentDate, payerName }) => ({
      id: row.id,
      recordType: row.recordType,
      recordId: row.recordId,
      label:
        row.recordType === 'customer'
          ? (customerName ?? 'A deleted customer')
          : row.recordType === 'invoice'
            ? invoiceNumber === null
              ? 'A deleted invoice'
              : `INV-${invoiceNumber}`
            : paymentAmount === null
              ? 'A deleted payment'
              : `${formatDollars(Number(paymentAmount))} from ${payerName ?? 'a customer'} on ${paymentDate}`,
      lastError: row.lastError,
      attempts: row.attempts,
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async function isCompanyAdmin(companyId: string, userId: string): Promise<boolean> {
    const [user] = await db
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
      .limit(1);
    return Boolean(user && isAdminRole(user.role as Role));
  }

  return {
    async status(ctx: RequestContext): Promise<QuickBooksStatus> {
      if (!quickBooks) return { configured: false, environment: null, connection: null, lastSyncAt: null, counts: { synced: 0, pending: 0, failed: 0 }, failed: [] };
      const row = await quickBooks.connections.load(ctx.companyId);
      const isConnected = Boolean(row?.realmId && row.refreshToken && row.connectedAt);
      return {
        configured: true,
        environment: quickBooks.config.environment,
        connection: isConnected
          ? { realmId: row!.realmId!, companyName: row!.companyName, connectedAt: row!.connectedAt!.toISOString(), needsReconnect: row!.needsReconnectAt !== null }
          : null,
        lastSyncAt: iso(row?.lastSyncAt ?? null),
        counts: await counts(ctx.companyId),
        failed: await failedRecords(ctx.companyId),
      };
    },

    /** Intuit's consent page for this company, with a signed state only this admin's callback can use, once. */
    async connect(ctx: RequestContext): Promise<{ url: string }> {
      const qb = configured();
      const nonce = newNonce();
      const expiresAt = Date.now() + STATE_LIFETIME_MS;
      await db
        .insert(quickBooksConnections)
        .values({ companyId: ctx.companyId, stateNonce: nonce, stateExpiresAt: new Date(expiresAt) })
        .onConflictDoUpdate({ target: quickBooksConnections.companyId, set: { stateNonce: nonce, stateExpiresAt: new Date(expiresAt), updatedAt: sql`now()` } });
      const state = signState(secret, { companyId: ctx.companyId, userId: ctx.userId, nonce, expiresAt });
      return { url: qb.api.authorizeUrl(state, redirectUri) };
    },

    /**
     * Intuit's redirect back: the state is checked (signature, age, this Connect's nonce, still an admin) and used up,
     * the code exchanged for tokens, which are stored encrypted; the answer is where the browser goes next.
     */
    async callback(query: QuickBooksCallbackQuery): Promise<string> {
      const qb = configured();
      const state = readState(secret, query.state);
      if (!state) return backToIntegrations('expired');
      // Used up whatever happens next: a state works once.
      const [claimed] = await db
        .update(quickBooksConnections)
        .set({ stateNonce: null, stateExpiresAt: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(quickBooksConnections.companyId, state.companyId),
            eq(quickBooksConnections.stateNonce, state.nonce),
            sql`${quickBooksConnections.stateExpiresAt} > now()`,
          ),
        )
        .returning({ companyId: quickBooksConnections.companyId });
      if (!claimed) return backToIntegrations('expired');
      if (query.error) return backToIntegrations('denied');
      if (!query.code || !query.realmId || !(await isCompanyAdmin(state.companyId, state.userId))) return backToIntegrations('failed');
      let tokens;
      try {
        tokens = await qb.api.exchangeCode(query.code, redirectUri);
      } catch (error) {
        log.warn({ err: error, companyId: state.companyId }, 'QuickBooks refused the authorization code');
        return backToIntegrations('failed');
      }
      const realmId = query.realmId;
      const companyName = await qb.api.companyName({ realmId, accessToken: tokens.accessToken }).catch((error: unknown) => {
        log.warn({ err: error, companyId: state.companyId }, 'could not read the QuickBooks company name');
        return '';
      });
      await db.transaction(async (tx) => {
        await tx
          .update(quickBooksConnections)
          .set({
            realmId,
            companyName,
            environment: qb.config.environment,
            ...sealedTokens(qb.cipher, tokens),
            connectedBy: state.userId,
            connectedAt: sql`now()`,
            needsReconnectAt: null,
            updatedAt: sql`now()`,
          })
          .where(eq(quickBooksConnections.companyId, state.companyId));
        // Ids of another QuickBooks company mean nothing in this one: its records start afresh.
        await tx.delete(quickBooksSyncRecords).where(and(eq(quickBooksSyncRecords.companyId, state.companyId), ne(quickBooksSyncRecords.realmId, realmId)));
      });
      return backToIntegrations('connected');
    },

    /** Revokes the grant at Intuit and forgets the tokens; the sync records stay for a reconnect to the same company. */
    async disconnect(ctx: RequestContext): Promise<{ revoked: boolean }> {
      const qb = configured();
      const row = await qb.connections.load(ctx.companyId);
      let revoked = false;
      if (row?.refreshToken) {
        revoked = await qb.api.revoke(qb.cipher.open(row.refreshToken)).catch((error: unknown) => {
          log.warn({ err: error, companyId: ctx.companyId }, 'QuickBooks did not confirm the revocation');
          return false;
        });
      }
      await db
        .update(quickBooksConnections)
        .set({ accessToken: null, accessTokenExpiresAt: null, refreshToken: null, refreshTokenExpiresAt: null, connectedAt: null, needsReconnectAt: null, updatedAt: sql`now()` })
        .where(eq(quickBooksConnections.companyId, ctx.companyId));
      return { revoked };
    },

    /** Sync now: one sweep queued per company (pressing it again while one waits queues nothing more). */
    async requestSync(ctx: RequestContext): Promise<{ queued: boolean }> {
      await connected(ctx.companyId);
      const { queued } = await queue.enqueue(db, { kind: QUICKBOOKS_SWEEP_JOB, companyId: ctx.companyId, dedupeKey: sweepDedupeKey(ctx.companyId), label: 'QuickBooks sync' });
      return { queued };
    },

    /** Retry of one failed record: pending again, its push queued. */
    async retry(ctx: RequestContext, id: string) {
      configured();
      const [row] = await db
        .select({ id: quickBooksSyncRecords.id, status: quickBooksSyncRecords.status })
        .from(quickBooksSyncRecords)
        .where(and(eq(quickBooksSyncRecords.companyId, ctx.companyId), eq(quickBooksSyncRecords.id, id)))
        .limit(1);
      if (!row) throw new AppError('NOT_FOUND', QUICKBOOKS_RECORD_NOT_FOUND_MESSAGE);
      const { qb } = await connected(ctx.companyId);
      if (row.status !== 'failed') throw new AppError('CONFLICT', QUICKBOOKS_ONLY_FAILED_RETRY_MESSAGE);
      await db.transaction(async (tx) => {
        await tx
          .update(quickBooksSyncRecords)
          .set({ status: 'pending', updatedAt: sql`now()` })
          .where(and(eq(quickBooksSyncRecords.companyId, ctx.companyId), eq(quickBooksSyncRecords.id, id)));
        await qb.sync.queuePush(tx, ctx.companyId, id);
      });
      return { record: { id, status: 'pending' as const } };
    },
  };
}
