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

/** Counts failures per key in a fixed window: in memory by default, in Redis when REDIS_URL is set. */
export interface FailureCounter {
  count(key: string): Promise<number>;
  record(key: string): Promise<void>;
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
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async record(key) {
      const entry = live(key);
      if (entry) entry.count += 1;
      else counts.set(key, { count: 1, resetAt: Date.now() + windowMs });
      // Forget expired keys now and then so a long-running server does not grow without bound.
      if (counts.size > 10_000) for (const k of counts.keys()) live(k);
    },
  };
}

export function redisFailureCounter(redis: Redis, windowMs: number, prefix = 'groundwork:sign-in-failures:'): FailureCounter {
  return {
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async record(key) {
      const count = await redis.incr(prefix + key);
      // The window starts at the first failure; a key left without expiry (a lost PEXPIRE) gets one too.
      if (count === 1 || (await redis.pttl(prefix + key)) < 0) await redis.pexpire(prefix + key, windowMs);
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
    async count(key: string) {
      try {
        return await counter.count(key);
      } catch (error) {
        app.log.warn({ err: error }, 'sign-in failure counter unavailable');
        return 0;
      }
    },
    async record(key: string) {
      try {
        await counter.record(key);
      } catch (error) {
        app.log.warn({ err: error }, 'sign-in failure counter unavailable');
      }
    },
  } satisfies FailureCounter);
}

export default fp(rateLimitPlugin, { name: 'rate-limit', fastify: '5.x' });
