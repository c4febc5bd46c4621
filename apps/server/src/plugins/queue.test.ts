import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backgroundJobs } from '../db/schema';
import { startTestApp } from '../test/test-app';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { createJobQueue, PermanentJobError, type Job } from './queue';

const log = pino({ level: 'silent' });

let shared: TestDatabase;
beforeAll(async () => {
  shared = await openTestDatabase();
});
afterAll(async () => shared?.drop());

const db = () => shared.database.db;
/** A kind of its own per test, so one test's jobs never meet another's handlers. */
let kindCounter = 0;
const aKind = () => `test.kind-${(kindCounter += 1)}`;

async function jobRow(id: string) {
  const [row] = await db().select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

/** Seconds from the database's now to the job's run_at. */
async function secondsUntilRun(id: string): Promise<number> {
  const [row] = await db()
    .select({ seconds: sql<string>`extract(epoch from (${backgroundJobs.runAt} - now()))` })
    .from(backgroundJobs)
    .where(eq(backgroundJobs.id, id));
  return Number(row?.seconds);
}

/** Time passes: the job's retry is due now. */
const makeDue = (id: string) => db().update(backgroundJobs).set({ runAt: sql`now()` }).where(eq(backgroundJobs.id, id));

describe('the job queue', () => {
  it('runs each job once even when two workers drain at the same time', async () => {
    const kind = aKind();
    const runs: string[] = [];
    const handler = async (job: Job) => {
      runs.push(job.id);
    };
    const first = createJobQueue({ db: db(), log });
    const second = createJobQueue({ db: db(), log });
    first.register(kind, handler);
    second.register(kind, handler);
    const ids = await first.enqueueMany(
      db(),
      Array.from({ length: 20 }, (_, index) => ({ kind, companyId: null, payload: { index } })),
    );

    const [ranByFirst, ranBySecond] = await Promise.all([first.drain(), second.drain()]);

    expect(ranByFirst + ranBySecond).toBe(20);
    expect([...runs].sort()).toEqual([...ids].sort());
    const rows = await db().select().from(backgroundJobs).where(eq(backgroundJobs.kind, kind));
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1 && row.finishedAt !== null && row.lockedBy === null)).toBe(true);
  });

  it('retries a failing job with a growing backoff, then marks it failed after max attempts', async () => {
    const kind = aKind();
    const queue = createJobQueue({ db: db(), log });
    let tries = 0;
    queue.register(kind, async () => {
      tries += 1;
      throw new Error(`SMTP said no (${tries})`);
    });
    const { id } = await queue.enqueue(db(), { kind, companyId: null, maxAttempts: 3 });

    await queue.drain();
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP said no (1)' });
    const firstWait = await secondsUntilRun(id);
    expect(firstWait).toBeGreaterThan(25);
    expect(firstWait).toBeLessThanOrEqual(30);
    // Not due yet: draining again runs nothing.
    expect(await queue.drain()).toBe(0);

    await makeDue(id);
    await queue.drain();
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 2, lastError: 'SMTP said no (2)' });
    const secondWait = await secondsUntilRun(id);
    expect(secondWait).toBeGreaterThan(55);
    expect(secondWait).toBeLessThanOrEqual(60);

    await makeDue(id);
    await queue.drain();
    const failed = await jobRow(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, lastError: 'SMTP said no (3)' });
    expect(failed.finishedAt).toBeInstanceOf(Date);
    await makeDue(id);
    expect(await queue.drain()).toBe(0);
    expect(tries).toBe(3);
  });

  it('fails a job at once on a permanent error, keeping its message', async () => {
    const kind = aKind();
    const queue = createJobQueue({ db: db(), log });
    queue.register(kind, async () => {
      throw new PermanentJobError('This customer has no e-mail address.');
    });
    const { id } = await queue.enqueue(db(), { kind, companyId: null });
    await queue.drain();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'This customer has no e-mail address.' });
  });

  it('queues a job only if the transaction that queued it commits', async () => {
    const kind = aKind();
    const queue = createJobQueue({ db: db(), log });
    await expect(
      db().transaction(async (tx) => {
        await queue.enqueue(tx, { kind, companyId: null });
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    expect(await db().select().from(backgroundJobs).where(eq(backgroundJobs.kind, kind))).toHaveLength(0);
  });

  it('keeps one queued job per dedupe key, and takes the key again once that job has run', async () => {
    const kind = aKind();
    const key = `${kind}:scan`;
    const queue = createJobQueue({ db: db(), log });
    let runs = 0;
    queue.register(kind, async () => {
      runs += 1;
    });
    const first = await queue.enqueue(db(), { kind, companyId: null, dedupeKey: key });
    const again = await queue.enqueue(db(), { kind, companyId: null, dedupeKey: key });
    expect(first.queued).toBe(true);
    expect(again).toEqual({ id: first.id, queued: false });
    expect(await db().select().from(backgroundJobs).where(eq(backgroundJobs.kind, kind))).toHaveLength(1);

    await queue.drain();
    expect(runs).toBe(1);
    const next = await queue.enqueue(db(), { kind, companyId: null, dedupeKey: key });
    expect(next.queued).toBe(true);
    expect(next.id).not.toBe(first.id);
  });

  it('does not run a job before its run_at', async () => {
    const kind = aKind();
    const queue = createJobQueue({ db: db(), log });
    let runs = 0;
    queue.register(kind, async () => {
      runs += 1;
    });
    const { id } = await queue.enqueue(db(), { kind, companyId: null, runAt: new Date(Date.now() + 60 * 60_000) });
    expect(await queue.drain()).toBe(0);
    expect(runs).toBe(0);
    await makeDue(id);
    expect(await queue.drain()).toBe(1);
  });

  it('deletes done jobs after 30 days, and keeps failed ones', async () => {
    const kind = aKind();
    const queue = createJobQueue({ db: db(), log });
    queue.register(kind, async () => {});
    const [old, recent, failed] = await queue.enqueueMany(db(), [
      { kind, companyId: null },
      { kind, companyId: null },
      { kind, companyId: null },
    ]);
    await db()
      .update(backgroundJobs)
      .set({ status: 'done', finishedAt: sql`now() - interval '31 days'` })
      .where(eq(backgroundJobs.id, old!));
    await db()
      .update(backgroundJobs)
      .set({ status: 'done', finishedAt: sql`now() - interval '29 days'` })
      .where(eq(backgroundJobs.id, recent!));
    await db()
      .update(backgroundJobs)
      .set({ status: 'failed', finishedAt: sql`now() - interval '90 days'` })
      .where(eq(backgroundJobs.id, failed!));
    await queue.drain();
    const left = await db().select({ id: backgroundJobs.id }).from(backgroundJobs).where(eq(backgroundJobs.kind, kind));
    expect(left.map((row) => row.id).sort()).toEqual([recent, failed].sort());
  });

  it('polls while started and stops cleanly', async () => {
    const kind = aKind();
    const queue = createJobQueue({ db: db(), log, pollMs: 20 });
    const seen: unknown[] = [];
    queue.register(kind, async (job) => {
      seen.push(job.payload.n);
    });
    queue.start();
    try {
      await queue.enqueue(db(), { kind, companyId: null, payload: { n: 1 } });
      await vi.waitFor(() => expect(seen).toEqual([1]), { timeout: 10_000, interval: 20 });
    } finally {
      await queue.stop();
    }
    const [row] = await db().select().from(backgroundJobs).where(eq(backgroundJobs.kind, kind));
    expect(row?.status).toBe('done');
  });
});

describe('after a restart', () => {
  it('a new server over the same database runs the jobs left queued, and those whose server died while running them', async () => {
    const kind = aKind();
    const before = await startTestApp({}, shared.database);
    const { id: queued } = await before.app.queue.enqueue(db(), { kind, companyId: null, payload: { what: 'queued' } });
    const { id: crashed } = await before.app.queue.enqueue(db(), { kind, companyId: null, payload: { what: 'crashed' } });
    const { id: busy } = await before.app.queue.enqueue(db(), { kind, companyId: null, payload: { what: 'busy elsewhere' } });
    // One was taken by a server that died 10 minutes ago (past the lease); one by a live server a moment ago.
    await db()
      .update(backgroundJobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'dead-server', lockedAt: sql`now() - interval '10 minutes'` })
      .where(eq(backgroundJobs.id, crashed));
    await db()
      .update(backgroundJobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'live-server', lockedAt: sql`now()` })
      .where(eq(backgroundJobs.id, busy));
    await before.close();

    const after = await startTestApp({}, shared.database);
    try {
      const seen: unknown[] = [];
      after.app.queue.register(kind, async (job) => {
        seen.push(job.payload.what);
      });
      expect(await after.app.queue.drain({ kinds: [kind] })).toBe(2);
      expect(seen.sort()).toEqual(['crashed', 'queued']);
      expect(await jobRow(queued)).toMatchObject({ status: 'done', attempts: 1 });
      expect(await jobRow(crashed)).toMatchObject({ status: 'done', attempts: 2 });
      expect(await jobRow(busy)).toMatchObject({ status: 'running', lockedBy: 'live-server' });
    } finally {
      await after.close();
    }
  });

  it('a job whose server kept dying fails once its attempts are used up', async () => {
    const kind = aKind();
    const queue = createJobQueue({ db: db(), log });
    queue.register(kind, async () => {});
    const { id } = await queue.enqueue(db(), { kind, companyId: null, maxAttempts: 2 });
    await db()
      .update(backgroundJobs)
      .set({ status: 'running', attempts: 2, lockedBy: 'dead-server', lockedAt: sql`now() - interval '10 minutes'` })
      .where(eq(backgroundJobs.id, id));
    expect(await queue.drain()).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', lockedBy: null });
  });
});
