/**
 * The document editor on a 50-page document (about 25,000 words and 6,000 nodes: packages/domain's `longDocument`):
 * 1. Opening it — GET /api/v2/documents/{id}, the editor JSON and the sanitised HTML — one open after another.
 * 2. Saving it — PUT /api/v2/documents/{id} with the whole document against the version loaded, as the editor's
 *    autosave does — one save after another, each naming the version the last one answered.
 * Each beside its database ceiling, the endpoint's own SQL through the driver without HTTP, validation or rendering:
 *   open: the auth check's session ⋈ user, then the document's row (documentRowQuery);
 *   save: the auth check, then in one transaction the row locked, the new content and HTML written and the editing
 *         session's snapshot updated (its latest version read, then written), then the row read back.
 * On PGlite in a temporary directory, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { longDocument, type Document } from '@groundwork/domain/documents';
import { and, desc, eq } from 'drizzle-orm';
import { documents, documentVersions } from '../apps/server/src/db/schema';
import { statementOf } from '../apps/server/src/lib/prepared';
import { documentHtml } from '../apps/server/src/modules/documents/document-html';
import { documentRowQuery, storableContent } from '../apps/server/src/modules/documents/documents.service';
import { activeSessionQuery } from '../apps/server/src/plugins/auth';
import { benchDrivers } from './support/drivers';
import { percentile } from './support/measure';
import { startServer } from './support/server';

const PAGES = 50;
const RUNS = Number(process.env.BENCH_SAVES ?? 40);
const WARM = 5;

const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/** `RUNS` timings of `operation` after `WARM` untimed ones, one after another. */
async function timed(operation: (run: number) => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < RUNS + WARM; run += 1) {
    const started = performance.now();
    await operation(run);
    if (run >= WARM) samples.push(performance.now() - started);
  }
  return samples;
}

function printPair(title: string, endpointLabel: string, endpointTimes: number[], ceilingLabel: string, ceilingTimes: number[]): void {
  const endpoint = summary(endpointTimes);
  const ceiling = summary(ceilingTimes);
  console.log(`\n${title}`);
  console.log(`  ${endpointLabel.padEnd(58)} p50 ${endpoint.p50.toFixed(2)} ms   p95 ${endpoint.p95.toFixed(2)} ms`);
  console.log(`  ${ceilingLabel.padEnd(58)} p50 ${ceiling.p50.toFixed(2)} ms   p95 ${ceiling.p95.toFixed(2)} ms`);
  console.log(`  endpoint / DB ceiling (p95): ${(endpoint.p95 / ceiling.p95).toFixed(2)}×`);
}

const content = longDocument(PAGES);
// Two bodies that differ, so every save writes something new.
const bodies = [0, 1].map((edit) => ({ title: `Employee handbook (edit ${edit})`, json: content }));

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    const { database, companyId } = server;
    const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
    const created = await fetch(`${server.url}/api/v2/documents`, { method: 'POST', headers, body: JSON.stringify({ title: 'Employee handbook' }) });
    if (created.status !== 201 && created.status !== 200) throw new Error(`POST /documents answered ${created.status}: ${(await created.text()).slice(0, 300)}`);
    let document = ((await created.json()) as { data: { document: Document } }).data.document;
    const documentUrl = `${server.url}/api/v2/documents/${document.id}`;
    const save = async (edit: number) => {
      const response = await fetch(documentUrl, { method: 'PUT', headers, body: JSON.stringify({ ...bodies[edit % 2], version: document.version }) });
      const answer = (await response.json()) as { data: { document: Document } };
      if (response.status !== 200) throw new Error(`PUT answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      document = answer.data.document;
    };
    await save(0);
    const requestBytes = Buffer.byteLength(JSON.stringify({ ...bodies[0], version: document.version }));

    const [session] = await database.query<{ id: string }>('select id from sessions where user_id = $1 and revoked_at is null order by created_at desc limit 1', [server.userId]);
    if (!session) throw new Error('no session row for the benchmark user');
    const auth = statementOf(activeSessionQuery(database.db));
    const checkSession = async () => {
      const [row] = await database.query(auth.text, auth.params({ sessionId: session.id, now: new Date() }), { prepare: true });
      if (!row) throw new Error('the benchmark session is not active');
    };

    // ── 1. Opening it ──────────────────────────────────────────────────────────────────────
    let openedBytes = 0;
    const openTimes = await timed(async () => {
      const response = await fetch(documentUrl, { headers });
      const body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET answered ${response.status}`);
      openedBytes = body.byteLength;
    });
    const openCeiling = await timed(async () => {
      await checkSession();
      const [row] = await documentRowQuery(database.db, companyId, document.id);
      if (!row) throw new Error('the document is missing');
    });
    printPair(
      `GET /api/v2/documents/{id}, ${PAGES} pages (${(openedBytes / 1024).toFixed(0)} KiB answer), ${RUNS} opens one after another on ${driver.label}`,
      'GET /documents/{id}',
      openTimes,
      'DB ceiling: session check + the document row',
      openCeiling,
    );

    // ── 2. Saving it ───────────────────────────────────────────────────────────────────────
    const saveTimes = await timed((run) => save(run + 1));
    const stored = storableContent(content);
    const html = documentHtml(stored);
    const saveCeiling = await timed(async () => {
      await checkSession();
      await database.db.transaction(async (tx) => {
        const [current] = await documentRowQuery(tx, companyId, document.id).for('update');
        if (!current) throw new Error('the document is missing');
        const version = current.version + 1;
        await tx.update(documents).set({ content: stored, html, version, updatedAt: new Date() }).where(and(eq(documents.companyId, companyId), eq(documents.id, document.id)));
        const [latest] = await tx
          .select({ id: documentVersions.id })
          .from(documentVersions)
          .where(and(eq(documentVersions.companyId, companyId), eq(documentVersions.documentId, document.id)))
          .orderBy(desc(documentVersions.version))
          .limit(1);
        if (!latest) throw new Error('the document has no snapshot');
        await tx.update(documentVersions).set({ version, content: stored, savedAt: new Date() }).where(and(eq(documentVersions.companyId, companyId), eq(documentVersions.id, latest.id)));
      });
      const [row] = await documentRowQuery(database.db, companyId, document.id);
      if (!row) throw new Error('the document is missing');
    });
    printPair(
      `PUT /api/v2/documents/{id}, ${PAGES} pages (${(requestBytes / 1024).toFixed(0)} KiB request), ${RUNS} autosaves one after another on ${driver.label}`,
      'PUT /documents/{id}',
      saveTimes,
      'DB ceiling: session check + locked write + snapshot + read',
      saveCeiling,
    );
  } finally {
    await server.close();
  }
}
