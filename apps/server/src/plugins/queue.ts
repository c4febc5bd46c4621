import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { retryDelaySeconds } from '@groundwork/domain/shared';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { backgroundJobs } from '../db/schema';

/** A job as its handler sees it. `attempts` counts this try (1 on the first). */
export interface Job {
  id: string;
  kind: string;
  companyId: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  batchId: string | null;
  documentId: string | null;
  label: string;
}

export interface JobContext {
  log: FastifyBaseLogger;
  queue: JobQueue;
}

/** Does the work of one job; throwing retries it with backoff (PermanentJobError: fails it at once). */
export type JobHandler = (job: Job, context: JobContext) => Promise<void>;

export interface EnqueueOptions {
  kind: string;
  /** The company the work belongs to (null: the whole server's, like the reminder scan). */
  companyId: string | null;
  payload?: Record<string, unknown>;
  /** The batch whose progress bar counts it, and the document it is about. */
  batchId?: string;
  documentId?: string;
  /** What the progress bar names it by: 'INV-1042 · Maria Lopez'. */
  label?: string;
  /** While a job with this key is queued, enqueueing the same key again adds nothing. */
  dedupeKey?: string;
  /** Not before (default: now). */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * A failure that trying again cannot fix (the customer has no e-mail address): the job fails at once, and its message
 * is what the office reads on the batch's progress.
 */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface JobQueue {
  /** Identifies this process in locked_by: host, pid and a random part (two apps in one test process differ). */
  readonly instanceId: string;
  register(kind: string, handler: JobHandler): void;
  /**
   * Queues a job through `executor`: pass the transaction of the business write so both commit or neither does.
   * `queued` is false when a job with the same dedupe key was already waiting (its id is returned).
   */
  enqueue(executor: Db, options: EnqueueOptions): Promise<{ id: string; queued: boolean }>;
  /** Many jobs in one insert (a batch of a thousand invoices); no dedupe keys. */
  enqueueMany(executor: Db, jobs: readonly EnqueueOptions[]): Promise<string[]>;
  /** Runs due jobs (of `kinds`, default every registered kind) until none is left; returns how many ran. Tests, mail.idle(). */
  drain(options?: { kinds?: readonly string[] }): Promise<number>;
  /** Polls for due jobs every pollMs until stop(); the timer never keeps the process alive. */
  start(): void;
  /** Stops polling and waits for the job in hand to finish. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** A job 'running' longer than this is taken to belong to a worker that died, and is run again. */
  leaseSeconds?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_LEASE_SECONDS = 5 * 60;
/** Finished jobs are kept this long (a batch's progress reads them), then deleted; failed ones stay for a look. */
export const DONE_JOBS_KEPT_DAYS = 30;
const PURGE_EVERY_MS = 60 * 60_000;
const LEASE_EXPIRED_MESSAGE = 'The server running it stopped before it finished, too many times.';

type JobRow = typeof backgroundJobs.$inferSelect;

const jobOf = (row: JobRow): Job => ({
  id: row.id,
  kind: row.kind,
  companyId: row.companyId,
  payload: row.payload,
  attempts: row.attempts,
  maxAttempts: row.maxAttempts,
  batchId: row.batchId,
  documentId: row.documentId,
  label: row.label,
});

const valuesOf = (options: EnqueueOptions) => ({
  kind: options.kind,
  companyId: options.companyId,
  payload: options.payload ?? {},
  batchId: options.batchId ?? null,
  documentId: options.documentId ?? null,
  label: options.label ?? '',
  dedupeKey: options.dedupeKey ?? null,
  maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  ...(options.runAt ? { runAt: options.runAt } : {}),
});

/**
 * Durable background work on the background_jobs table. A worker claims a due job with UPDATE … WHERE id IN (SELECT …
 * FOR UPDATE SKIP LOCKED), so several workers (instances) never take the same one; a claim counts an attempt. A job
 * that throws goes back to 'queued' with run_at pushed out by retryDelaySeconds, and is 'failed' after max_attempts. A
 * job left 'running' past the lease (its server died) is claimed again. Handlers must tolerate running twice (a crash
 * between the work and marking it done): each checks the state it would change.
 *
 * Works on PGlite too: every statement here stands alone (no transaction is held while a handler runs), and PGlite runs
 * them one at a time.
 */
export function createJobQueue({ db, log, pollMs = 1_000, leaseSeconds = DEFAULT_LEASE_SECONDS }: JobQueueOptions): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const instanceId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const lease = sql`now() - make_interval(secs => ${leaseSeconds})`;
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  let inFlight: Promise<unknown> | undefined;
  let lastPurge = 0;

  /** At most once an hour per instance: done jobs older than DONE_JOBS_KEPT_DAYS go. */
  async function purgeDoneJobs(): Promise<void> {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    await db
      .delete(backgroundJobs)
      .where(and(eq(backgroundJobs.status, 'done'), lt(backgroundJobs.finishedAt, sql`now() - make_interval(days => ${DONE_JOBS_KEPT_DAYS})`)));
  }

  /** Jobs whose server died once too often while running them: failed, so they stop coming back. */
  async function failExhaustedLeases(kinds: string[]): Promise<void> {
    await db
      .update(backgroundJobs)
      .set({ status: 'failed', lastError: LEASE_EXPIRED_MESSAGE, finishedAt: sql`now()`, lockedAt: null, lockedBy: null })
      .where(
        and(
          inArray(backgroundJobs.kind, kinds),
          eq(backgroundJobs.status, 'running'),
          lt(backgroundJobs.lockedAt, lease),
          sql`${backgroundJobs.attempts} >= ${backgroundJobs.maxAttempts}`,
        ),
      );
  }

  async function claim(kinds: string[]): Promise<JobRow | undefined> {
    const due = or(
      and(eq(backgroundJobs.status, 'queued'), lte(backgroundJobs.runAt, sql`now()`)),
      and(eq(backgroundJobs.status, 'running'), lt(backgroundJobs.lockedAt, lease), sql`${backgroundJobs.attempts} < ${backgroundJobs.maxAttempts}`),
    );
    const next = db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(and(inArray(backgroundJobs.kind, kinds), due))
      .orderBy(asc(backgroundJobs.runAt))
      .limit(1)
      .for('update', { skipLocked: true });
    // The dedupe key is let go once the job runs: the work it stood for is under way, and a recurring job can queue
    // its next run under the same key.
    const [row] = await db
      .update(backgroundJobs)
      .set({ status: 'running', lockedAt: sql`now()`, lockedBy: instanceId, attempts: sql`${backgroundJobs.attempts} + 1`, dedupeKey: null })
      .where(inArray(backgroundJobs.id, next))
      .returning();
    return row;
  }

  const mine = (id: string) => and(eq(backgroundJobs.id, id), eq(backgroundJobs.status, 'running'), eq(backgroundJobs.lockedBy, instanceId));

  async function run(row: JobRow): Promise<void> {
    const handler = handlers.get(row.kind);
    const job = jobOf(row);
    try {
      if (!handler) throw new PermanentJobError(`No handler for ${row.kind}`);
      await handler(job, { log, queue });
      await db
        .update(backgroundJobs)
        .set({ status: 'done', finishedAt: sql`now()`, lockedAt: null, lockedBy: null, lastError: null })
        .where(mine(row.id));
    } catch (error) {
      const message = String((error as Error)?.message ?? error).slice(0, 1_000);
      const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      // A permanent refusal is the job's answer, not a fault; one with a cause hides a fault worth reading.
      if (!(error instanceof PermanentJobError) || error.cause !== undefined) log.error({ err: error, jobId: row.id, kind: row.kind, attempts: job.attempts }, 'background job failed');
      await db
        .update(backgroundJobs)
        .set(
          final
            ? { status: 'failed', finishedAt: sql`now()`, lockedAt: null, lockedBy: null, lastError: message }
            : {
                status: 'queued',
                runAt: sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})`,
                lockedAt: null,
                lockedBy: null,
                lastError: message,
              },
        )
        .where(mine(row.id));
    }
  }

  /** Claims and runs jobs one at a time until none is due or `keepGoing` says stop. */
  async function work(kinds: readonly string[] | undefined, keepGoing: () => boolean): Promise<number> {
    const wanted = [...(kinds ?? handlers.keys())].filter((kind) => handlers.has(kind));
    if (wanted.length === 0) return 0;
    await failExhaustedLeases(wanted);
    await purgeDoneJobs();
    let ran = 0;
    while (keepGoing()) {
      const row = await claim(wanted);
      if (!row) break;
      await run(row);
      ran += 1;
    }
    return ran;
  }

  function schedule(delay: number): void {
    timer = setTimeout(() => {
      const tick = work(undefined, () => polling)
        .catch((error: unknown) => log.error({ err: error }, 'the job queue could not poll'))
        .finally(() => {
          inFlight = undefined;
          if (polling) schedule(pollMs);
        });
      inFlight = tick;
    }, delay);
    timer.unref();
  }

  const queue: JobQueue = {
    instanceId,
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`A handler for ${kind} is already registered`);
      handlers.set(kind, handler);
    },
    async enqueue(executor, options) {
      const [row] = await executor.insert(backgroundJobs).values(valuesOf(options)).onConflictDoNothing().returning({ id: backgroundJobs.id });
      if (row) return { id: row.id, queued: true };
      const [waiting] = await executor
        .select({ id: backgroundJobs.id })
        .from(backgroundJobs)
        .where(eq(backgroundJobs.dedupeKey, options.dedupeKey ?? ''))
        .limit(1);
      // A conflict on anything but the dedupe key cannot happen (ids are generated): the key's job just finished if
      // it is gone by now, which is as good as queued.
      return { id: waiting?.id ?? '', queued: false };
    },
    async enqueueMany(executor, jobs) {
      if (jobs.length === 0) return [];
      const rows = await executor
        .insert(backgroundJobs)
        .values(jobs.map((job) => ({ ...valuesOf(job), dedupeKey: null })))
        .returning({ id: backgroundJobs.id });
      return rows.map((row) => row.id);
    },
    drain(options = {}) {
      return work(options.kinds, () => true);
    },
    start() {
      if (polling) return;
      polling = true;
      schedule(0);
    },
    async stop() {
      polling = false;
      if (timer) clearTimeout(timer);
      await inFlight;
    },
  };
  return queue;
}

declare module 'fastify' {
  interface FastifyInstance {
    queue: JobQueue;
  }
}

async function queuePlugin(app: FastifyInstance, options: Omit<JobQueueOptions, 'log'>) {
  const queue = createJobQueue({ ...options, log: app.log });
  app.decorate('queue', queue);
  app.addHook('onClose', async () => queue.stop());
}

export default fp(queuePlugin, { name: 'queue', fastify: '5.x' });
