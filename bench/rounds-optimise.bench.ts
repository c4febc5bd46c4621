/**
 * Optimising a round: 60 stops around one town (Minneapolis), from the yard and back — the domain's optimiseRoute
 * (nearest neighbour + 2-opt), as the Optimise button runs it. Target: under 50 ms for 60 stops. Also 120 and 200
 * stops, to see how it grows. Random but repeatable towns (a fixed seed).
 */
import { performance } from 'node:perf_hooks';
import { optimiseRoute, type RouteStop } from '@groundwork/domain/rounds';
import { percentile } from './support/measure';

const TARGET_MS = 50;
const yard = { lat: 44.9483, lng: -93.2327 };

/** A small repeatable generator (mulberry32), so every run optimises the same towns. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function town(stops: number, seed: number): RouteStop[] {
  const next = random(seed);
  return Array.from({ length: stops }, (_, index) => ({ id: `stop-${index}`, lat: 44.85 + next() * 0.2, lng: -93.4 + next() * 0.35 }));
}

console.log(`optimiseRoute: stops around one town, from the yard and back (20 different towns each; target < ${TARGET_MS} ms for 60)`);
console.log(`  ${'stops'.padStart(5)}   p50 ms   p95 ms   max ms   km before → after (median town)`);
for (const size of [60, 120, 200]) {
  const times: number[] = [];
  const saved: string[] = [];
  for (let seed = 1; seed <= 20; seed += 1) {
    const stops = town(size, seed * 7919 + size);
    const started = performance.now();
    const result = optimiseRoute(yard, stops);
    times.push(performance.now() - started);
    if (!result.ok) throw new Error('every stop has coordinates');
    saved.push(`${result.beforeKm.toFixed(0)} → ${result.afterKm.toFixed(0)}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const verdict = size === 60 ? `   p95 / target = ${(percentile(sorted, 95) / TARGET_MS).toFixed(2)}` : '';
  console.log(
    `  ${String(size).padStart(5)}  ${percentile(sorted, 50).toFixed(2).padStart(7)}  ${percentile(sorted, 95).toFixed(2).padStart(7)}  ${sorted.at(-1)!.toFixed(2).padStart(7)}   ${saved[10]}${verdict}`,
  );
}
