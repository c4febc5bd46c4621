// Runs autocannon in its own thread so the load generator does not share an event loop with the server
// under test. Records every response itself (inside a worker thread autocannon skips its own aggregation),
// so the parent can report throughput, p50 and p95 (autocannon's summary has no p95).
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

// `expectStatus`: the one status that counts as a success (e.g. 304 for a conditional GET); default any 2xx.
// `method` and `body`: a POST with a JSON body. `distinctAddresses`: each request from its own X-Forwarded-For address
// (the server trusts the proxy), as many visitors would come to a public page rather than one address past its limit.
const { url, headers, connections, durationSeconds, warmupSeconds, expectStatus, method = 'GET', body, distinctAddresses } = workerData;

let address = 0;
const fromItsOwnAddress = (request) => {
  address += 1;
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` } };
};
const request = { url, headers, connections, method, ...(body === undefined ? {} : { body }), ...(distinctAddresses ? { requests: [{ setupRequest: fromItsOwnAddress }] } : {}) };

if (warmupSeconds > 0) {
  await autocannon({ ...request, duration: warmupSeconds });
}

const latencies = [];
let failures = 0;
const started = performance.now();
const instance = autocannon({ ...request, duration: durationSeconds });
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (expectStatus ? statusCode === expectStatus : statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  else failures += 1;
});
instance.on('reqError', () => {
  failures += 1;
});
await instance;

parentPort.postMessage({ latencies, seconds: (performance.now() - started) / 1000, failures });
