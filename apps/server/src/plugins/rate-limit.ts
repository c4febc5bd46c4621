import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

/** Sign-in: the 11th failed attempt from one address within 15 minutes is refused (successes never count). */
export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;

/** Forgot, reset and change password: a handful a minute from one address is plenty for a person. */
export const passwordRouteRateLimit = { max: 5, timeWindow: 60_000 } as const;

/**
 * Counts sign-in attempts per key in a fixed window: in memory by default, in Redis when REDIS_URL is set. An attempt
 * is counted *before* its password is checked (`attempt` returns the count including it, atomically), so parallel
 * requests cannot all slip under the limit; a successful attempt is taken back (`forgive`): successes never count.
 */
export interface FailureCounter {
  attempt(key: string): Promise<number>;
  forgive(key: string): Promise<void>;
}

export function memoryFailureCounter(windowMs: number): FailureCounter {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async attempt(key) {
      const entry = live(key);
      if (entry) entry.count += 1;
      else counts.set(key, { count: 1, resetAt: Date.now() + windowMs });
      // Forget expired keys now and then so a long-running server does not grow without bound.
      if (counts.size > 10_000) for (const k of counts.keys()) live(k);
      return live(key)!.count;
    },
    async forgive(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
  };
}

export function redisFailureCounter(redis: Redis, windowMs: number, prefix = 'groundwork:sign-in-failures:'): FailureCounter {
  return {
    async attempt(key) {
      const count = await redis.incr(prefix + key);
      // The window starts at the first attempt; a key left without expiry (a lost PEXPIRE) gets one too.
      if (count === 1 || (await redis.pttl(prefix + key)) < 0) await redis.pexpire(prefix + key, windowMs);
      return count;
    },
    async forgive(key) {
      // Only while the window lives: decrementing an expired key would create one without expiry.
      const remaining = await redis.decr(prefix + key);
      if (remaining <= 0) await redis.del(prefix + key);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    signInFailures: FailureCounter;
  }
}

async function rateLimitPlugin(app: FastifyInstance, options: { redisUrl: string | undefined }) {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error (rate limits)'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'groundwork:rate-limit:' } : {}),
    // A Redis outage must not lock everyone out; the limits come back with it.
    skipOnError: true,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });

  const counter = redis ? redisFailureCounter(redis, SIGN_IN_FAILURE_WINDOW_MS) : memoryFailureCounter(SIGN_IN_FAILURE_WINDOW_MS);
  app.decorate('signInFailures', {
    async attempt(key: string) {
      try {
        return await counter.attempt(key);
      } catch (error) {
        app.log.warn({ err: error }, 'sign-in failure counter unavailable');
        return 0;
      }
    },
    async forgive(key: string) {
      try {
        await counter.forgive(key);
      } catch (error) {
        app.log.warn({ err: error }, 'sign-in failure counter unavailable');
      }
    },
  } satisfies FailureCounter);
}

export default fp(rateLimitPlugin, { name: 'rate-limit', fastify: '5.x' });
