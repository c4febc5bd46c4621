/**
 * Estimates:
 * 1. calculateEstimate — what the server runs on every save and the builder on every keystroke — on a 1,000-line
 *    estimate (100 service lines × 9 children of every type, some with typed rates and markups): median and p95.
 * 2. Saving that estimate through PUT /api/v2/estimates/{id} (validation, pricing, one jsonb row write) one save
 *    after another, as an autosaving builder does, beside its database ceiling: the same transaction's SQL alone
 *    (lock the row, write the priced lines, breakdown and totals) with the same payload, without HTTP, validation
 *    or pricing.
 * On PGlite in a temporary directory, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { calculateEstimate, type EstimateDetail, type EstimateItemValues } from '@groundwork/domain/estimates';
import { sql } from 'drizzle-orm';
import { pricedColumns } from '../apps/server/src/modules/estimates/estimates.service';
import { benchDrivers } from './support/drivers';
import { percentile } from './support/measure';
import { startServer } from './support/server';

const PARENTS = 100;
const CHILDREN = 9;
const types = ['labor', 'equipment', 'product', 'subcontractor'] as const;

const lines: EstimateItemValues[] = [];
for (let parent = 0; parent < PARENTS; parent += 1) {
  const parentId = `p${parent}`;
  lines.push({ id: parentId, parentId: null, name: `Service ${parent + 1}`, description: '', type: 'labor', qty: 1, visits: 1, cost: 0, bHrs: null, markup: null, rate: null, taxable: true, serviceId: null, sourceId: null, isEditable: true, status: 'Draft' });
  for (let child = 0; child < CHILDREN; child += 1) {
    const type = types[child % 4]!;
    lines.push({
      id: `${parentId}c${child}`,
      parentId,
      name: `${type} ${child + 1}`,
      description: '',
      type,
      qty: 0.25 + ((parent * 7 + child) % 40) * 0.3125,
      visits: 1 + ((parent + child) % 28),
      cost: Math.round((3.1234 + ((parent * 13 + child * 7) % 90) * 1.0625) * 10_000) / 10_000,
      bHrs: null,
      markup: child === 5 ? 12.5 : null,
      rate: child === 7 ? 49.95 : null,
      taxable: child % 3 !== 0,
      serviceId: null,
      sourceId: null,
      isEditable: true,
      status: 'Draft',
    });
  }
}
const markups = {
  recoveryMethod: 'MORS' as const,
  laborOverheadMarkupPercent: 38.42,
  overheadMarkupPercent: null,
  materialsOHPercentage: 10,
  equipmentOHPercentage: 25,
  subcontractorsOHPercentage: 5,
  overheadPerLaborHour: null,
  targetNetProfitPercent: 10,
};
const pricing = { markups, targetNetProfitPercent: 10, adjustmentPercent: 3.5, taxRatePercent: 7.375 };

const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

// ── 1. The pure calculation ─────────────────────────────────────────────────────────────────
{
  let sink = 0;
  for (let warm = 0; warm < 100; warm += 1) sink += calculateEstimate(lines, pricing).totals.grandTotal;
  const samples: number[] = [];
  for (let run = 0; run < 500; run += 1) {
    const started = performance.now();
    sink += calculateEstimate(lines, pricing).totals.grandTotal;
    samples.push(performance.now() - started);
  }
  if (sink === 0) throw new Error('nothing was priced');
  const { p50, p95 } = summary(samples);
  console.log(`\ncalculateEstimate, ${lines.length} lines (${PARENTS} service lines × ${CHILDREN})`);
  console.log(`  p50 ${p50.toFixed(3)} ms   p95 ${p95.toFixed(3)} ms`);
}

// ── 2. Saving it ────────────────────────────────────────────────────────────────────────────
const SAVES = Number(process.env.BENCH_SAVES ?? 60);
const WARM = 5;

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
    const customer = await fetch(`${server.url}/api/v2/customers`, { method: 'POST', headers, body: JSON.stringify({ type: 'residential', firstName: 'Bench', lastName: 'Client' }) });
    const customerId = ((await customer.json()) as { data: { customer: { id: string } } }).data.customer.id;
    const created = await fetch(`${server.url}/api/v2/estimates`, { method: 'POST', headers, body: JSON.stringify({ clientId: customerId, clientType: 'customer', items: lines }) });
    if (created.status !== 200) throw new Error(`POST /estimates answered ${created.status}: ${(await created.text()).slice(0, 300)}`);
    let estimate = ((await created.json()) as { data: { estimate: EstimateDetail } }).data.estimate;
    const bodyOf = (updatedAt: string) => JSON.stringify({ description: 'Bench', adjustmentPercent: 3.5, updatedAt, items: lines });
    const bytes = Buffer.byteLength(bodyOf(estimate.updatedAt));

    // Timed: sending the body and receiving the whole answer. The client's own work, writing the body and parsing the
    // answer (about 2 ms here, a browser's work in real use), stays outside, as the ceiling's JSON text is made outside.
    const saveTimes: number[] = [];
    for (let save = 0; save < SAVES + WARM; save += 1) {
      const body = bodyOf(estimate.updatedAt);
      const started = performance.now();
      const response = await fetch(`${server.url}/api/v2/estimates/${estimate.id}`, { method: 'PUT', headers, body });
      const answerBytes = await response.arrayBuffer();
      if (save >= WARM) saveTimes.push(performance.now() - started);
      const answer = JSON.parse(Buffer.from(answerBytes).toString()) as { data: { estimate: EstimateDetail } };
      if (response.status !== 200) throw new Error(`PUT answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      estimate = answer.data.estimate;
    }

    // The ceiling: the save transaction's own SQL with the same priced payload.
    const columns = pricedColumns(lines, { ...pricing, taxRatePercent: 0, taxRateName: '' });
    const items = JSON.stringify(columns.items);
    const breakdown = JSON.stringify(columns.breakdown);
    const totals = JSON.stringify(columns.totals);
    const ceilingTimes: number[] = [];
    for (let save = 0; save < SAVES + WARM; save += 1) {
      const started = performance.now();
      await server.database.db.transaction(async (tx) => {
        await tx.execute(sql`select * from estimates where company_id = ${server.companyId} and id = ${estimate.id} for update`);
        await tx.execute(
          sql`update estimates set items = ${items}::jsonb, breakdown = ${breakdown}::jsonb, totals = ${totals}::jsonb, total = ${columns.total}, updated_at = now()
              where company_id = ${server.companyId} and id = ${estimate.id}`,
        );
      });
      if (save >= WARM) ceilingTimes.push(performance.now() - started);
    }

    const endpoint = summary(saveTimes);
    const ceiling = summary(ceilingTimes);
    console.log(`\nPUT /api/v2/estimates/{id}, ${lines.length} lines (${(bytes / 1024).toFixed(0)} KiB request), ${SAVES} saves one after another on ${driver.label}`);
    console.log(`  PUT /estimates/{id}                          p50 ${endpoint.p50.toFixed(2)} ms   p95 ${endpoint.p95.toFixed(2)} ms`);
    console.log(`  DB ceiling: lock + jsonb row write, same SQL  p50 ${ceiling.p50.toFixed(2)} ms   p95 ${ceiling.p95.toFixed(2)} ms`);
    console.log(`  ratio (endpoint / ceiling, p50): ${(endpoint.p50 / ceiling.p50).toFixed(2)}×`);
  } finally {
    await server.close();
  }
}
