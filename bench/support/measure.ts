/** The two ways a benchmark measures: HTTP load (autocannon) and a direct call loop (the database ceiling). */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

export interface Settings {
  /** Concurrent connections (HTTP) or concurrent callers (loop). */
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

/** Short by default: the figures are for comparison within one run, not a load test. BENCH_DURATION / BENCH_CONNECTIONS override. */
export const defaultSettings: Settings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 5),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 3),
};

export interface Figures {
  /** Requests (or operations) per second. */
  perSecond: number;
  p50: number;
  p95: number;
  count: number;
  /** Non-2xx answers and connection errors: a benchmark of failures measures nothing, so these are shown. */
  failures: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

function figures(latencies: number[], count: number, seconds: number, failures: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { perSecond: count / seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), count, failures };
}

interface WorkerResult {
  latencies: number[];
  seconds: number;
  failures: number;
}

export interface HttpOptions {
  /** The status that counts as success (default any 2xx). */
  expectStatus?: number;
  /** POST with this body (JSON text) instead of GET. */
  body?: string;
  /** Each request from its own X-Forwarded-For address (start the server with TRUST_PROXY): public pages' rate limits count per address. */
  distinctAddresses?: boolean;
}

/** autocannon GET (or POST `options.body`) `url` from a worker thread: warm-up, then the measured run. */
export async function measureHttp(url: string, headers: Record<string, string>, settings: Settings = defaultSettings, options: HttpOptions = {}): Promise<Figures> {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
    workerData: {
      url,
      headers,
      ...settings,
      expectStatus: options.expectStatus,
      method: options.body === undefined ? 'GET' : 'POST',
      body: options.body,
      distinctAddresses: options.distinctAddresses ?? false,
    },
  });
  const result = await new Promise<WorkerResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with code ${code}`));
    });
  });
  await worker.terminate();
  return figures(result.latencies, result.latencies.length, result.seconds, result.failures);
}

/**
 * Calls `operation` from `settings.connections` concurrent callers for the duration (after a warm-up) and
 * reports operations per second and latency: the ceiling an endpoint could reach if HTTP, auth and
 * serialisation cost nothing.
 */
export async function measureLoop(operation: () => Promise<unknown>, settings: Settings = defaultSettings): Promise<Figures> {
  const runFor = async (seconds: number, latencies: number[] | null) => {
    const deadline = performance.now() + seconds * 1000;
    let count = 0;
    let failures = 0;
    const caller = async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          await operation();
          count += 1;
        } catch {
          failures += 1;
        }
        latencies?.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: settings.connections }, caller));
    return { count, failures, seconds: (performance.now() - started) / 1000 };
  };
  if (settings.warmupSeconds > 0) await runFor(settings.warmupSeconds, null);
  const latencies: number[] = [];
  const run = await runFor(settings.durationSeconds, latencies);
  return figures(latencies, run.count, run.seconds, run.failures);
}
