import { afterAll, beforeAll, inject, vi } from 'vitest';
import { dateIn, endOfDayIn } from '../../lib/dates';
import { useTestApp } from '../../test/test-app';
import { databaseFromPostgres } from '../client';
import { prepareDatabase } from '../prepare';
import type { seedDemo } from './demo';

/**
 * One app and one demo company for every check of the demo's data (demo-seed.test.ts imports the *-seed.checks.ts
 * files): the demo is seeded once — the slowest step of each check — before the first check, into a database that
 * has no company yet, as a first start seeds it: by prepareDatabase, from two instances at once on PostgreSQL (each
 * with its own pool, as two processes would have) and twice in turn on PGlite (one process owns its database).
 */
export const demoApp = useTestApp();

type SeededDemo = NonNullable<Awaited<ReturnType<typeof seedDemo>>>;
let seeded: SeededDemo | undefined;
/** What the starts that seeded the demo saw: the sign-ins they returned, and the companies and legal documents left. */
let starts: { demoEmails: string[]; companies: number; legalDocuments: number } | undefined;

/** The demo company's zone (seed/company-setup.ts): its "today" is what the demo is seeded around. */
const DEMO_TIME_ZONE = 'America/Chicago';
/** Longer than the whole file takes, seeding included, with the other suites running beside it in CI. */
const CLOCK_MARGIN_MS = 30 * 60_000;

/**
 * The demo is seeded around its company's today and checked against the server's: a run that crossed the demo's
 * midnight between the two would see "tomorrow's" visit and "45 days overdue" move by a day. So when fewer than
 * CLOCK_MARGIN_MS remain before that midnight, the checks' clock (Date only, still advancing) starts just past it.
 * DEMO_CHECKS_AT (an instant, e.g. 2026-12-07T18:00:00Z: a Monday noon in Minneapolis) starts it there instead, to try
 * the demo on another day of the week or of the year.
 */
function startTheDemosClock(): void {
  const at = inject('demoChecksAt');
  const midnight = endOfDayIn(dateIn(DEMO_TIME_ZONE), DEMO_TIME_ZONE).getTime();
  const start = at ? Date.parse(at) : midnight - Date.now() < CLOCK_MARGIN_MS ? midnight + 1_000 : undefined;
  if (Number.isNaN(start)) throw new Error(`DEMO_CHECKS_AT must be an instant such as 2026-12-07T18:00:00Z, not ${at}.`);
  if (start !== undefined) vi.useFakeTimers({ now: start, toFake: ['Date'], shouldAdvanceTime: true });
}

afterAll(() => {
  vi.useRealTimers();
});

beforeAll(async () => {
  startTheDemosClock();
  const options = { seedDemo: true };
  const url = demoApp.databaseUrl;
  let demos: Awaited<ReturnType<typeof prepareDatabase>>[];
  if (url) {
    const other = databaseFromPostgres(url, { max: 5 });
    try {
      demos = await Promise.all([prepareDatabase(demoApp.database, options), prepareDatabase(other, options)]);
    } finally {
      await other.close();
    }
  } else {
    demos = [await prepareDatabase(demoApp.database, options), await prepareDatabase(demoApp.database, options)];
  }
  const created = demos.filter((demo) => demo !== undefined);
  const [companies] = await demoApp.database.query<{ count: number }>('select count(*)::int as count from companies');
  const [documents] = await demoApp.database.query<{ count: number }>('select count(*)::int as count from legal_documents');
  starts = { demoEmails: created.map((demo) => demo.email), companies: companies?.count ?? 0, legalDocuments: documents?.count ?? 0 };
  if (!created[0]) throw new Error('The demo checks need a database without companies to seed the demo into.');
  seeded = created[0];
  // The whole demo company: 15–20 s on PGlite alone, more while CI runs the other suites beside it.
}, 120_000);

/** The demo company and its owner's sign-in, seeded before the first check. */
export function seededDemo(): SeededDemo {
  if (!seeded) throw new Error('The demo is not seeded yet: use it inside tests.');
  return seeded;
}

/** What the two starts that prepared the demo's database saw (demo-seed.test.ts checks only one of them seeded it). */
export function demoStarts(): NonNullable<typeof starts> {
  if (!starts) throw new Error('The demo is not seeded yet: use it inside tests.');
  return starts;
}
