/**
 * How long a background job waits before its next try: 30 s after the first failure, doubling each time (1 min,
 * 2 min, 4 min …), never more than an hour — a mail server down for a minute costs one retry, not a storm.
 * `attempts` is how many tries were made so far (1 after the first).
 */
export const RETRY_BASE_SECONDS = 30;
export const RETRY_CAP_SECONDS = 60 * 60;

export function retryDelaySeconds(attempts: number, baseSeconds = RETRY_BASE_SECONDS, capSeconds = RETRY_CAP_SECONDS): number {
  const tries = Math.max(1, Math.floor(attempts));
  // 2^(tries-1) overflows to Infinity long before a job could fail that often: the cap keeps it finite.
  return Math.min(capSeconds, baseSeconds * 2 ** Math.min(tries - 1, 40));
}
